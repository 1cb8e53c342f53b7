import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { tilesLeft } from '../src/app/describe';
import type { CommandContext } from '../src/bot/context';
import { NO_GAME } from '../src/bot/play';
import { answer } from '../src/bot/reply';

export const name = 'tiles';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub.setDescription('How many tiles are left to draw');
}

export async function execute({ interaction, deps, channelId }: CommandContext) {
  const record = await deps.service.find(channelId);
  if (!record) return answer(interaction, NO_GAME);
  if (!record.state) return answer(interaction, 'The game has not started yet: all the tiles are still in the bag.');
  const left = tilesLeft(record);
  await answer(interaction, `${left} tile${left === 1 ? '' : 's'} left to draw after this turn's.`);
}
