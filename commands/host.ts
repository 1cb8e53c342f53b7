import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { displayName, playerName } from '../src/app/describe';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { gameT } from '../src/bot/locale';
import { announce, answer } from '../src/bot/reply';

export const name = 'host';

/** Acknowledged publicly on arrival: the handover is said to everyone (a refusal still privately). */
export const acknowledge = 'public';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.host').addUserOption((o) =>
    describedAs(o.setName('user'), 'command.host.user').setRequired(true),
  );
}

export async function execute({ interaction, deps, actor, channelId }: CommandContext) {
  const user = interaction.options.getUser('user', true);
  const outcome = await deps.service.handOver(channelId, actor, user.id);
  if (!outcome.ok) return answer(interaction, outcome.message);
  const host = playerName(outcome.record, user.id);
  await announce(interaction, gameT(outcome.record)('lobby.handed-over', { player: displayName(actor.name), host }));
}
