import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { missingPostPermissions, permissionAdvice } from '../src/bot/permissions';
import { NO_GAME } from '../src/bot/play';
import { channelOf } from '../src/bot/presenter';
import { answer, deferPrivately } from '../src/bot/reply';

export const name = 'board';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.board');
}

export async function execute({ interaction, deps, channelId }: CommandContext) {
  const record = await deps.service.find(channelId);
  if (!record) return answer(interaction, NO_GAME);
  if (record.status === 'lobby') {
    const players = record.seats.map((s) => s.name);
    return answer(interaction, { key: 'board.not-started', params: { players } });
  }
  const missing = missingPostPermissions(interaction);
  if (missing.length) return answer(interaction, permissionAdvice(missing));
  await deferPrivately(interaction);
  // No live post means the last one failed: this one carries the ping the player never got.
  const posted = await deps.presenter.post(await channelOf(interaction), record, [], {
    ping: record.liveMessages.length === 0,
  });
  await answer(
    interaction,
    posted.ok ? { key: 'board.here' } : { key: 'board.not-posted', params: { problem: posted.problem } },
  );
}
