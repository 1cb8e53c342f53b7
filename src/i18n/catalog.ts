// Every language's messages, keyed by the English catalog's keys.
import { bg } from './catalogs/bg';
import { en, type MessageKey } from './catalogs/en';
import { is } from './catalogs/is';
import { lv } from './catalogs/lv';
import { ro } from './catalogs/ro';
import type { Locale } from './locale';

export type { MessageKey };
export type Catalog = Record<MessageKey, string>;

export const CATALOGS: Record<Locale, Catalog> = { en, ro, bg, lv, is };

/** Whether a key built at run time (`word.figure.${kind}`) is in the catalog. */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(CATALOGS.en, key);
