// Tunnels on the board: each portal a dark arch in a stone rim, nearly half way from its edge to the
// tile's middle (drawn with the tile, so the tile to place shows its portals too); a token on a portal a
// disc of its pair's colour with a white arch, ringed in its owner's colour when the pair is a spare
// colour, so a player finds their own tokens and a pair's two tokens match. The panel counts each
// player's tokens left.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { CENTRE, EDGE_MID, type ExpansionArt, INK, playerPaint } from '../../../render/kit';
import { tileAt } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import type { OrientedTile } from '../../engine/tiles/oriented';
import type { Edge } from '../../engine/types';
import { pairColour, tokensLeft, tunnelSlot } from './rules';
import { isPortal, TUNNEL_SYMBOL } from './tiles';

export const PORTAL_DARK = '#1d1a17';
export const PORTAL_STONE = '#9c9288';

/** Where a portal road's portal is on its tile (unit square): along the road, towards the middle. */
export function portalPoint(tile: OrientedTile, feature: number): { x: number; y: number } {
  const edge = tile.edges[feature]?.[0] as Edge;
  const from = EDGE_MID[edge];
  return { x: from.x + (CENTRE.x - from.x) * 0.45, y: from.y + (CENTRE.y - from.y) * 0.45 };
}

/** An arch facing the portal's edge: the road goes in under it. */
function drawPortal(ctx: SKRSContext2D, at: { x: number; y: number }, edge: Edge, size: number) {
  // the mouth opens towards the edge the road comes in by; the dome lies towards the tile's middle
  const angle = { N: Math.PI, E: -Math.PI / 2, S: 0, W: Math.PI / 2 }[edge];
  const r = size * 0.16;
  ctx.save();
  ctx.translate(at.x, at.y);
  ctx.rotate(angle);
  ctx.beginPath();
  ctx.arc(0, 0, r, Math.PI, 0);
  ctx.lineTo(r, r * 0.55);
  ctx.lineTo(-r, r * 0.55);
  ctx.closePath();
  ctx.fillStyle = PORTAL_STONE;
  ctx.fill();
  ctx.lineWidth = Math.max(1, size * 0.012);
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.62, Math.PI, 0);
  ctx.lineTo(r * 0.62, r * 0.55);
  ctx.lineTo(-r * 0.62, r * 0.55);
  ctx.closePath();
  ctx.fillStyle = PORTAL_DARK;
  ctx.fill();
  ctx.restore();
}

/** A token: a disc of the pair's colour with a white arch, ringed in the owner's colour. */
function drawToken(ctx: SKRSContext2D, at: { x: number; y: number }, size: number, fill: string, ring: string) {
  const r = size * 0.15;
  ctx.save();
  ctx.beginPath();
  ctx.arc(at.x, at.y, r, 0, Math.PI * 2);
  ctx.fillStyle = ring;
  ctx.fill();
  ctx.beginPath();
  ctx.arc(at.x, at.y, r * 0.72, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1, size * 0.012);
  ctx.strokeStyle = INK;
  ctx.beginPath();
  ctx.arc(at.x, at.y, r, 0, Math.PI * 2);
  ctx.stroke();
  // the arch
  ctx.beginPath();
  ctx.arc(at.x, at.y + r * 0.2, r * 0.38, Math.PI, 0);
  ctx.lineTo(at.x + r * 0.38, at.y + r * 0.42);
  ctx.lineTo(at.x - r * 0.38, at.y + r * 0.42);
  ctx.closePath();
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

/** Every portal of a tile, drawn in its cell. */
function drawPortals(ctx: SKRSContext2D, tile: OrientedTile, cell: { x: number; y: number; size: number }) {
  tile.type.features.forEach((_, feature) => {
    if (!isPortal(tile.type, feature)) return;
    const p = portalPoint(tile, feature);
    const edge = tile.edges[feature]?.[0] as Edge;
    drawPortal(ctx, { x: cell.x + p.x * cell.size, y: cell.y + p.y * cell.size }, edge, cell.size);
  });
}

export const tunnelArt: ExpansionArt = (add) => {
  add.tileSymbol(TUNNEL_SYMBOL, ({ ctx, tile, cell }) => drawPortals(ctx, tile, cell));
  add.boardOverlay(({ ctx, state, cellOf }) => {
    // another expansion's tunnel played as portals (fn 67) carries no tunnel symbol: its portals here
    for (const placed of state.board) {
      const tile = orientedOf(placed);
      if (tile.type.symbols?.[TUNNEL_SYMBOL] || !tile.type.features.some((f) => f.openEnds)) continue;
      drawPortals(ctx, tile, cellOf(placed.x, placed.y));
    }
    for (const token of tunnelSlot(state).tokens) {
      const placed = tileAt(state.board, token.x, token.y);
      if (!placed) continue;
      const cell = cellOf(token.x, token.y);
      const p = portalPoint(orientedOf(placed), token.feature);
      const own = state.players.find((pl) => pl.id === token.player)?.color ?? 'red';
      const colour = pairColour(state, token.player, token.pair);
      drawToken(
        ctx,
        { x: cell.x + p.x * cell.size, y: cell.y + p.y * cell.size },
        cell.size,
        playerPaint(colour).fill,
        playerPaint(own).fill,
      );
    }
  });
  add.playerLine((state, player, t) => t('panel.tunnel.tokens', { tokens: tokensLeft(state, player) }));
};
