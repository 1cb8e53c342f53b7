// The Wheel of Fortune on the board: the wheel over the four inner squares of its board, six sectors
// clockwise from Fortuna at the top, each in a colour of its own with a sign (Fortuna a gold star,
// Taxes a coin, Famine an empty bowl, Storm a lightning bolt, Inquisition a cross, Plague a skull's dark
// disc), the crown spaces as gold rings on the rim (a follower in its player's colour on a taken one),
// the big pink pig on the rim by the sector where it stands, that sector ringed. A wheel tile shows a corner plate with a small wheel
// and the pig's move in bold. The panel says how many followers a player has on crown spaces.
import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  type BoardOverlay,
  drawFigure,
  drawLargeCornerPlate,
  type ExpansionArt,
  FIGURE_SIZE,
  INK,
  WALL,
} from '../../../render/kit';
import { CROWN_SPACES, CROWNS, SECTORS, type Sector, sectorOfSpace, wheelSlot } from './rules';
import { WHEEL, WHEEL_START } from './tiles';

const SECTOR_COLOUR: Record<Sector, string> = {
  fortuna: '#f6d55c',
  taxes: '#9fc5e8',
  famine: '#d9b38c',
  storm: '#8e9aaf',
  inquisition: '#c27ba0',
  plague: '#93c47d',
};
const GOLD = '#e0a800';
const PIG = '#f4a6c1';
const PIG_EDGE = '#8a3d5a';

/** The angle of a sector's middle: Fortuna at the top, the others clockwise (canvas angles). */
const middleOf = (i: number) => -Math.PI / 2 + (i * Math.PI) / 3;

function drawSign(ctx: SKRSContext2D, sector: Sector, x: number, y: number, r: number) {
  ctx.save();
  ctx.fillStyle = INK;
  ctx.strokeStyle = INK;
  ctx.lineWidth = Math.max(1, r * 0.18);
  ctx.beginPath();
  if (sector === 'fortuna') {
    for (let k = 0; k < 10; k++) {
      const a = -Math.PI / 2 + (k * Math.PI) / 5;
      const d = k % 2 ? r * 0.45 : r;
      ctx.lineTo(x + d * Math.cos(a), y + d * Math.sin(a));
    }
    ctx.closePath();
    ctx.fillStyle = GOLD;
    ctx.fill();
    ctx.lineWidth = Math.max(1, r * 0.1);
    ctx.stroke();
  } else if (sector === 'taxes') {
    ctx.arc(x, y, r * 0.8, 0, Math.PI * 2);
    ctx.fillStyle = GOLD;
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(x, y, r * 0.45, 0, Math.PI * 2);
    ctx.stroke();
  } else if (sector === 'famine') {
    // an empty bowl
    ctx.arc(x, y - r * 0.2, r * 0.85, 0, Math.PI);
    ctx.closePath();
    ctx.fill();
  } else if (sector === 'storm') {
    const bolt: [number, number][] = [
      [0.2, -1],
      [-0.5, 0.1],
      [0, 0.1],
      [-0.25, 1],
      [0.55, -0.2],
      [0.05, -0.2],
      [0.35, -1],
    ];
    for (const [dx, dy] of bolt) ctx.lineTo(x + dx * r, y + dy * r);
    ctx.closePath();
    ctx.fill();
  } else if (sector === 'inquisition') {
    ctx.rect(x - r * 0.15, y - r, r * 0.3, r * 2);
    ctx.rect(x - r * 0.6, y - r * 0.5, r * 1.2, r * 0.3);
    ctx.fill();
  } else {
    // a skull: a dark head with two pale eyes
    ctx.arc(x, y - r * 0.1, r * 0.75, 0, Math.PI * 2);
    ctx.rect(x - r * 0.4, y + r * 0.3, r * 0.8, r * 0.5);
    ctx.fill();
    ctx.fillStyle = '#f4f4f4';
    ctx.beginPath();
    ctx.arc(x - r * 0.28, y - r * 0.1, r * 0.2, 0, Math.PI * 2);
    ctx.arc(x + r * 0.28, y - r * 0.1, r * 0.2, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/** The big pig, nose to the right of its heading, at (x, y) with half-length r. */
function drawPig(ctx: SKRSContext2D, x: number, y: number, r: number, heading: number) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(heading);
  ctx.fillStyle = PIG;
  ctx.strokeStyle = PIG_EDGE;
  ctx.lineWidth = Math.max(1.5, r * 0.12);
  ctx.beginPath();
  ctx.ellipse(0, 0, r, r * 0.65, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  // the snout and an ear
  ctx.beginPath();
  ctx.ellipse(r * 0.95, 0, r * 0.22, r * 0.3, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(r * 0.4, -r * 0.5);
  ctx.lineTo(r * 0.55, -r * 0.95);
  ctx.lineTo(r * 0.75, -r * 0.45);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

const overlay: BoardOverlay = ({ ctx, state, cellOf }) => {
  const start = state.board.find((t) => t.tile === WHEEL_START);
  if (!start) return;
  const cell = cellOf(start.x, start.y);
  const cx = cell.x + cell.size;
  const cy = cell.y + cell.size;
  // over the inner squares and the inner edge of the landscape round them, where its roads end
  const radius = cell.size * 1.3;
  const slot = wheelSlot(state);
  ctx.save();
  SECTORS.forEach((sector, i) => {
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.arc(cx, cy, radius, middleOf(i) - Math.PI / 6, middleOf(i) + Math.PI / 6);
    ctx.closePath();
    ctx.fillStyle = SECTOR_COLOUR[sector];
    ctx.fill();
    ctx.lineWidth = Math.max(1.5, cell.size * 0.025);
    ctx.strokeStyle = WALL;
    ctx.stroke();
    const a = middleOf(i);
    drawSign(ctx, sector, cx + Math.cos(a) * radius * 0.4, cy + Math.sin(a) * radius * 0.4, cell.size * 0.17);
  });
  // the rim and the hub
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.lineWidth = Math.max(2, cell.size * 0.05);
  ctx.strokeStyle = WALL;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, cell.size * 0.1, 0, Math.PI * 2);
  ctx.fillStyle = WALL;
  ctx.fill();
  // the crown spaces on the rim, a follower on each taken one
  const colourOf = new Map(state.players.map((p) => [p.id, p.color]));
  for (const space of CROWN_SPACES) {
    const sector = sectorOfSpace(space);
    const i = SECTORS.indexOf(sector);
    const n = CROWNS[sector];
    const k = Number(space.split('-').pop()) - 1;
    const a = middleOf(i) + (n === 2 ? (k ? 0.25 : -0.25) : 0);
    const x = cx + Math.cos(a) * radius * 0.78;
    const y = cy + Math.sin(a) * radius * 0.78;
    ctx.beginPath();
    ctx.arc(x, y, cell.size * 0.17, 0, Math.PI * 2);
    ctx.fillStyle = '#fff8dc';
    ctx.fill();
    ctx.lineWidth = Math.max(1.5, cell.size * 0.035);
    ctx.strokeStyle = GOLD;
    ctx.stroke();
    const occupant = slot.crowns[space];
    const colour = occupant && colourOf.get(occupant.player);
    if (occupant && colour) drawFigure(ctx, occupant.figure, colour, '', x, y, cell.size * FIGURE_SIZE * 1.1);
  }
  // the pig's sector ringed, the pig on the rim beside it, nose clockwise
  const a = middleOf(slot.pig);
  ctx.beginPath();
  ctx.arc(cx, cy, radius * 0.97, a - Math.PI / 6, a + Math.PI / 6);
  ctx.lineWidth = Math.max(3, cell.size * 0.08);
  ctx.strokeStyle = PIG_EDGE;
  ctx.stroke();
  drawPig(ctx, cx + Math.cos(a) * radius * 1.12, cy + Math.sin(a) * radius * 1.12, cell.size * 0.24, a + Math.PI / 2);
  ctx.restore();
};

/** A wheel tile's corner plate: a small six-spoked wheel round the pig's move in bold. */
function drawWheelSymbol(ctx: SKRSContext2D, cell: { x: number; y: number; size: number }, move: number) {
  const { x, y, r } = drawLargeCornerPlate(ctx, cell, 0.2);
  ctx.save();
  ctx.strokeStyle = PIG_EDGE;
  ctx.lineWidth = Math.max(1.5, r * 0.14);
  ctx.beginPath();
  ctx.arc(x, y, r * 0.82, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = INK;
  ctx.font = `bold ${Math.round(r * 1.25)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(move), x, y + r * 0.05);
  ctx.restore();
}

export const wheelOfFortuneArt: ExpansionArt = (add) => {
  add.boardOverlay(overlay);
  add.tileSymbol('wheel', ({ ctx, cell, value }) => drawWheelSymbol(ctx, cell, Number(value)));
  add.playerLine((state, player, t) => {
    const count = Object.values(wheelSlot(state).crowns).filter((o) => o.player === player).length;
    return count ? t(`panel.${WHEEL}.crowns`, { count }) : null;
  });
  // without the wheel board on the table (the city of Carcassonne is the start) the pig is said in words
  add.gameLine((state, t) =>
    state.board.some((b) => b.tile === WHEEL_START)
      ? null
      : t(`panel.${WHEEL}.pig`, { sector: SECTORS[wheelSlot(state).pig] as string }),
  );
};
