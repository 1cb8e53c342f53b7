// Golden-image tests at small sizes: the tile sheet (every tile type in every rotation, figures on every
// anchor) and small boards in both turn steps. Regenerate with UPDATE_GOLDEN=1 after a wanted change.
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../render';
import { encodeCanvas } from '../../render/encode';
import { drawFigureSheet } from '../../render/figure-sheet';
import { SAMPLE_TILES } from '../../render/sample-tiles';
import { simulateGame } from '../../render/sim/simulate-game';
import { drawTileSheet } from '../../render/tile-sheet';
import { panelWords } from '../../src/app/board-view';
import { compareWithGolden } from './golden';

/** At most this share of pixels may differ (antialiasing across machines and Skia versions). */
const MAX_DIFFERING = 0.001;

async function expectGolden(name: string, image: Buffer) {
  const result = await compareWithGolden(name, image);
  expect(result.sizeMatches, `${name}: size differs from the golden image`).toBe(true);
  expect(result.differing, `${name}: share of differing pixels`).toBeLessThanOrEqual(MAX_DIFFERING);
}

const small = { tileSize: 32, panelUnit: 40 } as const;

describe('golden images', () => {
  it('tile sheet with figures on every anchor', async () => {
    await expectGolden('tile-sheet', await encodeCanvas(drawTileSheet(32, undefined, 'figures'), 'png'));
  });

  it('tile sheet with spot letters', async () => {
    await expectGolden('tile-letters', await encodeCanvas(drawTileSheet(32, undefined, 'letters'), 'png'));
  });

  it('every figure kind in every colour, standing and lying', async () => {
    await expectGolden('figures', await encodeCanvas(drawFigureSheet(40), 'png'));
  });

  it('art that expansions use: river, lake, inn, cathedral, goods, courtyard', async () => {
    await expectGolden('sample-tiles', await encodeCanvas(drawTileSheet(48, SAMPLE_TILES, 'letters'), 'png'));
  });

  it('a small board waiting for a tile, with numbered spots', async () => {
    const state = simulateGame({ seed: 11, turns: 12, figureChance: 0.7 });
    await expectGolden('board-place-tile', (await renderBoard(state, small)).image);
  });

  it('a small board waiting for a figure, with lettered spots', async () => {
    const state = simulateGame({ seed: 12, turns: 10, stopAt: 'placeFigure' });
    const words = panelWords(state, 'en'); // the spots' lines, worded by the app as in the bot
    await expectGolden('board-place-figure', (await renderBoard(state, { ...small, words })).image);
  });
});
