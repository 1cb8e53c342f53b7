// Every message that names a figure names the one it was given, in every language: the figure reaches the
// message as its id and the message's select picks the figure's own word (in the form its sentence
// needs). Formatting each such message with each figure it can name, the figure's word must appear.
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGS, isMessageKey, LOCALES, type Locale, type MessageKey, translate } from '../../src/i18n';
import { FIGURE_KINDS, FIGURES, figureForms } from '../../src/i18n/figure-words';

interface Argument {
  name: string;
  type: 'plain' | 'number' | 'select';
  options?: string[];
}

/** Every argument a message reads, with its select's option keys. */
function argumentsOf(elements: MessageFormatElement[], out = new Map<string, Argument>()): Map<string, Argument> {
  for (const element of elements) {
    if (element.type === TYPE.argument && !out.has(element.value))
      out.set(element.value, { name: element.value, type: 'plain' });
    if (element.type === TYPE.number) out.set(element.value, { name: element.value, type: 'number' });
    if (element.type === TYPE.select)
      out.set(element.value, { name: element.value, type: 'select', options: Object.keys(element.options) });
    if (element.type === TYPE.plural) out.set(element.value, { name: element.value, type: 'number' });
    if (element.type === TYPE.select || element.type === TYPE.plural)
      for (const option of Object.values(element.options)) argumentsOf(option.value, out);
  }
  return out;
}

const englishKeys = Object.keys(CATALOGS.en) as MessageKey[];
const figureKeys = englishKeys.filter((key) => argumentsOf(parse(CATALOGS.en[key], { ignoreTag: true })).has('figure'));

/** The figures a message can name: every figure when its select covers them all, else those it lists. */
function kindsNamedBy(key: MessageKey): string[] {
  const figure = argumentsOf(parse(CATALOGS.en[key], { ignoreTag: true })).get('figure');
  const listed = (figure?.options ?? []).filter((option) => option !== 'other');
  return listed;
}

function sampleParams(key: MessageKey, figure: string): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const arg of argumentsOf(parse(CATALOGS.en[key], { ignoreTag: true })).values())
    params[arg.name] = arg.type === 'number' ? 2 : arg.type === 'select' ? (arg.options?.[0] ?? 'other') : 'Zed';
  params.figure = figure;
  return params;
}

/** A follower may be named by its role on the feature (a highwayman on a road ...). */
const ROLES = ['highwayman', 'knight', 'monk', 'farmer'] as const;
const rolesOf = (locale: Locale, kind: string): string[] =>
  kind === 'meeple' ? ROLES.map((role) => translate(locale, `word.role.${role}`)) : [];

describe('figure words', () => {
  it('has every figure in every language, and the catalog says the same word', () => {
    for (const locale of LOCALES)
      for (const kind of FIGURE_KINDS) {
        const word = figureForms(locale, kind)[0];
        expect(word, `${locale} ${kind}`).toBeTruthy();
        const key = `word.figure.${kind}`;
        expect(isMessageKey(key), key).toBe(true);
        if (isMessageKey(key)) expect(translate(locale, key), `${locale} ${key}`).toBe(word);
      }
    expect(Object.keys(FIGURES.en).sort()).toEqual([...FIGURE_KINDS].sort());
  });

  it('finds the messages that name a figure', () => {
    expect(figureKeys.length).toBeGreaterThan(30);
    // a message naming any follower lists every figure in its select (built from the table)
    expect(kindsNamedBy('choice.tower.capture' as MessageKey)).toEqual([...FIGURE_KINDS]);
  });

  it('names, in every language, the figure each message was given', () => {
    const missing: string[] = [];
    for (const key of figureKeys) {
      const kinds = kindsNamedBy(key);
      expect(kinds.length, `${key} names no figure by its id`).toBeGreaterThan(0);
      for (const kind of kinds) {
        if (!(FIGURE_KINDS as readonly string[]).includes(kind)) continue;
        for (const locale of LOCALES) {
          const text = translate(locale, key, sampleParams(key, kind)).toLocaleLowerCase(locale);
          const forms = [...figureForms(locale, kind as (typeof FIGURE_KINDS)[number]), ...rolesOf(locale, kind)];
          if (!forms.some((form) => text.includes(form.toLocaleLowerCase(locale))))
            missing.push(`${locale} ${key} (${kind}): ${text}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
