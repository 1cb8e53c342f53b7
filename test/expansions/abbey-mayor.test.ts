// Abbey & Mayor in play beyond the scenario files: the abbey offered instead of a draw (only with a hole
// and an abbey in hand), the abbeys' last round once no tile is left, and the barn drawn on its corner.
import { describe, expect, it } from 'vitest';
import { playerPaint } from '../../render/palette';
import { drawBoard } from '../../render/render-board';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { refusalInEnglish } from '../../src/app/game-words';
import type { GameState, Move } from '../../src/engine';
import { applyMove, createGame, forceTurn, legalMoves, playerTokens } from '../../src/engine';
import { find } from '../../src/engine/union-find';
import { amSlot } from '../../src/expansions/abbey-mayor/slot';
import { WAGON_DECISION } from '../../src/expansions/abbey-mayor/wagon';
import { accepted, featureOn, players } from '../engine/support/scripted-game';
import { pixelsOf } from '../render/pixels';

/** Passes every question asked of anyone (the abbey offer ...). */
function passQuestions(state: GameState): GameState {
  let now = state;
  for (let legal = legalMoves(now); legal.step === 'decide'; legal = legalMoves(now)) {
    now = accepted(applyMove(now, legal.player, { type: 'pass' })).state;
  }
  return now;
}

const move = (state: GameState, player: string, m: Move) => accepted(applyMove(state, player, m)).state;

/** One turn with a named tile, no figure, every question declined. */
function turn(state: GameState, player: string, tile: string, x: number, y: number, rotation: 0 | 90 | 180 | 270) {
  const drawn = accepted(forceTurn(passQuestions(state), player, tile)).state;
  const placed = move(drawn, player, { type: 'placeTile', x, y, rotation });
  return passQuestions(move(placed, player, { type: 'pass' }));
}

/** A real game (tiles drawn, not scripted) with a hole at 0,1 once the sixth tile lies. */
function gameWithHole(): GameState {
  let state = createGame({ players: players('red', 'blue', 'yellow'), expansions: ['abbey-mayor'], seed: 3 }).state;
  state = turn(state, 'red', 'U', -1, 0, 0);
  state = turn(state, 'blue', 'U', 1, 0, 0);
  state = turn(state, 'yellow', 'W', -1, 1, 0);
  state = turn(state, 'red', 'U', 1, 1, 0);
  state = turn(state, 'blue', 'V', -1, 2, 90);
  const drawn = accepted(forceTurn(state, 'yellow', 'N')).state;
  return move(move(drawn, 'yellow', { type: 'placeTile', x: 0, y: 2, rotation: 90 }), 'yellow', { type: 'pass' });
}

describe('the abbey offered instead of a draw (fn 7)', () => {
  it('is asked of the player to move only once a hole is open, and then goes only into the hole', () => {
    const state = gameWithHole();
    const legal = legalMoves(state);
    expect(legal.step).toBe('decide');
    if (legal.step !== 'decide') return;
    expect(legal.player).toBe('red');
    expect(legal.decision).toMatchObject({ module: 'abbey-mayor', kind: 'abbey', optional: true });
    const taken = move(state, 'red', { type: 'action', action: 'play-abbey' });
    const where = legalMoves(taken);
    expect(where).toMatchObject({ step: 'placeTile', tile: 'AMA', placements: [{ x: 0, y: 1, rotations: [0] }] });
    const outside = applyMove(taken, 'red', { type: 'placeTile', x: 0, y: 3, rotation: 0 });
    expect(outside.ok).toBe(false);
    if (!outside.ok)
      expect(refusalInEnglish(outside)).toBe('The abbey goes only into a hole with tiles on all four sides.');
    const played = move(taken, 'red', { type: 'placeTile', x: 0, y: 1, rotation: 0 });
    expect(playerTokens(played, 'red')).toEqual({ abbey: 0 });
    expect(playerTokens(played, 'blue')).toEqual({ abbey: 1 });
  });

  it('declined, the player draws as usual and keeps the abbey', () => {
    const declined = move(gameWithHole(), 'red', { type: 'pass' });
    expect(legalMoves(declined).step).toBe('placeTile');
    expect(declined.turn.tile).not.toBe('AMA');
    expect(playerTokens(declined, 'red')).toEqual({ abbey: 1 });
  });
});

describe('the abbeys’ last round', () => {
  it('once no tile is left (fn 18), asks each player still holding an abbey in turn from the left of the last tile’s player, then ends', () => {
    // red declines its abbey and draws the last tile of the supply
    let state = { ...gameWithHole(), supply: ['B'] };
    state = move(state, 'red', { type: 'pass' });
    expect(state.turn.tile).toBe('B');
    state = move(move(state, 'red', { type: 'placeTile', x: -1, y: 3, rotation: 0 }), 'red', { type: 'pass' });
    // blue, left of red, is offered the last chance and declines; yellow is asked next and plays it
    const asked: string[] = [];
    let legal = legalMoves(state);
    while (legal.step === 'decide' && legal.decision.kind === 'abbey') {
      asked.push(legal.player);
      if (legal.player === 'blue') state = move(state, 'blue', { type: 'pass' });
      else {
        const player = legal.player;
        state = move(state, player, { type: 'action', action: 'play-abbey' });
        state = move(state, player, { type: 'placeTile', x: 0, y: 1, rotation: 0 });
        state = move(state, player, { type: 'pass' });
      }
      legal = legalMoves(state);
    }
    expect(asked).toEqual(['blue', 'yellow']);
    expect(state.turn.step).toBe('ended');
    expect(state.board.filter((t) => t.tile === 'AMA')).toHaveLength(1);
    expect(amSlot(state).abbeysPlayed).toEqual(['yellow']);
  });

  it('ends at once when nobody holding an abbey has a hole to play it in', () => {
    const state = createGame({ players: players('red', 'blue'), expansions: ['abbey-mayor'], seed: 4 }).state;
    // the last tile is in red's hand
    const drawn = { ...state, supply: [], turn: { ...state.turn, tile: 'U' } };
    const placed = move(drawn, 'red', { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    expect(move(placed, 'red', { type: 'pass' }).turn.step).toBe('ended');
  });
});

describe('the abbey on a builder’s second tile (fn 124)', () => {
  it('is offered at the extra turn’s 1B, even after the last tile of the supply was drawn, and played there', () => {
    // the layout of tb-fn31-fn130: red's road from 1,1 east, the hole at 0,1; red's builder at 2,1
    let state = createGame({
      players: players('red', 'blue'),
      expansions: ['traders-builders', 'abbey-mayor'],
      seed: 3,
    }).state;
    state = turn(state, 'red', 'U', -1, 0, 0);
    state = turn(state, 'blue', 'U', 1, 0, 0);
    state = turn(state, 'red', 'W', -1, 1, 0);
    state = turn(state, 'blue', 'V', -1, 2, 90);
    const road = (s: GameState, player: string, figure: string, x: number) => {
      const placed = move(accepted(forceTurn(passQuestions(s), player, 'U')).state, player, {
        type: 'placeTile',
        x,
        y: 1,
        rotation: 0,
      });
      return passQuestions(
        move(placed, player, { type: 'placeFigure', figure, feature: featureOn(placed, x, 1, 'road', 'W') }),
      );
    };
    state = road(state, 'red', 'meeple', 1);
    state = turn(state, 'blue', 'N', 0, 2, 90);
    state = road(state, 'red', 'builder', 2);
    // blue's turn; red declined the abbey and holds the supply's last tile, which extends the builder's road
    state = turn(state, 'blue', 'U', -2, 0, 0);
    expect(legalMoves(state)).toMatchObject({ step: 'placeTile', player: 'red' });
    state = { ...state, supply: [], turn: { ...state.turn, tile: 'U' } };
    state = move(move(state, 'red', { type: 'placeTile', x: 3, y: 1, rotation: 0 }), 'red', { type: 'pass' });
    // the builder's second part: nothing is left to draw, but red is offered the abbey for it
    const legal = legalMoves(state);
    expect(state.turn.bonus).toBeDefined();
    expect(legal).toMatchObject({ step: 'decide', player: 'red', decision: { kind: 'abbey' } });
    state = move(state, 'red', { type: 'action', action: 'play-abbey' });
    state = move(move(state, 'red', { type: 'placeTile', x: 0, y: 1, rotation: 0 }), 'red', { type: 'pass' });
    expect(state.board.find((t) => t.tile === 'AMA')).toMatchObject({ x: 0, y: 1 });
    expect(playerTokens(state, 'red')).toMatchObject({ abbey: 0 });
    // blue, who holds an abbey, has no hole left for it: the game is over
    expect(state.turn.step).toBe('ended');
  });
});

describe('the barn on the board', () => {
  it('stands on the corner where its four tiles meet, not in the middle of its field', () => {
    let state = createGame({
      players: players('red', 'blue'),
      expansions: ['farmers', 'abbey-mayor'],
      options: { scriptedDraws: true },
      seed: 1,
    }).state;
    state = turn(state, 'red', 'U', 1, 0, 0);
    state = turn(state, 'red', 'B', 0, 1, 0);
    const drawn = accepted(forceTurn(state, 'blue', 'B')).state;
    const placed = move(drawn, 'blue', { type: 'placeTile', x: 1, y: 1, rotation: 0 });
    const withBarn = move(placed, 'blue', { type: 'placeFigure', figure: 'barn', feature: 1 });
    const barn = withBarn.figures.find((f) => f.kind === 'barn');
    expect(barn && amSlot(withBarn).barns[barn.id]).toBe('NW');
    const TILE = 100;
    const { canvas, grid } = drawBoard(withBarn, { tileSize: TILE });
    const ctx = canvas.getContext('2d');
    const bluePixels = (left: number, top: number, side: number) =>
      pixelsOf(ctx, playerPaint('blue').fill, left, top, side);
    // the corner point shared by 0,0 1,0 0,1 and 1,1
    const cornerX = grid.left + (1 - grid.minX) * TILE;
    const cornerY = grid.top + (1 - grid.minY) * TILE;
    expect(bluePixels(cornerX - 15, cornerY - 15, 30)).toBeGreaterThan(100);
    expect(bluePixels(cornerX + 30, cornerY + 30, 40)).toBe(0);
  });
});

describe('the wagon with Princess & Dragon', () => {
  /** The first wagon question of a random game with both, found by playing seeded random games. */
  function wagonQuestion(): GameState {
    for (let seed = 1; seed < 200; seed++) {
      const random = new SeededRandom(seed);
      let state = createGame({
        players: players('red', 'blue'),
        expansions: ['abbey-mayor', 'princess-dragon'],
        seed,
      }).state;
      for (let moves = 0; moves < 2000 && state.turn.step !== 'ended'; moves++) {
        const legal = legalMoves(state);
        if (legal.step === 'decide' && legal.decision.kind === WAGON_DECISION && legal.choices.length > 1) return state;
        const mover = legal.step === 'decide' ? legal.player : (state.players[state.turn.player]?.id as string);
        state = accepted(applyMove(state, mover, randomMove(state, random) as Move)).state;
      }
    }
    throw new Error('no wagon question with two places to go in 200 games');
  }

  it('never offers a place on the dragon’s tile: the wagon stands on another tile of that feature (fn 143, the tile it stands on matters with the dragon; its owner is not asked which)', () => {
    const state = wagonQuestion();
    const offered = (s: GameState) => {
      const legal = legalMoves(s);
      return legal.step === 'decide' ? legal.choices.map((c) => c.at as { x: number; y: number; feature: number }) : [];
    };
    const rootOf = (s: GameState, at: { x: number; y: number; feature: number }) =>
      find(s.nodes, s.board.find((t) => t.x === at.x && t.y === at.y)?.nodes[at.feature] ?? -1);
    const before = offered(state);
    const target = before[0] as { x: number; y: number; feature: number };
    const others = (state.neutral ?? []).filter((n) => n.kind !== 'dragon');
    const withDragon: GameState = { ...state, neutral: [...others, { kind: 'dragon', x: target.x, y: target.y }] };
    const after = offered(withDragon);
    expect(after.some((at) => at.x === target.x && at.y === target.y)).toBe(false);
    // every target with a tile besides the dragon's is still offered, on such a tile
    const reachable = before.filter(
      (at) => (state.nodes[rootOf(state, at)]?.tiles.length ?? 0) > 1 || at.x !== target.x || at.y !== target.y,
    );
    expect(after.map((at) => rootOf(state, at))).toEqual(reachable.map((at) => rootOf(state, at)));
  });
});
