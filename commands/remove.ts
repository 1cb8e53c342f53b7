import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { displayName, playerName } from '../src/app/describe';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { hostPassedNote, seatChanged } from '../src/bot/lobby';

export const name = 'remove';

/** Acknowledged privately on arrival: a refusal or the lobby's change is private, a running game's is public. */
export const acknowledge = 'private';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.remove').addUserOption((o) =>
    describedAs(o.setName('player'), 'command.remove.player').setRequired(true),
  );
}

export async function execute({ interaction, deps, actor, channelId }: CommandContext) {
  const user = interaction.options.getUser('player', true);
  const record = await deps.service.find(channelId);
  const who = record ? playerName(record, user.id) : displayName(user.displayName);
  const outcome = await deps.service.remove(channelId, actor, user.id);
  await seatChanged(
    interaction,
    deps,
    outcome,
    (t) => t('lobby.removed', { player: displayName(actor.name), removed: who }),
    (t) => hostPassedNote(record, outcome, t),
  );
}
