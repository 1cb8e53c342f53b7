// The same game word for the same thing everywhere: each language's glossary (docs/glossary-*.md) fixes
// the rule book's word for a tile, a follower, an inn ..., and a synonym that once crept in must not come
// back. Every message of the catalog (the core's and every expansion's words) and every rules topic in
// that language is searched for the known wrong words (not a topic's search keywords: players may type a
// synonym to find it).
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/i18n';
import { messageWords, readerTexts } from '../support/catalog-words';

interface Rule {
  /** The glossary's word, as the failure names it. */
  word: string;
  /** The wrong words, matched against each lower-case word of a text (anchor them: every case and number). */
  wrong: RegExp[];
}

/** Per language: the glossary's word and the synonyms found in its place before. */
const FORBIDDEN: Partial<Record<Locale, Rule[]>> = {
  lv: [
    { word: 'laučiņš (tile)', wrong: [/^kartī[tš]/, /^laukumiņ/] },
    { word: 'traktieris (inn)', wrong: [/^krog/] },
    { word: 'figūriņa (figure)', wrong: [/^figūr(a|as|ai|u|ām|ā)$/] },
  ],
  ro: [
    // "tur" is masculine (turul, turului); "turn" is the tower, not a form of it
    { word: 'tur (turn)', wrong: [/^tur(a|ă|e|ei|ele|elor)$/] },
    // a figure in general is a "pion"; the English command name "/carcassonne figure" stays
    { word: 'pion (figure)', wrong: [/^figur(ă|a|ii|i|ile|ilor)$/, /^figurin/] },
    { word: 'câmp (field)', wrong: [/^pășun/] },
  ],
  bg: [
    // "поле" stays for the board and its spaces, so only the other synonyms are listed
    { word: 'мийпъл (follower)', wrong: [/^поданик/] },
    { word: 'поляна (field)', wrong: [/^ливад/] },
    { word: 'фигурка (figure)', wrong: [/^фигур(а|ата|и|ите)$/] },
  ],
  is: [
    // "reitur" stays for a space or square (score track, crown spaces, a castle's squares), not for a tile
    { word: 'flís (tile)', wrong: [/^(upphafs|plágu|plágulindar|auka)reit/] },
    { word: 'þegn (follower)', wrong: [/^fylgjand/] },
    { word: 'smiður (builder)', wrong: [/^byggingarm/] },
  ],
};

/** Where each wrong word is used in a text's words: "word ← wrong (where)". */
function offences(texts: { where: string; words: string[] }[], rules: Rule[]): string[] {
  const found: string[] = [];
  for (const { where, words } of texts)
    for (const rule of rules)
      for (const word of words)
        if (rule.wrong.some((wrong) => wrong.test(word))) found.push(`${rule.word} ← ${word} (${where})`);
  return found;
}

describe('glossary words', () => {
  it('finds a wrong word in any branch of a message and in a topic, and nothing in the right words', () => {
    const rules: Rule[] = [{ word: 'laučiņš (tile)', wrong: [/^kartī[tš]/] }];
    const wrong = '{count, plural, zero {# kartīšu} one {# laučiņu} other {# laučiņus}}';
    expect(offences([{ where: 'a', words: messageWords(wrong) }], rules)).toEqual(['laučiņš (tile) ← kartīšu (a)']);
    expect(offences([{ where: 'b', words: messageWords('{tile} un laučiņš') }], rules)).toEqual([]);
    const latvian = readerTexts('lv');
    expect(latvian.some(({ where }) => where.startsWith('topic '))).toBe(true);
    expect(latvian.some(({ where }) => where.startsWith('event.bridges-castles-bazaars.'))).toBe(true); // an expansion's words
  });

  for (const [locale, rules] of Object.entries(FORBIDDEN) as [Locale, Rule[]][])
    it(`${locale} says the glossary's words, not the synonyms that once stood for them`, () => {
      expect(offences(readerTexts(locale), rules)).toEqual([]);
    });
});
