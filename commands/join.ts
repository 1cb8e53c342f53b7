import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { CommandContext } from '../src/bot/context';
import { joinGame } from '../src/bot/lobby';

export const name = 'join';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub.setDescription('Join the game that is gathering players here');
}

export async function execute({ interaction, deps, actor }: CommandContext) {
  await joinGame(interaction, deps, actor);
}
