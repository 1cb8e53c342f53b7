// The one place the bot talks to the renderer: the board (or a preview) as a Discord attachment.
import { AttachmentBuilder } from 'discord.js';
import { type ImageFormat, renderBoard, renderTilePreview } from '../../render';
import { renderScoreChart } from '../../render/score-chart';
import type { GameRecord } from '../app/record';
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

function asAttachment(image: Buffer, fileName: string, description: string): BoardImage {
  return {
    attachment: new AttachmentBuilder(image, { name: fileName, description }),
    url: `attachment://${fileName}`,
    bytes: image.length,
  };
}

export async function boardImage(state: GameState, options: ImageOptions = {}): Promise<BoardImage> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const board = await renderBoard(state, { ...(options.format ? { format: options.format } : {}), locale });
  return asAttachment(board.image, board.fileName, translate(locale, 'image.board'));
}

/** The board as it would be with the drawn tile at (x, y) turned by `rotation`. */
export async function previewImage(
  state: GameState,
  x: number,
  y: number,
  rotation: Rotation,
  options: ImageOptions = {},
): Promise<BoardImage> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const format = options.format ? { format: options.format } : {};
  const board = await renderTilePreview(state, x, y, rotation, { ...format, locale });
  return asAttachment(board.image, `preview.${board.format}`, translate(locale, 'image.board'));
}

/** The end-of-game chart of each player's score over the turns (always PNG). */
export async function scoreChartImage(record: GameRecord, locale: Locale = DEFAULT_LOCALE): Promise<BoardImage> {
  const chart = await renderScoreChart(scoreTimeline(record), locale);
  return asAttachment(chart, 'scores.png', translate(locale, 'image.chart'));
}
