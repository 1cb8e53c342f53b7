// Castles on the board: a grey stone keep with three merlons across the edge its two tiles share, its
// long side along that edge as the token lies, flying its owner's colour; a castle still waiting to score
// shows its owner's follower in the gate, a scored one an empty dark gate. A bazaar tile shows a yellow
// market stall in its corner. The panel counts each player's castles left and shows an auction as it
// stands (the tiles on offer, each bid, who is still to bid, who has which tile).
import type { SKRSContext2D } from '@napi-rs/canvas';
import { type ExpansionArt, type ExpansionTranslate, INK, playerPaint } from '../../../render/kit';
import { parseKey } from '../../engine/geometry';
import type { GameState } from '../../engine/types';
import { bazaarOf, boughtNumber, lotNumber, offerNumbers } from './bazaars';
import { bcbSlot, castlesLeft } from './castles';
import { BAZAAR_SYMBOL } from './tiles';

const STONE = '#a8a39a';
const STONE_DARK = '#6e6a63';
const BAZAAR_YELLOW = '#f2c230';
const AWNING_RED = '#c0392b';

/** A keep centred at (x, y), `size` the tile's, lying along x (or along y when `upright`). */
function drawCastle(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  size: number,
  upright: boolean,
  flag: string,
  inside?: string,
) {
  const w = size * 0.62;
  const h = size * 0.3;
  ctx.save();
  ctx.translate(x, y);
  if (upright) ctx.rotate(Math.PI / 2);
  ctx.lineWidth = Math.max(1.5, size * 0.02);
  ctx.strokeStyle = INK;
  // the wall with three merlons on top
  ctx.beginPath();
  const top = -h / 2;
  const m = w / 7;
  ctx.moveTo(-w / 2, h / 2);
  ctx.lineTo(-w / 2, top - m);
  for (let i = 0; i < 7; i++) {
    const x0 = -w / 2 + i * m;
    const up = i % 2 === 0;
    ctx.lineTo(x0, up ? top - m : top);
    ctx.lineTo(x0 + m, up ? top - m : top);
  }
  ctx.lineTo(w / 2, h / 2);
  ctx.closePath();
  ctx.fillStyle = STONE;
  ctx.fill();
  ctx.stroke();
  // the gate
  ctx.beginPath();
  const g = h * 0.42;
  ctx.moveTo(-g, h / 2);
  ctx.lineTo(-g, 0);
  ctx.arc(0, 0, g, Math.PI, 0);
  ctx.lineTo(g, h / 2);
  ctx.closePath();
  ctx.fillStyle = inside ?? STONE_DARK;
  ctx.fill();
  ctx.stroke();
  // the flag on a pole from the middle merlon
  ctx.beginPath();
  ctx.moveTo(0, top - m);
  ctx.lineTo(0, top - m - h * 0.9);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(0, top - m - h * 0.9);
  ctx.lineTo(w * 0.28, top - m - h * 0.7);
  ctx.lineTo(0, top - m - h * 0.5);
  ctx.closePath();
  ctx.fillStyle = flag;
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

/** A market stall: a yellow counter under a red-and-yellow awning. */
function drawBazaar(ctx: SKRSContext2D, x: number, y: number, size: number) {
  const w = size * 0.24;
  ctx.save();
  ctx.lineWidth = Math.max(1, size * 0.012);
  ctx.strokeStyle = INK;
  ctx.fillStyle = BAZAAR_YELLOW;
  ctx.fillRect(x - w / 2, y - w / 2, w, w);
  ctx.strokeRect(x - w / 2, y - w / 2, w, w);
  for (let i = 0; i < 4; i++) {
    ctx.beginPath();
    ctx.rect(x - w / 2 + (i * w) / 4, y - w / 2, w / 4, w * 0.32);
    ctx.fillStyle = i % 2 ? BAZAAR_YELLOW : AWNING_RED;
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
}

export const bcbArt: ExpansionArt = (add) => {
  add.tileSymbol(BAZAAR_SYMBOL, ({ ctx, cell }) =>
    drawBazaar(ctx, cell.x + cell.size * 0.8, cell.y + cell.size * 0.8, cell.size),
  );
  add.boardOverlay(({ ctx, state, cellOf }) => {
    for (const castle of bcbSlot(state).castles) {
      const [a, b] = castle.tiles.map(parseKey) as [{ x: number; y: number }, { x: number; y: number }];
      const ca = cellOf(a.x, a.y);
      const cb = cellOf(b.x, b.y);
      const x = (ca.x + cb.x) / 2 + ca.size / 2;
      const y = (ca.y + cb.y) / 2 + ca.size / 2;
      const colour = state.players.find((p) => p.id === castle.player)?.color ?? 'red';
      const paint = playerPaint(colour).fill;
      drawCastle(ctx, x, y, ca.size, a.y === b.y, paint, castle.scored ? undefined : paint);
    }
  });
  add.playerLine((state, player, t) =>
    [
      t('panel.bridges-castles-bazaars.castles', { tokens: castlesLeft(state, player) }),
      ...bazaarLines(state, player, t),
    ].filter((line): line is string => line !== null),
  );
};

// bazaars: the auction as it stands, under each player (the tiles on offer under the bazaar's player), each
// tile by the number it was revealed with (as the messages and the pick's picture name it)
function bazaarLines(state: GameState, player: string, t: ExpansionTranslate): (string | null)[] {
  const slot = bazaarOf(state);
  if (!slot) return [];
  const lines: (string | null)[] = [];
  if (player === slot.host && slot.offer.length) {
    const numbers = offerNumbers(slot);
    lines.push(t('panel.bridges-castles-bazaars.offer', { count: numbers.length, tiles: numbers.join(', ') }));
  }
  const mine = slot.bought.find((b) => b.player === player && b.tile);
  if (mine) lines.push(t('panel.bridges-castles-bazaars.bought', { number: boughtNumber(slot, mine) }));
  const lot = slot.lot;
  if (lot) {
    const number = lotNumber(slot, lot);
    const bids = lot.bids.filter((b) => b.player === player);
    const bid = bids[bids.length - 1];
    if (bid) lines.push(t('panel.bridges-castles-bazaars.bid', { points: bid.points, number }));
    else if (lot.toBid.includes(player) || (player === lot.picker && !lot.bids.length))
      lines.push(t('panel.bridges-castles-bazaars.to-bid', { number }));
  }
  return lines;
}
