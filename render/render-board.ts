// The board image: tiles and figures, the numbered spots for the drawn tile (or the lettered figure spots
// of the tile just placed), the last tile highlighted, and the panel beside or above the board.
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type { GameState, Position } from '../src/engine';
import { type Locale, translator } from '../src/i18n';
import { LABEL_SCALE } from './board/badge';
import { closeUpTile, type DecisionRegion, decisionRegions } from './board/decision-regions';
import { closeUpCorners, closeUpTileSize, smallestChoiceRadius } from './board/draw-choices';
import { drawPlayArea } from './board/draw-play-area';
import { drawRegionFrames } from './board/draw-regions';
import { drawRuler } from './board/draw-ruler';
import { type DrawnLabel, LETTER_RADIUS, SPOT_RADIUS } from './board/draw-spots';
import { type BoardFrame, boardFrame, cellRect } from './board/frame';
import { decisionLabels, figureSpotLetters, spotNumbering } from './board/spots';
import { DEFAULT_FORMAT, encodeBoardImage, type ImageFormat } from './encode';
import { ensureFonts } from './fonts';
import { drawOfferedTiles } from './hand';
import { TABLE } from './palette';
import { type PanelContent, panelContent } from './panel/content';
import { type Arrangement, type Mark, type PanelPlan, planPanel } from './panel/plan-panel';
import { CLOSE_UP, NAME_SCALE } from './panel/sections';
import { LEGIBLE_PX, PHONE_WIDTH } from './phone';
import type { PanelWords } from './view';

export interface RenderOptions {
  format?: ImageFormat;
  /** Tile side in pixels; by default chosen from the board's size (96 down to 48). */
  tileSize?: number;
  /**
   * Panel unit in pixels (its text and tiles scale with it). By default it grows with the board, so the
   * panel stays legible when a phone shrinks a big board to its screen width.
   */
  panelUnit?: number;
  /** Force the panel beside ('column') or above ('row') the board; by default the squarer image wins. */
  arrangement?: Arrangement;
  /** The language of the panel's words (the game's); English by default. */
  locale?: Locale;
  /** The panel's words from the game's rules, worded by the app (src/app/board-view.ts). */
  words?: PanelWords;
}

/** Where board position (x, y) is in the image: the square at left + (x - minX) * tileSize, ... */
export interface BoardGrid {
  left: number;
  top: number;
  tileSize: number;
  minX: number;
  minY: number;
}

export interface RenderedBoard {
  image: Buffer;
  format: ImageFormat;
  /** A file name with the right extension, for a Discord attachment. */
  fileName: string;
  width: number;
  height: number;
  grid: BoardGrid;
  /** A question's answers scattered too widely to number legibly here: close-ups that number them. */
  closeUps?: RenderedCloseUp[];
  /** A question that offers face-up tiles (a draft): those tiles, numbered as its answers (render/hand.ts). */
  offered?: Buffer;
}

/** One region of a question's answers, numbered (see board/decision-regions.ts). */
export interface RenderedCloseUp {
  image: Buffer;
  /** The region's name ('A', 'B' ...), framed on the board image. */
  name: string;
  /** The answers' numbers it shows, in order. */
  numbers: string[];
}

interface Composition {
  width: number;
  height: number;
  panel: PanelPlan;
  board: { x: number; y: number };
  panelAt: { x: number; y: number; width: number; height: number };
}

function compose(frame: BoardFrame, panel: PanelPlan): Composition {
  if (panel.arrangement === 'column') {
    const height = Math.max(panel.height, frame.height);
    return {
      width: panel.width + frame.width,
      height,
      panel,
      board: { x: panel.width, y: Math.floor((height - frame.height) / 2) },
      panelAt: { x: 0, y: 0, width: panel.width, height },
    };
  }
  const width = Math.max(panel.width, frame.width);
  return {
    width,
    height: panel.height + frame.height,
    panel,
    board: { x: Math.floor((width - frame.width) / 2), y: panel.height },
    panelAt: { x: 0, y: 0, width, height: panel.height },
  };
}

export { LEGIBLE_PX, PHONE_WIDTH };

/** Height in pixels, at PHONE_WIDTH, that the panel's player names keep. */
export const NAME_PX = 10;

/** Everything drawBoard drew that a test or a caller may want to measure. */
export interface DrawnBoard {
  canvas: Canvas;
  grid: BoardGrid;
  /** Spot numbers and figure letters, on the board and in the panel's close-up. */
  labels: DrawnLabel[];
  /** The panel's text, icon and letter boxes. */
  panelMarks: Mark[];
  /** Where the panel lies on the canvas. */
  panelArea: { x: number; y: number; width: number; height: number };
  /**
   * A question whose answers are too scattered for one legible close-up: its regions, framed on this image
   * (the whole board, the answers dotted) and numbered each on its own close-up (drawCloseUp).
   */
  regions: DecisionRegion[];
}

/**
 * The longer side of a board image, at most, in pixels: Discord shows it 400–550 px wide in a message and
 * a phone's screen has 2–3 device pixels to one of those, so more pixels only cost drawing, encoding and
 * upload (see README, "Board image"). A caller that fixes the tile size or panel unit gets what it asks.
 */
export const IMAGE_SIDE = 1200;
/** To fit IMAGE_SIDE tiles shrink no further than this (a huge board keeps its figures recognisable). */
export const SMALLEST_TILE = 40;

interface Plan {
  frame: BoardFrame;
  layout: Composition;
  /** The smallest label's height at phone width (Infinity with no labels). */
  legibility: number;
}

/**
 * Where everything goes: the panel beside or above the board, whichever keeps labels legible on a phone,
 * then the whole image scaled to IMAGE_SIDE (both tiles and panel, so what a phone shows is unchanged).
 */
function planImage(
  positions: readonly Position[],
  options: RenderOptions,
  content: PanelContent,
  counts: { spots: number; letters: number; choiceShare?: number },
  preferredTile?: number,
  ruler = true,
): Plan {
  const frame = boardFrame(positions, options.tileSize ?? preferredTile, ruler);
  // Above the board the panel spans its width, so its words and close-up grow with the image; beside it
  // the panel grows more slowly, so that it does not narrow the board.
  const unitFor = (a: Arrangement) =>
    options.panelUnit ??
    (a === 'row'
      ? Math.max(72, Math.floor(frame.width / 10))
      : Math.max(72, frame.tileSize, Math.round(frame.width * 0.18)));
  const candidates = (options.arrangement ? [options.arrangement] : (['column', 'row'] as const)).map((a) => ({
    layout: compose(frame, planPanel(content, unitFor(a), a)),
    u: unitFor(a),
  }));
  // The smallest label (a spot number, or a letter of the close-up) as seen on a phone, and the players'
  // names in the panel (which must stay readable, though smaller).
  const spotPx = Math.round(frame.tileSize * SPOT_RADIUS * LABEL_SCALE.square);
  const choicePx = Math.round(frame.tileSize * (counts.choiceShare ?? 0) * LABEL_SCALE.square);
  const legibility = (c: (typeof candidates)[number]) => {
    const letterPx = Math.round(CLOSE_UP * c.u * LETTER_RADIUS * LABEL_SCALE.circle);
    const smallest = Math.min(
      counts.spots ? spotPx : Infinity,
      counts.letters ? letterPx : Infinity,
      counts.choiceShare ? choicePx : Infinity,
    );
    return (smallest * PHONE_WIDTH) / c.layout.width;
  };
  const namesRead = (c: (typeof candidates)[number]) => (NAME_SCALE * c.u * PHONE_WIDTH) / c.layout.width >= NAME_PX;
  // The squarest image whose labels read on a phone; when none does, the one that reads best.
  const squareness = (c: (typeof candidates)[number]) => Math.abs(Math.log(c.layout.width / c.layout.height));
  const readable = candidates.filter((c) => legibility(c) >= LEGIBLE_PX && namesRead(c));
  const chosen = readable.length
    ? readable.reduce((best, c) => (squareness(c) < squareness(best) - 1e-9 ? c : best))
    : candidates.reduce((best, c) => (legibility(c) > legibility(best) ? c : best));
  const fixed = options.tileSize !== undefined || options.panelUnit !== undefined;
  const shrink = fixed ? 1 : IMAGE_SIDE / Math.max(chosen.layout.width, chosen.layout.height);
  const tileSize = Math.max(SMALLEST_TILE, Math.floor(frame.tileSize * shrink));
  // scaling keeps what a phone shows (the labels' share of the width)
  if (shrink >= 1 || tileSize >= frame.tileSize)
    return { frame, layout: chosen.layout, legibility: legibility(chosen) };
  const scaledTo = (size: number) => {
    const scaled = boardFrame(positions, size, ruler);
    const scale = size / frame.tileSize;
    return {
      frame: scaled,
      layout: compose(scaled, planPanel(content, chosen.u * scale, chosen.layout.panel.arrangement)),
    };
  };
  // rounding (the margins, the ruler, the panel's unit) may leave the scaled image a pixel or two over
  let size = tileSize;
  let scaled = scaledTo(size);
  while (size > SMALLEST_TILE && Math.max(scaled.layout.width, scaled.layout.height) > IMAGE_SIDE)
    scaled = scaledTo(--size);
  return { ...scaled, legibility: legibility(chosen) };
}

/** Draws the board image onto a new canvas (no encoding). */
export function drawBoard(state: GameState, options: RenderOptions = {}): DrawnBoard {
  ensureFonts();
  const spots = spotNumbering(state);
  const letters = figureSpotLetters(state);
  const answers = decisionLabels(state);
  const content = panelContent(state, letters, translator(options.locale ?? 'en'), options.words);
  // a question's answers: a close-up of the area they lie in (the tiles just beyond it show in the margin)
  const area = answers.length ? closeUpCorners(answers, state.board) : [...state.board, ...spots];
  let { frame, layout, legibility } = planImage(
    area,
    options,
    content,
    {
      spots: spots.length,
      letters: letters.length,
      ...(answers.length ? { choiceShare: smallestChoiceRadius(answers) } : {}),
    },
    answers.length ? closeUpTileSize(area) : undefined,
    // a close-up draws the tiles just beyond its area where the ruler would be: it numbers its answers
    !answers.length,
  );
  // answers too scattered for that: the whole board with their regions framed, each numbered on a close-up
  const regions = answers.length && legibility < LEGIBLE_PX ? decisionRegions(answers) : [];
  // (the panel above it, so that the board spans the image, its frames and names as large as spot numbers)
  if (regions.length)
    ({ frame, layout } = planImage(state.board, { arrangement: 'row', ...options }, content, {
      spots: regions.length,
      letters: 0,
    }));

  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext('2d');
  ctx.lang = 'en';
  ctx.fillStyle = TABLE;
  ctx.fillRect(0, 0, layout.width, layout.height);
  const inView = (x: number, y: number) =>
    x >= frame.minX - 1 && x <= frame.minX + frame.cols && y >= frame.minY - 1 && y <= frame.minY + frame.rows;
  const labels = regions.length
    ? drawPlayArea(ctx, state, frame, layout.board, undefined, { dots: true })
    : drawPlayArea(ctx, state, frame, layout.board, answers.length ? inView : undefined);
  drawRuler(ctx, frame, layout.board);
  labels.push(...drawRegionFrames(ctx, frame, layout.board, regions, layout.width));
  const p = layout.panelAt;
  const panelMarks = layout.panel.draw(ctx, p.x, p.y, p.width, p.height);
  for (const mark of panelMarks)
    if (mark.kind === 'letter')
      labels.push({
        kind: 'letter',
        text: mark.text ?? '',
        x: mark.x + mark.width / 2,
        y: mark.y + mark.height / 2,
        radius: mark.width / 2,
        px: mark.px ?? 0,
      });

  const origin = cellRect(frame, layout.board.x, layout.board.y, frame.minX, frame.minY);
  return {
    canvas,
    grid: { left: origin.x, top: origin.y, tileSize: frame.tileSize, minX: frame.minX, minY: frame.minY },
    labels,
    panelMarks,
    panelArea: p,
    regions,
  };
}

/** A region of a question's answers alone, numbered (no panel): one of the board image's close-ups. */
export function drawCloseUp(state: GameState, region: DecisionRegion): { canvas: Canvas; labels: DrawnLabel[] } {
  ensureFonts();
  const [from, to] = region.shown;
  const frame = boardFrame(region.shown, closeUpTile(to.x - from.x + 1, to.y - from.y + 1), false);
  const canvas = createCanvas(frame.width, frame.height);
  const ctx = canvas.getContext('2d');
  ctx.lang = 'en';
  ctx.fillStyle = TABLE;
  ctx.fillRect(0, 0, frame.width, frame.height);
  const within = (x: number, y: number, ring: number) =>
    x >= from.x - ring && x <= to.x + ring && y >= from.y - ring && y <= to.y + ring;
  // the tiles just beyond show in the margin; only the answers on the tiles shown whole are numbered
  const labels = drawPlayArea(ctx, state, frame, { x: 0, y: 0 }, (x, y) => within(x, y, 1), {
    on: (x, y) => within(x, y, 0),
  });
  return { canvas, labels };
}

export async function renderBoard(state: GameState, options: RenderOptions = {}): Promise<RenderedBoard> {
  const { canvas, grid, regions } = drawBoard(state, options);
  const format = options.format ?? DEFAULT_FORMAT;
  // only a question with scattered answers pays for more than the one image a turn
  const offeredCanvas = drawOfferedTiles(state);
  const [image, offered, ...closeUps] = await Promise.all([
    encodeBoardImage(canvas, format),
    offeredCanvas && encodeBoardImage(offeredCanvas, format),
    ...regions.map((region) => encodeBoardImage(drawCloseUp(state, region).canvas, format)),
  ]);
  return {
    image: image as Buffer,
    format,
    fileName: `board.${format}`,
    width: canvas.width,
    height: canvas.height,
    grid,
    ...(regions.length
      ? { closeUps: regions.map((r, i) => ({ image: closeUps[i] as Buffer, name: r.name, numbers: r.numbers })) }
      : {}),
    ...(offered ? { offered } : {}),
  };
}
