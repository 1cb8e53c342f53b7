import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { tilesLeft } from '../src/app/describe';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { NO_GAME } from '../src/bot/play';
import { answer } from '../src/bot/reply';

export const name = 'tiles';

/** Acknowledged privately on arrival, by the router. */
export const acknowledge = 'private';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.tiles');
}

export async function execute({ interaction, deps, channelId }: CommandContext) {
  const record = await deps.service.find(channelId);
  if (!record) return answer(interaction, NO_GAME);
  if (!record.state) return answer(interaction, { key: 'tiles.not-started' });
  // the same count as the turn post's footer and the board's panel
  await answer(interaction, { key: 'tiles.left', params: { count: tilesLeft(record) } });
}
