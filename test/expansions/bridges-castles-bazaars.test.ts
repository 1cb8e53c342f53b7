// Bridges, Castles & Bazaars: the tiles against the reference facts, which small cities ask the castle
// question (none for a cap the reference marks castle-base="false"), a castle's six tiles, the
// invariants on random games.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { legalMoves } from '../../src/engine';
import { neighbourhood } from '../../src/expansions/bridges-castles-bazaars/castles';
import { BCB, BCB_TILES, bcbTileCounts } from '../../src/expansions/bridges-castles-bazaars/tiles';
import { simulate } from '../../src/sim/simulate';
import { players, playTurn, scriptedGame } from '../engine/support/scripted-game';
import { expectSameFeatures } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('bridges_castles_and_bazaars.xml');
const game = (expansions: string[] = []) =>
  scriptedGame({
    players: players('red', 'blue'),
    expansions: [...expansions, BCB],
    options: { unlimitedTiles: true },
  });

/** Red closes a small city with the start tile's cap, putting a follower on the new tile's cap. */
const closeWith = (state: GameState, tile: string, rotation: 0 | 90 | 180 | 270) =>
  playTurn(state, { player: 'red', tile, at: [0, -1], rotation, place: { feature: 'city', where: 'S' } }).state;

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

describe('random games', () => {
  it('keep every invariant (castles and figures conserved) with farmers and with Inns & Cathedrals', () => {
    const outcome = simulate({ games: 12, seed: 5, players: 3, expansions: ['farmers', 'inns-cathedrals', BCB] });
    expect(outcome).not.toHaveProperty('violation');
    expect(outcome).toMatchObject({ games: 12 });
  });
});
