import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { displayName, playerName } from '../src/app/describe';
import type { CommandContext } from '../src/bot/context';
import { announce, answer } from '../src/bot/reply';

export const name = 'host';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub
    .setDescription('Hand the host role to another player (host or moderators)')
    .addUserOption((o) => o.setName('user').setDescription('The new host').setRequired(true));
}

export async function execute({ interaction, deps, actor, channelId }: CommandContext) {
  const user = interaction.options.getUser('user', true);
  const outcome = await deps.service.handOver(channelId, actor, user.id);
  if (!outcome.ok) return answer(interaction, outcome.message);
  await announce(
    interaction,
    `**${displayName(actor.name)}** handed the host role to **${playerName(outcome.record, user.id)}**.`,
  );
}
