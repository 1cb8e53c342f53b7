// The panel's sections, each measured and drawn in panel units (u): the heading, the tile box, the
// players table and the tiles left. Sizes are in u so the panel scales as one piece.

import type { SKRSContext2D } from '@napi-rs/canvas';
import { figureArt } from '../art/figure-art';
import { drawFigure } from '../board/draw-figures';
import { drawLetters, LETTER_RADIUS } from '../board/draw-spots';
import { drawTile } from '../board/draw-tile';
import type { LetterOnBoard } from '../board/spots';
import { font } from '../fonts';
import { onDarkPaint, PANEL_ACTIVE, PANEL_MUTED, PANEL_TEXT } from '../palette';
import type { PanelContent, PanelPlayer } from './content';
import { fitText, measureContext, wrapText } from './text';

/** Side of the close-up of the tile just placed, in panel units. */
export const CLOSE_UP = 2.4;

/** Font size of a player's name, in panel units. */
export const NAME_SCALE = 0.27;
/** Font size of a module's lines under a player's name (tower pieces, messenger), in panel units. */
export const MODULE_LINE = 0.24;
/** The height of a module's line in the panel, in u. */
const MODULE_LINE_HEIGHT = 0.3;

/** Modules' lines in their panel font, each wrapped to `width` where long. */
function wrapModuleLines(lines: readonly string[], width: number, u: number): string[] {
  const m = measureContext();
  m.font = font(MODULE_LINE * u, 'normal');
  return lines.flatMap((line) => wrapText(m, line, width));
}

/** Width of the panel's content, in panel units. */
export const CONTENT_WIDTH = 4.4;

/** A box the panel drew: a line of text (with what it says) or an icon; a test checks they never overlap. */
export interface Mark {
  kind: 'text' | 'icon' | 'letter' | 'tile';
  x: number;
  y: number;
  width: number;
  height: number;
  text?: string;
  /** Font size of a text or letter, in pixels. */
  px?: number;
}

export interface Section {
  height: number;
  /** Draws the section and returns the boxes of the text and icons it drew (none for plain sections). */
  draw(ctx: SKRSContext2D, x: number, y: number): Mark[];
}

/** The box of text just drawn with textBaseline 'middle' at (x, middle). */
function textMark(ctx: SKRSContext2D, text: string, x: number, middle: number, align: 'left' | 'right'): Mark {
  const metrics = ctx.measureText(text);
  const width = metrics.width;
  const px = Number.parseFloat(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1] ?? '0');
  return {
    kind: 'text',
    text,
    x: align === 'left' ? x : x - width,
    y: middle - px * 0.5,
    width,
    height: px,
    px,
  };
}

/** Draws left-aligned text with textBaseline 'top' at (x, top), and gives its box. */
function fillTopText(ctx: SKRSContext2D, text: string, x: number, top: number): Mark {
  ctx.fillText(text, x, top);
  const px = Number.parseFloat(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1] ?? '0');
  return { kind: 'text', text, x, y: top, width: ctx.measureText(text).width, height: px, px };
}

/** The box of a figure icon of this height centred on (cx, cy): figures are about as wide as tall. */
const iconMark = (cx: number, cy: number, height: number): Mark => ({
  kind: 'icon',
  x: cx - height / 2,
  y: cy - height / 2,
  width: height,
  height,
});

export function headingSection(content: PanelContent, u: number): Section {
  const m = measureContext();
  m.font = font(0.25 * u, 'normal');
  const status = wrapText(m, content.status, CONTENT_WIDTH * u);
  const height = 0.48 * u + status.length * 0.33 * u;
  return {
    height,
    draw(ctx, x, y) {
      ctx.textAlign = 'left';
      ctx.textBaseline = 'top';
      ctx.fillStyle = PANEL_TEXT;
      ctx.font = font(0.36 * u);
      const marks = [fillTopText(ctx, content.title, x, y)];
      ctx.font = font(0.25 * u, 'normal');
      status.forEach((line, i) => {
        marks.push(fillTopText(ctx, line, x, y + 0.48 * u + i * 0.33 * u));
      });
      return marks;
    },
  };
}

function label(
  ctx: SKRSContext2D,
  text: string,
  x: number,
  y: number,
  u: number,
  align: 'left' | 'center' | 'right' = 'left',
) {
  ctx.font = font(0.21 * u, 'normal');
  ctx.fillStyle = PANEL_MUTED;
  ctx.textAlign = align;
  ctx.textBaseline = 'top';
  ctx.fillText(text, x, y);
}

export function tileSection(content: PanelContent, u: number): Section | null {
  const box = content.tile;
  if (box.kind === 'drawn') {
    const size = Math.round(0.95 * u);
    const gap = (CONTENT_WIDTH * u - 4 * size) / 3;
    return {
      height: 0.34 * u + size + 0.34 * u,
      draw(ctx, x, y) {
        label(ctx, content.labels.tileRotations, x, y, u);
        return box.rotations.map((tile, i) => {
          const left = Math.round(x + i * (size + gap));
          const top = Math.round(y + 0.34 * u);
          drawTile(ctx, tile, left, top, size, { options: content.options });
          label(ctx, `${tile.rotation}°`, left + size / 2, top + size + 0.06 * u, u, 'center');
          return { kind: 'tile' as const, x: left, y: top, width: size, height: size };
        });
      },
    };
  }
  if (box.kind === 'placed') {
    // A close-up of the tile just placed, big enough that its letters read on a phone (LETTER_RADIUS of
    // the close-up is 0.3 u: letters 0.375 u tall, 15 px when the image is 9.8 u shown 400 px wide).
    // A double tile's two halves side by side (a little smaller, to fit the panel) or one above the other.
    const pair = box.partner;
    const across = pair ? Math.abs(pair.dx) : 0;
    const down = pair ? Math.abs(pair.dy) : 0;
    const size = Math.round((across ? Math.min(CLOSE_UP, CONTENT_WIDTH / 2) : CLOSE_UP) * u);
    const closeWidth = size * (1 + across);
    const closeHeight = size * (1 + down);
    const lines = box.letters.map((spot, i) => content.labels.spots[i] ?? spot.letter);
    // The spot lines go beside the close-up while they fit there, else below it at the full width.
    const m = measureContext();
    m.font = font(0.25 * u, 'normal');
    const besideRoom = CONTENT_WIDTH * u - closeWidth - 0.3 * u;
    const beside = besideRoom > 0 && lines.every((line) => m.measureText(line).width <= besideRoom);
    const linesHeight = lines.length * 0.34 * u;
    return {
      height: 0.34 * u + (beside ? Math.max(closeHeight, linesHeight) : closeHeight + 0.15 * u + linesHeight),
      draw(ctx, x, y) {
        label(ctx, content.labels.figureSpots, x, y, u);
        const top = Math.round(y + 0.34 * u);
        // the first half's square, shifted right or down when the second lies west or north of it
        const firstX = Math.round(x) + (pair && pair.dx < 0 ? size : 0);
        const firstY = top + (pair && pair.dy < 0 ? size : 0);
        drawTile(ctx, box.tile, firstX, firstY, size, { options: content.options });
        const onPartner = (l: LetterOnBoard) => Boolean(pair && l.x === pair.x && l.y === pair.y);
        const letters = drawLetters(
          ctx,
          firstX,
          firstY,
          size,
          box.letters.filter((l) => !onPartner(l)),
          size * LETTER_RADIUS,
        );
        if (pair) {
          const partnerX = firstX + pair.dx * size;
          const partnerY = firstY + pair.dy * size;
          drawTile(ctx, pair.tile, partnerX, partnerY, size, { options: content.options });
          const theirs = box.letters.filter(onPartner);
          letters.push(...drawLetters(ctx, partnerX, partnerY, size, theirs, size * LETTER_RADIUS));
        }
        ctx.font = font(0.25 * u, 'normal');
        ctx.fillStyle = PANEL_TEXT;
        ctx.textAlign = 'left';
        ctx.textBaseline = 'top';
        const left = beside ? x + closeWidth + 0.3 * u : x;
        const first = beside ? top : top + closeHeight + 0.15 * u;
        const lineMarks = lines.map((line, i) => {
          const fitted = fitText(ctx, line, beside ? besideRoom : CONTENT_WIDTH * u);
          return fillTopText(ctx, fitted, left, first + i * 0.34 * u);
        });
        const letterMarks = letters.map((l) => ({
          kind: 'letter' as const,
          text: l.text,
          x: l.x - l.radius,
          y: l.y - l.radius,
          width: 2 * l.radius,
          height: 2 * l.radius,
          px: l.px,
        }));
        return [...letterMarks, ...lineMarks];
      },
    };
  }
  return null;
}

/** Room a name keeps at least: twelve letters of an ordinary name in the name's font. */
const NAME_SAMPLE = 'Alexandrinus';

/**
 * Figures left, then the tokens a module keeps for the player (gold ingots ...) that have a drawing,
 * registered as the figure art `token.<id>`: each shows as its icon and count.
 */
const counted = (player: PanelPlayer): [string, number][] => [
  ...player.supply,
  ...player.tokens.map(([id, n]): [string, number] => [`token.${id}`, n]).filter(([kind]) => figureArt(kind)),
];

/** The height of one line of the supply under a name, in panel units. */
const SUPPLY_LINE = 0.35;

/** Items split into lines no wider than `room`, in order (at least one item a line). */
function wrapped<T>(items: readonly T[], widthOf: (item: T) => number, room: number): T[][] {
  const lines: T[][] = [];
  let used = Infinity;
  for (const item of items) {
    const w = widthOf(item);
    if (used + w > room) {
      lines.push([]);
      used = 0;
    }
    lines[lines.length - 1]?.push(item);
    used += w;
  }
  return lines.length ? lines : [[]];
}

export function playersSection(content: PanelContent, u: number): Section {
  const width = CONTENT_WIDTH * u;
  const m = measureContext();
  // The supply (every figure kind with its count) goes beside the name while the name keeps twelve
  // letters of room; with many expansions it moves to a second line under the name.
  m.font = font(0.22 * u, 'normal');
  const itemWidth = ([, n]: [string, number]) => m.measureText(`${n}`).width + 0.52 * u;
  const supplyWidth = Math.max(0, ...content.players.map((p) => counted(p).reduce((sum, c) => sum + itemWidth(c), 0)));
  m.font = font(NAME_SCALE * u);
  const nameRoom = m.measureText(NAME_SAMPLE).width;
  const scoreRoom = 0.72 * u;
  const twoLines = width - scoreRoom - supplyWidth - 0.8 * u < nameRoom;
  // under the name, the supply wraps onto as many lines as it needs (many expansions, six players)
  const supplyRows = content.players.map((p) => wrapped(counted(p), itemWidth, width - 0.8 * u));
  const supplyLines = twoLines ? Math.max(1, ...supplyRows.map((rows) => rows.length)) : 1;
  // every line ends at one right edge, so the counts stand in a column
  const columnWidth = Math.max(
    0,
    ...supplyRows.flatMap((rows) => rows.map((items) => items.reduce((sum, c) => sum + itemWidth(c), 0))),
  );
  // modules' lines (the score track's messenger, a robber) go under the name, wrapped where long, large
  // enough to read on a phone (0.24 u: 10 px when the image is 9.8 u shown 400 px wide)
  const lineHeight = MODULE_LINE_HEIGHT * u;
  const moduleLines = content.players.map((p) => wrapModuleLines(p.lines, width - 0.8 * u, u));
  const extra = Math.max(0, ...moduleLines.map((lines) => lines.length)) * lineHeight;
  const row = (twoLines ? 0.6 * u + SUPPLY_LINE * u * supplyLines : 0.6 * u) + extra;
  return {
    height: 0.3 * u + content.players.length * row,
    draw(ctx, x, y) {
      const marks: Mark[] = [];
      label(ctx, content.labels.player, x + 0.75 * u, y, u);
      label(ctx, content.labels.figuresScore, x + width, y, u, 'right');
      content.players.forEach((player, i) => {
        const top = y + 0.3 * u + i * row;
        const middle = top + (twoLines ? 0.32 * u : (row - extra) / 2);
        if (player.active) {
          ctx.fillStyle = PANEL_ACTIVE;
          ctx.beginPath();
          ctx.roundRect(x - 0.1 * u, top + 0.04 * u, width + 0.2 * u, row - 0.08 * u, 0.1 * u);
          ctx.fill();
          ctx.fillStyle = PANEL_TEXT;
          ctx.beginPath();
          ctx.moveTo(x, middle - 0.11 * u);
          ctx.lineTo(x + 0.17 * u, middle);
          ctx.lineTo(x, middle + 0.11 * u);
          ctx.closePath();
          ctx.fill();
        }
        drawFigure(ctx, 'meeple', onDarkPaint(player.color), '', x + 0.48 * u, middle, 0.42 * u);
        marks.push(iconMark(x + 0.48 * u, middle, 0.42 * u));
        // Score on the right, then figures left leftward from it (or on the line below), the name in
        // what remains.
        ctx.textBaseline = 'middle';
        ctx.textAlign = 'right';
        ctx.fillStyle = PANEL_TEXT;
        ctx.font = font(0.3 * u);
        const score = String(player.score);
        ctx.fillText(score, x + width, middle);
        marks.push(textMark(ctx, score, x + width, middle, 'right'));
        let right = x + width - scoreRoom;
        // one line beside the name, or the wrapped lines under it
        const lines = twoLines ? (supplyRows[i] ?? []) : [counted(player)];
        let supplyRight = right;
        lines.forEach((items, k) => {
          const supplyMiddle = twoLines ? top + 0.72 * u + k * SUPPLY_LINE * u : middle;
          if (twoLines) supplyRight = x + 0.8 * u + columnWidth;
          drawSupplyLine(items, supplyMiddle);
        });
        function drawSupplyLine(items: [string, number][], supplyMiddle: number) {
          ctx.font = font(0.22 * u, 'normal');
          for (const [kind, count] of [...items].reverse()) {
            const text = `${count}`;
            ctx.font = font(0.22 * u, 'normal');
            ctx.textAlign = 'right';
            ctx.fillStyle = count ? PANEL_TEXT : PANEL_MUTED;
            ctx.fillText(text, supplyRight, supplyMiddle);
            marks.push(textMark(ctx, text, supplyRight, supplyMiddle, 'right'));
            // The icon just left of its count, then a gap before the next count.
            // Some figures (the big follower, the pig) are drawn wider than tall: 0.4 u of room each.
            const iconCentre = supplyRight - ctx.measureText(text).width - 0.04 * u - 0.2 * u;
            drawFigure(ctx, kind, onDarkPaint(player.color), '', iconCentre, supplyMiddle, 0.3 * u);
            marks.push({ ...iconMark(iconCentre, supplyMiddle, 0.3 * u), x: iconCentre - 0.2 * u, width: 0.4 * u });
            supplyRight = iconCentre - 0.2 * u - 0.08 * u;
          }
        }
        if (!twoLines) right = supplyRight;
        ctx.textAlign = 'left';
        ctx.fillStyle = PANEL_TEXT;
        ctx.font = font(NAME_SCALE * u);
        const name = fitText(ctx, player.name, right - 0.1 * u - (x + 0.8 * u));
        ctx.fillText(name, x + 0.8 * u, middle);
        marks.push(textMark(ctx, name, x + 0.8 * u, middle, 'left'));
        ctx.font = font(MODULE_LINE * u, 'normal');
        ctx.fillStyle = PANEL_MUTED;
        (moduleLines[i] ?? []).forEach((line, j) => {
          const lineMiddle = top + row - extra + (j + 0.5) * lineHeight - 0.04 * u;
          ctx.fillText(line, x + 0.8 * u, lineMiddle);
          marks.push(textMark(ctx, line, x + 0.8 * u, lineMiddle, 'left'));
        });
      });
      return marks;
    },
  };
}

export function footerSection(content: PanelContent, u: number): Section {
  // the modules' lines about the whole game follow the tiles left, wrapped where long
  const lineHeight = MODULE_LINE_HEIGHT * u;
  const lines = wrapModuleLines(content.gameLines, CONTENT_WIDTH * u, u);
  return {
    height: 0.4 * u + lines.length * lineHeight,
    draw(ctx, x, y) {
      ctx.font = font(0.25 * u, 'normal');
      ctx.fillStyle = PANEL_MUTED;
      ctx.textAlign = 'left';
      ctx.textBaseline = 'top';
      const marks = [fillTopText(ctx, content.labels.tilesLeft, x, y + 0.08 * u)];
      ctx.font = font(MODULE_LINE * u, 'normal');
      lines.forEach((line, i) => {
        marks.push(fillTopText(ctx, line, x, y + 0.4 * u + i * lineHeight));
      });
      return marks;
    },
  };
}
