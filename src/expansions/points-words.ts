// "{points} points" in every language, for expansions' messages that name a number of points.
import type { Locale } from '../i18n/locale';

export const POINTS: Record<Locale, string> = {
  en: '{points, plural, one {# point} other {# points}}',
  ro: '{points, plural, one {# punct} few {# puncte} other {# de puncte}}',
  bg: '{points, plural, one {# точка} other {# точки}}',
  lv: '{points, plural, zero {# punktu} one {# punkts} other {# punkti}}',
  is: '{points, plural, one {# stig} other {# stig}}',
};

/** The same as a verb's object where the language has cases: Latvian "saņem 2 punktus", "ņem 1 punktu". */
export const POINTS_OBJECT: Record<Locale, string> = {
  ...POINTS,
  lv: '{points, plural, zero {# punktu} one {# punktu} other {# punktus}}',
};
