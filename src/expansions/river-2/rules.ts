// The River II: the spring is the start tile (the base start tile stays in the box), the first river
// tile is the fork, whose two branches each river tile continues, and the lake with the volcano comes
// last. The river's course (continue an open end, no U-turn, never join the branches) is the engine's
// course of 'river' features (engine/course.ts), which The River's tiles lay too. With The River too, one river is built from both sets: one
// spring and one lake go back in the box (fn 95). The pig herd is a neutral pig for its field's farmers.

import { courseRefusal } from '../../engine/course';
import { completedCitiesBordering } from '../../engine/fields';
import type { FeatureView, RuleModule, Score } from '../../engine/modules/module';
import { shuffleWithSeed, withoutOne } from '../../engine/tile-queue';
import { byTileSet } from '../../engine/tile-set';
import type { GameState } from '../../engine/types';
import {
  FORK,
  PIG_HERD,
  RIVER_1_LAKE,
  RIVER_2,
  RIVER_2_GARDEN_SET,
  RIVER_2_SET,
  RIVER_2_TILES,
  SPRING,
  VOLCANO_LAKE,
} from './tiles';
import { isRiverTile, RIVER_2_COURSE } from './water';

/** The base game's start tile, which the spring replaces (game.ts DEFAULT_START). */
const BASE_START = 'D';

/** The lake that ends the river: the volcano lake, or The River's lake when the game says so. */
function lastLake(draft: GameState, river: readonly string[]): string | undefined {
  const wanted =
    draft.options.riverCombinedLake === 'lake' && river.includes(RIVER_1_LAKE) ? RIVER_1_LAKE : VOLCANO_LAKE;
  return river.includes(wanted) ? wanted : undefined;
}

/**
 * Puts every river tile (both sets when The River is on, whose setup ran first) into the draw queue:
 * the fork first, the rest shuffled, one lake last; a second spring and the other lake go back in the
 * box, and so does the base start tile (River II: "the normal start tile is not used").
 */
function setUpRiver2(draft: GameState) {
  const queued = draft.queue ?? [];
  const river = [...queued.filter(isRiverTile), ...draft.supply.filter(isRiverTile)];
  draft.supply = draft.supply.filter((t) => !isRiverTile(t));
  const startsAtSpring = isRiverTile(draft.board[0]?.tile ?? '');
  // The River's setup, when on, already took the start tile out unless its older 'after' reading kept it
  const startTileLeft = !draft.expansions.includes('river') || draft.options.riverStartTile === 'after';
  if (startsAtSpring && startTileLeft) draft.supply = withoutOne(draft.supply, BASE_START);
  const lake = lastLake(draft, river);
  const fork = river.includes(FORK) ? [FORK] : [];
  const spring = !startsAtSpring && river.includes(SPRING) ? [SPRING] : [];
  const middle = river.filter((t) => t !== SPRING && t !== FORK && t !== VOLCANO_LAKE && t !== RIVER_1_LAKE);
  const others = queued.filter((t) => !isRiverTile(t) && t !== BASE_START);
  draft.queue = [...others, ...spring, ...fork, ...shuffleWithSeed(draft, middle), ...(lake ? [lake] : [])];
}

/** The pig herd counts when Traders & Builders is on (or always, by the footnotes' reading). */
const pigHerdCounts = (state: GameState) =>
  state.options.riverPigHerd === 'always' || state.expansions.includes('traders-builders');

/**
 * A farmer winning the field with the pig herd takes 1 more per completed city (fn 101: with or without a
 * pig). Only farmers' points (their rate per completed city): a barn's own 4 a city takes none (fn 102).
 */
function pigHerdShare(feature: FeatureView, _final: boolean, _player: string, score: Score): Score {
  if (feature.node.kind !== 'field' || !feature.node.marks[PIG_HERD] || !pigHerdCounts(feature.state)) return score;
  if (!score.terms.some((term) => term.unit === 'completed-city')) return score;
  const cities = completedCitiesBordering(feature);
  if (!cities) return score;
  return {
    ...score,
    points: score.points + cities,
    terms: [...score.terms, { unit: 'pig-herd-city', count: cities, each: 1 }],
  };
}

export const river2Module: RuleModule = {
  id: RIVER_2,
  tiles: RIVER_2_TILES,
  startTile: SPRING,
  tileCounts: byTileSet(RIVER_2_SET, RIVER_2_GARDEN_SET),
  // no placements: no figure may stand on the river itself
  options: [
    {
      name: 'riverCombinedLake',
      description:
        'With The River too, one spring and one lake go back in the box (fn 95), and the other lake ends the ' +
        'river: "volcano" (the River II lake with the volcano, as the River II set lists it) or "lake" ' +
        "(The River's lake; the volcano lake goes back in the box).",
      values: ['volcano', 'lake'],
      default: 'volcano',
    },
    {
      name: 'riverPigHerd',
      description:
        'When the pig herd gives its field\'s farmers 1 more per completed city: "traders-builders" (the ' +
        'rules: without Traders & Builders the tile means nothing special) or "always" (fn 99\'s reading: ' +
        'its points count on their own, so it works without the pigs too). Fields score only with farmers.',
      values: ['traders-builders', 'always'],
      default: 'traders-builders',
    },
  ],
  hooks: {
    setupGame: setUpRiver2,
    checkTilePlacement: (state, tile, at) => courseRefusal(state, tile, at, RIVER_2_COURSE),
    adjustShare: pigHerdShare,
  },
};
