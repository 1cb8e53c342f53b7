// Traders & Builders: the builder's second tile (once, never chained, earned even when the first tile
// finishes its road), builders and pigs going home with their owner's last follower, and goods.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState, Rotation } from '../../src/engine';
import { applyMove, createGame, endGame, removePlayer, tileAt } from '../../src/engine';
import type { GameInvariant } from '../../src/engine/expansion';
import { rulesFor } from '../../src/engine/modules/registry';
import { tradersBuildersGameInvariants } from '../../src/expansions/traders-builders/invariants';
import { runScenario } from '../../src/scenario/run';
import { brokenInvariant, openLedger } from '../../src/sim/invariants';
import { deepFreeze } from './support/deep-freeze';
import { accepted, featureOn, placeTile, players, scoredEvents, scriptedGame } from './support/scripted-game';

interface Turn {
  player: string;
  tile: string;
  at: [number, number];
  rotation: Rotation;
  /** A figure on the named place of the tile just placed; omitted = pass. */
  figure?: { kind: string; feature: string; where: string };
}

/** Plays one turn on a frozen state (nothing may write to it) and returns the state and its events. */
function play(state: GameState, turn: Turn): { state: GameState; events: GameEvent[] } {
  const placed = placeTile(deepFreeze(state), turn);
  const [x, y] = turn.at;
  const move = turn.figure
    ? {
        type: 'placeFigure' as const,
        figure: turn.figure.kind,
        feature: featureOn(placed.state, x, y, turn.figure.feature, turn.figure.where),
      }
    : { type: 'pass' as const };
  const done = accepted(applyMove(placed.state, turn.player, move));
  return { state: done.state, events: [...placed.events, ...done.events] };
}

function playAll(state: GameState, turns: Turn[]): GameState {
  for (const turn of turns) state = play(state, turn).state;
  return state;
}

const active = (state: GameState) => state.players[state.turn.player]?.id;
const supplyOf = (state: GameState, player: string) => state.players.find((p) => p.id === player)?.supply;
const tokensOf = (state: GameState, player: string) => state.players.find((p) => p.id === player)?.tokens;
const game = (...expansions: string[]) => scriptedGame({ expansions: ['traders-builders', ...expansions] });

/** Red's highwayman on U east of the start, blue closes the start's city, red's builder on U further east. */
function builderOnRoad(): GameState {
  return playAll(game(), [
    { player: 'red', tile: 'U', at: [1, 0], rotation: 0, figure: { kind: 'meeple', feature: 'road', where: 'E' } },
    { player: 'blue', tile: 'E', at: [0, -1], rotation: 180 },
    { player: 'red', tile: 'U', at: [2, 0], rotation: 0, figure: { kind: 'builder', feature: 'road', where: 'E' } },
    { player: 'blue', tile: 'B', at: [0, 1], rotation: 0 },
  ]);
}

describe('builder', () => {
  it('gives its owner a second tile when their tile extends its road, and only one', () => {
    const state = builderOnRoad();
    expect(active(state)).toBe('red');
    expect(state.turn.bonus).toBeUndefined();

    const first = play(state, { player: 'red', tile: 'U', at: [3, 0], rotation: 0 }).state;
    expect(active(first)).toBe('red');
    expect(first.turn.bonus).toBe('traders-builders');
    expect(first.turn.number).toBe(state.turn.number + 1);

    // the second tile extends the road again: no third tile, blue is next
    const second = play(first, { player: 'red', tile: 'U', at: [4, 0], rotation: 0 }).state;
    expect(active(second)).toBe('blue');
    expect(second.turn.bonus).toBeUndefined();

    // a later turn of red's extending the road earns a second tile again
    const blue = play(second, { player: 'blue', tile: 'B', at: [1, 1], rotation: 0 }).state;
    const again = play(blue, { player: 'red', tile: 'U', at: [5, 0], rotation: 0 }).state;
    expect([active(again), again.turn.bonus]).toEqual(['red', 'traders-builders']);
  });

  it('gives nothing for a tile elsewhere, for the turn it is placed, or to another player', () => {
    const elsewhere = play(builderOnRoad(), { player: 'red', tile: 'B', at: [1, 1], rotation: 0 }).state;
    expect(active(elsewhere)).toBe('blue');

    // the builder placed on this very tile came this turn
    const placing = playAll(game(), [
      { player: 'red', tile: 'U', at: [1, 0], rotation: 0, figure: { kind: 'meeple', feature: 'road', where: 'E' } },
      { player: 'blue', tile: 'B', at: [0, 1], rotation: 0 },
      { player: 'red', tile: 'U', at: [2, 0], rotation: 0, figure: { kind: 'builder', feature: 'road', where: 'E' } },
    ]);
    expect(active(placing)).toBe('blue');

    // blue extending red's builder's road plays on as usual
    const byBlue = play(builderOnRoad(), { player: 'red', tile: 'B', at: [1, 1], rotation: 0 }).state;
    const blueExtends = play(byBlue, { player: 'blue', tile: 'U', at: [3, 0], rotation: 0 }).state;
    expect(active(blueExtends)).toBe('red');
    expect(blueExtends.turn.bonus).toBeUndefined();
  });

  it('earns the second tile even when the first finishes its road and sends it home; it may go out again at once', () => {
    const closedWest = playAll(builderOnRoad(), [
      { player: 'red', tile: 'B', at: [1, 1], rotation: 0 },
      { player: 'blue', tile: 'W', at: [-1, 0], rotation: 0 },
    ]);
    const done = play(closedWest, {
      player: 'red',
      tile: 'L',
      at: [3, 0],
      rotation: 0,
      figure: { kind: 'meeple', feature: 'city', where: 'N' },
    });
    const returned = done.events.filter((e) => e.type === 'figureReturned').map((e) => e.figure);
    expect(returned.sort()).toEqual(['builder', 'meeple']);
    expect([active(done.state), done.state.turn.bonus]).toEqual(['red', 'traders-builders']);
    expect(supplyOf(done.state, 'red')?.builder).toBe(1);
    // the freed builder joins red's knight in the city of L on the second tile
    const second = play(done.state, {
      player: 'red',
      tile: 'G',
      at: [3, -1],
      rotation: 90,
      figure: { kind: 'builder', feature: 'city', where: 'S' },
    }).state;
    expect(supplyOf(second, 'red')?.builder).toBe(0);
    expect(active(second)).toBe('blue');
  });

  it('goes home when its owner has no follower left on its road, and a pig likewise in its field', () => {
    let state = playAll(game('farmers'), [
      { player: 'red', tile: 'U', at: [1, 0], rotation: 0, figure: { kind: 'meeple', feature: 'road', where: 'E' } },
      { player: 'blue', tile: 'B', at: [0, 1], rotation: 0 },
      { player: 'red', tile: 'U', at: [2, 0], rotation: 0, figure: { kind: 'builder', feature: 'road', where: 'E' } },
      { player: 'blue', tile: 'B', at: [1, 1], rotation: 0 },
      { player: 'red', tile: 'B', at: [2, 1], rotation: 0, figure: { kind: 'meeple', feature: 'field', where: 'NL' } },
      { player: 'blue', tile: 'E', at: [0, -1], rotation: 180 },
    ]);
    state = play(state, {
      player: 'red',
      tile: 'B',
      at: [3, 1],
      rotation: 0,
      figure: { kind: 'pig', feature: 'field', where: 'NL' },
    }).state;
    expect(state.figures.map((f) => f.kind).sort()).toEqual(['builder', 'meeple', 'meeple', 'pig']);
    // some other rule took red's highwayman and farmer home (as a recall would): builder and pig follow
    const followers = state.figures.filter((f) => f.kind === 'meeple');
    const recalled: GameState = {
      ...state,
      figures: state.figures.filter((f) => f.kind !== 'meeple'),
      players: state.players.map((p) =>
        p.id === 'red' ? { ...p, supply: { ...p.supply, meeple: (p.supply.meeple ?? 0) + followers.length } } : p,
      ),
    };
    const next = play(recalled, { player: 'blue', tile: 'U', at: [-1, 0], rotation: 0 });
    const home = next.events.filter((e) => e.type === 'figureReturned').map((e) => e.figure);
    expect(home.sort()).toEqual(['builder', 'pig']);
    expect(next.state.figures).toEqual([]);
    expect(supplyOf(next.state, 'red')).toMatchObject({ meeple: 7, builder: 1, pig: 1 });
  });

  it('adds nothing to the score of its road', () => {
    const closed = playAll(builderOnRoad(), [
      { player: 'red', tile: 'W', at: [3, 0], rotation: 0 },
      { player: 'red', tile: 'W', at: [-1, 0], rotation: 0 },
    ]);
    expect(closed.players.find((p) => p.id === 'red')?.score).toBe(5);
  });
});

describe('goods', () => {
  it('go to the player who finishes the city, with an event saying who took what, followers or not', () => {
    let state = play(game(), {
      player: 'blue',
      tile: 'TB/CRc.g',
      at: [0, -1],
      rotation: 90,
      figure: { kind: 'meeple', feature: 'city', where: 'N' },
    }).state;
    state = playAll(state, [
      { player: 'red', tile: 'TB/RCc.g', at: [0, -2], rotation: 180 },
      { player: 'blue', tile: 'TB/CFc.w', at: [1, -2], rotation: 0 },
    ]);
    expect(tokensOf(state, 'red')).toEqual({ wine: 0, grain: 0, cloth: 0 });
    const { state: done, events } = play(state, { player: 'red', tile: 'E', at: [2, -2], rotation: 270 });
    const goods = events.filter((e) => e.type === 'expansion');
    expect(goods).toEqual([
      {
        type: 'expansion',
        module: 'traders-builders',
        what: 'goods',
        data: { player: 'red', goods: { grain: 2, wine: 1 } },
      },
    ]);
    // the goods come before the city's points
    expect(events.findIndex((e) => e.type === 'expansion')).toBeLessThan(events.findIndex((e) => e.type === 'scored'));
    expect(tokensOf(done, 'red')).toEqual({ wine: 1, grain: 2, cloth: 0 });
    expect(tokensOf(done, 'blue')).toEqual({ wine: 0, grain: 0, cloth: 0 });
  });

  it('are not handed out for a city without goods symbols', () => {
    const { events } = play(game(), { player: 'red', tile: 'E', at: [0, -1], rotation: 180 });
    expect(events.some((e) => e.type === 'expansion')).toBe(false);
  });

  it('go to the player whose placed tile finished the city when the game ends before their figure step', () => {
    const state = playAll(game(), [
      { player: 'red', tile: 'TB/Cc.w', at: [0, -1], rotation: 270 },
      { player: 'blue', tile: 'N', at: [-1, -1], rotation: 90 },
    ]);
    const placed = placeTile(state, { player: 'red', tile: 'E', at: [-1, -2], rotation: 180 }).state;
    const ended = endGame(placed);
    expect(tokensOf(ended.state, 'red')?.wine).toBe(1);
    expect(ended.state.players.find((p) => p.id === 'red')?.score).toBe(10);
  });

  it('score 10 at the end for the most of each good, every tied player taking it', () => {
    const { state } = createGame({
      players: players('red', 'blue', 'green'),
      expansions: ['traders-builders'],
      seed: 1,
    });
    const holding: Record<string, Record<string, number>> = {
      red: { wine: 2, grain: 1, cloth: 0 },
      blue: { wine: 2, grain: 0, cloth: 0 },
      green: { wine: 1, grain: 0, cloth: 0 },
    };
    const rigged = { ...state, players: state.players.map((p) => ({ ...p, tokens: holding[p.id] })) };
    const { state: ended, events } = endGame(rigged);
    expect(Object.fromEntries(ended.players.map((p) => [p.id, p.score]))).toEqual({ red: 20, blue: 10, green: 0 });
    const goods = scoredEvents(events).filter((e) => e.feature.kind === 'goods');
    expect(goods.map((e) => [e.players, e.points, e.reason])).toEqual([
      [['red', 'blue'], 10, 'wine majority: 2 tokens'],
      [['red'], 10, 'grain majority: 1 token'],
    ]);
  });
});

describe('pig', () => {
  it("raises only its owner's share: tied winners with a pig take 4 per city, the others 3, in separate events", () => {
    const file = 'test/scenarios/tb-pig-tie-pig-owners-4-others-3.json';
    const result = runScenario(JSON.parse(readFileSync(file, 'utf8')));
    const fields = scoredEvents(result.events).filter((e) => e.feature.kind === 'field');
    expect(fields.map((e) => [e.players, e.points, e.reason])).toEqual([
      [['red', 'blue'], 8, 'field: 2 completed cities × 3 + 2 cities × 1 for the pig'],
      [['green'], 6, 'field: 2 completed cities × 3'],
    ]);
  });
});

describe('simulator invariants for traders & builders', () => {
  it('catch a goods token from nowhere', () => {
    const before = builderOnRoad();
    const after = {
      ...before,
      players: before.players.map((p) => (p.id === 'red' ? { ...p, tokens: { ...p.tokens, wine: 1 } } : p)),
    };
    expect(brokenInvariant(before, after, [], openLedger(before))).toBe(
      'traders-builders: wine tokens not conserved: players hold 1, finished cities show 0',
    );
  });

  it("count a city a half tile closed as finished when the square's second half comes (its goods were taken then)", () => {
    // unlimited tiles: the scripted halves come from the supply, not a hand (so only the goods are checked)
    const start = scriptedGame({ expansions: ['traders-builders', 'halflings'], options: { unlimitedTiles: true } });
    const goodsConserved = (tradersBuildersGameInvariants[0] as GameInvariant)(start);
    const rules = rulesFor(start.expansions);
    let state = start;
    for (const turn of [
      { player: 'blue', tile: 'TB15', at: [0, 1], rotation: 0 },
      { player: 'red', tile: 'E', at: [1, 1], rotation: 270 },
      // the first half's city closes the wine city from the west
      { player: 'blue', tile: 'H1-9', at: [-1, 1], rotation: 90 },
      // the second half fills the gap: it brings no part of the city, whose wine blue took before
      { player: 'red', tile: 'H1-8', at: [-1, 1], rotation: 270 },
    ] satisfies Turn[]) {
      // checked after the placement too, while the turn waits in its figure step before scoring
      const placed = placeTile(state, turn);
      expect(goodsConserved(state, placed.state, placed.events, rules), `${turn.tile} placed`).toBeNull();
      const passed = accepted(applyMove(placed.state, turn.player, { type: 'pass' }));
      expect(goodsConserved(placed.state, passed.state, passed.events, rules), `${turn.tile}`).toBeNull();
      state = passed.state;
    }
    expect(tileAt(state.board, -1, 1)?.as).toBe('H1-9~+H1-8');
    expect(tokensOf(state, 'blue')).toEqual({ wine: 1, grain: 0, cloth: 0 });
  });

  it('follow the goods a player takes with them when they leave, across the moves after', () => {
    const start = game();
    const ledger = openLedger(start);
    let state = start;
    for (const turn of [
      { player: 'blue', tile: 'TB/CRc.g', at: [0, -1], rotation: 90 },
      { player: 'red', tile: 'TB/RCc.g', at: [0, -2], rotation: 180 },
      { player: 'blue', tile: 'TB/CFc.w', at: [1, -2], rotation: 0 },
      { player: 'red', tile: 'E', at: [2, -2], rotation: 270 },
    ] satisfies Turn[]) {
      const next = play(state, turn);
      expect(brokenInvariant(state, next.state, next.events, ledger)).toBeNull();
      state = next.state;
    }
    expect(tokensOf(state, 'red')).toEqual({ wine: 1, grain: 2, cloth: 0 });
    const left = accepted(removePlayer(state, 'red'));
    expect(brokenInvariant(state, left.state, left.events, ledger)).toBeNull();
    // a check never told that red left finds red's goods missing
    expect(brokenInvariant(left.state, left.state, [], openLedger(state))).toBe(
      'traders-builders: wine tokens not conserved: players hold 0, finished cities show 1',
    );
  });

  it('catch a builder put where its owner has no follower', () => {
    const before = placeTile(game(), { player: 'red', tile: 'U', at: [1, 0], rotation: 0 }).state;
    const after: GameState = {
      ...before,
      players: before.players.map((p) => (p.id === 'red' ? { ...p, supply: { ...p.supply, builder: 0 } } : p)),
      figures: [{ id: 'f1', player: 'red', kind: 'builder', x: 1, y: 0, feature: 0 }],
    };
    const placed: GameEvent = {
      type: 'figurePlaced',
      player: 'red',
      figure: 'builder',
      x: 1,
      y: 0,
      feature: 0,
      featureKind: 'road',
    };
    expect(brokenInvariant(before, after, [placed], openLedger(before))).toBe(
      'builder placed on a road where red has no follower',
    );
  });

  it('catch a second extra turn in a row', () => {
    const bonus = play(builderOnRoad(), { player: 'red', tile: 'U', at: [3, 0], rotation: 0 }).state;
    const placed = placeTile(bonus, { player: 'red', tile: 'U', at: [4, 0], rotation: 0 }).state;
    const honest = accepted(applyMove(placed, 'red', { type: 'pass' }));
    expect(brokenInvariant(placed, honest.state, honest.events, openLedger(placed))).toBeNull();
    const again = { ...honest.state, turn: { ...honest.state.turn, player: 0, bonus: 'traders-builders' } };
    expect(brokenInvariant(placed, again, honest.events, openLedger(placed))).toBe(
      `extra turn ${again.turn.number} follows extra turn ${placed.turn.number}`,
    );
  });
});
