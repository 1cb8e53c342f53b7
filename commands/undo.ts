import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { CommandContext } from '../src/bot/context';
import { takeBackTile } from '../src/bot/undo';

export const name = 'undo';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub.setDescription('Take back the tile you just placed (before you choose a figure)');
}

export async function execute({ interaction, deps, actor, channelId }: CommandContext) {
  await takeBackTile(interaction, deps, actor, channelId);
}
