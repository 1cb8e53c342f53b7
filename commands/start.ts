import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { startGame } from '../src/bot/lobby';

export const name = 'start';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.start');
}

export async function execute({ interaction, deps, actor }: CommandContext) {
  await startGame(interaction, deps, actor);
}
