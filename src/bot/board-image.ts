// The one place the bot talks to the renderer: the board (or a preview) as a Discord attachment. The
// drawing itself runs wherever `draw` sends it: the render thread pool in the bot (render/render-pool.ts).
import { AttachmentBuilder } from 'discord.js';
import type { ImageFormat } from '../../render';
import type { RenderedImage, RenderJob } from '../../render/render-jobs';
import { panelWords } from '../app/board-view';
import type { GameRecord } from '../app/record';
import { replaySource, turnStates } from '../app/record-codec';
import { scoreTimeline } from '../app/score-timeline';
import type { GameState, Rotation } from '../engine';
import { DEFAULT_LOCALE, type Locale, translate } from '../i18n';

export interface BoardImage {
  attachment: AttachmentBuilder;
  /** For an embed's image: `attachment://<file name>`. */
  url: string;
  bytes: number;
}

export interface ImageOptions {
  format?: ImageFormat;
  /** The language of the panel and of the image's description (the game's). */
  locale?: Locale;
}

/** Draws a render job: `RenderPool.run` in the bot, `runRenderJob` in the calling thread elsewhere. */
export type Draw = (job: RenderJob) => Promise<RenderedImage>;

function asAttachment(image: Buffer, fileName: string, description: string): BoardImage {
  return {
    attachment: new AttachmentBuilder(image, { name: fileName, description }),
    url: `attachment://${fileName}`,
    bytes: image.length,
  };
}

export async function boardImage(draw: Draw, state: GameState, options: ImageOptions = {}): Promise<BoardImage> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const board = await draw({ kind: 'board', state, ...options, locale, words: panelWords(state, locale) });
  return asAttachment(board.image, `board.${board.format}`, translate(locale, 'image.board'));
}

/** The tile just placed among its neighbours, large: the figure step's picture (one whole board a turn). */
export async function placementImage(draw: Draw, state: GameState, options: ImageOptions = {}): Promise<BoardImage> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const board = await draw({ kind: 'placement', state, ...(options.format ? { format: options.format } : {}) });
  return asAttachment(board.image, `board.${board.format}`, translate(locale, 'image.board'));
}

/** The drawn tile at (x, y) turned by `rotation`, among its neighbours (as the figure step would show it). */
export async function previewImage(
  draw: Draw,
  state: GameState,
  x: number,
  y: number,
  rotation: Rotation,
  options: ImageOptions = {},
): Promise<BoardImage> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const board = await draw({ kind: 'preview', state, x, y, rotation, ...options, locale });
  return asAttachment(board.image, `preview.${board.format}`, translate(locale, 'image.board'));
}

/** The end-of-game chart of each player's score over the turns (always PNG). */
export async function scoreChartImage(
  draw: Draw,
  record: GameRecord,
  locale: Locale = DEFAULT_LOCALE,
): Promise<BoardImage> {
  const chart = await draw({ kind: 'chart', timeline: scoreTimeline(record), locale });
  return asAttachment(chart.image, 'scores.png', translate(locale, 'image.chart'));
}

/** The whole game replayed, one frame per turn, as an animated PNG; undefined for a game that cannot replay. */
export async function replayImage(
  draw: Draw,
  record: GameRecord,
  locale: Locale = DEFAULT_LOCALE,
): Promise<BoardImage | undefined> {
  const source = replaySource(record);
  if (!source) return undefined;
  // replayed here (the engine is deterministic): the render thread draws the states it is handed
  const replay = await draw({ kind: 'replay', states: turnStates(source), locale });
  return asAttachment(replay.image, 'replay.png', translate(locale, 'image.replay'));
}
