import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { resolvePlacement, spotChoiceLabel, tileSpots } from '../src/app/choices';
import { rotationLabel } from '../src/app/describe';
import { respondWith } from '../src/bot/autocomplete';
import type { AutocompleteContext, CommandContext } from '../src/bot/context';
import { playMove } from '../src/bot/play';

export const name = 'place';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub
    .setDescription('Place the drawn tile on a numbered spot of the board')
    .addIntegerOption((o) =>
      o.setName('spot').setDescription('The spot number on the board').setRequired(true).setAutocomplete(true),
    )
    .addIntegerOption((o) =>
      o
        .setName('rotation')
        .setDescription('Degrees clockwise; leave it out to see a preview first')
        .setAutocomplete(true),
    );
}

export async function execute({ interaction, deps, actor, channelId }: CommandContext) {
  const spot = interaction.options.getInteger('spot', true);
  const rotation = interaction.options.getInteger('rotation');
  await playMove({
    interaction,
    deps,
    actor,
    channelId,
    resolve: (record) => resolvePlacement(record, spot, rotation),
  });
}

export async function autocomplete({ interaction, deps, channelId }: AutocompleteContext) {
  const record = await deps.service.find(channelId);
  const spots = record ? tileSpots(record) : [];
  if (interaction.options.getFocused(true).name === 'spot') {
    return respondWith(
      interaction,
      spots.map((s) => ({ name: spotChoiceLabel(s), value: s.number })),
    );
  }
  const chosen = spots[(Number(interaction.options.get('spot')?.value) || 0) - 1];
  const rotations = chosen?.rotations ?? (spots.length ? [0, 90, 180, 270] : []);
  await respondWith(
    interaction,
    rotations.map((r) => ({
      name: chosen ? `${rotationLabel(r)} (fits spot ${chosen.number})` : rotationLabel(r),
      value: r,
    })),
  );
}
