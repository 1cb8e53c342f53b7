// npm run render: the board of a seeded random game, or a sheet of every tile or figure (see USAGE).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import { readOptions } from '../src/cli/options';
import { createGame, EXPANSION_IDS, playerLimit } from '../src/engine';
import { installEveryExpansion } from '../src/expansions';
import { encodeCanvas, type ImageFormat } from './encode';
import { drawFigureSheet } from './figure-sheet';
import { renderBoard } from './render-board';
import { SAMPLE_TILES } from './sample-tiles';
import { simulateGame } from './sim/simulate-game';
import { drawTileSheet } from './tile-sheet';

// every expansion handed to the engine, the catalog, the rules reference and the renderer, before anything else
installEveryExpansion();

const SHEETS: Record<string, (size: number) => Canvas> = {
  tiles: (size) => drawTileSheet(size, undefined, 'letters'),
  figures: (size) => drawFigureSheet(size),
  samples: (size) => drawTileSheet(size, SAMPLE_TILES, 'letters'),
};
const TILE_SIZES = { min: 24, max: 256 };

const USAGE = `usage: npm run render -- [--seed S] [--turns N] [--players P] [--expansions a,b] [--step tile|figure]
                         [--format png|webp] [--tile-size PX] [--out FILE]
       npm run render -- --sheet ${Object.keys(SHEETS).join('|')} [--tile-size PX] [--out FILE]

Draws the board of a seeded random game after N turns, with the numbered spots for the next tile
(or, with --step figure, the lettered figure spots of the last tile), or a sheet of every tile type,
figure kind or sample tile.

  --seed S          the shuffle and the random moves (default 1)
  --turns N         tiles placed after the start tile, at most the game's tiles (default 30)
  --players P       players (default 4)
  --expansions a,b  any of ${EXPANSION_IDS.join(', ')} (default farmers)
  --step tile|figure  wait for the next tile (default) or for a figure on the last one
  --format png|webp image format (default from --out's ending, else png)
  --tile-size PX    tile size in pixels, ${TILE_SIZES.min}–${TILE_SIZES.max} (default: the board's own)
  --out FILE        where the image goes (default board.png)`;

const { values } = readOptions(USAGE, {
  seed: { type: 'string', default: '1' },
  turns: { type: 'string', default: '30' },
  out: { type: 'string', default: 'board.png' },
  step: { type: 'string', default: 'tile' },
  format: { type: 'string' },
  players: { type: 'string', default: '4' },
  expansions: { type: 'string', default: 'farmers' },
  'tile-size': { type: 'string' },
  sheet: { type: 'string' },
});

function refuse(problem: string): never {
  console.error(`${problem}\n\n${USAGE}`);
  process.exit(2);
}

/** A whole number within [min, max], or refuse the option by name. */
function wholeNumber(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || value < min || value > max) {
    refuse(`--${name} takes a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

const out = resolve(values.out);
const tileSize =
  values['tile-size'] === undefined
    ? undefined
    : wholeNumber('tile-size', values['tile-size'], TILE_SIZES.min, TILE_SIZES.max);

if (values.sheet !== undefined) {
  const draw = SHEETS[values.sheet] ?? refuse(`--sheet takes ${Object.keys(SHEETS).join(', ')}`);
  const image = await encodeCanvas(draw(tileSize ?? 96), 'png');
  writeFileSync(out, image);
  console.log(`${out}: ${(image.length / 1024).toFixed(1)} KiB`);
  process.exit(0);
}

const format = values.format ?? (out.endsWith('.webp') ? 'webp' : 'png');
if (format !== 'png' && format !== 'webp') refuse(`--format takes png or webp, got "${format}"`);
if (values.step !== 'tile' && values.step !== 'figure') refuse(`--step takes tile or figure, got "${values.step}"`);
const expansions = values.expansions.split(',').filter(Boolean);
const unknown = expansions.filter((id) => !EXPANSION_IDS.includes(id));
if (unknown.length) refuse(`unknown expansion ${unknown.join(', ')}; available: ${EXPANSION_IDS.join(', ')}`);
const players = wholeNumber('players', values.players, 1, playerLimit(expansions));
const seed = wholeNumber('seed', values.seed, 0, 2 ** 31 - 1);
const turns = wholeNumber('turns', values.turns, 0, tilesInGame(expansions));

/** Tiles a game with these expansions plays after its start tile. */
function tilesInGame(ids: string[]): number {
  const { state } = createGame({ players: [{ id: 'p', name: 'P' }], expansions: ids, seed: 1 });
  return state.supply.length + (state.queue?.length ?? 0) + (state.turn.tile ? 1 : 0);
}

const state = simulateGame({
  seed,
  turns,
  players,
  expansions,
  stopAt: values.step === 'figure' ? 'placeFigure' : 'placeTile',
});
const started = performance.now();
const board = await renderBoard(state, { format: format as ImageFormat, ...(tileSize ? { tileSize } : {}) });
const ms = performance.now() - started;
writeFileSync(out, board.image);
console.log(
  `${out}: ${board.width}×${board.height} ${format}, ${(board.image.length / 1024).toFixed(1)} KiB, ` +
    `${state.board.length} tiles, rendered in ${ms.toFixed(0)} ms`,
);
