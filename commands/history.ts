import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { CommandContext } from '../src/bot/context';
import { historyText } from '../src/bot/history-text';
import { announce } from '../src/bot/reply';

export const name = 'history';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub.setDescription("This server's finished games: dates, winners and scores");
}

export async function execute({ interaction, deps, guildId }: CommandContext) {
  const { games, total } = await deps.service.history(guildId);
  await announce(interaction, historyText(games, total));
}
