import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { displayName, playerName } from '../src/app/describe';
import type { CommandContext } from '../src/bot/context';
import { hostPassedNote, seatChanged } from '../src/bot/lobby';

export const name = 'remove';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub
    .setDescription('Take a player out of the game (host or moderators)')
    .addUserOption((o) => o.setName('player').setDescription('Who to take out').setRequired(true));
}

export async function execute({ interaction, deps, actor, channelId }: CommandContext) {
  const user = interaction.options.getUser('player', true);
  const record = await deps.service.find(channelId);
  const who = record ? playerName(record, user.id) : displayName(user.displayName);
  const outcome = await deps.service.remove(channelId, actor, user.id);
  const headline = `**${displayName(actor.name)}** took **${who}** out of the game.${hostPassedNote(record, outcome)}`;
  await seatChanged(interaction, deps, outcome, headline);
}
