// The River: the spring replaces the start tile, the other river tiles are drawn first (the lake last),
// each must continue the river without a U-turn, and no figure stands on the water. The river's course is
// the engine's course of 'river' features (engine/course.ts), which The River II's tiles lay too.
// Module files import no catalog (it imports the registry, which imports the modules), so this one
// looks up only its own tiles.

import { type Course, courseRefusal, isCourseTile } from '../../engine/course';
import type { RuleModule } from '../../engine/modules/module';
import { shuffleWithSeed, withoutOne } from '../../engine/tile-queue';
import { byTileSet } from '../../engine/tile-set';
import type { GameState } from '../../engine/types';
import { RIVER_GARDEN_SET, RIVER_LAKE, RIVER_SET, RIVER_SPRING, RIVER_TILES } from './tiles';

/** The base game's start tile, which the spring replaces (game.ts DEFAULT_START). */
export const BASE_START = 'D';
const RIVER_IDS = new Set(RIVER_TILES.map((t) => t.id));
/** The water of both River sets, refused in this module's words (refusal.river.<problem>). */
const RIVER_COURSE: Course = { kind: 'river', module: 'river' };

/**
 * Takes the river out of the supply into the draw queue: spring first if not yet down, lake last. A game
 * that starts at another set's spring (GQ11's) plays one spring a river: this one goes back in the box.
 */
function setUpRiver(draft: GameState) {
  const river = draft.supply.filter((t) => RIVER_IDS.has(t));
  draft.supply = draft.supply.filter((t) => !RIVER_IDS.has(t));
  const startsAtSpring = isCourseTile(draft.board[0]?.tile ?? '', RIVER_COURSE.kind);
  const springs = startsAtSpring ? [] : river.filter((t) => t === RIVER_SPRING);
  const lakes = river.filter((t) => t === RIVER_LAKE);
  let middle = river.filter((t) => t !== RIVER_SPRING && t !== RIVER_LAKE);
  if (startsAtSpring) {
    const startTile = draft.options.riverStartTile ?? 'box';
    if (startTile !== 'after' && draft.supply.includes(BASE_START)) {
      draft.supply = withoutOne(draft.supply, BASE_START);
      if (startTile === 'shuffled') middle = [...middle, BASE_START];
    }
  }
  draft.queue = [...(draft.queue ?? []), ...springs, ...shuffleWithSeed(draft, middle), ...lakes];
}

export const riverModule: RuleModule = {
  id: 'river',
  tiles: RIVER_TILES,
  startTile: RIVER_SPRING,
  tileCounts: byTileSet(RIVER_SET, RIVER_GARDEN_SET),
  // no placements: no figure may stand on the river itself
  options: [
    {
      name: 'riverStartTile',
      description:
        'What happens to the base start tile: "box" (current edition: it goes back in the box), "after" ' +
        '(older editions: it is an ordinary tile, drawn after the river) or "shuffled" (older editions: ' +
        'shuffled in with the river tiles, before the lake).',
      values: ['box', 'after', 'shuffled'],
      default: 'box',
    },
  ],
  hooks: {
    setupGame: setUpRiver,
    checkTilePlacement: (state, tile, at) => courseRefusal(state, tile, at, RIVER_COURSE),
  },
};
