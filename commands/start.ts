import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { startGame } from '../src/bot/lobby';

export const name = 'start';

/** Acknowledged privately on arrival: the lobby message says the game has begun, the turn post follows. */
export const acknowledge = 'private';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.start');
}

export async function execute({ interaction, deps, actor }: CommandContext) {
  await startGame(interaction, deps, actor);
}
