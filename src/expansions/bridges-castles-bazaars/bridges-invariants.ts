// What must hold after every move with the bridges: bridges are conserved (each player's left and laid
// make the supply they were handed), every bridge laid lies on its tile (the tile plays as the bridged
// type, and no tile has one that is not in the list), at most one is laid a turn, and once the figure step
// is reached the placed tile's edges all match the tiles beside it (a road ending in a field was mended).
import { tileAt } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import type { ModuleInvariant } from '../../engine/expansion';
import { EDGES, neighbour, OPPOSITE } from '../../engine/geometry';
import { edgesMeet } from '../../engine/mismatch';
import { bridgeFeature, bridgeSlot, bridgesLeft, bridgesPerPlayer } from './bridges';

const bridgesConserved: ModuleInvariant = (_, after) => {
  for (const player of after.players) {
    const left = bridgesLeft(after, player.id);
    if (left < 0 || left > bridgesPerPlayer(after.players.length)) return `${player.id} has ${left} bridges left`;
  }
  return null;
};

const bridgesOnTheirTiles: ModuleInvariant = (_, after) => {
  const { bridges } = bridgeSlot(after);
  for (const bridge of bridges) {
    const placed = tileAt(after.board, bridge.x, bridge.y);
    if (!placed || bridgeFeature(placed) < 0) return `the bridge at ${bridge.x},${bridge.y} is on no bridged tile`;
    const [from, to] = bridge.axis === 'NS' ? (['N', 'S'] as const) : (['W', 'E'] as const);
    const road = orientedOf(placed).edgeFeature;
    if (road[from] !== bridgeFeature(placed) || road[to] !== bridgeFeature(placed))
      return `the bridge at ${bridge.x},${bridge.y} does not run ${bridge.axis}`;
  }
  const onBoard = after.board.filter((placed) => bridgeFeature(placed) >= 0).length;
  return onBoard === bridges.length ? null : `${onBoard} bridged tiles, ${bridges.length} bridges laid`;
};

const oneBridgeATurn: ModuleInvariant = (before, after) => {
  const laid = bridgeSlot(after).bridges.length - bridgeSlot(before).bridges.length;
  if (laid < 0) return 'a bridge left the board';
  const turns = bridgeSlot(after).bridges.map((b) => b.turn);
  return laid > 1 || new Set(turns).size !== turns.length ? 'two bridges laid in one turn' : null;
};

const placedTileMatches: ModuleInvariant = (_, after) => {
  const at = after.turn.placed;
  if (after.turn.step !== 'placeFigure' || !at) return null;
  const placed = tileAt(after.board, at.x, at.y);
  if (!placed) return null;
  const tile = orientedOf(placed);
  // a walled tile (an abbey) fits whatever is beside it
  if (tile.type.walled) return null;
  for (const edge of EDGES) {
    const p = neighbour(at, edge);
    const other = tileAt(after.board, p.x, p.y);
    const theirs = other && orientedOf(other);
    if (theirs && !theirs.type.walled && !edgesMeet(tile.edgeKind[edge], theirs.edgeKind[OPPOSITE[edge]]))
      return `the tile at ${at.x},${at.y} shows ${tile.edgeKind[edge]} to ${orientedOf(other).edgeKind[OPPOSITE[edge]]} on ${edge}`;
  }
  return null;
};

export const bridgeInvariants: ModuleInvariant[] = [
  bridgesConserved,
  bridgesOnTheirTiles,
  oneBridgeATurn,
  placedTileMatches,
];
