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
  'storage.unreadable':
    'The saved game in this channel cannot be read, so nothing can be played here for now. A moderator can set it aside with `/carcassonne abandon` (it is kept, not deleted); then a new game can start.',
  'storage.setAside':
    "**{name}** set the unreadable saved game aside (it is kept for the bot's operators). This channel is free: start a new game with `/carcassonne new`.",
  'storage.setAsideModeratorOnly':
    'The saved game here cannot be read. Only a moderator (someone who can manage messages here) can set it aside with `/carcassonne abandon`.',
} as const;

export type MessageKey = keyof typeof en;
