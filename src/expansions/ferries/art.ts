// The Ferries' drawings: the lake in the middle of a lake tile (its roads end at its shore), each ferry as
// a wooden raft on a rope across the lake between the two roads it joins, and, while a ferry is being
// placed or turned, each way it may lie drawn faintly, its number (the choice's, from 1) beside it.

import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  CENTRE,
  drawRingedDisc,
  EDGE_MID,
  type ExpansionArt,
  HEDGE,
  type Point,
  WATER,
  WATER_EDGE,
} from '../../../render/kit';
import { type Edge, legalMoves, orientedOf, tileAt } from '../../engine';
import { ferriesOf, ferryEdges } from './rules';
import { LAKE, MODULE } from './tiles';

/** The lake's radius in tile units: the roads end at its shore. */
export const LAKE_RADIUS = 0.22;
export const RAFT = '#a0703f';
const RAFT_DARK = '#5a3b1c';

/** Where the road reaching `edge` meets the lake's shore. */
function shore(edge: Edge): Point {
  const mid = EDGE_MID[edge];
  return { x: CENTRE.x + (mid.x - CENTRE.x) * 2 * LAKE_RADIUS, y: CENTRE.y + (mid.y - CENTRE.y) * 2 * LAKE_RADIUS };
}

const opposite = (a: Edge, b: Edge) => (a === 'N' && b === 'S') || (a === 'E' && b === 'W');

/** The ferry's crossing from one road end to the other: straight across, or bowed through the middle. */
function crossing(ctx: SKRSContext2D, a: Point, b: Point, straight: boolean) {
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  if (straight) ctx.lineTo(b.x, b.y);
  else ctx.quadraticCurveTo(CENTRE.x, CENTRE.y, b.x, b.y);
}

/** The middle of the crossing (where the raft floats) and its heading. */
function middleOf(a: Point, b: Point, straight: boolean): { at: Point; angle: number } {
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  // a quadratic curve's middle lies halfway between the chord's middle and its control point
  const at = straight ? mid : { x: (mid.x + CENTRE.x) / 2, y: (mid.y + CENTRE.y) / 2 };
  return { at, angle: Math.atan2(b.y - a.y, b.x - a.x) };
}

/**
 * Where a choice's number goes in the unit tile: beyond the lake's corner between two neighbouring roads,
 * or on one half of the line between two opposite ones (so a four-road lake's six numbers never meet).
 */
export function choicePoint(a: Edge, b: Edge): Point {
  if (a === 'E' && b === 'W') return { x: CENTRE.x - 0.16, y: CENTRE.y };
  if (a === 'N' && b === 'S') return { x: CENTRE.x, y: CENTRE.y + 0.16 };
  const [pa, pb] = [EDGE_MID[a], EDGE_MID[b]];
  const corner = { x: pa.x + pb.x - CENTRE.x, y: pa.y + pb.y - CENTRE.y };
  return { x: CENTRE.x + (corner.x - CENTRE.x) * 0.6, y: CENTRE.y + (corner.y - CENTRE.y) * 0.6 };
}

function drawLake(ctx: SKRSContext2D) {
  drawRingedDisc(ctx, CENTRE, LAKE_RADIUS, WATER, WATER_EDGE, 0.025);
  // reeds on the shore, between the road ends
  ctx.strokeStyle = HEDGE;
  ctx.lineWidth = 0.02;
  ctx.lineCap = 'round';
  for (const angle of [0.25, 0.8, 1.35, 1.9].map((turn) => turn * Math.PI)) {
    const x = CENTRE.x + Math.cos(angle) * (LAKE_RADIUS + 0.015);
    const y = CENTRE.y + Math.sin(angle) * (LAKE_RADIUS + 0.015);
    ctx.beginPath();
    ctx.moveTo(x, y + 0.04);
    ctx.lineTo(x + 0.008, y - 0.04);
    ctx.stroke();
  }
}

/** A ferry in unit-tile coordinates: its rope across the lake and the raft on it. */
function drawFerry(ctx: SKRSContext2D, a: Edge, b: Edge) {
  const [pa, pb] = [shore(a), shore(b)];
  const straight = opposite(a, b);
  crossing(ctx, pa, pb, straight);
  ctx.strokeStyle = RAFT_DARK;
  ctx.lineWidth = 0.018;
  ctx.setLineDash([0.03, 0.02]);
  ctx.stroke();
  ctx.setLineDash([]);
  const { at, angle } = middleOf(pa, pb, straight);
  ctx.save();
  ctx.translate(at.x, at.y);
  ctx.rotate(angle);
  ctx.beginPath();
  ctx.roundRect(-0.1, -0.05, 0.2, 0.1, 0.025);
  ctx.fillStyle = RAFT;
  ctx.fill();
  ctx.lineWidth = 0.014;
  ctx.strokeStyle = RAFT_DARK;
  ctx.stroke();
  for (const x of [-0.033, 0.033]) {
    ctx.beginPath();
    ctx.moveTo(x, -0.05);
    ctx.lineTo(x, 0.05);
    ctx.stroke();
  }
  ctx.restore();
}

/** A way the ferry may lie, drawn faintly under its number. */
function drawChoice(ctx: SKRSContext2D, a: Edge, b: Edge) {
  crossing(ctx, shore(a), shore(b), opposite(a, b));
  ctx.strokeStyle = 'rgba(255, 246, 201, 0.85)';
  ctx.lineWidth = 0.02;
  ctx.setLineDash([0.025, 0.025]);
  ctx.stroke();
  ctx.setLineDash([]);
}

/** The expansion's drawings, which its manifest hands the renderer. */
export const ferriesArt: ExpansionArt = (add) => {
  add.feature(LAKE, {
    // over the roads' ends (no village where they meet), under a city that reaches the middle
    layer: 2.5,
    cover: () => ({ disc: { centre: CENTRE, radius: LAKE_RADIUS } }),
    anchor: () => CENTRE,
    draw: ({ ctx }) => drawLake(ctx),
  });

  add.choiceAnchor((_state, choice) => {
    const [a, b] = (choice.args?.between ?? []) as Edge[];
    return a && b ? choicePoint(a, b) : undefined;
  });

  add.boardOverlay(({ ctx, state, cellOf }) => {
    const inTile = (x: number, y: number, draw: () => void) => {
      const cell = cellOf(x, y);
      ctx.save();
      ctx.translate(cell.x, cell.y);
      ctx.scale(cell.size, cell.size);
      draw();
      ctx.restore();
    };
    for (const [key, pair] of Object.entries(ferriesOf(state).ferries)) {
      const [x, y] = key.split(',').map(Number) as [number, number];
      const placed = tileAt(state.board, x, y);
      if (!placed) continue;
      const [a, b] = ferryEdges(orientedOf(placed), pair);
      inTile(x, y, () => drawFerry(ctx, a, b));
    }
    // each way the ferry may lie, faintly; the generic labels number them at choicePoint
    const legal = legalMoves(state);
    if (legal.step !== 'decide' || legal.decision.module !== MODULE) return;
    for (const choice of legal.choices) {
      const [a, b] = (choice.args?.between ?? []) as Edge[];
      if (choice.at && a && b) inTile(choice.at.x, choice.at.y, () => drawChoice(ctx, a, b));
    }
  });
};
