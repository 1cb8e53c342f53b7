import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { CommandContext } from '../src/bot/context';
import { statsText } from '../src/bot/history-text';
import { announce, deferPublicly } from '../src/bot/reply';

export const name = 'stats';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub.setDescription("Each player's games, wins and mean score on this server");
}

export async function execute({ interaction, deps, guildId }: CommandContext) {
  // Reads the server's archive: acknowledge first.
  await deferPublicly(interaction);
  await announce(interaction, statsText(await deps.service.stats(guildId)));
}
