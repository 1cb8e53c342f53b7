// Answers that read alike are told apart by where they are (src/app/choice-labels.ts): two fields of the
// tile just placed that both touch one side of it (between the arms of a road junction) are told apart by
// the corner a field fills alone, not by their numbers.
import { describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { decisionChoiceLabels } from '../../src/app/describe';
import { applyMove, createGame, decidingPlayer, legalMoves } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { installEveryExpansion } from '../../src/expansions';
import { LOCALES, render } from '../../src/i18n';
import { recordOf } from '../support/decision-samples';

installEveryExpansion();

/** Every question of seeded random games with the phantom whose answers' labels name a corner, in English. */
function questionsNamingCorners(): GameState[] {
  const found: GameState[] = [];
  const players = [
    { id: 'a', name: 'Ann' },
    { id: 'b', name: 'Bob' },
  ];
  for (let seed = 1; seed <= 6; seed++) {
    const random = new SeededRandom(seed);
    let { state } = createGame({ players, expansions: ['farmers', 'phantom'], seed });
    while (state.turn.step !== 'ended') {
      if (legalMoves(state).step === 'decide') {
        const labels = decisionChoiceLabels(recordOf(state)).map((label) => render('en', label));
        if (labels.some((label) => label.includes('corner'))) found.push(state);
      }
      const result = applyMove(state, decidingPlayer(state) as string, randomMove(state, random) as never);
      if (!result.ok) throw new Error('a random legal move was refused');
      state = result.state;
    }
  }
  return found;
}

describe('answers told apart by the corner of their tile', () => {
  const questions = questionsNamingCorners();

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
