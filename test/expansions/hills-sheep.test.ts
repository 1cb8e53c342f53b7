// Hills & Sheep: the 18 tiles against the reference facts, a hill hiding a tile (none when it is the last,
// fn 264), the flock question that may not be passed, the tie-break only for roads, cities and fields,
// the invariants, the computer players, and random games with the module.
import { describe, expect, it } from 'vitest';
import { greedyMove, strongMove } from '../../src/ai/players';
import { SeededRandom } from '../../src/ai/random-player';
import type { GameState } from '../../src/engine';
import { applyMove, createGame, forceTurn, legalMoves, rulesFor } from '../../src/engine';
import { BAG, HILLS_SHEEP, sheepSlot, TOKEN_COUNT } from '../../src/expansions/hills-sheep/flock';
import { hillsSheepInvariants } from '../../src/expansions/hills-sheep/invariants';
import { DRIVE, FLOCK, GROW } from '../../src/expansions/hills-sheep/rules';
import { HILLS_SHEEP_TILES, hillsSheepTileCounts } from '../../src/expansions/hills-sheep/tiles';
import { simulate } from '../../src/sim/simulate';
import { accepted, featureOn, placeTile, scriptedGame } from '../engine/support/scripted-game';
import { byReference, expectSameFeatures, total } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('hills_and_sheep.xml');
const players = [
  { id: 'red', name: 'Red' },
  { id: 'blue', name: 'Blue' },
];

/** Red's shepherd on a monastery tile south of the start (3 sheep), then Red's tile extending its field. */
function flockAsked(): GameState {
  const game = scriptedGame({ expansions: ['farmers', HILLS_SHEEP], options: { unlimitedTiles: true } });
  const first = placeTile(game, { player: 'red', tile: 'B', at: [0, 1], rotation: 0 }).state;
  const feature = featureOn(first, 0, 1, 'field', 'NL');
  const put = accepted(applyMove(first, 'red', { type: 'placeFigure', figure: 'shepherd', feature, draw: 'sheep-3' }));
  const second = placeTile(put.state, { player: 'red', tile: 'B', at: [1, 1], rotation: 0 }).state;
  return accepted(applyMove(second, 'red', { type: 'pass' })).state;
}

/** A seeded game with the module at its first tile step, the tile drawn swapped for a hill. */
function hillDrawn(): GameState {
  const { state } = createGame({ players, expansions: ['farmers', HILLS_SHEEP], seed: 3 });
  return accepted(forceTurn(state, 'red', 'HS13')).state;
}

describe('hills & sheep tiles', () => {
  it.each(HILLS_SHEEP_TILES.map((t) => [t.id, t] as const))('%s matches its reference facts', (_, type) => {
    const theirs = reference.tiles.get(type.ref);
    expect(theirs, type.ref).toBeDefined();
    expectSameFeatures(type, theirs as ReferenceFeature[]);
  });

  it('are the 18 of each edition, HS14 with a garden in the later one', () => {
    for (const [edition, tileSet] of [
      ['hills-and-sheep:1', 'classic'],
      ['hills-and-sheep:2', 'gardens'],
    ] as const) {
      const counts = hillsSheepTileCounts({ tileSet });
      expect(total(counts)).toBe(18);
      expect(byReference(counts)).toEqual(Object.fromEntries(reference.sets.get(edition) ?? []));
    }
  });
});

describe('hills', () => {
  it('hide one tile of the supply, unseen, and keep it in the game count', () => {
    const drawn = hillDrawn();
    const placements = legalMoves(drawn);
    if (placements.step !== 'placeTile') expect.fail('a tile to place');
    const spot = placements.placements[0] as NonNullable<(typeof placements.placements)[0]>;
    const placed = accepted(
      applyMove(drawn, 'red', { type: 'placeTile', x: spot.x, y: spot.y, rotation: spot.rotations[0] ?? 0 }),
    ).state;
    expect(placed.supply.length).toBe(drawn.supply.length - 1);
    const hidden = Object.values(sheepSlot(placed).underHills);
    expect(hidden).toHaveLength(1);
    expect(rulesFor(placed.expansions).hooks.setAsideTiles.flatMap((hook) => hook.run(placed))).toEqual(hidden);
  });

  it('fn 264: the last tile of the game is a hill: nothing goes under it, the turn is played', () => {
    const drawn = { ...hillDrawn(), supply: [] };
    const placements = legalMoves(drawn);
    if (placements.step !== 'placeTile') expect.fail('a tile to place');
    const spot = placements.placements[0] as NonNullable<(typeof placements.placements)[0]>;
    const placed = accepted(
      applyMove(drawn, 'red', { type: 'placeTile', x: spot.x, y: spot.y, rotation: spot.rotations[0] ?? 0 }),
    ).state;
    expect(Object.values(sheepSlot(placed).underHills)).toEqual([null]);
    expect(placed.turn.step).toBe('placeFigure');
    const ended = accepted(applyMove(placed, 'red', { type: 'pass' })).state;
    expect(ended.turn.step).toBe('ended');
  });
});

describe('the flock question', () => {
  it('is asked of the shepherd owner, drive first, and refuses a pass with the state unchanged', () => {
    const asked = flockAsked();
    const legal = legalMoves(asked);
    if (legal.step !== 'decide') expect.fail('a question');
    expect(legal.decision).toMatchObject({ module: HILLS_SHEEP, kind: FLOCK, player: 'red', data: { sheep: 3 } });
    expect(legal.optional).toBe(false);
    expect(legal.choices.map((c) => c.action)).toEqual([DRIVE, GROW]);
    const refused = applyMove(asked, 'red', { type: 'pass' });
    expect(refused.ok).toBe(false);
    expect(asked.turn.decisions).toHaveLength(1);
  });

  it('is answered by the computer players', () => {
    const asked = flockAsked();
    for (const move of [
      greedyMove(asked, new SeededRandom(1)),
      strongMove(asked, new SeededRandom(1), { budgetMs: 50 }),
    ]) {
      expect(move).toMatchObject({ type: 'action' });
      expect([DRIVE, GROW]).toContain((move as { action: string }).action);
    }
  });
});

describe('invariants', () => {
  it('catch a flock holding the wolf or a token gone missing', () => {
    const asked = flockAsked();
    const rules = rulesFor(asked.expansions);
    const [conserved] = hillsSheepInvariants;
    expect(hillsSheepInvariants.map((check) => check(asked, asked, [], rules))).toEqual([null, null, null]);
    const shepherd = asked.figures.find((f) => f.kind === 'shepherd')?.id as string;
    const withWolf = {
      ...asked,
      modules: { ...asked.modules, [HILLS_SHEEP]: { ...sheepSlot(asked), flocks: { [shepherd]: ['wolf'] } } },
    };
    expect(conserved?.(asked, withWolf, [], rules)).toMatch(/wolf/);
    const tooMany = {
      ...asked,
      modules: {
        ...asked.modules,
        [HILLS_SHEEP]: {
          ...sheepSlot(asked),
          flocks: { [shepherd]: Array((BAG['sheep-4'] as number) + 1).fill('sheep-4') },
        },
      },
    };
    expect(conserved?.(asked, tooMany, [], rules)).toMatch(/sheep-4/);
    expect(TOKEN_COUNT).toBe(18);
  });

  it('hold over random games with the module and its neighbours', () => {
    const outcome = simulate({
      games: 6,
      seed: 11,
      players: 3,
      expansions: ['farmers', 'abbey-mayor', 'princess-dragon', 'festival', 'tunnel', 'inns-cathedrals', HILLS_SHEEP],
    });
    expect(outcome).not.toHaveProperty('violation');
    expect(outcome).toMatchObject({ games: 6 });
  });
});
