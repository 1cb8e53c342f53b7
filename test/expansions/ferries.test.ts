// Ferries: the lake tiles, the new lake's ferry (required), turning the nearest ferry on each road the tile
// extends (once per ferry per turn), features rebuilt when a ferry turns, and players who cannot answer.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import type { GameState, LegalMoves } from '../../src/engine';
import { applyMove, createGame, forceTurn, legalMoves, removePlayer, skipTurn, tileAt } from '../../src/engine';
import { find } from '../../src/engine/union-find';
import { ferriesOf } from '../../src/expansions/ferries/rules';
import { FERRY_SET, FERRY_TILES } from '../../src/expansions/ferries/tiles';
import { brokenInvariant, openLedger } from '../../src/sim/invariants';
import { deepFreeze } from '../engine/support/deep-freeze';
import { accepted, placeTile, players, scriptedGame } from '../engine/support/scripted-game';

type Decide = Extract<LegalMoves, { step: 'decide' }>;

function pending(state: GameState): Decide {
  const legal = legalMoves(state);
  if (legal.step !== 'decide') expect.fail(`expected a decision, the game waits for ${legal.step}`);
  return legal;
}

/** Places a tile, passes the figure step and answers the ferry decisions with `answers` (edge pairs). */
function turn(
  state: GameState,
  player: string,
  tile: string,
  at: [number, number],
  rotation: 0 | 90 | 180 | 270,
  ...answers: ([string, string] | 'pass')[]
): GameState {
  let next = accepted(
    applyMove(placeTile(state, { player, tile, at, rotation }).state, player, { type: 'pass' }),
  ).state;
  for (const answer of answers) {
    // nothing may write to an earlier state
    deepFreeze(next);
    const { decision } = pending(next);
    const move =
      answer === 'pass'
        ? ({ type: 'pass' } as const)
        : ({
            type: 'action',
            action: decision.kind === 'place' ? 'placeFerry' : 'moveFerry',
            args: { between: answer },
          } as const);
    next = accepted(applyMove(next, player, move)).state;
  }
  return next;
}

const game = (...expansions: string[]) => scriptedGame({ expansions: ['ferries', ...expansions] });
const roadRoot = (state: GameState, x: number, y: number, feature: number) =>
  find(state.nodes, tileAt(state.board, x, y)?.nodes[feature] as number);

describe('the lake tiles', () => {
  it('are the 8 of the reference set, each road its own feature ending at the lake', () => {
    const xml = readFileSync('../shared/reference/jcz-tile-definitions/ferries.xml', 'utf8');
    expect(Object.values(FERRY_SET).reduce((a, b) => a + b, 0)).toBe(8);
    for (const type of FERRY_TILES) {
      const block = xml.split(`<tile id="${type.ref}">`)[1]?.split('</tile>')[0] ?? '';
      const count = xml.match(new RegExp(`count="(\\d+)" tile="${type.ref.replace('/', '\\/')}"`))?.[1];
      expect(FERRY_SET[type.id]).toBe(Number(count));
      const roads = type.features.filter((f) => f.kind === 'road');
      expect(roads.length).toBe(block.match(/<road>/g)?.length);
      expect(roads.every((road) => road.edges?.length === 1)).toBe(true);
      expect(type.features.filter((f) => f.kind === 'lake')).toHaveLength(1);
    }
  });
});

describe('the new lake', () => {
  it('asks its placer for a ferry across any two of its roads, and no pass', () => {
    const placed = placeTile(game(), { player: 'red', tile: 'F4', at: [1, 0], rotation: 0 }).state;
    const asked = accepted(applyMove(placed, 'red', { type: 'pass' })).state;
    const legal = pending(asked);
    expect(legal.decision).toMatchObject({ module: 'ferries', kind: 'place', player: 'red' });
    expect(legal.optional).toBe(false);
    expect(legal.choices.map((c) => c.args?.between)).toEqual([
      ['N', 'E'],
      ['N', 'S'],
      ['N', 'W'],
      ['E', 'S'],
      ['E', 'W'],
      ['S', 'W'],
    ]);
    expect(legal.choices.every((c) => c.at?.x === 1 && c.at?.y === 0)).toBe(true);
    const refused = applyMove(asked, 'red', { type: 'pass' });
    expect(refused.ok || refused.why).toBe('decision-required');
  });

  it('joins the two roads the ferry links and leaves the others ending at the lake', () => {
    const state = turn(game(), 'red', 'F3', [1, 0], 0, ['S', 'W']);
    // F3: roads W (0), S (1), E (2)
    expect(roadRoot(state, 1, 0, 0)).toBe(roadRoot(state, 1, 0, 1));
    expect(roadRoot(state, 1, 0, 2)).not.toBe(roadRoot(state, 1, 0, 0));
    expect(ferriesOf(state).ferries['1,0']?.slice().sort()).toEqual([0, 1]);
  });

  it('gets the first position when the clock runs out, and from the next turn when its player leaves', () => {
    const three = scriptedGame({ expansions: ['ferries'], players: players('red', 'blue', 'green') });
    const placed = placeTile(three, { player: 'red', tile: 'F3', at: [1, 0], rotation: 0 }).state;
    const asked = accepted(applyMove(placed, 'red', { type: 'pass' })).state;
    const skipped = accepted(skipTurn(asked)).state;
    expect(pending(asked).choices[0]?.args?.between).toEqual(['E', 'S']);
    expect(ferriesOf(skipped).ferries['1,0']?.slice().sort()).toEqual([1, 2]);
    // the next turn starts (1A) once it has its tile: a scripted game names it
    const left = accepted(forceTurn(accepted(removePlayer(asked, 'red')).state, 'blue', 'E')).state;
    expect(ferriesOf(left).ferries['1,0']?.slice().sort()).toEqual([1, 2]);
    expect(ferriesOf(left).waiting).toBeUndefined();
  });
});

/** Lake (F3, roads W S E) east of the start with its ferry west–east, joined to the start's road. */
const lakeEast = () => turn(game(), 'red', 'F3', [1, 0], 0, ['E', 'W']);

describe('turning a ferry', () => {
  it('is offered for the nearest lake only, without its current position, and may be declined', () => {
    // a second lake further east along the same road: extending beyond it reaches it first
    let state = turn(lakeEast(), 'blue', 'U', [2, 0], 0, 'pass');
    state = turn(state, 'red', 'F3', [3, 0], 0, ['E', 'W'], 'pass');
    const placed = placeTile(state, { player: 'blue', tile: 'U', at: [4, 0], rotation: 0 }).state;
    const asked = accepted(applyMove(placed, 'blue', { type: 'pass' })).state;
    const legal = pending(asked);
    expect(legal.decision).toMatchObject({ kind: 'move', optional: true, data: { x: 3, y: 0, edge: 'W' } });
    expect(legal.choices.map((c) => c.args?.between)).toEqual([
      ['E', 'S'],
      ['S', 'W'],
    ]);
    const declined = accepted(applyMove(asked, 'blue', { type: 'pass' })).state;
    expect(declined.turn.step).toBe('placeTile');
    expect(ferriesOf(declined).ferries['3,0']).toEqual(ferriesOf(state).ferries['3,0']);
  });

  it('happens once per ferry per turn, even when both roads of the tile lead to the same lake', () => {
    // a loop: the start's road west and the lake's south road, both reached from the tile at 0,1
    let state = turn(lakeEast(), 'blue', 'V', [-1, 0], 270, 'pass');
    state = turn(state, 'red', 'V', [-1, 1], 180, 'pass');
    state = turn(state, 'blue', 'V', [1, 1], 90, 'pass');
    const placed = placeTile(state, { player: 'red', tile: 'U', at: [0, 1], rotation: 0 }).state;
    const asked = accepted(applyMove(placed, 'red', { type: 'pass' })).state;
    expect(pending(asked).decision.data).toMatchObject({ x: 1, y: 0 });
    const moved = accepted(
      applyMove(asked, 'red', { type: 'action', action: 'moveFerry', args: { between: ['S', 'W'] } }),
    );
    expect(moved.state.turn.step).toBe('placeTile');
    expect(moved.events.filter((e) => e.type === 'decisionAsked')).toHaveLength(0);
  });

  it('splits the road it no longer joins and scores nothing the ferry did not close', () => {
    const state = turn(lakeEast(), 'blue', 'U', [2, 0], 0, ['S', 'W']);
    expect(roadRoot(state, 1, 0, 0)).toBe(roadRoot(state, 1, 0, 1));
    expect(roadRoot(state, 1, 0, 2)).toBe(roadRoot(state, 2, 0, 0));
    expect(roadRoot(state, 1, 0, 2)).not.toBe(roadRoot(state, 0, 0, 0));
    expect(state.turn.touched).toBeUndefined();
  });
});

describe('features rebuilt from the board', () => {
  it('match a rebuild from the board after every move of a whole random game (the ferries invariant)', () => {
    const random = new SeededRandom(11);
    let { state } = createGame({ players: players('red', 'blue'), expansions: ['farmers', 'ferries'], seed: 11 });
    const ledger = openLedger(state);
    let moves = 0;
    while (state.turn.step !== 'ended') {
      const move = randomMove(state, random) ?? { type: 'pass' as const };
      const player = (legalMoves(state) as { player: string }).player;
      const result = accepted(applyMove(state, player, move));
      expect(brokenInvariant(state, result.state, result.events, ledger)).toBeNull();
      state = result.state;
      moves++;
    }
    expect(moves).toBeGreaterThan(150);
  });
});
