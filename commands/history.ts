import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { historyText } from '../src/bot/history-text';
import { serverT } from '../src/bot/locale';
import { announce, deferPublicly } from '../src/bot/reply';

export const name = 'history';

/** Acknowledged publicly on arrival, by the router: everyone sees the answer. */
export const acknowledge = 'public';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.history');
}

export async function execute({ interaction, deps, guildId }: CommandContext) {
  // Reads the server's archive: acknowledge first.
  await deferPublicly(interaction);
  const { games, total } = await deps.service.history(guildId);
  await announce(interaction, historyText(games, total, await serverT(deps, guildId)));
}
