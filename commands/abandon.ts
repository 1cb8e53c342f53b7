import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { abandonGame } from '../src/bot/lobby';

export const name = 'abandon';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.abandon');
}

export async function execute({ interaction, deps, actor }: CommandContext) {
  await abandonGame(interaction, deps, actor);
}
