// What a render thread can be asked to draw, and the one function that draws it. The same function runs
// in a worker (render-worker.ts) or, for tools and tests that need no pool, in the calling thread.
import type { GameState, Rotation } from '../src/engine';
import type { Locale } from '../src/i18n';
import type { ImageFormat } from './encode';
import { ensureFonts } from './fonts';
import { type RenderedCloseUp, renderBoard } from './render-board';
import { renderPlacement, renderTilePreview } from './render-placement';
import { renderReplay } from './replay';
import { renderScoreChart, type ScoreTimeline } from './score-chart';
import type { PanelWords } from './view';

export type RenderJob =
  | { kind: 'board'; state: GameState; format?: ImageFormat; locale?: Locale; words?: PanelWords }
  /** The tile just placed among its neighbours, large (the figure step's picture). */
  | { kind: 'placement'; state: GameState; format?: ImageFormat }
  | {
      kind: 'preview';
      state: GameState;
      x: number;
      y: number;
      rotation: Rotation;
      format?: ImageFormat;
      locale?: Locale;
    }
  | { kind: 'chart'; timeline: ScoreTimeline; locale?: Locale }
  /** The whole game as an animated PNG: `states`, the game at its start and after every turn. */
  | { kind: 'replay'; states: GameState[]; locale?: Locale }
  /** Loads the renderer and its fonts, so the first real job does not pay for it. */
  | { kind: 'warm-up' };

export interface RenderedImage {
  image: Buffer;
  format: ImageFormat;
  /** A board whose question's answers are scattered: the close-ups that number them (render-board.ts). */
  closeUps?: RenderedCloseUp[];
  /** A question's face-up tiles, numbered as its answers (render-board.ts). */
  offered?: Buffer;
}

export async function runRenderJob(job: RenderJob): Promise<RenderedImage> {
  const options = (format?: ImageFormat, locale?: Locale, words?: PanelWords) => ({
    ...(format ? { format } : {}),
    ...(locale ? { locale } : {}),
    ...(words ? { words } : {}),
  });
  switch (job.kind) {
    case 'board': {
      const board = await renderBoard(job.state, options(job.format, job.locale, job.words));
      return {
        image: board.image,
        format: board.format,
        ...(board.closeUps ? { closeUps: board.closeUps } : {}),
        ...(board.offered ? { offered: board.offered } : {}),
      };
    }
    case 'placement': {
      const board = await renderPlacement(job.state, job.format);
      return { image: board.image, format: board.format };
    }
    case 'preview': {
      const board = await renderTilePreview(job.state, job.x, job.y, job.rotation, job.format);
      return { image: board.image, format: board.format };
    }
    case 'chart':
      return { image: await renderScoreChart(job.timeline, job.locale), format: 'png' };
    case 'replay': {
      const replay = await renderReplay(job.states, job.locale ? { locale: job.locale } : {});
      return { image: replay.image, format: 'png' };
    }
    case 'warm-up':
      ensureFonts();
      return { image: Buffer.alloc(0), format: 'png' };
  }
}
