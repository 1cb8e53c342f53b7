// The flying machine on the board: a plate whose arrow points the way the machine flies as the tile
// lies, moved aside from figures standing on the tile.
import { describe, expect, it } from 'vitest';
import { featureAnchor } from '../../render/layout/tile-layout';
import { renderBoard } from '../../render/render-board';
import type { GameState, Rotation } from '../../src/engine';
import { applyMove, orientedTile, tileType } from '../../src/engine';
import { MACHINE_ARROW, MACHINE_PLATE, MACHINE_RADIUS, machineSpot } from '../../src/expansions/flier/art';
import { COMPASS_STEP, type Compass, machineDirection } from '../../src/expansions/flier/machine';
import { accepted, placeTile, scriptedGame } from '../engine/support/scripted-game';
import { colourDistance, decode, pixelAt, rgb } from '../render/pixels';

const TILE = 128;

/** The start tile with a flying-machine tile south of it, turned `rotation`, no figure on it. */
function machineBoard(tile: string, rotation: Rotation): GameState {
  const placed = placeTile(scriptedGame({ expansions: ['flier'] }), { player: 'red', tile, at: [0, 1], rotation });
  return accepted(applyMove(placed.state, 'red', { type: 'pass' })).state;
}

describe('the flying machine drawn on its tile', () => {
  it.each([
    ['FL2', 0],
    ['FL2', 90],
    ['FL2', 180],
    ['FL2', 270],
    ['FL1', 0],
    ['FL1', 90],
    ['FL1', 180],
    ['FL1', 270],
  ] as const)('%s turned %i° shows its arrow the way it flies', async (tile, rotation) => {
    const state = machineBoard(tile, rotation);
    const direction = machineDirection({ tile, rotation }) as Compass;
    const board = await renderBoard(state, { tileSize: TILE, format: 'png' });
    const pixels = await decode(board.image);
    const { left, top, minX, minY } = board.grid;
    const type = orientedTile(tileType(tile), rotation);
    const spot = machineSpot(
      direction,
      type.type.features.map((_, feature) => featureAnchor(type, feature)),
    );
    const centre = { x: left + (0 - minX + spot.x) * TILE, y: top + (1 - minY + spot.y) * TILE };
    const step = COMPASS_STEP[direction];
    const length = Math.hypot(step.x, step.y);
    const ahead = { x: step.x / length, y: step.y / length };
    const side = { x: -ahead.y, y: ahead.x };
    const r = MACHINE_RADIUS * TILE;
    const at = (along: number, across: number) =>
      pixelAt(
        pixels,
        centre.x + (ahead.x * along + side.x * across) * r,
        centre.y + (ahead.y * along + side.y * across) * r,
      );
    // the arrow's head is wide ahead of the centre, its shaft narrow behind it
    expect(colourDistance(at(0.3, 0.35), rgb(MACHINE_ARROW))).toBeLessThan(40);
    expect(colourDistance(at(0.3, -0.35), rgb(MACHINE_ARROW))).toBeLessThan(40);
    expect(colourDistance(at(-0.6, 0.35), rgb(MACHINE_PLATE))).toBeLessThan(20);
    expect(colourDistance(at(-0.6, -0.35), rgb(MACHINE_PLATE))).toBeLessThan(20);
  });

  it('sits behind the centre, and moves aside from a figure or a spot standing there', () => {
    const behind = machineSpot('W', []);
    expect(behind.x).toBeGreaterThan(0.7);
    expect(behind.y).toBeCloseTo(0.5);
    const aside = machineSpot('W', [behind]);
    expect(Math.hypot(aside.x - behind.x, aside.y - behind.y)).toBeGreaterThan(MACHINE_RADIUS * 2);
  });
});
