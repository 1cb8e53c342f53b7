// The Halflings and the engine's half tiles beyond the scenario files: the deal (two each, whatever the
// number of players) and the drafted variant, the half offered instead of a draw, the refusals' reasons,
// where a half fits (placements agree with the refusals), the joined square's features, and the end after
// the last normal tile with the halves still held lost.
import { describe, expect, it } from 'vitest';
import { greedyMove } from '../../src/ai/players';
import { SeededRandom } from '../../src/ai/random-player';
import { describeEvents } from '../../src/app/describe';
import { refusalInEnglish } from '../../src/app/game-words';
import type { GameRecord } from '../../src/app/record';
import type { GameState, Move, Rotation } from '../../src/engine';
import { applyMove, createGame, forceTurn, legalMoves, playerTokens, tileAt } from '../../src/engine';
import { tileType } from '../../src/engine/catalog';
import { rulesFor } from '../../src/engine/modules/registry';
import { placementProblem } from '../../src/engine/placement';
import { DEAL_OPTION, DRAFTED, heldHalves, PICK_HALF, PLAY_HALF } from '../../src/expansions/halflings/rules';
import { HALF_TILE_IDS } from '../../src/expansions/halflings/tiles';
import { LOCALES, render } from '../../src/i18n';
import { simulate } from '../../src/sim/simulate';
import { accepted, players } from '../engine/support/scripted-game';

const move = (state: GameState, player: string, m: Move) => accepted(applyMove(state, player, m)).state;
const NAMES = ['red', 'blue', 'yellow', 'green', 'black', 'white'];

const game = (count: number, options: Record<string, unknown> = {}, seed = 5) =>
  createGame({ players: players(...NAMES.slice(0, count)), expansions: ['halflings'], seed, options }).state;

function lay(state: GameState, player: string, tile: string, x: number, y: number, rotation: Rotation) {
  let next = accepted(forceTurn(state, player, tile)).state;
  next = move(next, player, { type: 'placeTile', x, y, rotation });
  return legalMoves(next).step === 'placeFigure' ? move(next, player, { type: 'pass' }) : next;
}

describe('Halflings', () => {
  it('deals two half tiles to each player, with two players or six (fn 272), all different', () => {
    for (const count of [2, 6]) {
      const state = game(count);
      const hands = NAMES.slice(0, count).map((p) => heldHalves(state, p));
      expect(hands.every((hand) => hand.length === 2)).toBe(true);
      expect(new Set(hands.flat()).size).toBe(2 * count);
      expect(hands.flat().every((tile) => HALF_TILE_IDS.includes(tile))).toBe(true);
    }
    expect(playerTokens(game(2), 'red')).toMatchObject({ half: 2 });
  });

  it('keeps the draws of the same seed without the Halflings (the deal has a generator of its own)', () => {
    const plain = createGame({ players: players('red', 'blue'), seed: 9 }).state;
    const withHalves = move(game(2, {}, 9), 'red', { type: 'pass' });
    expect(withHalves.turn.tile).toBe(plain.turn.tile);
  });

  it('offers a half instead of the draw; played, it leaves the hand and the supply is untouched', () => {
    const start = game(2);
    const legal = legalMoves(start);
    if (legal.step !== 'decide') throw new Error('no offer');
    expect(legal.optional).toBe(true);
    const chosen = legal.choices[0];
    expect(chosen?.action).toBe(PLAY_HALF);
    const tile = String(chosen?.args?.tile);
    let state = move(start, 'red', { type: 'action', action: PLAY_HALF, args: chosen?.args });
    expect(state.turn.tile).toBe(tile);
    expect(state.supply.length).toBe(start.supply.length);
    const placements = legalMoves(state);
    if (placements.step !== 'placeTile') throw new Error('no tile step');
    const [first] = placements.placements;
    if (!first) throw new Error('nowhere');
    state = move(state, 'red', { type: 'placeTile', x: first.x, y: first.y, rotation: first.rotations[0] as Rotation });
    expect(heldHalves(state, 'red')).toHaveLength(1);
    expect(tileAt(state.board, first.x, first.y)?.tile).toBe(tile);
  });

  it('drafts face up in the variant: the last seat picks first, then backwards, two rounds', () => {
    let state = game(3, { [DEAL_OPTION]: DRAFTED });
    const order: string[] = [];
    for (let pick = 0; pick < 6; pick++) {
      const legal = legalMoves(state);
      if (legal.step !== 'decide') throw new Error('no pick');
      order.push(legal.player);
      // each face-up tile numbered as its picture numbers it, 1 to n, never by its id
      expect(legal.choices.map((c) => c.params?.number)).toEqual(legal.choices.map((_, i) => i + 1));
      expect(new Set(legal.choices.map((c) => c.tile)).size).toBe(24 - pick);
      const choice = legal.choices.at(-1);
      const picked = accepted(
        applyMove(state, legal.player, { type: 'action', action: PICK_HALF, args: choice?.args }),
      );
      // each pick is told, naming the tile by the number the picture showed it under
      const record = { state: picked.state, seats: [], log: [] } as unknown as GameRecord;
      const told = describeEvents(record, picked.events).map((line) => render('en', line));
      expect(told).toEqual([
        expect.stringMatching(new RegExp(`^${legal.player} takes half tile no. ${24 - pick} of`, 'i')),
      ]);
      state = picked.state;
    }
    expect(order).toEqual(['yellow', 'blue', 'red', 'yellow', 'blue', 'red']);
    expect(['red', 'blue', 'yellow'].map((p) => heldHalves(state, p).length)).toEqual([2, 2, 2]);
    // the eighteen nobody picked go back in the box, still accounted for
    expect(rulesFor(state.expansions).hooks.setAsideTiles.flatMap((hook) => hook.run(state))).toHaveLength(18);
  });

  it('has a computer player draft the face-up half that carries the most (before: always the first)', () => {
    const state = game(3, { [DEAL_OPTION]: DRAFTED });
    const legal = legalMoves(state);
    if (legal.step !== 'decide') expect.fail(legal.step);
    const worths = legal.choices.map((choice) => choice.worth ?? 0);
    // the face-up halves differ in what they carry, so the choice is not a tie
    expect(new Set(worths).size).toBeGreaterThan(1);
    const best = Math.max(...worths);
    const pick = greedyMove(state, new SeededRandom(1));
    const picked = legal.choices.find(
      (choice) => choice.args?.tile === (pick as { args?: { tile?: string } }).args?.tile,
    );
    expect(picked?.worth).toBe(best);
  });

  it('plays drafted games through with every tile accounted for (simulate checks it after every move)', () => {
    const outcome = simulate({
      games: 5,
      seed: 1,
      players: 3,
      expansions: ['farmers', 'halflings'],
      options: { [DEAL_OPTION]: DRAFTED },
    });
    expect(outcome).toMatchObject({ games: 5 });
  });

  it('refuses a wrongly turned or mismatched second half in words, and lists exactly the fitting turns', () => {
    let state = game(2, { scriptedDraws: true, unlimitedTiles: true });
    state = lay(state, 'red', 'H1-4', 1, 0, 270);
    state = accepted(forceTurn(state, 'blue', 'H1-12')).state;
    const wrongTurn = applyMove(state, 'blue', { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    if (wrongTurn.ok) throw new Error('accepted');
    expect(wrongTurn.why).toBe('halflings.other-half');
    expect(refusalInEnglish(wrongTurn)).toMatch(/fill its gap/);
    const legal = legalMoves(state);
    if (legal.step !== 'placeTile') throw new Error('no tile step');
    expect(legal.placements.find((p) => p.x === 1 && p.y === 0)?.rotations).toEqual([90]);
    state = accepted(forceTurn(state, 'blue', 'H1-8')).state;
    const wrongEdge = applyMove(state, 'blue', { type: 'placeTile', x: 1, y: 0, rotation: 90 });
    if (wrongEdge.ok) throw new Error('accepted');
    expect(wrongEdge.why).toBe('halflings.long-edge');
    const gapOnly = applyMove(state, 'blue', { type: 'placeTile', x: 2, y: 0, rotation: 0 });
    if (gapOnly.ok) throw new Error('accepted');
    expect(gapOnly.why).toBe('no-neighbour');
  });

  it('lists the places of every half the same as placementProblem allows them, on a board with halves', () => {
    let state = game(2, { scriptedDraws: true, unlimitedTiles: true });
    state = lay(state, 'red', 'H1-4', 1, 0, 270);
    state = lay(state, 'blue', 'H1-8', 0, 1, 0);
    state = lay(state, 'red', 'E', 0, -1, 180);
    const rules = rulesFor(state.expansions);
    for (const tile of [...HALF_TILE_IDS, 'E', 'B', 'U']) {
      const forced = accepted(forceTurn(state, 'blue', tile)).state;
      const legal = legalMoves(forced);
      if (legal.step !== 'placeTile') throw new Error('no tile step');
      for (let y = -3; y <= 3; y++) {
        for (let x = -3; x <= 3; x++) {
          for (const rotation of [0, 90, 180, 270] as const) {
            const listed = legal.placements.some((p) => p.x === x && p.y === y && p.rotations.includes(rotation));
            const refused = placementProblem(forced, rules, tileType(tile), x, y, rotation) !== null;
            expect([tile, x, y, rotation, listed]).toEqual([tile, x, y, rotation, !refused]);
          }
        }
      }
    }
  });

  it('ends after the last normal tile: nobody is offered a half then, and the halves held are lost', () => {
    let state = game(2, { scriptedDraws: false });
    // decline every offer and play every drawn tile where it first fits
    for (let moves = 0; moves < 2000 && state.turn.step !== 'ended'; moves++) {
      const legal = legalMoves(state);
      if (legal.step === 'decide') {
        if (!state.supply.length) throw new Error('offered a half with the supply empty');
        state = move(state, legal.player, { type: 'pass' });
      } else if (legal.step === 'placeTile') {
        const [first] = legal.placements;
        if (!first) throw new Error('nowhere');
        state = move(state, legal.player, {
          type: 'placeTile',
          x: first.x,
          y: first.y,
          rotation: first.rotations[0] as Rotation,
        });
      } else if (legal.step === 'placeFigure') {
        state = move(state, legal.player, { type: 'pass' });
      }
    }
    expect(state.turn.step).toBe('ended');
    expect(heldHalves(state, 'red')).toHaveLength(2);
  });

  it('tells a half tile placed from a tile placed, in every language', () => {
    const record = { state: undefined, seats: [], log: [] } as unknown as GameRecord;
    const placed = (tile: string) =>
      describeEvents(record, [{ type: 'tilePlaced', player: 'red', tile, x: 1, y: 0, rotation: 0 }])[0];
    const half = placed('H1-4');
    const square = placed('D');
    expect(half && render('en', half)).toBe('red placed a half tile.');
    expect(square && render('en', square)).toBe('red placed a tile.');
    for (const locale of LOCALES) expect(half && render(locale, half)).not.toBe(square && render(locale, square));
  });
});
