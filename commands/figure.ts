import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { figureChoiceLabel, figureSpots } from '../src/app/choices';
import { figureWord } from '../src/app/game-words';
import { respondWith } from '../src/bot/autocomplete';
import { describedAs } from '../src/bot/command-text';
import type { AutocompleteContext, CommandContext } from '../src/bot/context';
import { playMove } from '../src/bot/play';

export const name = 'figure';

/** Acknowledged privately on arrival, by the router. */
export const acknowledge = 'private';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.figure')
    .addStringOption((o) =>
      describedAs(o.setName('spot'), 'command.figure.spot').setRequired(true).setAutocomplete(true),
    )
    .addStringOption((o) => describedAs(o.setName('kind'), 'command.figure.kind').setAutocomplete(true));
}

export async function execute({ interaction, deps, actor, channelId, answers }: CommandContext) {
  const letter = interaction.options.getString('spot', true);
  const kind = interaction.options.getString('kind');
  await playMove({
    interaction,
    deps,
    channelId,
    intent: { userId: actor.userId, answers, choice: { kind: 'figure', letter, figure: kind } },
  });
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
    kinds.map((k) => ({ name: figureWord(k), value: k })),
  );
}
