// npm run render -- --seed S --turns N --out board.png [--step figure] [--format png|webp] [--players P]
//   [--expansions farmers,river,abbot]
// Renders the board of a seeded random game after N turns, with the spots for the next tile.
// npm run render -- --sheet tiles|figures|samples --out sheet.png: every tile type (or figure kind, or the
// sample tiles of expansion art) on one sheet, to check art at a glance.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Canvas } from '@napi-rs/canvas';
import { encodeCanvas, type ImageFormat } from './encode';
import { drawFigureSheet } from './figure-sheet';
import { renderBoard } from './render-board';
import { SAMPLE_TILES } from './sample-tiles';
import { simulateGame } from './sim/simulate-game';
import { drawTileSheet } from './tile-sheet';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    turns: { type: 'string', default: '30' },
    out: { type: 'string', default: 'board.png' },
    step: { type: 'string', default: 'tile' },
    format: { type: 'string' },
    players: { type: 'string', default: '4' },
    expansions: { type: 'string', default: 'farmers' },
    'tile-size': { type: 'string' },
    sheet: { type: 'string' },
  },
});

if (values.sheet) {
  const size = Number(values['tile-size'] ?? 96);
  const sheets: Record<string, () => Canvas> = {
    tiles: () => drawTileSheet(size, undefined, 'letters'),
    figures: () => drawFigureSheet(size),
    samples: () => drawTileSheet(size, SAMPLE_TILES, 'letters'),
  };
  const draw = sheets[values.sheet];
  if (!draw) {
    console.error(`usage: --sheet ${Object.keys(sheets).join('|')}`);
    process.exit(2);
  }
  const image = await encodeCanvas(draw(), 'png');
  writeFileSync(resolve(values.out), image);
  console.log(`${resolve(values.out)}: ${(image.length / 1024).toFixed(1)} KiB`);
  process.exit(0);
}

const out = resolve(values.out);
const format = (values.format ?? (out.endsWith('.webp') ? 'webp' : 'png')) as ImageFormat;
if (format !== 'png' && format !== 'webp') {
  console.error('usage: --format png|webp');
  process.exit(2);
}
const state = simulateGame({
  seed: Number(values.seed),
  turns: Number(values.turns),
  players: Number(values.players),
  expansions: values.expansions.split(',').filter(Boolean),
  stopAt: values.step === 'figure' ? 'placeFigure' : 'placeTile',
});
const started = performance.now();
const board = await renderBoard(state, {
  format,
  ...(values['tile-size'] ? { tileSize: Number(values['tile-size']) } : {}),
});
const ms = performance.now() - started;
writeFileSync(out, board.image);
console.log(
  `${out}: ${board.width}×${board.height} ${format}, ${(board.image.length / 1024).toFixed(1)} KiB, ` +
    `${state.board.length} tiles, rendered in ${ms.toFixed(0)} ms`,
);
