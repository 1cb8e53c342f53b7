// Bridges on the board: a wooden deck across the tile, over the monastery it spans, and a follower put on
// the bridge stands on the deck, off the tile's centre where the monk would stand.
import { describe, expect, it } from 'vitest';
import { tileLayout } from '../../render/kit';
import { drawBoard } from '../../render/render-board';
import type { GameState } from '../../src/engine';
import { applyMove, orientedOf, type PlacedTile } from '../../src/engine';
import { tileAt } from '../../src/engine/board';
import { DECK } from '../../src/expansions/bridges-castles-bazaars/bridges-art';
import { BCB } from '../../src/expansions/bridges-castles-bazaars/tiles';
import { accepted, placeTile, scriptedGame } from '../engine/support/scripted-game';
import { colourDistance, rgb } from '../render/pixels';

const TILE = 128;

function colourAt(state: GameState, x: number, y: number, ux: number, uy: number): number[] {
  const { canvas, grid } = drawBoard(state, { tileSize: TILE });
  const px = Math.round(grid.left + (x - grid.minX + ux) * grid.tileSize);
  const py = Math.round(grid.top + (y - grid.minY + uy) * grid.tileSize);
  return [...canvas.getContext('2d').getImageData(px, py, 1, 1).data.slice(0, 3)];
}

const near = (colour: number[], hex: string) => colourDistance(colour, rgb(hex)) <= 12;

/** A monastery south of the start tile, red asked whether to lay a bridge (west–east is the one way). */
const asked = () =>
  placeTile(scriptedGame({ expansions: [BCB] }), { player: 'red', tile: 'B', at: [0, 1], rotation: 0 }).state;

describe('a bridge on the board', () => {
  it('is a wooden deck across its tile, over the monastery, drawn once laid', () => {
    // the turn played out (no question's numbers, no figure letters over the tile)
    const declined = accepted(applyMove(asked(), 'red', { type: 'pass' })).state;
    const before = accepted(applyMove(declined, 'red', { type: 'pass' })).state;
    const built = accepted(
      applyMove(asked(), 'red', { type: 'action', action: 'build-bridge', args: { x: 0, y: 1, axis: 'EW' } }),
    ).state;
    const after = accepted(applyMove(built, 'red', { type: 'pass' })).state;
    // between two planks, west of the monastery's middle
    expect(near(colourAt(after, 0, 1, 0.35, 0.5), DECK)).toBe(true);
    expect(near(colourAt(before, 0, 1, 0.35, 0.5), DECK)).toBe(false);
    // the field north of it is still a field
    expect(near(colourAt(after, 0, 1, 0.35, 0.15), DECK)).toBe(false);
  });

  it('takes a follower on the deck, apart from the monk in the middle', () => {
    const built = accepted(
      applyMove(asked(), 'red', { type: 'action', action: 'build-bridge', args: { x: 0, y: 1, axis: 'EW' } }),
    ).state;
    const tile = orientedOf(tileAt(built.board, 0, 1) as PlacedTile);
    const layout = tileLayout(tile);
    const bridge = tile.type.features.length - 1;
    const onDeck = layout.anchors[bridge];
    const monk = layout.anchors[0];
    expect(onDeck && Math.abs(onDeck.y - 0.5)).toBeLessThan(0.1);
    expect(onDeck && monk && Math.hypot(onDeck.x - monk.x, onDeck.y - monk.y)).toBeGreaterThan(0.15);
  });
});
