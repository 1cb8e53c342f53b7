// The Abbot: where it may go, the garden tiles it brings, and recalling it (offered only while it is out).
import { describe, expect, it } from 'vitest';
import type { FigureSpot, GameState, LegalMoves } from '../../src/engine';
import { applyMove, createGame, legalMoves } from '../../src/engine';
import { CLASSIC_SET, GARDEN_SET } from '../../src/engine/tiles/base';
import { deepFreeze } from './support/deep-freeze';
import { accepted, featureOn, placeTile, players, scoredEvents, scriptedGame } from './support/scripted-game';

/** The eight base tiles with a garden (EG, HG ...), in the garden edition only. */
const GARDEN_TILES = Object.keys(GARDEN_SET)
  .filter((t) => !(t in CLASSIC_SET))
  .sort();
const isGardenTile = (t: string) => GARDEN_TILES.includes(t);

const abbotGame = () => scriptedGame({ expansions: ['abbot'] });

function figureStep(state: GameState): Extract<LegalMoves, { step: 'placeFigure' }> {
  const legal = legalMoves(state);
  if (legal.step !== 'placeFigure') throw new Error(`expected the figure step, got ${legal.step}`);
  return legal;
}

const spotsOf = (state: GameState): Pick<FigureSpot, 'kind' | 'where' | 'figures'>[] =>
  figureStep(state).spots.map(({ kind, where, figures }) => ({ kind, where, figures }));

/** Red's abbot on the garden of UG east of the start tile; blue to play. */
function abbotOnGarden(): GameState {
  const placed = placeTile(abbotGame(), { player: 'red', tile: 'UG', at: [1, 0], rotation: 0 }).state;
  const garden = featureOn(placed, 1, 0, 'garden', 'garden');
  return accepted(applyMove(placed, 'red', { type: 'placeFigure', figure: 'abbot', feature: garden })).state;
}

describe('abbot setup', () => {
  it('gives each player one abbot besides the 7 followers', () => {
    const { state } = createGame({ players: players('red', 'blue'), expansions: ['abbot'], seed: 1 });
    for (const player of state.players) expect(player.supply).toEqual({ meeple: 7, abbot: 1 });
  });

  it('plays with the garden edition of the base tiles unless the game chooses the classic ones', () => {
    const { state } = createGame({ players: players('red', 'blue'), expansions: ['abbot'], seed: 1 });
    expect(state.options.tileSet).toBe('gardens');
    const all = [...state.supply, state.turn.tile as string];
    expect(all.filter(isGardenTile).sort()).toEqual(GARDEN_TILES);
    const classic = createGame({
      players: players('red', 'blue'),
      expansions: ['abbot'],
      options: { tileSet: 'classic' },
      seed: 1,
    }).state;
    expect(classic.options.tileSet).toBe('classic');
    expect([...classic.supply, classic.turn.tile as string].filter(isGardenTile)).toEqual([]);
  });
});

describe('abbot spots', () => {
  it('offers a monastery to a follower or the abbot', () => {
    const state = placeTile(abbotGame(), { player: 'red', tile: 'B', at: [0, 1], rotation: 0 }).state;
    expect(spotsOf(state)).toEqual([{ kind: 'monastery', where: 'center', figures: ['meeple', 'abbot'] }]);
  });

  it('offers a garden to the abbot only, and the road of the same tile to a follower only', () => {
    const state = placeTile(abbotGame(), { player: 'red', tile: 'UG', at: [1, 0], rotation: 0 }).state;
    expect(spotsOf(state)).toEqual([
      { kind: 'garden', where: 'garden', figures: ['abbot'] },
      { kind: 'road', where: 'E', figures: ['meeple'] },
    ]);
  });

  it('offers no garden at all while the abbot is on the board', () => {
    const state = placeTile(abbotOnGarden(), { player: 'red', tile: 'VG', at: [-1, 0], rotation: 270 }).state;
    expect(spotsOf(state).map((s) => s.kind)).toEqual(['road']);
  });

  it('without the abbot a garden takes nobody', () => {
    const game = scriptedGame({ options: { tileSet: 'gardens' } });
    const state = placeTile(game, { player: 'red', tile: 'UG', at: [1, 0], rotation: 0 }).state;
    expect(spotsOf(state).map((s) => s.kind)).toEqual(['road']);
  });
});

describe('recalling the abbot', () => {
  it('is not offered while the abbot is in the supply, and refused if asked for', () => {
    const state = placeTile(abbotGame(), { player: 'red', tile: 'U', at: [1, 0], rotation: 0 }).state;
    expect(figureStep(state).actions).toEqual([]);
    const result = applyMove(deepFreeze(state), 'red', { type: 'action', action: 'recallAbbot' });
    expect(result).toMatchObject({ ok: false, code: 'unknown-move' });
  });

  it("is offered to the abbot's owner only", () => {
    const out = abbotOnGarden();
    const blue = placeTile(out, { player: 'blue', tile: 'U', at: [2, 0], rotation: 0 }).state;
    expect(figureStep(blue).actions).toEqual([]);
    const red = placeTile(out, { player: 'red', tile: 'U', at: [2, 0], rotation: 0 }).state;
    expect(figureStep(red).actions).toEqual([{ action: 'recallAbbot', params: { points: expect.any(Number) } }]);
  });

  it('brings the abbot home, scores 1 + the tiles around it at once, and ends the turn', () => {
    const out = abbotOnGarden();
    const red = placeTile(out, { player: 'red', tile: 'U', at: [2, 0], rotation: 0 }).state;
    const { state, events } = accepted(applyMove(deepFreeze(red), 'red', { type: 'action', action: 'recallAbbot' }));
    // around 1,0: the start tile and the road just placed
    expect([...scoredEvents(events.slice(0, 1)), events[1]]).toEqual([
      {
        type: 'scored',
        feature: { kind: 'garden', tiles: [{ x: 1, y: 0 }], pennants: 0, marks: {} },
        final: false,
        points: 3,
        players: ['red'],
        reason: 'abbot recalled from a garden: itself + 2 tiles around it',
      },
      { type: 'figureReturned', player: 'red', figure: 'abbot', x: 1, y: 0 },
    ]);
    expect(state.figures).toEqual([]);
    expect(state.players.find((p) => p.id === 'red')).toMatchObject({ score: 3, supply: { meeple: 7, abbot: 1 } });
    expect(state.turn).toMatchObject({ number: red.turn.number + 1, step: 'placeTile' });
  });
});
