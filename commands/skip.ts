import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { playMove } from '../src/bot/play';

export const name = 'skip';

/** Acknowledged privately on arrival, by the router. */
export const acknowledge = 'private';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.skip');
}

export async function execute({ interaction, deps, actor, channelId, answers }: CommandContext) {
  await playMove({ interaction, deps, channelId, intent: { userId: actor.userId, answers, choice: { kind: 'skip' } } });
}
