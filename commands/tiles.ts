import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { tilesToDraw } from '../src/app/describe';
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
  const left = tilesToDraw(record);
  await answer(interaction, { key: 'tiles.left-to-draw', params: { count: left } });
}
