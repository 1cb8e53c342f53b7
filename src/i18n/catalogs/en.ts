// English messages, in ICU MessageFormat (plural, select; lists are passed as arrays and joined by
// Intl.ListFormat). This file defines the keys: every other language has exactly these keys and
// the same parameters (test/i18n/catalog.test.ts).
export const en = {
  'bot.restarting': "I'm restarting. Try again in a minute.",
  'language.name': 'English',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
} as const;

export type MessageKey = keyof typeof en;
