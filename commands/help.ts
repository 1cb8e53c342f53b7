import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { CommandContext } from '../src/bot/context';
import { helpText } from '../src/bot/help-text';
import { answer } from '../src/bot/reply';

export const name = 'help';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub.setDescription('What you can do right now');
}

export async function execute({ interaction, deps, actor, channelId }: CommandContext) {
  await answer(interaction, helpText(await deps.service.find(channelId), actor));
}
