import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { finishedGames } from '../src/app/history';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { historyText } from '../src/bot/history-text';
import { serverT } from '../src/bot/locale';
import { announce } from '../src/bot/reply';

export const name = 'history';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.history');
}

export async function execute({ interaction, deps, guildId }: CommandContext) {
  const games = finishedGames(await deps.service.repository.listArchived(guildId));
  await announce(interaction, historyText(games, await serverT(deps, guildId)));
}
