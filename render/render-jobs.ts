// What a render thread can be asked to draw, and the one function that draws it. The same function runs
// in a worker (render-worker.ts) or, for tools and tests that need no pool, in the calling thread.
import { type ReplaySource, turnStates } from '../src/app/record-codec';
import type { ScoreTimeline } from '../src/app/score-timeline';
import type { GameState, Rotation } from '../src/engine';
import type { Locale } from '../src/i18n';
import type { ImageFormat } from './encode';
import { ensureFonts } from './fonts';
import { renderBoard } from './render-board';
import { renderPlacement, renderTilePreview } from './render-placement';
import { renderReplay } from './replay';
import { renderScoreChart } from './score-chart';

export type RenderJob =
  | { kind: 'board'; state: GameState; format?: ImageFormat; locale?: Locale }
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
  /** The whole game replayed (in the worker: the engine is deterministic) as an animated PNG. */
  | { kind: 'replay'; source: ReplaySource; locale?: Locale }
  /** Loads the renderer and its fonts, so the first real job does not pay for it. */
  | { kind: 'warm-up' };

export interface RenderedImage {
  image: Buffer;
  format: ImageFormat;
}

export async function runRenderJob(job: RenderJob): Promise<RenderedImage> {
  const options = (format?: ImageFormat, locale?: Locale) => ({
    ...(format ? { format } : {}),
    ...(locale ? { locale } : {}),
  });
  switch (job.kind) {
    case 'board': {
      const board = await renderBoard(job.state, options(job.format, job.locale));
      return { image: board.image, format: board.format };
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
      const replay = await renderReplay(turnStates(job.source), job.locale ? { locale: job.locale } : {});
      return { image: replay.image, format: 'png' };
    }
    case 'warm-up':
      ensureFonts();
      return { image: Buffer.alloc(0), format: 'png' };
  }
}
