import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { CommandContext } from '../src/bot/context';
import { historyText } from '../src/bot/history-text';
import { announce, deferPublicly } from '../src/bot/reply';

export const name = 'history';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub.setDescription("This server's finished games: dates, winners and scores");
}

export async function execute({ interaction, deps, guildId }: CommandContext) {
  // Reads the server's archive: acknowledge first.
  await deferPublicly(interaction);
  const { games, total } = await deps.service.history(guildId);
  await announce(interaction, historyText(games, total));
}
