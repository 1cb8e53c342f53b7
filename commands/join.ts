import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { isLevel, LEVELS } from '../src/ai';
import { choice, describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { joinGame, seatComputer } from '../src/bot/lobby';

export const name = 'join';

/** Acknowledged privately on arrival: the lobby message is edited, the member told (a refusal too). */
export const acknowledge = 'private';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.join').addStringOption((o) =>
    describedAs(o.setName('computer'), 'command.join.computer').addChoices(
      ...LEVELS.map((level) => choice({ key: `command.new.level.${level}` }, level)),
    ),
  );
}

export async function execute({ interaction, deps, actor }: CommandContext) {
  const level = interaction.options.getString('computer');
  if (isLevel(level)) await seatComputer(interaction, deps, actor, level);
  else await joinGame(interaction, deps, actor);
}
