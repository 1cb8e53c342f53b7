// Bridges, Castles & Bazaars: the tiles against the reference facts, which small cities ask the castle
// question (none for a cap the reference marks castle-base="false"), a castle's six tiles, the
// invariants on random games.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { allTileTypes, applyMove, forceTurn, legalMoves, orientedOf, type PlacedTile } from '../../src/engine';
import { tileAt } from '../../src/engine/board';
import { BRIDGES_SLOT, bridgesLeft } from '../../src/expansions/bridges-castles-bazaars/bridges';
import { castlesLeft, neighbourhood } from '../../src/expansions/bridges-castles-bazaars/castles';
import { BCB, BCB_TILES, bcbTileCounts } from '../../src/expansions/bridges-castles-bazaars/tiles';
import { simulate } from '../../src/sim/simulate';
import { accepted, featureOn, placeTile, players, scriptedGame } from '../engine/support/scripted-game';
import { expectSameFeatures } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('bridges_castles_and_bazaars.xml');
const game = (expansions: string[] = []) =>
  scriptedGame({
    players: players('red', 'blue'),
    expansions: [...expansions, BCB],
    options: { unlimitedTiles: true },
  });

/**
 * Red closes a small city with the start tile's cap, laying no bridge (a pass, when asked), putting a
 * follower (a meeple unless told) on the new tile's cap.
 */
const closeWith = (state: GameState, tile: string, rotation: 0 | 90 | 180 | 270, figure = 'meeple') => {
  let placed = placeTile(state, { player: 'red', tile, at: [0, -1], rotation }).state;
  if (asked(placed) === `${BCB}.bridge`) placed = accepted(applyMove(placed, 'red', { type: 'pass' })).state;
  const feature = featureOn(placed, 0, -1, 'city', 'S');
  return accepted(applyMove(placed, 'red', { type: 'placeFigure', figure, feature })).state;
};

const asked = (state: GameState) => {
  const legal = legalMoves(state);
  return legal.step === 'decide' ? `${legal.decision.module}.${legal.decision.kind}` : legal.step;
};

describe('Bridges, Castles & Bazaars tiles', () => {
  it.each(BCB_TILES.map((t) => [t.id, t] as const))('%s matches its reference facts', (_, type) => {
    const theirs = reference.tiles.get(type.ref);
    expect(theirs, type.ref).toBeDefined();
    expectSameFeatures(type, theirs as ReferenceFeature[]);
  });

  it('are the 12 of either edition', () => {
    for (const [edition, set] of [
      ['classic', 'bridges-castles-and-bazaars:1'],
      ['gardens', 'bridges-castles-and-bazaars:2'],
    ] as const) {
      const counts = bcbTileCounts({ tileSet: edition });
      const byRef = Object.fromEntries(BCB_TILES.filter((t) => counts[t.id]).map((t) => [t.ref, counts[t.id]]));
      expect(byRef).toEqual(Object.fromEntries(reference.sets.get(set) as Map<string, number>));
    }
  });
});

describe('the castle question', () => {
  it('is asked of the owner of a small city of two half-circles', () => {
    expect(asked(closeWith(game(), 'E', 180))).toBe(`${BCB}.castle`);
  });

  it.each([
    ['BCB4', 270, []],
    ['IC/C!', 180, ['inns-cathedrals']],
    ['HS/C!.v', 180, ['hills-sheep']],
  ] as const)('is not asked for a cap that is no half-circle (%s, fn 189)', (tile, rotation, more) => {
    expect(asked(closeWith(game([...more]), tile, rotation))).not.toBe(`${BCB}.castle`);
  });

  it('is not asked of a mayor, who has no votes in a city without pennants: no mayor goes into a castle (fn 139)', () => {
    const closed = closeWith(game(['abbey-mayor']), 'E', 180, 'mayor');
    expect(asked(closed)).toBe('placeTile');
    // the city scored for nobody (fn 138) and the mayor went home; no castle token was used
    expect(closed.players.map((p) => [p.id, p.score, p.supply.mayor])).toEqual([
      ['red', 0, 1],
      ['blue', 0, 1],
    ]);
    expect(castlesLeft(closed, 'red')).toBe(3);
  });

  // Whether a castle's city hands out its goods (Traders & Builders) never arises: goods are printed only
  // on city parts of two edges or more (the order of play, 3B.1, would say no: the city is resolved as
  // it becomes a castle, before 3B.3's rewards). Should a tile set ever print one on a cap, this says so.
  it('never concerns a city with goods: no tile of any set prints a goods symbol on a one-edge city part', () => {
    const goodsOnCaps = allTileTypes().flatMap((type) =>
      type.features
        .filter((f) => f.kind === 'city' && f.marks?.goods && (f.edges?.length ?? 0) <= 1)
        .map(() => type.id),
    );
    expect(allTileTypes().some((type) => type.features.some((f) => f.marks?.goods))).toBe(true);
    expect(goodsOnCaps).toEqual([]);
  });
});

describe('a castle', () => {
  it('has six tiles: its two and the two either side across the pair', () => {
    expect(neighbourhood({ tiles: ['0,-1', '0,0'] }).sort()).toEqual(
      ['-1,-1', '0,-1', '1,-1', '-1,0', '0,0', '1,0'].sort(),
    );
    expect(neighbourhood({ tiles: ['0,0', '1,0'] }).sort()).toEqual(
      ['0,-1', '0,0', '0,1', '1,-1', '1,0', '1,1'].sort(),
    );
  });
});

describe('bridges', () => {
  /** Red to play `tile`, with `laid` of red's bridges already on the board (laid in no turn of this game). */
  const redToPlay = (tile: string, laid = 0) => {
    const state = game();
    const bridges = Array.from({ length: laid }, (_, i) => ({ player: 'red', x: 9, y: i, axis: 'NS', turn: -1 }));
    const withBridges = { ...state, modules: { ...state.modules, [BRIDGES_SLOT]: { bridges } } };
    return accepted(forceTurn(withBridges, 'red', tile)).state;
  };

  it('let a tile go with a field facing a road only while its player has a bridge left (fn 185)', () => {
    // the start tile's road runs east: an all-field monastery fits east of it only with a bridge across it
    const fits = (state: GameState) => {
      const legal = legalMoves(state);
      return legal.step === 'placeTile' && legal.placements.some((p) => p.x === 1 && p.y === 0);
    };
    expect(fits(redToPlay('B'))).toBe(true);
    const none = redToPlay('B', 3);
    expect(fits(none)).toBe(false);
    const refused = applyMove(none, 'red', { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    expect(refused).toMatchObject({ ok: false, code: 'edge-mismatch' });
  });

  it('are offered after the tile, before the figure, where both ends lie on field; a pass lays none', () => {
    const placed = accepted(applyMove(redToPlay('B'), 'red', { type: 'placeTile', x: 0, y: 1, rotation: 0 })).state;
    const legal = legalMoves(placed);
    expect(legal).toMatchObject({ step: 'decide', optional: true, decision: { module: BCB, kind: 'bridge' } });
    // the start tile above it shows a field to its north end, and the start tile's own edges are no field pairs
    expect(legal.step === 'decide' && legal.choices.map((c) => c.args)).toEqual([{ x: 0, y: 1, axis: 'EW' }]);
    const passed = accepted(applyMove(placed, 'red', { type: 'pass' })).state;
    expect(legalMoves(passed).step).toBe('placeFigure');
    expect(bridgesLeft(passed, 'red')).toBe(3);
    expect(tileAt(passed.board, 0, 1)?.as).toBeUndefined();
  });

  it('turn the tile into one with a road across it, whose printed features keep their nodes', () => {
    const placed = accepted(applyMove(redToPlay('B'), 'red', { type: 'placeTile', x: 0, y: 1, rotation: 90 })).state;
    const before = tileAt(placed.board, 0, 1);
    const built = accepted(
      applyMove(placed, 'red', { type: 'action', action: 'build-bridge', args: { x: 0, y: 1, axis: 'EW' } }),
    ).state;
    const after = tileAt(built.board, 0, 1);
    // turned a quarter, the tile's printed north–south runs west–east on the board
    expect(after?.as).toBe('B~bridge-NS');
    expect(after?.nodes.slice(0, before?.nodes.length)).toEqual(before?.nodes);
    expect(orientedOf(after as PlacedTile).edgeKind).toMatchObject({ W: 'road', E: 'road', N: 'field', S: 'field' });
    // the old board is left as it was
    expect(tileAt(placed.board, 0, 1)?.as).toBeUndefined();
    expect(bridgesLeft(built, 'red')).toBe(2);
  });
});

describe('random games', () => {
  it('keep every invariant (castles and figures conserved) with farmers and with Inns & Cathedrals', () => {
    const outcome = simulate({ games: 12, seed: 5, players: 3, expansions: ['farmers', 'inns-cathedrals', BCB] });
    expect(outcome).not.toHaveProperty('violation');
    expect(outcome).toMatchObject({ games: 12 });
  });

  it('keep every invariant (bridges conserved, on their tiles, edges matching) with five players and builders', () => {
    const outcome = simulate({ games: 8, seed: 11, players: 5, expansions: ['traders-builders', 'tower', BCB] });
    expect(outcome).not.toHaveProperty('violation');
    expect(outcome).toMatchObject({ games: 8 });
  });
});
