import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { CommandContext } from '../src/bot/context';
import { statsText } from '../src/bot/history-text';
import { announce } from '../src/bot/reply';

export const name = 'stats';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub.setDescription("Each player's games, wins and mean score on this server");
}

export async function execute({ interaction, deps, guildId }: CommandContext) {
  await announce(interaction, statsText(await deps.service.stats(guildId)));
}
