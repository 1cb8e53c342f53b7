import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { spotChoiceLabel, tileSpots } from '../src/app/choices';
import { rotationLabel } from '../src/app/describe';
import { respondWith } from '../src/bot/autocomplete';
import { describedAs } from '../src/bot/command-text';
import type { AutocompleteContext, CommandContext } from '../src/bot/context';
import { playMove } from '../src/bot/play';
import { message } from '../src/i18n';

export const name = 'place';

/** Acknowledged privately on arrival, by the router. */
export const acknowledge = 'private';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.place')
    .addIntegerOption((o) =>
      describedAs(o.setName('spot'), 'command.place.spot').setRequired(true).setAutocomplete(true),
    )
    .addIntegerOption((o) => describedAs(o.setName('rotation'), 'command.place.rotation').setAutocomplete(true));
}

export async function execute({ interaction, deps, actor, channelId, answers }: CommandContext) {
  const spot = interaction.options.getInteger('spot', true);
  const rotation = interaction.options.getInteger('rotation');
  await playMove({
    interaction,
    deps,
    channelId,
    intent: { userId: actor.userId, answers, choice: { kind: 'place', spot, rotation } },
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
      name: chosen
        ? message('command.place.rotation-choice', { rotation: rotationLabel(r), spot: chosen.number })
        : rotationLabel(r),
      value: r,
    })),
  );
}
