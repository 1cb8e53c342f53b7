// What must hold after every move with the Cathedrals in Germany: an archbishop is paid during play only
// for a cathedral whose roads are all completed, and exactly 1 (plus an inn's 1) for every segment of
// them; no archbishop is left standing on a completed cathedral once a turn is over; a road to a
// cathedral never counts fewer segments than tiles.

import { tileAt } from '../../engine/board';
import type { ModuleInvariant } from '../../engine/expansion';
import type { FeatureNode, GameState } from '../../engine/types';
import { find } from '../../engine/union-find';
import { archbishopScore, cathedralRoads, ROAD_SEGMENT, roadSegments } from './rules';
import { CATHEDRAL, CATHEDRAL_FEATURE, isCathedralTile } from './tiles';

const cathedralView = (state: GameState, x: number, y: number) => {
  const placed = tileAt(state.board, x, y);
  if (!placed || !isCathedralTile(placed.tile)) return null;
  const root = find(state.nodes, placed.nodes[CATHEDRAL_FEATURE] as number);
  return { root, node: state.nodes[root] as FeatureNode, state };
};

const roadsComplete = (state: GameState, x: number, y: number) =>
  cathedralRoads(state, x, y).every((root) => state.nodes[root]?.openEdges === 0);

/** A cathedral scored in play is complete and pays what its roads count. */
const archbishopPaidRight: ModuleInvariant = (_, after, events) => {
  for (const event of events) {
    if (event.type !== 'scored' || event.feature.kind !== CATHEDRAL) continue;
    const at = event.feature.tiles[0];
    const view = at && cathedralView(after, at.x, at.y);
    if (!at || !view) return 'a cathedral scored where no cathedral tile lies';
    if (!event.final && !roadsComplete(after, at.x, at.y))
      return `the cathedral at ${at.x},${at.y} scored in play with a road unfinished`;
    const expected = archbishopScore(view);
    const counted = event.score?.terms.find((t) => t.unit === ROAD_SEGMENT)?.count;
    const wanted = expected.terms[0]?.count;
    if (counted !== wanted) return `the cathedral at ${at.x},${at.y} counted ${counted} segments, its roads ${wanted}`;
  }
  return null;
};

/** Once a turn is over, no archbishop stands on a cathedral whose roads are all completed. */
const noArchbishopLeftOnACompletedCathedral: ModuleInvariant = (before, after) => {
  if (after.turn.step !== 'placeTile' || after.turn.number === before.turn.number) return null;
  for (const figure of after.figures) {
    if (figure.feature !== CATHEDRAL_FEATURE) continue;
    const placed = tileAt(after.board, figure.x, figure.y);
    if (!placed || !isCathedralTile(placed.tile)) continue;
    if (roadsComplete(after, figure.x, figure.y))
      return `an archbishop stays on the completed cathedral at ${figure.x},${figure.y}`;
  }
  return null;
};

/** A road to a cathedral counts at least one segment a tile, and more only for a cathedral tile twice. */
const segmentsAtLeastTiles: ModuleInvariant = (_, after, events) => {
  for (const event of events) {
    if (event.type !== 'tilePlaced' || !isCathedralTile(event.tile)) continue;
    for (const root of cathedralRoads(after, event.x, event.y)) {
      const road = after.nodes[root] as FeatureNode;
      const segments = roadSegments(road, after);
      if (segments < road.tiles.length || segments > road.tiles.length * 2)
        return `a road to the cathedral at ${event.x},${event.y} counts ${segments} segments on ${road.tiles.length} tiles`;
    }
  }
  return null;
};

export const GERMAN_CATHEDRALS_INVARIANTS: ModuleInvariant[] = [
  archbishopPaidRight,
  noArchbishopLeftOnACompletedCathedral,
  segmentsAtLeastTiles,
];
