// The Ferries on the board: the lake in the middle of its tile (no village where its roads end), the
// ferry's raft across the lake between its two roads, and each way a new ferry may lie numbered.
import { describe, expect, it } from 'vitest';
import { CHOICE_FILL, ROAD, WATER } from '../../render/palette';
import { drawBoard } from '../../render/render-board';
import type { GameState } from '../../src/engine';
import { applyMove } from '../../src/engine';
import { choicePoint, RAFT } from '../../src/expansions/ferries/art';
import { accepted, placeTile, scriptedGame } from '../engine/support/scripted-game';
import { colourDistance, rgb } from '../render/pixels';

const TILE = 128;

/** The colour at a point of the tile at board position (x, y), in unit-tile coordinates. */
function colourAt(state: GameState, x: number, y: number, ux: number, uy: number): number[] {
  const { canvas, grid } = drawBoard(state, { tileSize: TILE });
  const px = Math.round(grid.left + (x - grid.minX + ux) * grid.tileSize);
  const py = Math.round(grid.top + (y - grid.minY + uy) * grid.tileSize);
  return [...canvas.getContext('2d').getImageData(px, py, 1, 1).data.slice(0, 3)];
}

const near = (colour: number[], hex: string) => colourDistance(colour, rgb(hex)) <= 12;

/** The lake F3 (roads west, south, east) east of the start, its ferry waiting to be placed. */
function asked(): GameState {
  const placed = placeTile(scriptedGame({ expansions: ['ferries'] }), {
    player: 'red',
    tile: 'F3',
    at: [1, 0],
    rotation: 0,
  });
  return accepted(applyMove(placed.state, 'red', { type: 'pass' })).state;
}

describe('a lake tile on the board', () => {
  it('shows water in the middle, where roads that end on a tile would meet at a village', () => {
    // once the ferry lies (while it is asked for, the answers' numbers cover the lake)
    const state = accepted(
      applyMove(asked(), 'red', { type: 'action', action: 'placeFerry', args: { between: ['E', 'S'] } }),
    ).state;
    expect(near(colourAt(state, 1, 0, 0.5, 0.3), WATER)).toBe(true);
    expect(near(colourAt(state, 1, 0, 0.1, 0.5), ROAD)).toBe(true);
  });

  it('numbers each way the new ferry may lie, and then draws the raft where it was put', () => {
    const state = asked();
    // choices in N E S W order: east–south 1, east–west 2, south–west 3
    const ways = [
      ['E', 'S'],
      ['E', 'W'],
      ['S', 'W'],
    ] as const;
    const { labels, grid } = drawBoard(state, { tileSize: TILE });
    const unit = (label: { x: number; y: number }) => ({
      x: (label.x - grid.left) / grid.tileSize - (1 - grid.minX),
      y: (label.y - grid.top) / grid.tileSize - (0 - grid.minY),
    });
    ways.forEach(([a, b], i) => {
      const label = labels.find((l) => l.kind === 'choice' && l.text === String(i + 1));
      expect(label, `${a}-${b}`).toBeDefined();
      // each number lies nearer its own way across the lake than any other way
      const at = unit(label as { x: number; y: number });
      const distance = (way: readonly [string, string]) => {
        const p = choicePoint(way[0] as 'E', way[1] as 'S');
        return Math.hypot(p.x - at.x, p.y - at.y);
      };
      for (const other of ways)
        if (other !== ways[i]) expect(distance(ways[i] as (typeof ways)[number])).toBeLessThan(distance(other));
      expect(near(colourAt(state, 1, 0, at.x, at.y + 0.15), CHOICE_FILL), `${a}-${b}`).toBe(true);
    });
    const placed = accepted(
      applyMove(state, 'red', { type: 'action', action: 'placeFerry', args: { between: ['E', 'W'] } }),
    ).state;
    // the raft floats in the middle of a straight crossing, its planks across the road's line
    expect(near(colourAt(placed, 1, 0, 0.5, 0.47), RAFT)).toBe(true);
    const p = choicePoint('E', 'S');
    expect(near(colourAt(placed, 1, 0, p.x, p.y + 0.05), CHOICE_FILL)).toBe(false);
  });
});
