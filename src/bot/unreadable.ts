// A channel whose saved game cannot be read: every command there says so and what a moderator can do;
// `/carcassonne abandon` by a moderator sets the record aside (kept in storage) and frees the channel.
import type { ChatInputCommandInteraction, RepliableInteraction } from 'discord.js';
import type { Actor } from '../app/game-service';
import { DEFAULT_LOCALE, fromDiscordLocale, translate } from '../i18n';
import type { BotDeps } from './context';
import { announce, answer } from './reply';

const localeOf = (interaction: RepliableInteraction) => fromDiscordLocale(interaction.locale) ?? DEFAULT_LOCALE;

export function answerUnreadable(interaction: RepliableInteraction): Promise<void> {
  return answer(interaction, translate(localeOf(interaction), 'storage.unreadable'));
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
    await announce(interaction, translate(localeOf(interaction), 'storage.setAside', { name: actor.name }));
    return true;
  }
  if (outcome.reason === 'not-allowed') {
    await answer(interaction, translate(localeOf(interaction), 'storage.setAsideModeratorOnly'));
    return true;
  }
  return false;
}
