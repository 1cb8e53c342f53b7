// Bridges on the board: the bridge's road is drawn as a wooden bridge over the tile (above its city or
// monastery, with a shadow under it): a brown plank deck between two dark rails, from edge to edge, so it
// reads as a bridge and not as the tile's own road. A follower on it stands on the deck, a quarter of the
// way in (off the tile's centre, where a monastery's monk stands). The choices of the bridge question are
// numbered on their tile towards the way each runs. The panel counts each player's bridges.

import {
  type Cover,
  EDGE_MID,
  type ExpansionArt,
  type FeatureArt,
  INK,
  type Point,
  type TileView,
} from '../../../render/kit';
import type { OrientedTile } from '../../engine/tiles/oriented';
import { BRIDGE_MARK, BUILD_BRIDGE, bridgesLeft } from './bridges';

export const DECK = '#a0693a';
const PLANK = '#6b4423';
const SHADOW = 'rgba(0, 0, 0, 0.28)';
/** The deck's width, in tile units. */
const WIDTH = 0.24;

const endsOf = (tile: OrientedTile, index: number) => tile.edges[index] ?? [];
const runsNorthSouth = (tile: OrientedTile, index: number) => endsOf(tile, index).includes('N');

function cover(tile: OrientedTile, index: number): Cover {
  const [a, b] = endsOf(tile, index);
  if (!a || !b) return {};
  return { lines: { polylines: [[EDGE_MID[a], EDGE_MID[b]]], width: WIDTH } };
}

function anchor(tile: OrientedTile, index: number): Point {
  return runsNorthSouth(tile, index) ? { x: 0.5, y: 0.27 } : { x: 0.27, y: 0.5 };
}

function draw({ ctx, tile, index, pixel }: TileView) {
  ctx.save();
  // drawn as if it ran north–south, turned for west–east
  if (!runsNorthSouth(tile, index)) {
    ctx.translate(0.5, 0.5);
    ctx.rotate(Math.PI / 2);
    ctx.translate(-0.5, -0.5);
  }
  const left = 0.5 - WIDTH / 2;
  ctx.fillStyle = SHADOW;
  ctx.fillRect(left + 0.035, 0, WIDTH, 1);
  ctx.fillStyle = DECK;
  ctx.fillRect(left, 0, WIDTH, 1);
  // planks across the deck
  ctx.strokeStyle = PLANK;
  ctx.lineWidth = Math.max(0.012, pixel);
  ctx.beginPath();
  for (let y = 0.1; y < 1; y += 0.1) {
    ctx.moveTo(left, y);
    ctx.lineTo(left + WIDTH, y);
  }
  ctx.stroke();
  // the rails
  ctx.strokeStyle = INK;
  ctx.lineWidth = Math.max(0.035, 2 * pixel);
  ctx.beginPath();
  ctx.moveTo(left, 0);
  ctx.lineTo(left, 1);
  ctx.moveTo(left + WIDTH, 0);
  ctx.lineTo(left + WIDTH, 1);
  ctx.stroke();
  ctx.restore();
}

/** Above everything printed on the tile: cities 3, buildings 4. */
const bridgeArt: FeatureArt = { layer: 5, cover, anchor, draw };

export const bridgesArt: ExpansionArt = (add) => {
  add.markedFeature(BRIDGE_MARK, bridgeArt);
  // the two ways across one tile are numbered apart: north–south near the top, west–east near the left
  add.choiceAnchor((_state, choice) => {
    if (choice.action !== BUILD_BRIDGE) return undefined;
    return choice.args?.axis === 'NS' ? { x: 0.5, y: 0.22 } : { x: 0.22, y: 0.5 };
  });
  add.playerLine((state, player, t) =>
    t('panel.bridges-castles-bazaars.bridges', { tokens: bridgesLeft(state, player) }),
  );
};
