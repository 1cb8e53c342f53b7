// Board rendering: time and image bytes for 20-, 72- and 200-tile boards, in PNG (our encoder, the
// default) and lossless WebP, next to the floor, i.e. encoding a plain canvas of the same size with the
// same encoder. A row for Skia's own PNG encoder shows what our encoder saves.
import { createCanvas } from '@napi-rs/canvas';
import { drawBoard, renderBoard } from '../render';
import { encodeCanvas, type ImageFormat } from '../render/encode';
import { TABLE } from '../render/palette';
import { simulateGame } from '../render/sim/simulate-game';
import { type BenchRow, summarise, timeIt } from './measure';

const BOARDS = [20, 72, 200];
const FORMATS: ImageFormat[] = ['png', 'webp'];

export async function renderBenchmarks(samples = 15): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const tiles of BOARDS) {
    const state = simulateGame({ seed: 1000 + tiles, turns: tiles - 1 });
    const name = `render.board${tiles}`;
    const { canvas } = drawBoard(state);
    const plain = createCanvas(canvas.width, canvas.height);
    const ctx = plain.getContext('2d');
    ctx.fillStyle = TABLE;
    ctx.fillRect(0, 0, plain.width, plain.height);

    rows.push(await timeIt(`${name}.draw`, samples, () => drawBoard(state)));
    for (const format of FORMATS) {
      rows.push(await timeIt(`${name}.${format}`, samples, () => renderBoard(state, { format })));
      const { image } = await renderBoard(state, { format });
      rows.push(summarise(`${name}.${format}.bytes`, [image.length], 'bytes'));
      rows.push(await timeIt(`${name}.${format}.floor`, samples, () => encodeCanvas(plain, format)));
    }
    rows.push(await timeIt(`${name}.skia-png.floor`, Math.ceil(samples / 3), () => plain.encode('png')));
    rows.push(summarise(`${name}.pixels`, [canvas.width * canvas.height], 'px'));
  }
  return rows;
}
