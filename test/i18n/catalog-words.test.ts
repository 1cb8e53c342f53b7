// The checks the whole-game language tests rely on, tried on known text.
import { describe, expect, it } from 'vitest';
import { catalogUntranslated, catalogWords, englishIn } from '../support/catalog-words';

describe('catalog words', () => {
  it('takes words from every branch of a message, not its parameter names', () => {
    const words = catalogWords('en');
    expect(words.has('follower')).toBe(true); // word.figure.meeple
    expect(words.has('followers')).toBe(true); // a plural branch
    expect(words.has('player')).toBe(true);
    expect(words.has('turn')).toBe(true);
  });

  it('finds the English words a translated catalog does not use, and only those', () => {
    // a Latvian catalog in miniature: its own words, and "tile" kept as a loan
    const latvian = { a: 'Spēle beigusies!', b: '{player} iegūst {points} punktus par pabeigtu pilsētu: tile' };
    const seen = ['Ann iegūst 4 punktus par pabeigtu pilsētu.', 'Ann scores 4 for a completed city: 2 tiles × 2.'];
    const found = englishIn(seen, latvian);
    expect(found).toContain('completed');
    expect(found).toContain('scores');
    expect(found).not.toContain('tile'); // the Latvian catalog uses it too
    expect(found).not.toContain('ann'); // a name, not a catalog word
    expect(englishIn([seen[0] as string], latvian)).toEqual([]);
  });

  it('finds no English in English, and finds it in another language while its catalog is untranslated', () => {
    expect(englishIn(['Ann scores 4 for a completed city: 2 tiles × 2.'], 'en')).toEqual([]);
    expect(catalogUntranslated('en')).toBe(false);
    // English text shown to a Latvian reader is English unless lv's catalog uses those words too
    const found = englishIn(['Ann scores 4 for a completed city: 2 tiles × 2.'], 'lv');
    if (catalogUntranslated('lv')) expect(found).toEqual([]);
    else expect(found).toContain('completed');
  });
});
