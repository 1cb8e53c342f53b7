// The one place the bot talks to the renderer: the board (or a preview) as a Discord attachment. The
// drawing itself runs wherever `draw` sends it: the render thread pool in the bot (render/render-pool.ts).
import { AttachmentBuilder } from 'discord.js';
import type { ImageFormat } from '../../render';
import type { RenderedImage, RenderJob } from '../../render/render-jobs';
import { panelWords, shownTilesParams } from '../app/board-view';
import { clipText } from '../app/echo';
import type { GameRecord } from '../app/record';
import { replaySource, turnStates } from '../app/record-codec';
import { scoreTimeline } from '../app/score-timeline';
import type { GameState, Rotation } from '../engine';
import { DEFAULT_LOCALE, type Locale, translate } from '../i18n';

/** Discord's longest embed title. */
const TITLE_LIMIT = 256;

export interface BoardImage {
  attachment: AttachmentBuilder;
  /** For an embed's image: `attachment://<file name>`. */
  url: string;
  bytes: number;
  /** A question's scattered answers, numbered on close-ups of their regions (the board frames them). */
  closeUps?: CloseUpImage[];
  /**
   * A question's face-up tiles (a draft), numbered as its answers, or the tile it is about (a bid's), under
   * its number; with its title in the game's language.
   */
  offered?: BoardImage & { title: string };
}

export interface CloseUpImage extends BoardImage {
  /** Its title, in the game's language: the region's name and the numbers it shows. */
  title: string;
}

/** "1–4, 7, 9–10": the numbers, runs shortened. */
export function numberRuns(numbers: readonly string[]): string {
  const values = numbers.map(Number);
  const runs: string[] = [];
  for (let i = 0; i < values.length; ) {
    let j = i;
    while (j + 1 < values.length && values[j + 1] === (values[j] as number) + 1) j++;
    runs.push(j > i + 1 ? `${values[i]}–${values[j]}` : values.slice(i, j + 1).join(', '));
    i = j + 1;
  }
  return runs.join(', ');
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
  const boardOnly = asAttachment(board.image, `board.${board.format}`, translate(locale, 'image.board'));
  // the tiles to choose from, or the tile the question is about (a bid's), titled with its number
  const shown = shownTilesParams(state);
  const offeredTitle = shown ? translate(locale, 'image.shown', shown) : translate(locale, 'image.offered');
  const image = board.offered
    ? {
        ...boardOnly,
        offered: { ...asAttachment(board.offered, `tiles.${board.format}`, offeredTitle), title: offeredTitle },
      }
    : boardOnly;
  if (!board.closeUps) return image;
  const closeUps = board.closeUps.map((closeUp) => {
    const title = clipText(
      translate(locale, 'turn.close-up', { region: closeUp.name, numbers: numberRuns(closeUp.numbers) }),
      TITLE_LIMIT,
    );
    return { ...asAttachment(closeUp.image, `close-up-${closeUp.name}.${board.format}`, title), title };
  });
  return { ...image, closeUps };
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
