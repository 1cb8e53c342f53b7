import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { statsText } from '../src/bot/history-text';
import { serverT } from '../src/bot/locale';
import { announce, deferPublicly } from '../src/bot/reply';

export const name = 'stats';

/** Acknowledged publicly on arrival, by the router: everyone sees the answer. */
export const acknowledge = 'public';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.stats');
}

export async function execute({ interaction, deps, guildId }: CommandContext) {
  // Reads the server's archive: acknowledge first.
  await deferPublicly(interaction);
  await announce(interaction, statsText(await deps.service.stats(guildId), await serverT(deps, guildId)));
}
