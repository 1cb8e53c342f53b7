// A figure put on an expansion's own place is told with that place's name: the general sentence knows
// the base game's places only and said "put a follower on a feature" for an acrobat pyramid, a castle
// taken as its lord, a cathedral as its archbishop or a monastery as its abbot.
import { describe, expect, it } from 'vitest';
import { describeEvents } from '../../src/app/describe';
import { createGame, EXPANSION_IDS, type GameEvent } from '../../src/engine';
import { installEveryExpansion } from '../../src/expansions';
import { LOCALES, render, translate } from '../../src/i18n';
import { recordOf } from '../support/decision-samples';

installEveryExpansion();

const { state } = createGame({
  players: [
    { id: 'red', name: 'Ann' },
    { id: 'blue', name: 'Bob' },
  ],
  expansions: [...EXPANSION_IDS],
  seed: 1,
});
const placedOn = (featureKind: string, figure = 'meeple'): GameEvent => ({
  type: 'figurePlaced',
  player: 'red',
  figure,
  x: 1,
  y: 0,
  feature: 0,
  featureKind,
});

describe('a figure on an expansion’s own place', () => {
  it.each(LOCALES)('%s: names the place, never the general "a feature"', (locale) => {
    const general = translate(locale, 'event.figure-placed', { player: 'Ann', figure: 'meeple', feature: 'other' });
    for (const kind of ['acrobats', 'german-castle', 'german-cathedral', 'monastery-abbot']) {
      for (const figure of ['meeple', 'big', 'phantom']) {
        const [line] = describeEvents(recordOf(state, locale), [placedOn(kind, figure)]).map((said) =>
          render(locale, said),
        );
        expect(line, `${kind}, ${figure}`).toMatch(/^Ann /);
        expect(line, `${kind}, ${figure}`).not.toBe(general);
        expect(line, `${kind}, ${figure}`).not.toMatch(/[{}]/);
      }
    }
    // the base game's places keep the general sentence
    const [road] = describeEvents(recordOf(state, locale), [placedOn('road')]).map((said) => render(locale, said));
    expect(road).toBe(translate(locale, 'event.figure-placed', { player: 'Ann', figure: 'meeple', feature: 'road' }));
  });
});
