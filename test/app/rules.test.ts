import { describe, expect, it } from 'vitest';
import { ALL_MODULES } from '../../src/engine';
import { searchRules } from '../../src/rules/search';
import { RULES_TOPICS } from '../../src/rules/topics';

describe('rules reference', () => {
  it('covers every rule module the engine has, each topic with an example', () => {
    for (const module of ALL_MODULES) expect(RULES_TOPICS.some((t) => t.module === module.id)).toBe(true);
    for (const topic of RULES_TOPICS) expect(topic.example.length).toBeGreaterThan(20);
    expect(new Set(RULES_TOPICS.map((t) => t.id)).size).toBe(RULES_TOPICS.length);
  });

  it('finds topics by id, by keyword and by words of the text', () => {
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
