export { CATALOGS, type Catalog, type MessageKey } from './catalog';
export { DEFAULT_LOCALE, DISCORD_LOCALES, fromDiscordLocale, isLocale, LOCALES, type Locale } from './locale';
export { formatList, type MessageParams, type Translate, translate, translator } from './translate';
