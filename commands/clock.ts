import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { displayName, playerName } from '../src/app/describe';
import { CLOCK_OPTION_CHOICES, clockSetting, deadlineText } from '../src/bot/clock-text';
import type { CommandContext } from '../src/bot/context';
import { channelOf } from '../src/bot/presenter';
import { announce, answer } from '../src/bot/reply';

export const name = 'clock';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub
    .setDescription('Set the turn clock: hours per turn, 0 for none (host or moderators)')
    .addIntegerOption((o) =>
      o
        .setName('hours')
        .setDescription('Hours each player has for a turn')
        .setRequired(true)
        .addChoices(...CLOCK_OPTION_CHOICES),
    );
}

export async function execute({ interaction, deps, actor, channelId }: CommandContext) {
  const outcome = await deps.service.setClock(channelId, actor, interaction.options.getInteger('hours', true));
  if (!outcome.ok) return answer(interaction, outcome.message);
  const { record } = outcome;
  const state = record.state;
  const active = state && record.status === 'playing' ? state.players[state.turn.player] : undefined;
  const ends = deadlineText(record);
  const now = active && ends ? ` ${playerName(record, active.id)}'s turn now ends ${ends}.` : '';
  await announce(interaction, `**${displayName(actor.name)}** set the turn clock: ${clockSetting(record)}.${now}`);
  const channel = await channelOf(interaction);
  if (channel) await deps.presenter.refreshTurnText(channel, record);
}
