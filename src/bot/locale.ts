// Which language a reader gets: private replies speak the member's language (their own setting, else
// their Discord locale), public posts the game's (chosen at /carcassonne new, else the server's).
import type { BaseInteraction } from 'discord.js';
import type { GameRecord } from '../app/record';
import { DEFAULT_LOCALE, fromDiscordLocale, type Locale, type Translate, translator } from '../i18n';
import type { SettingsRepository } from '../storage/settings-repository';

// the member's own choice, looked up once per interaction by the router
const chosen = new WeakMap<BaseInteraction, Locale>();

export const setReaderLocale = (interaction: BaseInteraction, locale: Locale) => chosen.set(interaction, locale);

export function readerLocale(interaction: BaseInteraction): Locale {
  return chosen.get(interaction) ?? fromDiscordLocale(interaction.locale) ?? DEFAULT_LOCALE;
}

/** The acting member's language, for private replies. */
export const readerT = (interaction: BaseInteraction): Translate => translator(readerLocale(interaction));

export const gameLocale = (record: GameRecord | undefined): Locale => record?.language ?? DEFAULT_LOCALE;

/** The game's language, for what the whole channel reads. */
export const gameT = (record: GameRecord | undefined): Translate => translator(gameLocale(record));

/** The server's language (its setting, else English), for public answers about no one game. */
export async function serverT(deps: { settings: SettingsRepository }, guildId: string): Promise<Translate> {
  return translator((await deps.settings.guild(guildId)).language ?? DEFAULT_LOCALE);
}
