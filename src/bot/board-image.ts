// The one place the bot talks to the renderer: the board (or a preview) as a Discord attachment.
import { AttachmentBuilder } from 'discord.js';
import { type ImageFormat, renderBoard, renderTilePreview } from '../../render';
import { renderScoreChart } from '../../render/score-chart';
import type { GameRecord } from '../app/record';
import { scoreTimeline } from '../app/score-timeline';
import type { GameState, Rotation } from '../engine';

export interface BoardImage {
  attachment: AttachmentBuilder;
  /** For an embed's image: `attachment://<file name>`. */
  url: string;
  bytes: number;
}

export interface ImageOptions {
  format?: ImageFormat;
}

function asAttachment(image: Buffer, fileName: string, description = 'The Carcassonne board'): BoardImage {
  return {
    attachment: new AttachmentBuilder(image, { name: fileName, description }),
    url: `attachment://${fileName}`,
    bytes: image.length,
  };
}

export async function boardImage(state: GameState, options: ImageOptions = {}): Promise<BoardImage> {
  const board = await renderBoard(state, options.format ? { format: options.format } : {});
  return asAttachment(board.image, board.fileName);
}

/** The board as it would be with the drawn tile at (x, y) turned by `rotation`. */
export async function previewImage(
  state: GameState,
  x: number,
  y: number,
  rotation: Rotation,
  options: ImageOptions = {},
): Promise<BoardImage> {
  const board = await renderTilePreview(state, x, y, rotation, options.format ? { format: options.format } : {});
  return asAttachment(board.image, `preview.${board.format}`);
}

/** The end-of-game chart of each player's score over the turns (always PNG). */
export async function scoreChartImage(record: GameRecord): Promise<BoardImage> {
  return asAttachment(await renderScoreChart(scoreTimeline(record)), 'scores.png', 'Scores over the game');
}
