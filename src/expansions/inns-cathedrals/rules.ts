// Inns & Cathedrals: an inn makes a finished road pay 2 per tile and an unfinished one nothing; a
// cathedral makes a finished city pay 3 per tile and pennant and an unfinished one nothing; each player
// has one big follower, which counts as two followers in a majority; up to six players.
// Module files import no catalog or scoring (they import the registry, which imports the modules).

import type { FeatureView, RuleModule, Score } from '../../engine/modules/module';
import { byTileSet } from '../../engine/tile-set';
import type { FeatureNode, GameState, PlacedTile, Refusal, ScoreTerm } from '../../engine/types';
import { IC_GARDEN_SET, IC_SET, IC_TILES } from './tiles';

export const CROSSROADS_INN = 'crossroadsInn';

/**
 * Whether a road (a tile's road, or a whole road by its summed marks) has an inn. The T-junction
 * tile's inn (IC14) counts for its west road too unless the game plays the first edition's printing,
 * where it stands beside the east road only. The renderer draws the inn by the same rule.
 */
export function roadHasInn(marks: Readonly<Record<string, unknown>>, options: Readonly<Record<string, unknown>>) {
  if (marks.inn) return true;
  return options[CROSSROADS_INN] !== 'one-road' && !!marks.sharedInn;
}

const hasInn = (node: FeatureNode, state: GameState) => roadHasInn(node.marks, state.options);

const unfinished = (node: FeatureNode, final: boolean) => final && node.openEdges > 0;

function innRoad(node: FeatureNode, final: boolean): Score {
  const tiles = node.tiles.length;
  if (unfinished(node, final))
    return { points: 0, terms: [{ unit: 'tile', count: tiles, each: 0 }], rule: 'inn-unfinished' };
  return { points: tiles * 2, terms: [{ unit: 'tile', count: tiles, each: 2 }], rule: 'inn' };
}

function cathedralCity(node: FeatureNode, final: boolean): Score {
  const tiles = node.tiles.length;
  if (unfinished(node, final)) {
    return { points: 0, terms: [{ unit: 'tile', count: tiles, each: 0 }], rule: 'cathedral-unfinished' };
  }
  const terms: ScoreTerm[] = [{ unit: 'tile', count: tiles, each: 3 }];
  if (node.pennants) terms.push({ unit: 'pennant', count: node.pennants, each: 3 });
  return { points: (tiles + node.pennants) * 3, terms, rule: 'cathedral' };
}

function adjustScore({ node, state }: FeatureView, final: boolean, score: Score): Score {
  if (node.kind === 'road' && hasInn(node, state)) return innRoad(node, final);
  if (node.kind === 'city' && (node.marks.cathedral ?? 0) > 0) return cathedralCity(node, final);
  return score;
}

/** The big follower goes wherever a follower may: on a field only when farmers are on. */
function bigFollowerProblem(state: GameState, placed: PlacedTile, figure: string, feature: number): Refusal | null {
  if (figure !== 'big' || state.expansions.includes('farmers')) return null;
  const kind = state.nodes[placed.nodes[feature] as number]?.kind;
  return kind === 'field' ? { why: 'inns-cathedrals.big-follower-no-field' } : null;
}

export const innsCathedralsModule: RuleModule = {
  id: 'inns-cathedrals',
  tiles: IC_TILES,
  tileCounts: byTileSet(IC_SET, IC_GARDEN_SET),
  figures: [{ id: 'big', perPlayer: 1, weight: 2, goesWhereAFollowerGoes: true }],
  placements: [{ figure: 'big', features: ['road', 'city', 'monastery', 'field'] }],
  options: [
    {
      name: CROSSROADS_INN,
      description:
        'The inn on the T-junction tile (IC14, IC/RRR.i): "two-roads" (current edition, as the Big Box ' +
        'says: it counts for the roads to its left and right, not the one going down) or "one-road" ' +
        '(first-edition printing and the reference data: only for the road it stands beside).',
      values: ['two-roads', 'one-road'],
      default: 'two-roads',
    },
  ],
  hooks: { adjustScore, checkFigure: bigFollowerProblem },
};
