import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { CommandContext } from '../src/bot/context';
import { startGame } from '../src/bot/lobby';

export const name = 'start';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub.setDescription('Start the game (host only, 2 to 5 players)');
}

export async function execute({ interaction, deps, actor }: CommandContext) {
  await startGame(interaction, deps, actor);
}
