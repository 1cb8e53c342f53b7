import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { takeBackTile } from '../src/bot/undo';

export const name = 'undo';

/** Acknowledged privately on arrival, by the router. */
export const acknowledge = 'private';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.undo');
}

export async function execute({ interaction, deps, actor, channelId, answers }: CommandContext) {
  await takeBackTile(interaction, deps, actor, channelId, 'reply', answers);
}
