// Every language's messages, keyed by the English catalog's keys.

import { EXPANSION_WORDS } from '../expansions/words';
import { bg } from './catalogs/bg';
import { en, type MessageKey } from './catalogs/en';
import { is } from './catalogs/is';
import { lv } from './catalogs/lv';
import { ro } from './catalogs/ro';
import type { Locale } from './locale';

export type { MessageKey };
export type Catalog = Record<MessageKey, string>;

const CORE: Record<Locale, Catalog> = { en, ro, bg, lv, is };

/** Each language's catalog with every expansion's own words merged in (their keys are looked up at run time). */
export const CATALOGS: Record<Locale, Catalog> = Object.fromEntries(
  Object.entries(CORE).map(([locale, core]) => [
    locale,
    Object.assign({}, core, ...EXPANSION_WORDS.map((words) => words[locale as Locale])),
  ]),
) as Record<Locale, Catalog>;

/** Whether a key built at run time (`word.figure.${kind}`) is in the catalog. */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(CATALOGS.en, key);
