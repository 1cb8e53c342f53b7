import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { joinGame } from '../src/bot/lobby';

export const name = 'join';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.join');
}

export async function execute({ interaction, deps, actor }: CommandContext) {
  await joinGame(interaction, deps, actor);
}
