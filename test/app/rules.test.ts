import { describe, expect, it } from 'vitest';
import { ALL_MODULES } from '../../src/engine';
import { LOCALES } from '../../src/i18n';
import { fold, searchRules, searchTopics, topicsIn } from '../../src/rules/search';
import { RULES_TOPICS } from '../../src/rules/topics';

describe('rules reference', () => {
  it('covers every rule module the engine has, each topic with an example', () => {
    for (const module of ALL_MODULES) expect(RULES_TOPICS.some((t) => t.module === module.id)).toBe(true);
    for (const topic of RULES_TOPICS) expect(topic.example.length).toBeGreaterThan(20);
    expect(new Set(RULES_TOPICS.map((t) => t.id)).size).toBe(RULES_TOPICS.length);
  });

  it('finds topics by id, by title and by keyword', () => {
    expect(searchRules('cities')[0]?.id).toBe('cities');
    expect(searchRules('pennant')[0]?.id).toBe('cities');
    expect(searchRules('meeple occupied')[0]?.id).toBe('followers');
    expect(searchRules('farmer')[0]?.id).toBe('fields');
    expect(searchRules('tie')[0]?.id).toBe('sharing');
  });

  it('leaves out topics of modules the game does not use, and finds nothing for nonsense', () => {
    expect(searchRules('farmer', ['base']).some((t) => t.id === 'fields')).toBe(false);
    expect(searchRules('zzzz')).toEqual([]);
  });
});

describe('rules search in every language', () => {
  const topic = (id: string, title: string, keywords: string[]) => ({
    id,
    title,
    module: 'base',
    text: 'Text that mentions the example once.',
    example: 'Example.',
    keywords,
  });

  it('folds case and diacritics, the comma and cedilla forms of ș and ț alike', () => {
    expect(fold('PILSĒTA')).toBe('pilseta');
    expect(fold('oraș')).toBe(fold('oraş'));
    expect(fold('Cetăţi')).toBe(fold('Cetăți'));
    expect(fold('Град')).toBe('град');
    expect(fold('Þverá')).toBe('þvera');
  });

  it('finds a topic by its own language’s words, with or without diacritics', () => {
    const topics = [
      topic('cities', 'Pilsētas', ['pilsēta', 'bruņinieks']),
      topic('roads', 'Ceļi', ['ceļš']),
      topic('orase', 'Orașe', ['oraș', 'cetate']),
      topic('grad', 'Градове', ['град', 'рицар']),
      topic('borg', 'Borgir', ['borg', 'riddari']),
    ];
    expect(searchTopics('pilseta', topics)[0]?.id).toBe('cities');
    expect(searchTopics('PILSĒTA', topics)[0]?.id).toBe('cities');
    expect(searchTopics('ceļš', topics)[0]?.id).toBe('roads');
    expect(searchTopics('oraş', topics)[0]?.id).toBe('orase');
    expect(searchTopics('град', topics)[0]?.id).toBe('grad');
    expect(searchTopics('borg', topics)[0]?.id).toBe('borg');
  });

  it('says no match for a query that names no topic, even if a text mentions it', () => {
    expect(searchRules('curved')).toEqual([]); // only in the turn topic's example
    expect(searchRules('xylophone piano tile')).toEqual([]); // one word of three names a topic: not enough
    expect(searchRules('road tile')[0]?.id).toBeDefined();
    expect(searchTopics('mentions', [topic('x', 'Title', ['key'])])).toEqual([]);
  });

  it('falls back to the English topic where a translation lacks it', () => {
    const english = topicsIn('en');
    for (const locale of LOCALES) {
      const topics = topicsIn(locale);
      expect(topics.map((t) => t.id)).toEqual(english.map((t) => t.id));
    }
  });

  // the translated topics arrive from the translators: each check switches on with its topic
  it.each([
    ['lv', 'pilsēta'],
    ['ro', 'oraș'],
    ['bg', 'град'],
    ['is', 'borg'],
  ] as const)('in %s, "%s" finds the cities once they are translated', (locale, query) => {
    const cities = topicsIn(locale).find((t) => t.id === 'cities');
    if (cities?.title === topicsIn('en').find((t) => t.id === 'cities')?.title) return;
    expect(searchRules(query, ['base'], locale)[0]?.id).toBe('cities');
  });
});
