// Monasteries in Germany on the board: each German monastery tile carries a gold crosier (the abbot's
// staff) on a plate in its north-west corner, which tells it from a base-game monastery at a glance; the
// abbot's place is drawn by nothing of its own (the church is the monastery's), only its spot: lower left
// of the church, where a follower lies on its side as the abbot (the monk stands lower right).
import { drawCornerPlate, type ExpansionArt, INK } from '../../../render/kit';
import { ABBOT_PLACE, GERMAN_MONASTERY_SYMBOL } from './tiles';

export const CROSIER_GOLD = '#d9a21b';
export const PLATE_RING = '#7a3b8f';
/** Where the abbot lies, in tile units: left of the church's door, on the monastery's ground, clear of the monk's spot. */
export const ABBOT_SPOT = { x: 0.32, y: 0.7 };

export const germanMonasteriesArt: ExpansionArt = (add) => {
  add.feature(ABBOT_PLACE, {
    layer: 4,
    followersLie: true,
    anchor: () => ABBOT_SPOT,
    draw: () => {},
  });

  add.tileSymbol(GERMAN_MONASTERY_SYMBOL, ({ ctx, cell }) => {
    const { x, y, r } = drawCornerPlate(ctx, cell, 0.15, PLATE_RING);
    ctx.save();
    ctx.lineCap = 'round';
    // the staff, slightly slanted, and its hook curling over at the top
    const foot = { x: x - r * 0.25, y: y + r * 0.78 };
    const neck = { x: x + r * 0.12, y: y - r * 0.3 };
    const strokeBoth = (draw: () => void, width: number) => {
      ctx.beginPath();
      draw();
      ctx.lineWidth = width + Math.max(1.5, cell.size * 0.02);
      ctx.strokeStyle = INK;
      ctx.stroke();
      ctx.beginPath();
      draw();
      ctx.lineWidth = width;
      ctx.strokeStyle = CROSIER_GOLD;
      ctx.stroke();
    };
    const width = Math.max(2, cell.size * 0.035);
    const staff = () => {
      ctx.moveTo(foot.x, foot.y);
      ctx.lineTo(neck.x, neck.y);
      ctx.arc(neck.x + r * 0.28, neck.y, r * 0.28, Math.PI, Math.PI * 2.75, false);
    };
    strokeBoth(staff, width);
    ctx.restore();
  });
};
