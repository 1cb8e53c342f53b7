// Board rendering: for 20-, 72- and 200-tile boards, drawing alone, then each encoder on the drawn canvas
// (the palette PNG the bot posts, our lossless RGBA PNG, lossless WebP) with its bytes, and the figure
// step's picture (the tile just placed among its neighbours), drawn and encoded.
import { drawBoard, renderPlacement } from '../render';
import { encodeBoardImage, encodeCanvas } from '../render/encode';
import { simulateGame } from '../render/sim/simulate-game';
import { type BenchRow, summarise, timeIt } from './measure';

const BOARDS = [20, 72, 200];

export async function renderBenchmarks(samples = 15): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const tiles of BOARDS) {
    const state = simulateGame({ seed: 1000 + tiles, turns: tiles - 1 });
    const name = `render.board${tiles}`;
    const { canvas } = drawBoard(state);
    rows.push(summarise(`${name}.pixels`, [canvas.width * canvas.height], 'px'));
    rows.push(await timeIt(`${name}.draw`, samples, () => drawBoard(state)));
    const encoders = {
      'palette-png': () => encodeBoardImage(canvas, 'png'),
      'rgba-png': () => encodeCanvas(canvas, 'png'),
      webp: () => encodeCanvas(canvas, 'webp'),
    };
    for (const [encoder, encode] of Object.entries(encoders)) {
      rows.push(await timeIt(`${name}.${encoder}`, encoder === 'webp' ? 5 : samples, encode));
      rows.push(summarise(`${name}.${encoder}.bytes`, [(await encode()).length], 'bytes'));
    }
  }
  const placed = simulateGame({ seed: 1072, turns: 70, stopAt: 'placeFigure' });
  rows.push(await timeIt('render.placement (draw + palette PNG)', samples, () => renderPlacement(placed)));
  rows.push(summarise('render.placement.bytes', [(await renderPlacement(placed)).image.length], 'bytes'));
  return rows;
}
