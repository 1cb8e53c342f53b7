// The end-of-game replay: one frame per turn, the board as it stood after it, drawn at small size by the
// board renderer with the camera fixed on the final board (so a frame differs from the one before only
// where a tile or figure changed, which keeps the animation small), then encoded as an animated PNG.
import { createCanvas } from '@napi-rs/canvas';
import type { GameState, Position } from '../src/engine';
import type { Locale } from '../src/i18n';
import { encodeApng } from './encode-apng';
import { TABLE } from './palette';
import { drawBoard } from './render-board';

export interface ReplayOptions {
  /** The longer side of the final board, in pixels (before its margin). */
  maxSide?: number;
  /** How long each turn shows, and the final board. */
  frameMs?: number;
  lastFrameMs?: number;
  locale?: Locale;
}

export interface RenderedReplay {
  image: Buffer;
  width: number;
  height: number;
  frames: number;
}

const MIN_TILE = 8;
const MAX_TILE = 48;
const PANEL_UNIT = 16;

function bounds(positions: readonly Position[]) {
  const xs = positions.map((p) => p.x);
  const ys = positions.map((p) => p.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  return { minX, minY, cols: Math.max(...xs) - minX + 1, rows: Math.max(...ys) - minY + 1 };
}

/** `states`: the game at its start and after every turn, in order (record-codec's turnStates). */
export async function renderReplay(states: readonly GameState[], options: ReplayOptions = {}): Promise<RenderedReplay> {
  const last = states.at(-1);
  if (!last) throw new Error('a replay needs at least one state');
  const whole = bounds(last.board);
  const maxSide = options.maxSide ?? 360;
  const tile = Math.max(MIN_TILE, Math.min(MAX_TILE, Math.floor(maxSide / Math.max(whole.cols, whole.rows))));
  const margin = Math.round(tile * 0.3);
  const width = whole.cols * tile + 2 * margin;
  const height = whole.rows * tile + 2 * margin;
  const out = createCanvas(width, height);
  const ctx = out.getContext('2d');
  const frames = states.map((state, index) => {
    // no numbered spots or figure letters: the turn is shown done
    const shown: GameState = { ...state, turn: { ...state.turn, step: 'ended' } };
    // the panel is cropped away: drawn at its smallest, it costs little (at its default size, most of the time)
    const { canvas, grid } = drawBoard(shown, {
      tileSize: tile,
      arrangement: 'row',
      panelUnit: PANEL_UNIT,
      locale: options.locale,
    });
    const own = bounds(state.board);
    ctx.fillStyle = TABLE;
    ctx.fillRect(0, 0, width, height);
    const sw = own.cols * tile + 2 * margin;
    const sh = own.rows * tile + 2 * margin;
    const dx = (grid.minX - whole.minX) * tile;
    const dy = (grid.minY - whole.minY) * tile;
    ctx.drawImage(canvas, grid.left - margin, grid.top - margin, sw, sh, dx, dy, sw, sh);
    const rgba = Uint8Array.from(ctx.getImageData(0, 0, width, height).data);
    const delayMs = index === states.length - 1 ? (options.lastFrameMs ?? 3000) : (options.frameMs ?? 250);
    return { rgba, delayMs };
  });
  return { image: await encodeApng(frames, width, height), width, height, frames: frames.length };
}
