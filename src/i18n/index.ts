export { addExpansionWords, CATALOGS, type Catalog, isMessageKey, type MessageKey } from './catalog';
export { DEFAULT_LOCALE, DISCORD_LOCALES, fromDiscordLocale, isLocale, LOCALES, type Locale } from './locale';
export {
  type Alternatives,
  anyOf,
  formatList,
  type Message,
  type MessageParams,
  type MessageValue,
  message,
  render,
  type Translate,
  translate,
  translator,
} from './translate';
