// Shrines on the board: the shrine mark is drawn over the monastery's church as a dark purple ground with
// a small domed temple and its flame, so a shrine never reads as a monastery at any size.
import { BUILDING, drawRoundGround, type ExpansionArt, INK } from '../../../render/kit';
import { SHRINE } from './tiles';

export const SHRINE_GROUND = '#5b3a6e';
export const SHRINE_RIM = '#2e1a3a';
export const FLAME = '#f28c28';

// the shrine stands where the church would: at the tile's centre, whatever emblem spot the layout offers
const CENTRE = { x: 0.5, y: 0.5 };
/** A little wider than the monastery's ground, so the church's tower under it never peeks out. */
export const SHRINE_RADIUS = 0.35;

/** The expansion's drawings, which its manifest hands the renderer. */
export const cultArt: ExpansionArt = (add) => {
  add.emblem(SHRINE, ({ ctx, pixel }) => {
    const { x, y } = CENTRE;
    const line = Math.max(0.016, pixel);
    ctx.save();
    drawRoundGround(ctx, CENTRE, SHRINE_RADIUS, SHRINE_GROUND, SHRINE_RIM, line);
    ctx.fillStyle = BUILDING;
    // steps and the temple's body
    ctx.beginPath();
    ctx.rect(x - 0.17, y + 0.1, 0.34, 0.06);
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.rect(x - 0.12, y - 0.04, 0.24, 0.14);
    ctx.fill();
    ctx.stroke();
    // a dome on top
    ctx.beginPath();
    ctx.arc(x, y - 0.04, 0.12, Math.PI, 0);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    // the dark doorway
    ctx.fillStyle = INK;
    ctx.beginPath();
    ctx.rect(x - 0.035, y + 0.02, 0.07, 0.08);
    ctx.fill();
    // the flame above the dome
    ctx.fillStyle = FLAME;
    ctx.beginPath();
    ctx.moveTo(x, y - 0.27);
    ctx.quadraticCurveTo(x + 0.06, y - 0.19, x, y - 0.16);
    ctx.quadraticCurveTo(x - 0.06, y - 0.19, x, y - 0.27);
    ctx.fill();
    ctx.stroke();
    ctx.restore();
  });
};
