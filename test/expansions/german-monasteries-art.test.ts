// Monasteries in Germany on the board: the gold crosier on every German monastery tile (none on a base
// monastery), and a follower on the abbot's place drawn lying on its side (wider than tall) left of the
// church, where the monk stands upright on the right.
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../render';
import { playerPaint } from '../../render/palette';
import { CROSIER_GOLD } from '../../src/expansions/german-monasteries/art';
import { ABBOT_PLACE } from '../../src/expansions/german-monasteries/tiles';
import { playTurns, scriptedGame } from '../engine/support/scripted-game';
import { colourDistance, decode, decodedTileCounter, type Pixels, pixelAt, rgb } from '../render/pixels';

const TILE = 128;

/** Red's abbot at 0,1, Blue's monk at 1,1, Red's monk on a base monastery at -1,1. */
async function drawn() {
  const state = playTurns(scriptedGame({ expansions: ['german-monasteries'], options: { unlimitedTiles: true } }), [
    { player: 'red', tile: 'GM1', at: [0, 1], rotation: 0, place: { feature: ABBOT_PLACE, where: ABBOT_PLACE } },
    { player: 'blue', tile: 'GM5', at: [1, 1], rotation: 0, place: { feature: 'monastery', where: 'center' } },
    { player: 'red', tile: 'B', at: [-1, 1], rotation: 0, place: { feature: 'monastery', where: 'center' } },
  ]).state;
  const board = await renderBoard(state, { tileSize: TILE });
  if (process.env.GERMAN_MONASTERIES_ART_OUT) writeFileSync(process.env.GERMAN_MONASTERIES_ART_OUT, board.image);
  return { pixels: await decode(board.image), grid: board.grid };
}

/** The box of pixels of a colour on tile (x, y): its width and height. */
function boxOf(pixels: Pixels, grid: Awaited<ReturnType<typeof drawn>>['grid'], x: number, y: number, hex: string) {
  const left = grid.left + (x - grid.minX) * grid.tileSize;
  const top = grid.top + (y - grid.minY) * grid.tileSize;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let py = top; py < top + grid.tileSize; py++)
    for (let px = left; px < left + grid.tileSize; px++)
      if (colourDistance(pixelAt(pixels, px, py), rgb(hex)) <= 6) {
        minX = Math.min(minX, px);
        maxX = Math.max(maxX, px);
        minY = Math.min(minY, py);
        maxY = Math.max(maxY, py);
      }
  return { width: maxX - minX, height: maxY - minY, centreX: (minX + maxX) / 2 - left };
}

describe('German monasteries on the board', () => {
  it('carry the crosier, and the abbot lies on its side left of the church', async () => {
    const { pixels, grid } = await drawn();
    const count = decodedTileCounter(pixels, grid);
    expect(count(0, 1, CROSIER_GOLD)).toBeGreaterThan(40);
    expect(count(1, 1, CROSIER_GOLD)).toBeGreaterThan(40);
    expect(count(-1, 1, CROSIER_GOLD)).toBe(0);
    const red = playerPaint('red').fill;
    const abbot = boxOf(pixels, grid, 0, 1, red);
    const monk = boxOf(pixels, grid, -1, 1, red);
    expect(abbot.width).toBeGreaterThan(abbot.height);
    expect(monk.height).toBeGreaterThan(monk.width);
    expect(abbot.centreX).toBeLessThan(TILE / 2);
    expect(monk.centreX).toBeGreaterThan(TILE / 2);
  });
});
