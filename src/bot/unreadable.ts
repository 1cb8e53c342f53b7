// A channel whose saved game cannot be read: every command there says so and what a moderator can do;
// `/carcassonne abandon` by a moderator sets the record aside (kept in storage) and frees the channel.
import type { ChatInputCommandInteraction, RepliableInteraction } from 'discord.js';
import { displayName } from '../app/describe';
import type { Actor } from '../app/game-service';
import type { BotDeps } from './context';
import { readerT } from './locale';
import { announce, answer } from './reply';

export function answerUnreadable(interaction: RepliableInteraction): Promise<void> {
  return answer(interaction, { key: 'storage.unreadable' });
}

/**
 * Sets the channel's unreadable game aside when a moderator asks. Returns false when the game turned
 * out readable (or gone) meanwhile, so the caller handles the command as usual.
 */
export async function setAsideUnreadable(
  interaction: ChatInputCommandInteraction,
  deps: BotDeps,
  actor: Actor,
): Promise<boolean> {
  const outcome = await deps.service.setAside(interaction.channelId, actor);
  if (outcome.ok) {
    await announce(interaction, readerT(interaction)('storage.setAside', { name: displayName(actor.name) }));
    return true;
  }
  if (outcome.reason === 'not-allowed') {
    await answer(interaction, { key: 'storage.setAsideModeratorOnly' });
    return true;
  }
  return false;
}
