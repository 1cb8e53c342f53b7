// The languages the bot speaks: English and the languages of the rule books' communities.
export const LOCALES = ['en', 'ro', 'bg', 'lv', 'is'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The bot's language for a Discord user locale ("ro", "bg", "en-US", "en-GB"), or undefined when we
 * do not speak it. Discord has no Latvian or Icelandic locale: those come from the server, game or
 * player settings instead.
 */
export function fromDiscordLocale(discordLocale: string | null | undefined): Locale | undefined {
  if (!discordLocale) return undefined;
  const language = discordLocale.split('-')[0]?.toLowerCase();
  return isLocale(language) ? language : undefined;
}

/** Discord's own locale ids for the languages it has, for command name and description localizations. */
export const DISCORD_LOCALES: Partial<Record<Locale, string[]>> = { ro: ['ro'], bg: ['bg'], en: ['en-US', 'en-GB'] };
