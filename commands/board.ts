import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { displayName } from '../src/app/describe';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { missingPostPermissions, permissionAdvice } from '../src/bot/permissions';
import { NO_GAME } from '../src/bot/play';
import { channelOf } from '../src/bot/presenter';
import { answer, deferPrivately } from '../src/bot/reply';

export const name = 'board';

/** Acknowledged privately on arrival, by the router. */
export const acknowledge = 'private';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.board');
}

export async function execute({ interaction, deps, channelId }: CommandContext) {
  // Read, draw and post: acknowledge first.
  await deferPrivately(interaction);
  const record = await deps.service.find(channelId);
  if (!record) return answer(interaction, NO_GAME);
  if (record.status === 'lobby') {
    const players = record.seats.map((s) => displayName(s.name));
    return answer(interaction, { key: 'board.not-started', params: { players } });
  }
  const missing = missingPostPermissions(interaction);
  if (missing.length) return answer(interaction, permissionAdvice(missing));
  const posted = await deps.posts.repost(await channelOf(interaction), channelId, record);
  await answer(
    interaction,
    posted.ok ? { key: 'board.here' } : { key: 'board.not-posted', params: { problem: posted.problem } },
  );
}
