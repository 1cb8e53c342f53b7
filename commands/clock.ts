import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { displayName, playerName, playerToMove } from '../src/app/describe';
import { CLOCK_OPTION_CHOICES, clockSetting, deadlineText } from '../src/bot/clock-text';
import { choice, describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { gameT } from '../src/bot/locale';
import { channelOf } from '../src/bot/presenter';
import { announce, answer } from '../src/bot/reply';

export const name = 'clock';

/** Acknowledged publicly on arrival: the new clock is said to everyone (a refusal still privately). */
export const acknowledge = 'public';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.clock').addIntegerOption((o) =>
    describedAs(o.setName('hours'), 'command.clock.hours')
      .setRequired(true)
      .addChoices(...CLOCK_OPTION_CHOICES.map((c) => choice(c.message, c.value))),
  );
}

export async function execute({ interaction, deps, actor, channelId }: CommandContext) {
  const outcome = await deps.service.setClock(channelId, actor, interaction.options.getInteger('hours', true));
  if (!outcome.ok) return answer(interaction, outcome.message);
  const { record } = outcome;
  // the clock runs for whoever the game waits for (a question's player, else the active one)
  const active = playerToMove(record);
  const t = gameT(record);
  const ends = deadlineText(record, t);
  const setting = clockSetting(record, t);
  const player = displayName(actor.name);
  await announce(
    interaction,
    active && ends
      ? t('clock.set-now', { player, setting, active: playerName(record, active.id), ends })
      : t('clock.set', { player, setting }),
  );
  const channel = await channelOf(interaction);
  if (channel) await deps.presenter.refreshTurnText(channel, record);
}
