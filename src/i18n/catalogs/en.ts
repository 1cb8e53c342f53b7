// English messages, in ICU MessageFormat (plural, select; lists are passed as arrays and joined by
// Intl.ListFormat). This file defines the keys: every other language has exactly these keys and
// the same parameters (test/i18n/catalog.test.ts).
export const en = {
  'bot.restarting': "I'm restarting. Try again in a minute.",
  'language.name': 'English',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
  'settings.clockChoices':
    'The turn clock cannot be {value} hours. The choices are {choices} hours per turn (0 = off).',
  'settings.optionChoices': 'The option {option} cannot be “{value}”. The choices are {choices}.',
  'host.passed': '{name} is the host now.',
} as const;

export type MessageKey = keyof typeof en;
