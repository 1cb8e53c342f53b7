import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { abandonGame } from '../src/bot/lobby';
import { setAsideUnreadable } from '../src/bot/unreadable';
import { UnreadableGameError } from '../src/storage/errors';

export const name = 'abandon';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.abandon');
}

export async function execute({ interaction, deps, actor }: CommandContext) {
  try {
    await abandonGame(interaction, deps, actor);
  } catch (error) {
    // an unreadable saved game: a moderator sets it aside instead (it is kept) and the channel is free
    if (!(error instanceof UnreadableGameError)) throw error;
    if (!(await setAsideUnreadable(interaction, deps, actor))) await abandonGame(interaction, deps, actor);
  }
}
