// The figure step's picture: the tile just placed among its neighbours, large. Its letters stay legible
// on a phone (400 px wide), every figure spot is lettered, the tile is in the middle, and the preview of
// a placement is the same picture as the figure step after it.
import { describe, expect, it } from 'vitest';
import {
  drawPlacement,
  figureSpotLetters,
  LEGIBLE_PX,
  PHONE_WIDTH,
  PLACEMENT_CELLS,
  PLACEMENT_TILE,
  renderPlacement,
  renderTilePreview,
  spotNumbering,
} from '../../render';
import { lastPlacedTile } from '../../render/board/draw-highlight';
import { simulateGame } from '../../render/sim/simulate-game';
import { applyMove } from '../../src/engine';

const SEEDS = [1, 2, 4, 5, 7, 9];

describe('the placement picture', () => {
  it('letters every figure spot of the tile just placed, legible at 400 px wide, with the tile in the middle', () => {
    let checked = 0;
    for (const seed of SEEDS) {
      const state = simulateGame({ seed, turns: 70, stopAt: 'placeFigure', figureChance: 0.2 });
      const { canvas, labels, grid } = drawPlacement(state);
      expect(canvas.width).toBe(PLACEMENT_CELLS * PLACEMENT_TILE);
      const last = lastPlacedTile(state);
      expect([grid.minX + 1, grid.minY + 1]).toEqual([last?.x, last?.y]);
      const letters = labels.filter((l) => l.kind === 'letter');
      expect(letters.map((l) => l.text).sort()).toEqual(
        figureSpotLetters(state)
          .map((l) => l.letter)
          .sort(),
      );
      for (const letter of letters) {
        expect(letter.px * (PHONE_WIDTH / canvas.width), `seed ${seed}, ${letter.text}`).toBeGreaterThanOrEqual(
          LEGIBLE_PX,
        );
        // on the middle cell
        expect(Math.floor(letter.x / PLACEMENT_TILE)).toBe(1);
        expect(Math.floor(letter.y / PLACEMENT_TILE)).toBe(1);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(4);
  });

  it('is the same picture in the preview of a placement and in the figure step after it, and small', async () => {
    const state = simulateGame({ seed: 31, turns: 40, players: 2 });
    const [spot] = spotNumbering(state);
    if (!spot) throw new Error('expected a spot');
    const rotation = spot.rotations[0] ?? 0;
    const preview = await renderTilePreview(state, spot.x, spot.y, rotation);
    const placed = applyMove(state, state.players[state.turn.player]?.id ?? '', {
      type: 'placeTile',
      x: spot.x,
      y: spot.y,
      rotation,
    });
    if (!placed.ok) throw new Error(placed.why);
    const figureStep = await renderPlacement(placed.state);
    expect(preview.image.equals(figureStep.image)).toBe(true);
    expect(figureStep.image.length).toBeLessThan(60 * 1024);
  });
});
