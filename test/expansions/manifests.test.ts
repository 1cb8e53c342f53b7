// Every expansion folder hands the program one manifest, named once in the composition root, and what
// the manifest declares is there: words in every language, words for each score reason, a player limit
// the engine uses.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame, EXPANSION_IDS, playerLimit } from '../../src/engine';
import { EXPANSIONS } from '../../src/expansions';
import { CATALOGS, LOCALES } from '../../src/i18n';

const FOLDER = join(__dirname, '../../src/expansions');
const folders = readdirSync(FOLDER).filter((name) => statSync(join(FOLDER, name)).isDirectory());

describe('expansion manifests', () => {
  it('one per folder, named by the folder, listed once in the composition root and installed in its order', async () => {
    expect([...EXPANSIONS.map((m) => m.id)].sort()).toEqual([...folders].sort());
    for (const id of folders) {
      const { manifest } = await import(`../../src/expansions/${id}/index.ts`);
      expect(manifest.id).toBe(id);
      expect(manifest.module.id).toBe(id);
      expect(EXPANSIONS.filter((m) => m === manifest)).toHaveLength(1);
    }
    expect(EXPANSION_IDS).toEqual(EXPANSIONS.map((m) => m.id));
  });

  it.each(EXPANSIONS.filter((m) => m.words).map((m) => [m.id, m] as const))(
    '%s: words in every language, the same keys as English, in the catalog',
    (_id, manifest) => {
      const english = Object.keys(manifest.words?.en ?? {}).sort();
      for (const locale of LOCALES) {
        expect(Object.keys(manifest.words?.[locale] ?? {}).sort(), locale).toEqual(english);
        for (const key of english) expect(CATALOGS[locale], `${locale} ${key}`).toHaveProperty([key]);
      }
    },
  );

  // (a rule's words are the app's: it words inn and cathedral rates, and pig and goods scores as plain terms)
  it('every unit counted and figure halving a score that a manifest names has its words', () => {
    for (const { id, scoreReasons } of EXPANSIONS) {
      const keys = [
        ...(scoreReasons?.units ?? []).map((unit) => `score.term.${unit}`),
        ...(scoreReasons?.halvedBy ?? []).map((figure) => `score.halved.${figure}`),
      ];
      for (const key of keys)
        for (const locale of LOCALES) expect(CATALOGS[locale], `${id} ${key}`).toHaveProperty([key]);
    }
  });

  it('seats as many players as the manifests allow, five without', () => {
    const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
    expect(playerLimit([])).toBe(5);
    expect(playerLimit(['inns-cathedrals', 'farmers'])).toBe(6);
    expect(() => createGame({ players: players(6), expansions: ['inns-cathedrals'], seed: 1 })).not.toThrow();
    expect(() => createGame({ players: players(6), expansions: ['farmers'], seed: 1 })).toThrow(/player-count/);
  });
});
