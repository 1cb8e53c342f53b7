// Answers that read alike are told apart by where they are (src/app/choice-labels.ts): two fields of the
// tile just placed that both touch one side of it (between the arms of a road junction) are told apart by
// the corner a field fills alone, and the two fields of a straight road by the side each runs along, not
// by their numbers.
import { describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { decisionChoiceLabels } from '../../src/app/describe';
import { applyMove, createGame, decidingPlayer, legalMoves } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { installEveryExpansion } from '../../src/expansions';
import { LOCALES, render } from '../../src/i18n';
import { recordOf } from '../support/decision-samples';

installEveryExpansion();

/** Every question of seeded random games with these expansions that `wanted` picks. */
function questionsWhere(expansions: string[], wanted: (state: GameState) => boolean): GameState[] {
  const found: GameState[] = [];
  const players = [
    { id: 'a', name: 'Ann' },
    { id: 'b', name: 'Bob' },
  ];
  for (let seed = 1; seed <= 6; seed++) {
    const random = new SeededRandom(seed);
    let { state } = createGame({ players, expansions, seed });
    while (state.turn.step !== 'ended') {
      if (legalMoves(state).step === 'decide' && wanted(state)) found.push(state);
      const result = applyMove(state, decidingPlayer(state) as string, randomMove(state, random) as never);
      if (!result.ok) throw new Error('a random legal move was refused');
      state = result.state;
    }
  }
  return found;
}

const englishLabels = (state: GameState) => decisionChoiceLabels(recordOf(state)).map((label) => render('en', label));

describe('answers told apart by the corner of their tile', () => {
  const questions = questionsWhere(['farmers', 'phantom'], (state) =>
    englishLabels(state).some((label) => label.includes('corner')),
  );

  it('happens in play: the phantom offered two fields on one side of the new tile', () => {
    expect(questions.length).toBeGreaterThan(0);
  });

  it('tells every answer apart in every language, with no number needed', () => {
    for (const state of questions) {
      const labels = decisionChoiceLabels(recordOf(state));
      for (const locale of LOCALES) {
        const texts = labels.map((label) => render(locale, label));
        expect(new Set(texts).size, texts.join(' | ')).toBe(texts.length);
      }
      const english = labels.map((label) => render('en', label));
      expect(english.filter((text) => /choice \d+$/.test(text))).toEqual([]);
      for (const text of english.filter((t) => t.includes('corner')))
        expect(text).toMatch(/ side · (north|south)-(east|west) corner$/);
    }
  });
});

describe('flights told apart by where they go', () => {
  // flights of one follower to two fields of one tile (each side of a road) read alike but for where
  const flights = questionsWhere(['farmers', 'plague'], (state) => legalMoves(state).step === 'decide');

  it('need no number to tell any two answers apart', () => {
    expect(flights.length).toBeGreaterThan(50);
    for (const state of flights) {
      const labels = englishLabels(state);
      expect(labels.filter((text) => /choice \d+$/.test(text))).toEqual([]);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});
