// Figures in player colours on the features they occupy; several on one feature of one tile stand side
// by side.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Figure, GameState, OrientedTile } from '../../src/engine';
import { orientedOf, tileAt } from '../../src/engine';
import { featureArt } from '../art/feature-art';
import { figureAnchorOf, figureArt } from '../art/figure-art';
import { unknownFigure } from '../art/figures/others';
import { cellAt, regionDepth } from '../geometry/grid';
import { featureAnchor, tileLayout } from '../layout/tile-layout';
import { type PlayerPaint, playerPaint } from '../palette';

/** Height of a standard follower as a share of the tile. */
export const FIGURE_SIZE = 0.36;
/** A farmer shrinks to fit a narrow field, down to this height. */
const MIN_FARMER = 0.16;
/** Farmer height per unit of room (distance from the anchor to the field's nearest edge). */
const FARMER_FIT = 1.8;

const depthCache = new Map<string, Float32Array>();

/**
 * The height of a figure on a feature of a tile, as a share of the tile: a farmer lies across about its
 * own height, so on a narrow field it shrinks until it fits between the field's edges.
 */
export function figureHeight(tile: OrientedTile, index: number): number {
  if (tile.type.features[index]?.kind !== 'field') return FIGURE_SIZE;
  const layout = tileLayout(tile);
  const key = `${tile.type.id}@${tile.rotation}`;
  let depth = depthCache.get(key);
  if (!depth) {
    depth = regionDepth(layout.owner);
    depthCache.set(key, depth);
  }
  const room = depth[cellAt(featureAnchor(tile, index))] as number;
  return Math.max(MIN_FARMER, Math.min(FIGURE_SIZE, room * FARMER_FIT));
}

/** Draws one figure of `kind` centred on (cx, cy), `height` pixels tall. */
export function drawFigure(
  ctx: SKRSContext2D,
  kind: string,
  /** The player's colour name, or a paint of its own (the panel's shade for the dark ground). */
  color: string | PlayerPaint,
  onKind: string,
  cx: number,
  cy: number,
  height: number,
) {
  const art = figureArt(kind) ?? unknownFigure(kind);
  const scale = height * art.scale;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.scale(scale, scale);
  art.draw({
    ctx,
    paint: typeof color === 'string' ? playerPaint(color) : color,
    onKind,
    lying: onKind === 'field' || featureArt(onKind)?.followersLie === true,
    outline: Math.max(1.2, height * 0.045) / scale,
  });
  ctx.restore();
}

/** A figure as drawn: a player's, or a neutral one (no player) in its art's own colours. */
interface Standing {
  kind: string;
  x: number;
  y: number;
  feature?: number;
  color: string | PlayerPaint;
}

export function drawFigures(
  ctx: SKRSContext2D,
  state: GameState,
  cellOf: (x: number, y: number) => { x: number; y: number; size: number },
) {
  const colourOf = new Map(state.players.map((p) => [p.id, p.color]));
  // a figure standing elsewhere than its feature's spot (a barn on a corner) is drawn alone, there
  const anchored = state.figures.flatMap((f) => {
    const at = figureAnchorOf(state, f);
    return at ? [{ figure: f, at }] : [];
  });
  const elsewhere = new Set(anchored.map(({ figure }) => figure));
  const standing: Standing[] = [
    ...state.figures
      .filter((f) => !elsewhere.has(f))
      .map((f: Figure) => ({ ...f, color: colourOf.get(f.player) ?? '' })),
    ...(state.neutral ?? []).map((f) => ({ ...f, color: figureArt(f.kind)?.paint ?? playerPaint('') })),
  ];
  const groups = new Map<string, Standing[]>();
  for (const figure of standing) {
    const key = `${figure.x},${figure.y},${figure.feature ?? 'tile'}`;
    groups.set(key, [...(groups.get(key) ?? []), figure]);
  }
  for (const group of groups.values()) {
    const first = group[0] as Standing;
    const placed = tileAt(state.board, first.x, first.y);
    if (!placed) continue;
    const tile = orientedOf(placed);
    // a figure on no feature (a neutral one on the tile as a whole) stands in the tile's middle
    const anchor = first.feature === undefined ? { x: 0.5, y: 0.5 } : featureAnchor(tile, first.feature);
    const onKind = first.feature === undefined ? '' : (tile.type.features[first.feature]?.kind ?? '');
    const height = first.feature === undefined ? FIGURE_SIZE : figureHeight(tile, first.feature);
    const cell = cellOf(first.x, first.y);
    group.forEach((figure, i) => {
      const shift = (i - (group.length - 1) / 2) * 0.22 * cell.size;
      drawFigure(
        ctx,
        figure.kind,
        figure.color,
        onKind,
        cell.x + anchor.x * cell.size + shift,
        cell.y + anchor.y * cell.size,
        cell.size * height,
      );
    });
  }
  for (const { figure, at } of anchored) {
    const cell = cellOf(figure.x, figure.y);
    const color = colourOf.get(figure.player) ?? '';
    drawFigure(
      ctx,
      figure.kind,
      color,
      '',
      cell.x + at.x * cell.size,
      cell.y + at.y * cell.size,
      cell.size * FIGURE_SIZE,
    );
  }
}
