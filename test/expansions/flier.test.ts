// Flying Machines: the tiles against the reference facts, the machine's direction as the tile turns, the
// die, which followers fly, where they land, and the landing question answered before scoring.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState, LegalMoves, Rotation } from '../../src/engine';
import { applyMove, legalMoves, skipTurn, tileType } from '../../src/engine';
import { machineDirection } from '../../src/expansions/flier/machine';
import { DIE_FACES } from '../../src/expansions/flier/rules';
import { FLIER_GARDEN_SET, FLIER_SET, FLIER_TILES } from '../../src/expansions/flier/tiles';
import { accepted, placeTile, playTurns, scoreOf, scriptedGame } from '../engine/support/scripted-game';
import { byReference, expectSameFeatures, total } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('flier.xml');
const xml = readFileSync(resolve('../shared/reference/jcz-tile-definitions/flier.xml'), 'utf8');
/** Each reference tile's machine direction, read straight from the file. */
const printedDirection = new Map(
  [...xml.matchAll(/<tile id="([^"]+)">\s*(?:<garden \/>\s*)?<flying-machine direction="(\w+)"/g)].map(
    ([, id, direction]) => [id, direction],
  ),
);

describe('flier tile catalog', () => {
  it.each(FLIER_TILES.map((t) => [t.id, t] as const))('tile %s matches its reference facts', (_, type) => {
    const theirs = reference.tiles.get(type.ref);
    expect(theirs, `reference ${type.ref}`).toBeDefined();
    expectSameFeatures(type, theirs as ReferenceFeature[]);
    expect(type.symbols?.flier).toBe(printedDirection.get(type.ref));
    expect(type.module).toBe('flier');
  });

  it('covers every tile of the reference file, each with a machine', () => {
    expect(new Set(FLIER_TILES.map((t) => t.ref))).toEqual(new Set(reference.tiles.keys()));
    expect(printedDirection.size).toBe(9);
  });

  it.each([
    ['flier:1', FLIER_SET],
    ['flier:2', FLIER_GARDEN_SET],
  ] as const)('counts of %s match the reference set: 8 tiles', (setId, ours) => {
    expect(byReference(ours)).toEqual(Object.fromEntries(reference.sets.get(setId) as Map<string, number>));
    expect(total(ours)).toBe(8);
  });
});

describe('the machine turns with its tile', () => {
  it.each([
    [0, 'NW', 'W'],
    [90, 'NE', 'N'],
    [180, 'SE', 'E'],
    [270, 'SW', 'S'],
  ] as const)('turned %i°, a diagonal machine points %s and a straight one %s', (rotation, diagonal, straight) => {
    expect(machineDirection({ tile: 'FL1', rotation: rotation as Rotation })).toBe(diagonal);
    expect(machineDirection({ tile: 'FL2', rotation: rotation as Rotation })).toBe(straight);
  });

  it('no other tile has a machine', () => {
    expect(machineDirection({ tile: tileType('D').id, rotation: 0 })).toBeUndefined();
  });
});

const figureStep = (state: GameState): Extract<LegalMoves, { step: 'placeFigure' }> => {
  const legal = legalMoves(state);
  if (legal.step !== 'placeFigure') throw new Error(`expected the figure step, got ${legal.step}`);
  return legal;
};

const flights = (events: GameEvent[]) =>
  events.filter((e) => e.type === 'expansion' && e.module === 'flier' && e.what === 'flight');

describe('flying', () => {
  it('is offered on a machine tile for each follower kind in the supply, never for the abbot, builder or pig', () => {
    const game = scriptedGame({ expansions: ['flier', 'inns-cathedrals', 'abbot', 'traders-builders'] });
    const onMachine = placeTile(game, { player: 'red', tile: 'FL3', at: [1, 0], rotation: 0 }).state;
    expect(figureStep(onMachine).actions.filter((a) => a.action === 'fly')).toEqual([
      { action: 'fly', args: { figure: 'meeple' }, params: { figure: 'meeple' }, at: { x: 1, y: 0 } },
      { action: 'fly', args: { figure: 'big' }, params: { figure: 'big' }, at: { x: 1, y: 0 } },
    ]);
    const plain = placeTile(game, { player: 'red', tile: 'U', at: [1, 0], rotation: 0 }).state;
    expect(figureStep(plain).actions.filter((a) => a.action === 'fly')).toEqual([]);
    const abbot = applyMove(onMachine, 'red', { type: 'action', action: 'fly', args: { figure: 'abbot' }, roll: 1 });
    expect(abbot).toMatchObject({ ok: false, why: 'action-not-offered' });
  });

  it('refuses a forced roll the die cannot show', () => {
    const onMachine = placeTile(scriptedGame({ expansions: ['flier'] }), {
      player: 'red',
      tile: 'FL3',
      at: [1, 0],
      rotation: 0,
    }).state;
    for (const roll of [0, 4, 2.5, -1]) {
      const move = { type: 'action' as const, action: 'fly', args: { figure: 'meeple' }, roll };
      expect(applyMove(onMachine, 'red', move)).toMatchObject({ ok: false, why: 'bad-forced-chance' });
    }
  });

  it('rolls 1, 2 and 3 from the seed, a third of the time each', () => {
    expect([...DIE_FACES].sort()).toEqual([1, 1, 2, 2, 3, 3]);
    const counts = [0, 0, 0, 0];
    for (let seed = 1; seed <= 300; seed++) {
      const game = scriptedGame({ expansions: ['flier'], seed });
      const onMachine = placeTile(game, { player: 'red', tile: 'FL3', at: [1, 0], rotation: 0 }).state;
      const move = { type: 'action' as const, action: 'fly', args: { figure: 'meeple' } };
      const [flight] = flights(accepted(applyMove(onMachine, 'red', move)).events);
      const roll = Number(flight?.type === 'expansion' && flight.data?.roll);
      counts[roll] = (counts[roll] ?? 0) + 1;
    }
    expect(counts[0]).toBe(0);
    for (const face of [1, 2, 3]) expect(counts[face]).toBeGreaterThan(70);
  });
});

/**
 * Blue's follower on a road from the start tile east to a crossing; the tile at (-2, 0) is a crossing
 * whose east road waits for the gap at (-1, 0): a road tile with a machine there finishes Blue's road.
 */
function roadWaitingForTheGap(): GameState {
  return playTurns(scriptedGame({ expansions: ['flier'] }), [
    { player: 'blue', tile: 'W', at: [1, 0], rotation: 0, place: { feature: 'road', where: 'W' } },
    { player: 'red', tile: 'B', at: [0, 1], rotation: 0 },
    { player: 'blue', tile: 'B', at: [-1, 1], rotation: 0 },
    { player: 'red', tile: 'B', at: [-2, 1], rotation: 0 },
    { player: 'blue', tile: 'W', at: [-2, 0], rotation: 180 },
  ]).state;
}

describe('landing', () => {
  it('asks where to land when several features qualify, before the turn scores, with the places on the board', () => {
    const onMachine = placeTile(roadWaitingForTheGap(), { player: 'red', tile: 'FL5', at: [-1, 0], rotation: 0 });
    const move = { type: 'action' as const, action: 'fly', args: { figure: 'meeple' }, roll: 1 };
    const flown = accepted(applyMove(onMachine.state, 'red', move));
    // the crossing's east road was just finished: only its north and west roads take the follower
    const legal = legalMoves(flown.state);
    expect(legal).toMatchObject({ step: 'decide', player: 'red', optional: false });
    expect(legal.step === 'decide' && legal.choices).toEqual([
      {
        action: 'land',
        args: { feature: 'road', where: 'W' },
        params: { feature: 'road', figure: 'meeple' },
        at: { x: -2, y: 0, feature: 0 },
      },
      {
        action: 'land',
        args: { feature: 'road', where: 'N' },
        params: { feature: 'road', figure: 'meeple' },
        at: { x: -2, y: 0, feature: 1 },
      },
    ]);
    expect(flown.events.some((e) => e.type === 'scored')).toBe(false);
    expect(scoreOf(flown.state, 'blue')).toBe(0);

    const landed = accepted(
      applyMove(flown.state, 'red', { type: 'action', action: 'land', args: { feature: 'road', where: 'N' } }),
    );
    expect(landed.state.figures.filter((f) => f.player === 'red')).toMatchObject([{ x: -2, y: 0, feature: 1 }]);
    expect(scoreOf(landed.state, 'blue')).toBe(4);
    expect(landed.state.players[landed.state.turn.player]?.id).toBe('blue');
  });

  it('takes the first place when the turn clock runs out on the question', () => {
    const onMachine = placeTile(roadWaitingForTheGap(), { player: 'red', tile: 'FL5', at: [-1, 0], rotation: 0 });
    const move = { type: 'action' as const, action: 'fly', args: { figure: 'meeple' }, roll: 1 };
    const flown = accepted(applyMove(onMachine.state, 'red', move));
    const skipped = accepted(skipTurn(flown.state));
    expect(skipped.state.figures.filter((f) => f.player === 'red')).toMatchObject([{ x: -2, y: 0, feature: 0 }]);
  });

  /** Red's follower flies 3 tiles from FL3 at 1,0 to 4,3, where no tile lies. */
  const flownNowhere = (expansions: string[]) => {
    const onMachine = placeTile(scriptedGame({ expansions }), {
      player: 'red',
      tile: 'FL3',
      at: [1, 0],
      rotation: 180,
    });
    const move = { type: 'action' as const, action: 'fly', args: { figure: 'meeple' }, roll: 3 };
    return accepted(applyMove(onMachine.state, 'red', move));
  };

  it('goes home when the square has no tile, and the figure step is over', () => {
    const flown = flownNowhere(['flier']);
    expect(flown.events).toContainEqual({
      type: 'expansion',
      module: 'flier',
      what: 'no-landing',
      data: { player: 'red', figure: 'meeple', x: 4, y: 3 },
    });
    expect(flown.state.figures).toEqual([]);
    expect(flown.state.players.find((p) => p.id === 'red')?.supply.meeple).toBe(7);
    expect(flown.state.turn.step).toBe('placeTile');
  });

  it('with nowhere to land, no other follower comes that turn: not even the phantom (§23 step 4, fn 222)', () => {
    const flown = flownNowhere(['flier', 'phantom']);
    expect(legalMoves(flown.state)).toMatchObject({ step: 'placeTile', player: 'blue' });
    expect(flown.state.players.find((p) => p.id === 'red')?.supply).toMatchObject({ meeple: 7, phantom: 1 });
  });
});
