import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { displayName } from '../src/app/describe';
import type { CommandContext } from '../src/bot/context';
import { missingPostPermissions, permissionAdvice } from '../src/bot/permissions';
import { NO_GAME } from '../src/bot/play';
import { channelOf } from '../src/bot/presenter';
import { answer, deferPrivately } from '../src/bot/reply';

export const name = 'board';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub.setDescription('Post the current board again (with its buttons)');
}

export async function execute({ interaction, deps, channelId }: CommandContext) {
  // Read, draw and post: acknowledge first.
  await deferPrivately(interaction);
  const record = await deps.service.find(channelId);
  if (!record) return answer(interaction, NO_GAME);
  if (record.status === 'lobby') {
    const players = record.seats.map((s) => displayName(s.name)).join(', ');
    return answer(interaction, `The game hasn't started yet. Players so far: ${players}.`);
  }
  const missing = missingPostPermissions(interaction);
  if (missing.length) return answer(interaction, permissionAdvice(missing));
  const posted = await deps.posts.repost(await channelOf(interaction), channelId, record);
  await answer(interaction, posted.ok ? 'Here is the board.' : `I couldn't post the board: ${posted.problem}.`);
}
