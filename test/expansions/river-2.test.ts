// The River II: its 12 tiles against the reference facts, the setup alone (spring, fork first, volcano
// lake last, the start tile in the box) and with The River (one river of both sets, one spring and one
// lake in the box), the river's course shared with The River, and the invariants the simulator checks
// (which must catch a broken river).
import { describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { refusalMessage } from '../../src/app/game-words';
import type { GameState } from '../../src/engine';
import { applyMove, createGame, orientedTile, rulesFor, tileType } from '../../src/engine';
import { courseRefusal } from '../../src/engine/course';
import { RIVER_SET } from '../../src/expansions/river/tiles';
import { river2Invariants } from '../../src/expansions/river-2/invariants';
import {
  FORK,
  PIG_HERD,
  RIVER_2_GARDEN_SET,
  RIVER_2_SET,
  RIVER_2_TILES,
  VOLCANO_LAKE,
} from '../../src/expansions/river-2/tiles';
import { isRiverTile, RIVER_2_COURSE } from '../../src/expansions/river-2/water';
import { LOCALES, render } from '../../src/i18n';
import { simulate } from '../../src/sim/simulate';
import { accepted, players, playTurns } from '../engine/support/scripted-game';
import { byReference, expectSameFeatures, total } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('river.xml');

const game = (seed: number, expansions = ['river-2'], options: Record<string, unknown> = {}) =>
  createGame({ players: players('red', 'blue'), expansions, options, seed }).state;

/** The river still to come: the tile in hand, then the queue. */
const ahead = (state: GameState) => [state.turn.tile as string, ...(state.queue ?? [])];
const countOf = (list: readonly string[], tile: string) => list.filter((t) => t === tile).length;
const expand = (set: Record<string, number>) => Object.entries(set).flatMap(([tile, n]) => Array<string>(n).fill(tile));

describe('River II tiles', () => {
  it.each(RIVER_2_TILES.map((t) => [t.id, t] as const))('%s matches its reference facts', (_, type) => {
    const theirs = reference.tiles.get(type.ref);
    expect(theirs, type.ref).toBeDefined();
    expectSameFeatures(type, theirs as ReferenceFeature[]);
    expect(type.module).toBe('river-2');
  });

  it.each([
    ['river/2:1', RIVER_2_SET],
    ['river/2:2', RIVER_2_GARDEN_SET],
  ] as const)('counts of %s match the reference set: 12 tiles with the spring', (setId, ours) => {
    expect(byReference(ours)).toEqual(Object.fromEntries(reference.sets.get(setId) as Map<string, number>));
    expect(total(ours)).toBe(12);
  });

  it('the volcano is a symbol of the whole lake tile, the pig herd a mark of its field, the inn of its road', () => {
    expect(tileType(VOLCANO_LAKE).symbols).toEqual({ volcano: true });
    expect(RIVER_2_TILES.filter((t) => t.symbols)).toHaveLength(1);
    const herd = tileType('R2VP').features.filter((f) => f.marks?.[PIG_HERD]);
    expect(herd.map((f) => [f.kind, f.halfEdges?.length])).toEqual([['field', 6]]);
    expect(tileType('R2X').features.find((f) => f.kind === 'road')?.marks).toEqual({ inn: true });
  });

  it('the fork carries one river over three edges', () => {
    expect(orientedTile(tileType(FORK), 0).edgeKind).toEqual({ N: 'river', E: 'river', S: 'field', W: 'river' });
  });
});

describe('River II setup alone', () => {
  it('lays the spring at 0,0, the fork is drawn first and the volcano lake last, the rest shuffled', () => {
    const state = game(1);
    expect(state.board).toEqual([expect.objectContaining({ tile: 'RS', x: 0, y: 0 })]);
    const river = ahead(state);
    expect(river).toHaveLength(11);
    expect(river[0]).toBe(FORK);
    expect(river[10]).toBe(VOLCANO_LAKE);
    expect([...river].sort()).toEqual(
      expand(RIVER_2_SET)
        .filter((t) => t !== 'RS')
        .sort(),
    );
    expect(state.supply.filter(isRiverTile)).toEqual([]);
    const orders = [1, 2, 3, 4, 5].map((seed) => ahead(game(seed)).join(' '));
    expect(new Set(orders).size).toBeGreaterThan(1);
  });

  it('leaves the base start tile in the box: 3 of its 4 copies, 71 tiles in the supply', () => {
    const state = game(1);
    expect(countOf(state.supply, 'D')).toBe(3);
    expect(state.supply).toHaveLength(71);
  });

  it('plays the garden edition of the curve with the garden tile set', () => {
    const river = ahead(game(1, ['river-2'], { tileSet: 'gardens' }));
    expect(river).toContain('R2VG');
    expect(river).not.toContain('R2V');
  });

  it('plays the whole river before any other tile', () => {
    let state = game(3);
    const random = new SeededRandom(3);
    const drawn: string[] = [];
    while (drawn.length < 14 && state.turn.step !== 'ended') {
      if (state.turn.step === 'placeTile') drawn.push(state.turn.tile as string);
      const move = randomMove(state, random);
      if (!move) throw new Error('no legal move');
      state = accepted(applyMove(state, state.players[state.turn.player]?.id as string, move)).state;
    }
    expect(drawn.slice(0, 11).every(isRiverTile)).toBe(true);
    expect(drawn.slice(11).some(isRiverTile)).toBe(false);
  });
});

describe('River II with The River', () => {
  it('makes one river of both sets: the fork first, 19 river tiles shuffled, the volcano lake last', () => {
    const state = game(1, ['river', 'river-2']);
    const river = ahead(state);
    expect(river).toHaveLength(21);
    expect(river[0]).toBe(FORK);
    expect(river[20]).toBe(VOLCANO_LAKE);
    const middle = [...expand(RIVER_SET), ...expand(RIVER_2_SET)].filter(
      (t) => !['RS', 'RL', FORK, VOLCANO_LAKE].includes(t),
    );
    expect(river.slice(1, 20).sort()).toEqual(middle.sort());
  });

  it('puts one spring and one lake back in the box (fn 20 / fn 95), and the start tile too', () => {
    const state = game(1, ['river', 'river-2']);
    const everywhere = [...ahead(state), ...state.supply, ...state.board.map((p) => p.tile)];
    expect(countOf(everywhere, 'RS')).toBe(1);
    expect(countOf(everywhere, 'RL')).toBe(0);
    expect(countOf(state.supply, 'D')).toBe(3);
  });

  it('the older readings of The River keep the start tile out all the same (River II sets it aside)', () => {
    for (const riverStartTile of ['after', 'shuffled']) {
      const state = game(1, ['river', 'river-2'], { riverStartTile });
      expect(countOf(state.supply, 'D'), riverStartTile).toBe(3);
      expect(ahead(state), riverStartTile).not.toContain('D');
    }
  });

  it('with riverCombinedLake "lake", The River\'s lake ends the river and the volcano lake stays in the box', () => {
    const river = ahead(game(1, ['river', 'river-2'], { riverCombinedLake: 'lake' }));
    expect(river[river.length - 1]).toBe('RL');
    expect(river).not.toContain(VOLCANO_LAKE);
    expect(river).toHaveLength(21);
  });
});

describe('the river course shared by both rivers', () => {
  // the fork splits the river north and south; both branches bend east, run straight and bend back
  // towards each other, so a straight river tile at 3,0 would join them
  const faceToFace = () =>
    playTurns(game(1, ['river', 'river-2'], { scriptedDraws: true }), [
      { player: 'red', tile: FORK, at: [1, 0], rotation: 270 },
      { player: 'blue', tile: 'RV', at: [1, -1], rotation: 270 },
      { player: 'red', tile: 'RU', at: [2, -1], rotation: 0 },
      { player: 'blue', tile: 'R2VR', at: [3, -1], rotation: 0 },
      { player: 'red', tile: 'R2VP', at: [1, 1], rotation: 90 },
      { player: 'blue', tile: 'R2CR', at: [2, 1], rotation: 0 },
      { player: 'red', tile: 'R2VC', at: [3, 1], rotation: 180 },
    ]).state;

  it.each(['RU', 'RX', 'R2CC', 'R2X'])('refuses %s joining the two branches, whichever set it is from', (tile) => {
    const tileThere = orientedTile(tileType(tile), tile === 'RU' ? 90 : 0);
    const problem = courseRefusal(faceToFace(), tileThere, { x: 3, y: 0 }, RIVER_2_COURSE);
    expect(problem).toEqual({ why: 'river-2.branches-joined', params: { x: 3, y: 0 } });
  });

  it("a River I bend right after the fork's left branch is a U-turn, as a River II bend is", () => {
    const state = playTurns(game(1, ['river', 'river-2'], { scriptedDraws: true }), [
      { player: 'red', tile: FORK, at: [1, 0], rotation: 270 },
    ]).state;
    for (const tile of ['RV', 'R2V']) {
      expect(courseRefusal(state, orientedTile(tileType(tile), 0), { x: 1, y: -1 }, RIVER_2_COURSE)).toMatchObject({
        why: 'river-2.u-turn',
        params: { bend: 'left', x: 1, y: 0 },
      });
      expect(courseRefusal(state, orientedTile(tileType(tile), 270), { x: 1, y: -1 }, RIVER_2_COURSE)).toBeNull();
    }
  });

  it('a river tile away from every open end must continue the river', () => {
    const problem = courseRefusal(game(1), orientedTile(tileType('RU'), 0), { x: 5, y: 5 }, RIVER_2_COURSE);
    expect(problem).toEqual({ why: 'river-2.must-continue' });
  });

  it('refuses in words of every language, as either set (both sets share the sentences)', () => {
    const params = { bend: 'left', x: 1, y: 0 };
    for (const locale of LOCALES) {
      const unknown = render(locale, refusalMessage({ why: 'nobody.no-such-code' }));
      const sentences = (module: string) =>
        ['must-continue', 'u-turn', 'branches-joined'].map((problem) =>
          render(locale, refusalMessage({ why: `${module}.${problem}`, params })),
        );
      expect(sentences('river-2'), locale).not.toContain(unknown);
      expect(sentences('river'), locale).toEqual(sentences('river-2'));
    }
  });
});

describe('River II invariants', () => {
  it('hold over whole random games, alone and with The River', () => {
    for (const expansions of [
      ['farmers', 'river-2'],
      ['river', 'river-2'],
    ]) {
      const result = simulate({ games: 20, seed: 11, players: 3, expansions });
      expect(result, expansions.join()).toMatchObject({ games: 20 });
    }
  });

  it('catch a figure on the water and a river tile laid before the river is done', () => {
    const before = game(1);
    const [riverFirst, , noFigureOnWater] = river2Invariants;
    const early = {
      ...before,
      board: [...before.board, { tile: 'E', x: 0, y: -1, rotation: 0 as const, nodes: [], turn: 1 }],
    };
    expect(riverFirst?.(before, early as GameState, [], rulesFor(before.expansions))).toMatch(/while river tiles wait/);
    const wet = { ...before, figures: [{ id: 'f1', player: 'red', kind: 'meeple', x: 0, y: 0, feature: 0 }] };
    expect(noFigureOnWater?.(before, wet as GameState, [], rulesFor(before.expansions))).toMatch(/on the river/);
  });
});
