// The base game: roads, cities and monasteries, the follower, and the 72 tiles.

import { tileAt } from '../board';
import { parseKey } from '../geometry';
import { scoreCompleted } from '../scoring';
import { byTileSet } from '../tile-set';
import { BASE_TILES, CLASSIC_SET, GARDEN_SET } from '../tiles/base';
import type { ScoreTerm } from '../types';
import type { FeatureView, RuleModule, Score } from './module';

/** Tiles around a monastery (or garden) that are on the board, out of 8. */
export function neighboursPresent({ node, state }: FeatureView): number {
  const { x, y } = parseKey(node.tiles[0] as string);
  // counted in place: every monastery and garden around every new tile is asked about each turn
  let present = 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && tileAt(state.board, x + dx, y + dy)) present++;
  }
  return present;
}

const closed = ({ node }: FeatureView) => node.openEdges === 0;

/**
 * The tiny-city variant (the first edition's rule, JCloisterZone's tiny-city-scoring "2"): a completed
 * city of two tiles pays 1 a tile and pennant instead of 2.
 */
export const TINY_CITY = 'tinyCity';

const completedCityRate = (feature: FeatureView) =>
  feature.state.options[TINY_CITY] === true && feature.node.tiles.length === 2 ? 1 : 2;

function cityScore({ node }: FeatureView, perTile: number): Score {
  const tiles = node.tiles.length;
  const shields = node.pennants;
  const points = tiles * perTile + shields * perTile;
  const terms: ScoreTerm[] = [{ unit: 'tile', count: tiles, each: perTile }];
  if (shields) terms.push({ unit: 'pennant', count: shields, each: perTile });
  return { points, terms };
}

function roadScore({ node }: FeatureView): Score {
  return { points: node.tiles.length, terms: [{ unit: 'tile', count: node.tiles.length, each: 1 }] };
}

/** A monastery or garden: 1 for itself and 1 for each tile around it. */
export function cloisterScore(feature: FeatureView): Score {
  const around = neighboursPresent(feature);
  return {
    points: 1 + around,
    terms: [
      { unit: 'itself', count: 1, each: 1 },
      { unit: 'tile-around', count: around, each: 1 },
    ],
  };
}

export const baseModule: RuleModule = {
  id: 'base',
  tiles: BASE_TILES,
  tileCounts: byTileSet(CLASSIC_SET, GARDEN_SET),
  figures: [{ id: 'meeple', perPlayer: 7, weight: 1, goesWhereAFollowerGoes: true }],
  // called through a function: scoring.ts and the modules import each other, so the binding is read late
  phases: { score: (draft, ctx) => scoreCompleted(draft, ctx) },
  placements: [{ figure: 'meeple', features: ['road', 'city', 'monastery'] }],
  features: [
    { kind: 'road', isComplete: closed, scoreCompleted: roadScore, scoreFinal: roadScore },
    {
      kind: 'city',
      isComplete: closed,
      scoreCompleted: (f) => cityScore(f, completedCityRate(f)),
      scoreFinal: (f) => cityScore(f, 1),
    },
    {
      kind: 'monastery',
      isComplete: (f) => neighboursPresent(f) === 8,
      completedByNeighbours: true,
      scoreCompleted: cloisterScore,
      scoreFinal: cloisterScore,
    },
  ],
  options: [
    {
      name: 'tileSet',
      description:
        'Which base-game tiles: "classic" (the 72 of the first editions) or "gardens" (the later edition, eight tiles with a garden for the Abbot).',
      values: ['classic', 'gardens'],
      default: 'classic',
    },
    {
      name: TINY_CITY,
      variant: true,
      description:
        'Variant: a completed city of two tiles scores 1 a tile and pennant, as in the first edition (JCloisterZone: tiny-city-scoring).',
      values: [false, true],
      default: false,
    },
    {
      name: 'scriptedDraws',
      description:
        "Scenarios and tests only: no random draws; every turn's tile is named with forceTurn, and the game ends only with endGame.",
      values: [false, true],
      default: false,
    },
    {
      name: 'unlimitedTiles',
      description: 'Scenarios only: a forced draw may name any tile type, even one with no copy left.',
      values: [false, true],
      default: false,
    },
  ],
};
