// Every score line a game tells shows what each of its terms pays: a term paying neither nothing nor 1
// a thing ("2 castles not yet scored × -4", "2 vineyards × 3") names its rate, so the line adds up to the
// points it explains. Over the scores of seeded random games with every expansion, in every language.
import { describe, expect, it } from 'vitest';
import { scoreReason } from '../../src/app/game-words';
import { EXPANSION_IDS, type GameEvent } from '../../src/engine';
import { installEveryExpansion } from '../../src/expansions';
import { LOCALES, render } from '../../src/i18n';
import { randomGame } from '../engine/support/random-game';

installEveryExpansion();

type Scored = Extract<GameEvent, { type: 'scored' }>;

/** The scores of a seeded random game of three players with every expansion. */
const scoresOf = (seed: number): Scored[] =>
  randomGame(seed, { expansions: [...EXPANSION_IDS], seats: 3 }).steps.flatMap((step) =>
    step.events.filter((event): event is Scored => event.type === 'scored'),
  );

describe('score lines', () => {
  const scores = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap(scoresOf);

  it.each(LOCALES)('%s: name the rate of every term that pays other than 0 or 1 a thing', (locale) => {
    const rated = scores.filter((s) => s.score.terms.some((t) => t.count !== 0 && t.each !== 0 && t.each !== 1));
    // the games score many such lines (cities at 2 a tile, fields at 3 a city ...): the check is not empty
    expect(rated.length).toBeGreaterThan(100);
    const unrated: string[] = [];
    for (const { feature, score } of rated) {
      const line = render(locale, scoreReason(feature, score));
      for (const term of score.terms) {
        if (term.count === 0 || term.each === 0 || term.each === 1) continue;
        if (!line.includes(`× ${term.each}`)) unrated.push(`${term.unit}: ${line}`);
      }
    }
    expect(unrated).toEqual([]);
  });
});
