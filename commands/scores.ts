import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { CommandContext } from '../src/bot/context';
import { scoresText } from '../src/bot/messages';
import { NO_GAME } from '../src/bot/play';
import { answer } from '../src/bot/reply';

export const name = 'scores';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub.setDescription('Show the scores and the figures each player has left');
}

export async function execute({ interaction, deps, channelId }: CommandContext) {
  const record = await deps.service.find(channelId);
  await answer(interaction, record ? scoresText(record) : NO_GAME);
}
