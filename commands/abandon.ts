import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { CommandContext } from '../src/bot/context';
import { abandonGame } from '../src/bot/lobby';

export const name = 'abandon';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub.setDescription('End the game: at once for the host or moderators, by majority vote for players');
}

export async function execute({ interaction, deps, actor }: CommandContext) {
  await abandonGame(interaction, deps, actor);
}
