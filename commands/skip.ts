import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { resolveSkip } from '../src/app/choices';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { playMove } from '../src/bot/play';

export const name = 'skip';

/** Acknowledged privately on arrival, by the router. */
export const acknowledge = 'private';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.skip');
}

export async function execute({ interaction, deps, actor, channelId }: CommandContext) {
  await playMove({ interaction, deps, actor, channelId, resolve: resolveSkip });
}
