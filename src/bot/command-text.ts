// The slash command's descriptions and choice names in every language Discord has a locale for (English,
// Romanian, Bulgarian). Command, subcommand and option NAMES stay English in all locales: routing, the
// help text and the README name them (`/carcassonne place`), and a player who reads them in another
// language would type names nobody else in the channel sees.
import type { LocalizationMap } from 'discord.js';
import { clipText } from '../app/echo';
import { CATALOGS, DISCORD_LOCALES, LOCALES, type Message, type MessageKey, render } from '../i18n';

/** Discord caps descriptions and choice names at 100 characters. */
const LIMIT = 100;
const clip = (text: string) => clipText(text, LIMIT);

/** A message in every Discord locale we speak ({ ro: ..., bg: ..., 'en-US': ..., 'en-GB': ... }). */
export function localizations(said: Message): LocalizationMap {
  const map: LocalizationMap = {};
  for (const locale of LOCALES) {
    for (const discord of DISCORD_LOCALES[locale] ?? [])
      map[discord as keyof LocalizationMap] = clip(render(locale, said));
  }
  return map;
}

interface Describable {
  setDescription(description: string): this;
  setDescriptionLocalizations(localizations: LocalizationMap): this;
}

/** Sets a builder's description from the catalog, with its localizations. */
export function describedAs<T extends Describable>(builder: T, key: MessageKey): T {
  return builder.setDescription(clip(render('en', { key }))).setDescriptionLocalizations(localizations({ key }));
}

/** A choice (static or autocompleted) named from the catalog. */
export function choice<V extends string | number>(
  said: Message,
  value: V,
  locale: Parameters<typeof render>[0] = 'en',
) {
  return { name: clip(render(locale, said)), name_localizations: localizations(said), value };
}

/** The Discord locales the command carries words for, for deploy-commands' report. */
export const COMMAND_LOCALES = LOCALES.flatMap((locale) => DISCORD_LOCALES[locale] ?? []);

/** The languages as choices, each named in itself ("Latviešu"), so everyone finds their own. */
export const LANGUAGE_CHOICES = LOCALES.map((locale) => ({ name: CATALOGS[locale]['language.name'], value: locale }));
