import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGS, LOCALES, translate } from '../../src/i18n';

/** Parameter names a message uses, with their kind (plain, plural, select, ...). */
function parameters(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number) found.add(`${element.value}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(`${element.value}:${element.type === TYPE.plural ? 'plural' : 'select'}`);
      for (const option of Object.values(element.options)) parameters(option.value, found);
    }
  }
  return found;
}

/** Each parameter name with the ways the message uses it. */
function usage(text: string): Map<string, Set<string>> {
  const byName = new Map<string, Set<string>>();
  for (const parameter of parameters(parse(text, { ignoreTag: true }))) {
    const [name = '', kind = 'plain'] = parameter.split(':');
    byName.set(name, (byName.get(name) ?? new Set()).add(kind));
  }
  return byName;
}

const english = CATALOGS.en;

describe('message catalog', () => {
  for (const locale of LOCALES) {
    // A language may choose forms where English needs none (a select on a game word's code for its case,
    // a plural on a count), but only plural on what English counts too: that is surely a number.
    it(`${locale} has exactly the English keys, each with the same parameters`, () => {
      const catalog = CATALOGS[locale];
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        const mine = usage(text);
        const theirs = usage(catalog[key as keyof typeof english]);
        expect([...theirs.keys()].sort(), `${locale} ${key}`).toEqual([...mine.keys()].sort());
        for (const [name, kinds] of theirs) {
          if (kinds.has('plural')) expect(mine.get(name)?.has('plural'), `${locale} ${key}: ${name}`).toBe(true);
        }
      }
    });
  }

  it('formats every message of every language, apostrophes and all', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(CATALOGS[locale])) {
        const params = Object.fromEntries(
          [...parameters(parse(text, { ignoreTag: true }))].map((p) => {
            const [name = '', kind] = p.split(':');
            return [name, kind === 'plural' ? 2 : kind === 'select' ? 'other' : `⟨${name}⟩`];
          }),
        );
        const said = translate(locale, key as keyof typeof english, params);
        expect(said, `${locale} ${key}`).not.toMatch(/\{|\}/);
        for (const [name, value] of Object.entries(params))
          if (typeof value === 'string' && value.startsWith('⟨') && text.includes(`{${name}}`))
            expect(said, `${locale} ${key}`).toContain(value);
      }
    }
    expect(translate('en', 'refusal.not-your-turn', { player: 'Ann' })).toBe("It is Ann's turn, not yours.");
  });

  it('never makes an Icelandic player name stand as a bare genitive or after a word that would decline it', () => {
    // a name is inserted as written (Ann, Tölva 3): Icelandic sentences give it the nominative ("sem Ann á")
    // or set it beside a declined "leikmaður" ("þegn leikmannsins Ann"), never "Þegn Ann" or "frá Ann"
    const name = '\\{(player|owner|bidder|holder|target|victim|winner)\\}';
    const ownerFirst = new RegExp(`(^|[.!?:]\\s)\\p{Lu}\\p{Ll}* ${name}`, 'u');
    const governing = new RegExp(`(^|\\s)(til|frá|af|eigu|Rændu|greiða|greiðir|seldu) ${name}`, 'u');
    const offending = Object.entries(CATALOGS.is).filter(([, text]) => ownerFirst.test(text) || governing.test(text));
    expect(offending.map(([key]) => key)).toEqual([]);
  });

  it('picks plural forms by each language’s rules and joins lists in its own way', () => {
    expect(translate('en', 'tiles.left', { count: 1 })).toBe('1 tile left');
    expect(translate('en', 'tiles.left', { count: 21 })).toBe('21 tiles left');
    // none takes the negated verb where the language wants it (Romanian, Bulgarian, Latvian), not "knocks over none"
    const none = { player: 'Ana', count: 0 };
    expect(translate('ro', 'event.catapult.knocked' as never, none)).toBe('Ana nu doboară niciun supus.');
    expect(translate('bg', 'event.catapult.knocked' as never, none)).toBe('Ana не събаря нито един мийпъл.');
    expect(translate('lv', 'event.catapult.knocked' as never, none)).toBe('Ana nenotriec nevienu pavalstnieku.');
    expect(translate('ro', 'event.catapult.knocked' as never, { player: 'Ana', count: 2 })).toBe(
      'Ana doboară 2 supuși.',
    );
  });
});
