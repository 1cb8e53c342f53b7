// The terminal's prompts name what to type, never a Discord button or menu: a figure step with nowhere to
// put a figure says to type `skip` (Discord's says to press "No figure"), in every language.
import { describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { turnPrompt } from '../../src/app/describe';
import { applyMove, createGame, decidingPlayer, type GameState, legalMoves } from '../../src/engine';
import { LOCALES, render } from '../../src/i18n';
import { plainText } from '../../src/terminal/plain-text';
import { terminalPrompt } from '../../src/terminal/prompt';
import { recordOf } from '../support/decision-samples';

/** The first figure step of a seeded random base game whose tile leaves nowhere to put a figure. */
function figureStepWithNoSpot(): GameState {
  for (let seed = 1; seed < 50; seed++) {
    const random = new SeededRandom(seed);
    let { state } = createGame({
      players: [
        { id: 'a', name: 'Ann' },
        { id: 'b', name: 'Bob' },
      ],
      seed,
    });
    while (state.turn.step !== 'ended') {
      const legal = legalMoves(state);
      if (legal.step === 'placeFigure' && !legal.spots.length && !legal.actions.length) return state;
      const move = randomMove(state, random);
      const result = move && applyMove(state, decidingPlayer(state) as string, move);
      if (!result?.ok) throw new Error('a random legal move was refused');
      state = result.state;
    }
  }
  throw new Error('no figure step without a spot in 50 games');
}

describe('the terminal prompt', () => {
  const state = figureStepWithNoSpot();
  it.each(LOCALES)('%s: with nowhere to put a figure, says to type skip, not to press a button', (locale) => {
    const record = recordOf(state, locale);
    const typed = plainText(render(locale, terminalPrompt(record)));
    const pressed = plainText(render(locale, turnPrompt(record)));
    expect(typed).toMatch(/\bskip\b/);
    expect(typed).not.toBe(pressed);
    expect(typed).toMatch(new RegExp(`^${state.players[state.turn.player]?.name}, `));
  });
});
