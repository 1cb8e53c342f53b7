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

  it('finds no English in English, and finds it in another language while its catalog is untranslated', () => {
    expect(englishIn(['Ann scores 4 for a completed city: 2 tiles × 2.'], 'en')).toEqual([]);
    expect(catalogUntranslated('en')).toBe(false);
    // English text shown to a Latvian reader is English unless lv's catalog uses those words too
    const found = englishIn(['Ann scores 4 for a completed city: 2 tiles × 2.'], 'lv');
    if (catalogUntranslated('lv')) expect(found).toEqual([]);
    else expect(found).toContain('completed');
  });
});
