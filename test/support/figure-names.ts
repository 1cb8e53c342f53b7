// Whether a text names a figure by its own word in a language (any of its forms; a follower also by its
// role on a feature), for tests that read what players read.
import { type Locale, translate } from '../../src/i18n';
import { FIGURE_KINDS, type FigureKind, figureForms } from '../../src/i18n/figure-words';

const ROLES = ['highwayman', 'knight', 'monk', 'farmer'] as const;

export const isFigureKind = (value: unknown): value is FigureKind =>
  (FIGURE_KINDS as readonly unknown[]).includes(value);

/** The words that name this figure in a language. */
export const namesOf = (locale: Locale, kind: FigureKind): string[] => [
  ...figureForms(locale, kind),
  ...(kind === 'meeple' ? ROLES.map((role) => translate(locale, `word.role.${role}`)) : []),
];

export const namesFigure = (text: string, locale: Locale, kind: FigureKind) =>
  namesOf(locale, kind).some((word) => text.toLocaleLowerCase(locale).includes(word.toLocaleLowerCase(locale)));
