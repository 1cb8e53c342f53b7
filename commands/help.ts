import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { helpText } from '../src/bot/help-text';
import { readerT } from '../src/bot/locale';
import { answer } from '../src/bot/reply';

export const name = 'help';

/** Acknowledged privately on arrival, by the router. */
export const acknowledge = 'private';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.help');
}

export async function execute({ interaction, deps, actor, channelId }: CommandContext) {
  await answer(interaction, helpText(await deps.service.find(channelId), actor, readerT(interaction)));
}
