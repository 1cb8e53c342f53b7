// The crop circle shows on its tile: a wheat-gold plate at the tile's centre with the circle's shape,
// different for a pitchfork, a club and a shield, and none on a tile without a circle.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../render';
import { SYMBOL_SIZE } from '../../render/board/draw-tile';
import type { GameState } from '../../src/engine';
import { CROP_INK, CROP_PLATE } from '../../src/expansions/crop-circles/art';
import { playTurns, scriptedGame } from '../engine/support/scripted-game';
import { colourDistance, decode, type Pixels, pixelAt, rgb } from '../render/pixels';

/** The start tile with a pitchfork, a club and a shield crop circle around it, a knight on the shield's city. */
function boardWithCircles(): GameState {
  return playTurns(scriptedGame({ expansions: ['farmers', 'crop-circles'] }), [
    { player: 'blue', tile: 'CC3', at: [0, -1], rotation: 180 },
    { player: 'red', tile: 'CC4', at: [-1, 0], rotation: 180 },
    { player: 'red', tile: 'CC2', at: [-1, 1], rotation: 180, place: { feature: 'city', where: 'S' } },
  ]).state;
}

/** Share of the plate's pixels around a tile's centre in the plate's colour, and in the ink's. */
function plateAt(
  pixels: Pixels,
  grid: { left: number; top: number; tileSize: number; minX: number; minY: number },
  x: number,
  y: number,
) {
  const cx = grid.left + (x - grid.minX + 0.5) * grid.tileSize;
  const cy = grid.top + (y - grid.minY + 0.5) * grid.tileSize;
  const r = (grid.tileSize * SYMBOL_SIZE) / 2 - 2;
  let plate = 0;
  let ink = 0;
  let all = 0;
  const ink1: boolean[] = [];
  for (let dy = -r; dy <= r; dy++)
    for (let dx = -r; dx <= r; dx++) {
      if (dx * dx + dy * dy > r * r) continue;
      all++;
      const colour = pixelAt(pixels, cx + dx, cy + dy);
      const isInk = colourDistance(colour, rgb(CROP_INK)) <= 24;
      ink1.push(isInk);
      if (colourDistance(colour, rgb(CROP_PLATE)) <= 12) plate++;
      if (isInk) ink++;
    }
  return { plate: plate / all, ink: ink / all, shape: ink1.map((b) => (b ? 1 : 0)).join('') };
}

describe('crop circles on the board', () => {
  it('shows each circle on its tile with its own shape, and none on the start tile', async () => {
    const state = boardWithCircles();
    const board = await renderBoard(state);
    writeFileSync(join(tmpdir(), 'crop-circles-board.png'), board.image);
    const pixels = await decode(board.image);
    const shield = plateAt(pixels, board.grid, -1, 1);
    const pitchfork = plateAt(pixels, board.grid, 0, -1);
    const club = plateAt(pixels, board.grid, -1, 0);
    for (const circle of [shield, pitchfork, club]) {
      expect(circle.plate + circle.ink).toBeGreaterThan(0.8);
      expect(circle.ink).toBeGreaterThan(0.08);
    }
    expect(new Set([shield.shape, pitchfork.shape, club.shape]).size).toBe(3);
    const start = plateAt(pixels, board.grid, 0, 0);
    expect(start.plate).toBeLessThan(0.05);
  });
});
