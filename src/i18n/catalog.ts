// Every language's messages, keyed by the English catalog's keys.

import type { ExpansionManifest } from '../engine';
import { bg } from './catalogs/bg';
import { en, type MessageKey } from './catalogs/en';
import { is } from './catalogs/is';
import { lv } from './catalogs/lv';
import { ro } from './catalogs/ro';
import type { Locale } from './locale';

export type { MessageKey };
export type Catalog = Record<MessageKey, string>;

const CORE: Record<Locale, Catalog> = { en, ro, bg, lv, is };

/**
 * Each language's catalog with every installed expansion's own words merged in (their keys are looked up
 * at run time): the composition root hands them with addExpansionWords at start-up.
 */
export const CATALOGS: Record<Locale, Catalog> = Object.fromEntries(
  Object.entries(CORE).map(([locale, core]) => [locale, { ...core }]),
) as Record<Locale, Catalog>;

/** Merges the expansions' words into every language's catalog (again: starts from the core catalogs). */
export function addExpansionWords(expansions: readonly ExpansionManifest<unknown>[]): void {
  for (const [locale, core] of Object.entries(CORE) as [Locale, Catalog][]) {
    const catalog = CATALOGS[locale];
    for (const key of Object.keys(catalog)) delete catalog[key as MessageKey];
    Object.assign(catalog, core, ...expansions.map((m) => m.words?.[locale] ?? {}));
  }
}

/** Whether a key built at run time (`word.figure.${kind}`) is in the catalog. */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(CATALOGS.en, key);
