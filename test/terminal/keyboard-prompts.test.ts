// The terminal's prompts name what to type, never a Discord button or menu: a figure step with nowhere to
// put a figure says to type `skip` (Discord's says to press "No figure"), and a figure step's actions
// (Discord's buttons) are listed as `action N` lines, in every language.
import { describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { turnPrompt } from '../../src/app/describe';
import { applyMove, createGame, decidingPlayer, type GameState, legalMoves } from '../../src/engine';
import { LOCALES, render } from '../../src/i18n';
import { plainText } from '../../src/terminal/plain-text';
import { terminalPrompt } from '../../src/terminal/prompt';
import { recordOf } from '../support/decision-samples';

/** The first figure step of a seeded random game whose spots and actions pass `wanted`. */
function figureStepWhere(expansions: string[], wanted: (spots: number, actions: number) => boolean): GameState {
  for (let seed = 1; seed < 50; seed++) {
    const random = new SeededRandom(seed);
    let { state } = createGame({
      players: [
        { id: 'a', name: 'Ann' },
        { id: 'b', name: 'Bob' },
      ],
      expansions,
      seed,
    });
    while (state.turn.step !== 'ended') {
      const legal = legalMoves(state);
      if (legal.step === 'placeFigure' && wanted(legal.spots.length, legal.actions.length)) return state;
      const move = randomMove(state, random);
      const result = move && applyMove(state, decidingPlayer(state) as string, move);
      if (!result?.ok) throw new Error('a random legal move was refused');
      state = result.state;
    }
  }
  throw new Error('no such figure step in 50 games');
}

describe('the terminal prompt', () => {
  const state = figureStepWhere([], (spots, actions) => !spots && !actions);
  const active = (at: GameState) => at.players[at.turn.player]?.name;
  it.each(LOCALES)('%s: with nowhere to put a figure, says to type skip, not to press a button', (locale) => {
    const record = recordOf(state, locale);
    const typed = plainText(render(locale, terminalPrompt(record)));
    const pressed = plainText(render(locale, turnPrompt(record)));
    expect(typed).toMatch(/\bskip\b/);
    expect(typed).not.toBe(pressed);
    expect(typed).toMatch(new RegExp(`^${active(state)}, `));
  });

  it.each(LOCALES)('%s: lists a figure step’s actions with the command to type, as Discord shows buttons', (locale) => {
    const withSpots = figureStepWhere(['little-buildings'], (spots, actions) => spots > 0 && actions > 0);
    const onlyActions = figureStepWhere(['little-buildings'], (spots, actions) => !spots && actions > 0);
    for (const at of [withSpots, onlyActions]) {
      const lines = plainText(render(locale, terminalPrompt(recordOf(at, locale)))).split('\n');
      const actions = legalMoves(at);
      if (actions.step !== 'placeFigure') throw new Error('expected the figure step');
      expect(lines[0]).toMatch(new RegExp(`^${active(at)}, `));
      expect(lines.slice(1).map((line) => line.replace(/:.*/, ''))).toEqual(
        actions.actions.map((_, i) => `  action ${i + 1}`),
      );
    }
    // with no spot, the sentence says how to end the turn instead
    expect(plainText(render(locale, terminalPrompt(recordOf(onlyActions, locale))))).toMatch(/\bskip:\n/);
  });
});
