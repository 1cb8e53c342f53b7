// Arranges the panel's sections as a column (beside a tall board) or as two columns side by side
// (above a wide board), so the whole image stays close to square on a phone.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { PANEL } from '../palette';
import type { PanelContent } from './content';
import {
  CONTENT_WIDTH,
  footerSection,
  headingSection,
  type Mark,
  playersSection,
  type Section,
  tileSection,
} from './sections';

export type { Mark } from './sections';

export type Arrangement = 'column' | 'row';

export interface PanelPlan {
  arrangement: Arrangement;
  width: number;
  height: number;
  /**
   * Draws the panel with its top-left corner at (x, y), filling `width` × `height` with its ground, and
   * returns the boxes of the text, icons and letters it drew.
   */
  draw(ctx: SKRSContext2D, x: number, y: number, width: number, height: number): Mark[];
}

const stackHeight = (sections: Section[], gap: number) =>
  sections.reduce((sum, s) => sum + s.height, 0) + gap * Math.max(0, sections.length - 1);

function drawStack(ctx: SKRSContext2D, sections: Section[], x: number, y: number, gap: number): Mark[] {
  let top = y;
  const marks: Mark[] = [];
  for (const section of sections) {
    marks.push(...section.draw(ctx, x, top));
    top += section.height + gap;
  }
  return marks;
}

export function planPanel(content: PanelContent, u: number, arrangement: Arrangement): PanelPlan {
  const pad = 0.3 * u;
  const gap = 0.32 * u;
  const tile = tileSection(content, u);
  const left = [headingSection(content, u), ...(tile ? [tile] : [])];
  const right = [playersSection(content, u), footerSection(content, u)];
  const columnWidth = CONTENT_WIDTH * u;
  const columns = arrangement === 'column' ? [[...left, ...right]] : [left, right];
  const width = Math.ceil(columns.length * columnWidth + (columns.length - 1) * 0.6 * u + 2 * pad);
  const height = Math.ceil(Math.max(...columns.map((c) => stackHeight(c, gap))) + 2 * pad);
  return {
    arrangement,
    width,
    height,
    draw(ctx, x, y, w, h) {
      ctx.fillStyle = PANEL;
      ctx.fillRect(x, y, w, h);
      return columns.flatMap((sections, i) =>
        drawStack(ctx, sections, x + pad + i * (columnWidth + 0.6 * u), y + pad, gap),
      );
    },
  };
}
