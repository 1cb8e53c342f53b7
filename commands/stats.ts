import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { finishedGames, playerStats } from '../src/app/history';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { statsText } from '../src/bot/history-text';
import { serverT } from '../src/bot/locale';
import { announce } from '../src/bot/reply';

export const name = 'stats';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.stats');
}

export async function execute({ interaction, deps, guildId }: CommandContext) {
  const games = finishedGames(await deps.service.repository.listArchived(guildId));
  await announce(interaction, statsText(playerStats(games), await serverT(deps, guildId)));
}
