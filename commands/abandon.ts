import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { abandonKind } from '../src/app/game-service';
import { describedAs } from '../src/bot/command-text';
import { askToConfirm } from '../src/bot/confirm';
import type { CommandContext } from '../src/bot/context';
import { abandonGame } from '../src/bot/lobby';
import { setAsideUnreadable } from '../src/bot/unreadable';
import { UnreadableGameError } from '../src/storage/errors';

export const name = 'abandon';

/** Acknowledged privately on arrival: the question (or a refusal) is private, the outcome public. */
export const acknowledge = 'private';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.abandon');
}

export async function execute({ interaction, deps, actor, channelId }: CommandContext) {
  try {
    const record = await deps.service.find(channelId);
    const kind = record ? abandonKind(record, actor) : undefined;
    const votedAlready = kind === 'vote' && record?.abandonVotes?.includes(actor.userId);
    // ending a game cannot be taken back: ask first (who may not abandon, or voted already, is told at once)
    if (record && kind && !votedAlready) {
      const question = kind === 'end' ? 'confirm.abandon-now' : 'confirm.abandon-vote';
      return await askToConfirm(interaction, record, 'abandon', { key: question });
    }
    await abandonGame(interaction, deps, actor);
  } catch (error) {
    // an unreadable saved game: a moderator sets it aside instead (it is kept) and the channel is free
    if (!(error instanceof UnreadableGameError)) throw error;
    if (!(await setAsideUnreadable(interaction, deps, actor))) await abandonGame(interaction, deps, actor);
  }
}
