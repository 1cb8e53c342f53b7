// The Tunnel: the 4 tiles against the reference facts (portal roads are open ends), tokens by player
// count, the question once a turn (a builder's double turn too), the features rebuilt with their tunnels,
// computer players finishing a tunnel, the invariants, and random games with it.
import { describe, expect, it } from 'vitest';
import { greedyMove } from '../../src/ai/players';
import { SeededRandom } from '../../src/ai/random-player';
import type { GameState } from '../../src/engine';
import { applyMove, legalMoves, rulesFor } from '../../src/engine';
import { rebuildFeatures } from '../../src/engine/features';
import { find } from '../../src/engine/union-find';
import { tunnelInvariants } from '../../src/expansions/tunnel/invariants';
import { pairColour, TUNNEL, tokensLeft, tunnelSlot } from '../../src/expansions/tunnel/rules';
import { TUNNEL_SET, TUNNEL_TILES } from '../../src/expansions/tunnel/tiles';
import { simulate } from '../../src/sim/simulate';
import { accepted, placeTile, players, scriptedGame } from '../engine/support/scripted-game';
import { expectSameFeatures } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('tunnel.xml');
const game = (expansions: string[] = [], seats = 2) =>
  scriptedGame({
    players: players(...['red', 'blue', 'yellow', 'green', 'black'].slice(0, seats)),
    expansions: [...expansions, TUNNEL],
    options: { unlimitedTiles: true },
  });

const pass = (state: GameState, player: string) => accepted(applyMove(state, player, { type: 'pass' })).state;
const token = (state: GameState, player: string, x: number, y: number, where: string, pair = 1) =>
  accepted(applyMove(state, player, { type: 'action', action: 'tunnel-token', args: { pair, x, y, where } })).state;

describe('tunnel tiles', () => {
  it.each(TUNNEL_TILES.map((t) => [t.id, t] as const))('%s matches its reference facts', (_, type) => {
    const theirs = reference.tiles.get(type.ref);
    expect(theirs, type.ref).toBeDefined();
    expectSameFeatures(type, theirs as ReferenceFeature[]);
  });

  it('are the 4 of the set, one of each, and each tunnel road has an open end at its portal', () => {
    const set = reference.sets.get('tunnel') as Map<string, number>;
    expect(Object.fromEntries(TUNNEL_TILES.map((t) => [t.ref, TUNNEL_SET[t.id]]))).toEqual(Object.fromEntries(set));
    expect(TUNNEL_TILES.map((t) => t.features.filter((f) => f.openEnds === 1).length)).toEqual([3, 2, 2, 3]);
  });
});

describe('tokens', () => {
  it('come in pairs by player count: 3 pairs with two players, 2 with three, 1 with four or five', () => {
    expect([2, 3, 4, 5].map((seats) => tokensLeft(game([], seats), 'red'))).toEqual([6, 4, 2, 2]);
  });

  it('spare pairs take colours nobody plays, different for each player', () => {
    const state = game([], 2);
    const colours = ['red', 'blue'].flatMap((p) => [1, 2, 3].map((pair) => pairColour(state, p, pair)));
    expect(colours).toEqual(['red', 'yellow', 'green', 'blue', 'black', 'pink']);
  });

  it('are asked for once a turn, a builder’s double turn too', () => {
    let state = placeTile(game(['traders-builders']), { player: 'red', tile: 'TU2', at: [1, 0], rotation: 0 }).state;
    const road = legalMoves(state);
    if (road.step !== 'placeFigure') expect.fail(road.step);
    const west = road.spots.find((s) => s.kind === 'road' && s.feature === 1);
    state = accepted(
      applyMove(state, 'red', { type: 'placeFigure', figure: 'meeple', feature: west?.feature ?? 1 }),
    ).state;
    expect(legalMoves(state)).toMatchObject({ step: 'decide', decision: { module: TUNNEL, kind: 'token' } });
    state = pass(state, 'red');
    state = pass(placeTile(state, { player: 'blue', tile: 'U', at: [-1, 0], rotation: 0 }).state, 'blue');
    state = pass(state, 'blue'); // Blue's own tunnel question
    // Red's builder joins the highwayman's road; the next tile extending it earns a second tile
    state = placeTile(state, { player: 'red', tile: 'U', at: [-2, 0], rotation: 0 }).state;
    const figure = legalMoves(state);
    if (figure.step !== 'placeFigure') expect.fail(figure.step);
    const builder = figure.spots.find((s) => s.figures.includes('builder'));
    state = accepted(
      applyMove(state, 'red', { type: 'placeFigure', figure: 'builder', feature: builder?.feature ?? 0 }),
    ).state;
    state = pass(state, 'red'); // no token this turn
    state = pass(pass(placeTile(state, { player: 'blue', tile: 'B', at: [0, 1], rotation: 0 }).state, 'blue'), 'blue');
    state = pass(placeTile(state, { player: 'red', tile: 'U', at: [-3, 0], rotation: 0 }).state, 'red');
    // the first part: the token
    state = token(state, 'red', 1, 0, 'E');
    expect(state.turn.bonus).toBe('traders-builders');
    expect(tunnelSlot(state).used).toBe(true);
    // the second part: a tile, no figure, and no tunnel question
    state = placeTile(state, { player: 'red', tile: 'U', at: [-4, 0], rotation: 0 }).state;
    state = pass(state, 'red');
    expect(legalMoves(state)).toMatchObject({ step: 'placeTile', player: 'blue' });
    expect(tokensLeft(state, 'red')).toBe(5);
  });
});

describe('tunnels in the features', () => {
  /** Red's two tokens on both portals of the tunnel tile east of the start. */
  function tunnelBuilt(): GameState {
    let state = pass(placeTile(game(), { player: 'red', tile: 'TU2', at: [1, 0], rotation: 0 }).state, 'red');
    state = token(state, 'red', 1, 0, 'W');
    state = pass(placeTile(state, { player: 'blue', tile: 'U', at: [-1, 0], rotation: 0 }).state, 'blue');
    state = pass(state, 'blue');
    state = pass(placeTile(state, { player: 'red', tile: 'U', at: [2, 0], rotation: 0 }).state, 'red');
    return token(state, 'red', 1, 0, 'E');
  }

  it('joins the two portals’ roads into one, with both ends closed, and keeps them joined through a rebuild', () => {
    const state = tunnelBuilt();
    const placed = state.board.find((p) => p.x === 1 && p.y === 0);
    const [west, east] = [placed?.nodes[1] as number, placed?.nodes[2] as number];
    expect(find(state.nodes, west)).toBe(find(state.nodes, east));
    const root = state.nodes[find(state.nodes, west)];
    // the road runs from (-1,0) to (2,0): open at both far ends only
    expect(root?.openEdges).toBe(2);
    expect(root?.tiles).toHaveLength(4);
    const rebuilt = { ...state, nodes: state.nodes.slice() };
    rebuildFeatures(rebuilt, rulesFor(state.expansions));
    expect(rebuilt.nodes[find(rebuilt.nodes, west)]).toEqual(root);
    expect(tunnelInvariants.map((check) => check(state, state, [], rulesFor(state.expansions)))).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('invariants catch a token too many, a shared portal and a tunnel not joined', () => {
    const state = tunnelBuilt();
    const rules = rulesFor(state.expansions);
    const slot = tunnelSlot(state);
    const doubled = { ...state, modules: { ...state.modules, [TUNNEL]: { tokens: [...slot.tokens, ...slot.tokens] } } };
    expect(tunnelInvariants[1]?.(state, doubled, [], rules)).toMatch(/two tunnel tokens on the portal/);
    const many = Array.from({ length: 7 }, (_, i) => ({ player: 'red', pair: 1 + (i % 3), x: 9, y: i, feature: 1 }));
    expect(tunnelInvariants[0]?.(state, { ...state, modules: { [TUNNEL]: { tokens: many } } }, [], rules)).toMatch(
      /red has -1 tunnel tokens left/,
    );
    // a pair on two portals of roads that are not joined: the first token's road and a portal of TU2 of its own
    const apart = placeTile(game(), { player: 'red', tile: 'TU3', at: [0, 1], rotation: 0 }).state;
    const pair = [
      { player: 'red', pair: 1, x: 0, y: 1, feature: 0 },
      { player: 'red', pair: 1, x: 0, y: 1, feature: 1 },
    ];
    expect(tunnelInvariants[2]?.(apart, { ...apart, modules: { [TUNNEL]: { tokens: pair } } }, [], rules)).toMatch(
      /does not join/,
    );
  });
});

describe('computer players', () => {
  it('finish a tunnel that completes their road', () => {
    let state = placeTile(game(), { player: 'red', tile: 'TU2', at: [1, 0], rotation: 0 }).state;
    state = accepted(applyMove(state, 'red', { type: 'placeFigure', figure: 'meeple', feature: 1 })).state;
    state = token(state, 'red', 1, 0, 'W');
    state = pass(placeTile(state, { player: 'blue', tile: 'X', at: [-1, 0], rotation: 0 }).state, 'blue');
    state = pass(state, 'blue');
    state = pass(placeTile(state, { player: 'red', tile: 'X', at: [2, 0], rotation: 0 }).state, 'red');
    expect(greedyMove(state, new SeededRandom(1))).toMatchObject({
      type: 'action',
      action: 'tunnel-token',
      args: { pair: 1, x: 1, y: 0, where: 'E' },
    });
  });

  it('random games hold the invariants', () => {
    const outcome = simulate({ games: 8, seed: 3, players: 3, expansions: ['farmers', 'traders-builders', TUNNEL] });
    expect(outcome).not.toHaveProperty('violation');
    expect(outcome).toMatchObject({ games: 8 });
  });
});
