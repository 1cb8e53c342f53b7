import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { displayName } from '../src/app/describe';
import type { CommandContext } from '../src/bot/context';
import { hostPassedNote, seatChanged } from '../src/bot/lobby';

export const name = 'leave';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub.setDescription('Leave the game (your figures leave the board; the others play on)');
}

export async function execute({ interaction, deps, actor, channelId }: CommandContext) {
  const before = await deps.service.find(channelId);
  const outcome = await deps.service.leave(channelId, actor);
  const headline = `**${displayName(actor.name)}** left the game.${hostPassedNote(before, outcome)}`;
  await seatChanged(interaction, deps, outcome, headline);
}
