import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { figureChoiceLabel, figureName, figureSpots, resolveFigure } from '../src/app/choices';
import { respondWith } from '../src/bot/autocomplete';
import type { AutocompleteContext, CommandContext } from '../src/bot/context';
import { playMove } from '../src/bot/play';

export const name = 'figure';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub
    .setDescription('Put a figure on a lettered spot of the tile you just placed')
    .addStringOption((o) =>
      o.setName('spot').setDescription('The letter on the tile, e.g. A').setRequired(true).setAutocomplete(true),
    )
    .addStringOption((o) =>
      o.setName('kind').setDescription('Which figure (default: a follower)').setAutocomplete(true),
    );
}

export async function execute({ interaction, deps, actor, channelId }: CommandContext) {
  const letter = interaction.options.getString('spot', true);
  const kind = interaction.options.getString('kind');
  await playMove({ interaction, deps, actor, channelId, resolve: (record) => resolveFigure(record, letter, kind) });
}

export async function autocomplete({ interaction, deps, channelId }: AutocompleteContext) {
  const record = await deps.service.find(channelId);
  if (!record) return interaction.respond([]);
  const spots = figureSpots(record);
  if (interaction.options.getFocused(true).name === 'spot') {
    return respondWith(
      interaction,
      spots.map((s) => ({ name: figureChoiceLabel(record, s), value: s.letter })),
    );
  }
  const letter = String(interaction.options.get('spot')?.value ?? '')
    .trim()
    .toUpperCase();
  const kinds = [...new Set(spots.filter((s) => !letter || s.letter === letter).flatMap((s) => s.figures))];
  await respondWith(
    interaction,
    kinds.map((k) => ({ name: figureName(record, k), value: k })),
  );
}
