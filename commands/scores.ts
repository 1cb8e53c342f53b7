import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { readerT } from '../src/bot/locale';
import { scoresText } from '../src/bot/messages';
import { NO_GAME } from '../src/bot/play';
import { answer } from '../src/bot/reply';

export const name = 'scores';

/** Acknowledged privately on arrival, by the router. */
export const acknowledge = 'private';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.scores');
}

export async function execute({ interaction, deps, channelId }: CommandContext) {
  const record = await deps.service.find(channelId);
  await answer(interaction, record ? scoresText(record, readerT(interaction)) : NO_GAME);
}
