import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { describedAs } from '../src/bot/command-text';
import { askToConfirm } from '../src/bot/confirm';
import type { CommandContext } from '../src/bot/context';
import { leaveGame } from '../src/bot/lobby';

export const name = 'leave';

/** Acknowledged privately on arrival: the question (or a refusal) is private, what changed is said publicly. */
export const acknowledge = 'private';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.leave');
}

export async function execute({ interaction, deps, actor, channelId }: CommandContext) {
  const record = await deps.service.find(channelId);
  // leaving a running game cannot be taken back: ask first (leaving the lobby is just not joining)
  if (record?.status === 'playing' && record.state?.players.some((p) => p.id === actor.userId)) {
    return askToConfirm(interaction, record, 'leave', { key: 'confirm.leave' });
  }
  await leaveGame(interaction, deps, actor);
}
