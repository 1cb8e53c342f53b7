// Cathedrals in Germany (classic-and-all-expansions.md §38): after placing a cathedral tile a follower may
// go on one of its roads or fields as usual, or on the cathedral itself as the archbishop.
// - A completed road leading directly to a cathedral pays 2 a tile, and its segments on a cathedral tile
//   count one each (a road leaving a cathedral and coming back to it counts that tile twice).
// - The cathedral is completed once every road leading to it is; the archbishop then scores 1 for every
//   segment of all those roads (a road starting and ending at the same cathedral is one road, counted once).
// - At the end, an unfinished road to a cathedral pays 1 a segment, an unfinished cathedral 1 for every
//   segment of its roads, finished or not.
// A road's cathedral segments are its merged CATHEDRAL_ROAD marks; a far-away tile that closes a cathedral's
// last road completes the cathedral too, which the afterFigure phase hands to scoring (turn.touched).
import { tileAt, tilesWhere } from '../../engine/board';
import { tileType } from '../../engine/catalog';
import { parseKey } from '../../engine/geometry';
import type { FeatureView, RuleModule, Score, TurnContext } from '../../engine/modules/module';
import type { FeatureNode, GameState, PlacedTile, ScoreTerm } from '../../engine/types';
import { find } from '../../engine/union-find';
import {
  CATHEDRAL,
  CATHEDRAL_FEATURE,
  CATHEDRAL_ROAD,
  GERMAN_CATHEDRAL_SET,
  GERMAN_CATHEDRAL_TILES,
  GERMAN_CATHEDRALS,
  isCathedralTile,
} from './tiles';

/** Followers that may stand on the cathedral as the archbishop (those that stand on a monastery). */
export const ARCHBISHOP_FOLLOWERS = ['meeple', 'big', 'phantom'] as const;
/** Score rules and units: words score.what.rule.<rule>, score.term.<unit>. */
export const CATHEDRAL_ROAD_RULE = 'cathedral-road';
export const ARCHBISHOP_RULE = 'archbishop';
export const ROAD_SEGMENT = 'road-segment';
export const INN_SEGMENT = 'inn-segment';

/**
 * Option: whether an inn on a road to a cathedral adds its 1 a tile to the cathedral's 1 (3 a tile, as the
 * combined order of play counts a road: its tiles + German cathedrals + inns), or the two do not stack
 * (2 a tile, as two inns do not).
 */
export const CATHEDRAL_INN = 'cathedralInn';
const innsStack = (state: GameState) => state.options[CATHEDRAL_INN] !== 'no-stack';

/** The inns' marks and option as Inns & Cathedrals writes them (the T-junction's inn counts for two roads). */
const hasInn = (node: FeatureNode, state: GameState) =>
  (node.marks.inn ?? 0) > 0 || ((node.marks.sharedInn ?? 0) > 0 && state.options.crossroadsInn !== 'one-road');

const keyTile = (state: GameState, key: string) => {
  const { x, y } = parseKey(key);
  return tileAt(state.board, x, y);
};

/** Whether a road leads directly to a cathedral. */
export const leadsToCathedral = (node: FeatureNode) => node.kind === 'road' && (node.marks[CATHEDRAL_ROAD] ?? 0) > 0;

/**
 * A road's segments: 1 for each of its tiles, but on a cathedral tile 1 for each of its segments there
 * (a road coming back to the cathedral it left counts that tile twice).
 */
export function roadSegments(node: FeatureNode, state: GameState): number {
  const onCathedrals = node.marks[CATHEDRAL_ROAD] ?? 0;
  if (!onCathedrals) return node.tiles.length;
  let cathedralTiles = 0;
  for (const key of node.tiles) {
    const placed = keyTile(state, key);
    if (placed && isCathedralTile(placed.tile)) cathedralTiles++;
  }
  return node.tiles.length - cathedralTiles + onCathedrals;
}

/**
 * Step 3B-8, for a road to a cathedral: its tiles are counted as segments (the term's unit says so), and a
 * completed one pays 1 more a segment (after an inn's 2: 3, or 2 with the option `no-stack`). The other
 * modules' terms stay (a mage, little buildings); a witch's halving is done again on the new sum.
 */
function cathedralRoad({ node, state }: FeatureView, _final: boolean, score: Score): Score {
  if (!leadsToCathedral(node)) return score;
  const at = score.terms.findIndex((t) => t.unit === 'tile');
  const tiles = score.terms[at];
  if (!tiles) return score;
  const segments = roadSegments(node, state);
  const completed = node.openEdges === 0;
  const each = !completed ? tiles.each : innsStack(state) ? tiles.each + 1 : Math.max(tiles.each, 2);
  // counted in segments, said so; an inn's unpaid road keeps its unit, whose words say it pays nothing
  const term: ScoreTerm = { unit: each ? ROAD_SEGMENT : tiles.unit, count: segments, each };
  const terms = score.terms.map((t, i) => (i === at ? term : t));
  const sum = terms.reduce((s, t) => s + t.count * t.each, 0);
  const points = score.halved ? Math.ceil(sum / 2) : score.points + segments * each - tiles.count * tiles.each;
  return { ...score, points, terms, ...(score.rule || !completed ? {} : { rule: CATHEDRAL_ROAD_RULE }) };
}

/** The roads leading to the cathedral at (x, y): their roots, each once. */
export function cathedralRoads(state: GameState, x: number, y: number): number[] {
  const placed = tileAt(state.board, x, y);
  if (!placed) return [];
  const roots: number[] = [];
  tileType(placed.tile).features.forEach((feature, index) => {
    if (feature.kind !== 'road' || !feature.marks?.[CATHEDRAL_ROAD]) return;
    const root = find(state.nodes, placed.nodes[index] as number);
    if (!roots.includes(root)) roots.push(root);
  });
  return roots;
}

const cathedralAt = (node: FeatureNode) => parseKey(node.tiles[0] as string);

function allRoadsComplete({ node, state }: FeatureView): boolean {
  const { x, y } = cathedralAt(node);
  return cathedralRoads(state, x, y).every((root) => state.nodes[root]?.openEdges === 0);
}

/**
 * The archbishop's points: 1 for every segment of every road leading to the cathedral, each road once; a
 * completed road with an inn adds 1 a segment (the order of play counts a cathedral's roads with their
 * inns), an unfinished one nothing (an inn pays nothing unfinished).
 */
export function archbishopScore({ node, state }: FeatureView): Score {
  const { x, y } = cathedralAt(node);
  let segments = 0;
  let withInns = 0;
  for (const root of cathedralRoads(state, x, y)) {
    const road = state.nodes[root] as FeatureNode;
    const count = roadSegments(road, state);
    segments += count;
    if (road.openEdges === 0 && hasInn(road, state)) withInns += count;
  }
  const terms: ScoreTerm[] = [{ unit: ROAD_SEGMENT, count: segments, each: 1 }];
  if (withInns) terms.push({ unit: INN_SEGMENT, count: withInns, each: 1 });
  return { points: segments + withInns, terms, rule: ARCHBISHOP_RULE };
}

const isCathedralPlaced = (placed: PlacedTile) => isCathedralTile(placed.tile);

/**
 * Phase afterFigure (before 3A): an archbishop's cathedral whose last road this turn completed, anywhere on
 * the board, is handed to scoring with the features the tile completed. Its own tile's scoring finds it
 * anyway when that tile was just placed.
 */
function touchCompletedCathedrals(draft: GameState, _ctx: TurnContext): undefined {
  // the few cathedral tiles on the board, not the board, tell the archbishops (none on most boards)
  const cathedrals = tilesWhere(draft.board, isCathedralPlaced);
  if (!cathedrals.length) return undefined;
  const before = draft.turn.touched ?? [];
  // copied only when a cathedral is added: most turns no archbishop's last road is completed
  let touched = before;
  for (const figure of draft.figures) {
    if (figure.feature !== CATHEDRAL_FEATURE) continue;
    const placed = cathedrals.find((c) => c.x === figure.x && c.y === figure.y);
    if (!placed) continue;
    if (touched.some((t) => t.x === figure.x && t.y === figure.y && t.feature === CATHEDRAL_FEATURE)) continue;
    const root = find(draft.nodes, placed.nodes[CATHEDRAL_FEATURE] as number);
    const node = draft.nodes[root] as FeatureNode;
    if (!allRoadsComplete({ root, node, state: draft })) continue;
    if (touched === before) touched = [...before];
    touched.push({ x: figure.x, y: figure.y, feature: CATHEDRAL_FEATURE });
  }
  if (touched !== before) draft.turn = { ...draft.turn, touched };
  return undefined;
}

export const germanCathedralsModule: RuleModule = {
  id: GERMAN_CATHEDRALS,
  tiles: GERMAN_CATHEDRAL_TILES,
  tileCounts: () => GERMAN_CATHEDRAL_SET,
  placements: ARCHBISHOP_FOLLOWERS.map((figure) => ({ figure, features: [CATHEDRAL] })),
  features: [
    { kind: CATHEDRAL, isComplete: allRoadsComplete, scoreCompleted: archbishopScore, scoreFinal: archbishopScore },
  ],
  options: [
    {
      name: CATHEDRAL_INN,
      description:
        'An inn on a completed road to a cathedral: "adds" (default: 3 a tile, the order of play adding ' +
        'inns to German cathedrals) or "no-stack" (2 a tile: the inn and the cathedral give the same 2).',
      values: ['adds', 'no-stack'],
      default: 'adds',
    },
  ],
  phases: { afterFigure: touchCompletedCathedrals },
  hooks: { adjustScore: cathedralRoad },
};
