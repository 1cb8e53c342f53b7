// GQ11 (compendium §11): twelve tiles and no rules of their own (fn 116). The ten land tiles are shuffled
// into the supply. Its spring and river tile belong to a river: played with The River or The River II
// (the game starts at a spring), the river tile joins the river's tiles (its course rules are the engine's,
// engine/course.ts), and one spring makes the river (fn 119): GQ11's by default, the set's own with option
// gq11Spring "box"; without a river both go back in the box.
import { findTileType } from '../../engine/catalog';
import { courseRefusal } from '../../engine/course';
import type { RuleModule } from '../../engine/modules/module';
import { nextRandom } from '../../engine/rng';
import { withoutOne } from '../../engine/tile-queue';
import type { GameState } from '../../engine/types';
import { GQ_RIVER, GQ_SPRING, GQ11, GQ11_SET, GQ11_TILES, isRiverTile, RIVER_COURSE } from './tiles';

export const SPRING_OPTION = 'gq11Spring';

/** A tile whose river has several branches (the River II fork): it comes first, nothing before it. */
const isFork = (tile: string) => (findTileType(tile)?.features.find((f) => f.kind === 'river')?.edges?.length ?? 0) > 2;

/**
 * Setup: without a river (the game does not start at a spring) the spring and the river tile go back in
 * the box; with one, the spring is on the board or in the box, and the river tile is put into the river's
 * queue at a random place after its first tile (a fork) and before its lake.
 */
function setUpGq11(draft: GameState) {
  draft.supply = withoutOne(draft.supply, GQ_SPRING);
  if (!draft.supply.includes(GQ_RIVER)) return;
  draft.supply = withoutOne(draft.supply, GQ_RIVER);
  if (!isRiverTile(draft.board[0]?.tile ?? '')) return;
  const queue = draft.queue ?? [];
  const first = queue.findIndex(isRiverTile);
  const low = first < 0 ? 0 : first + (isFork(queue[first] as string) ? 1 : 0);
  const lake = queue.length > 0 && isRiverTile(queue.at(-1) as string) ? queue.length - 1 : queue.length;
  const { state, value } = nextRandom(draft.rng);
  draft.rng = state;
  const at = low + Math.floor(value * (Math.max(lake, low) - low + 1));
  draft.queue = [...queue.slice(0, at), GQ_RIVER, ...queue.slice(at)];
}

export const gq11Module: RuleModule = {
  id: GQ11,
  tiles: GQ11_TILES,
  tileCounts: () => GQ11_SET,
  replaceStart: (start, options) => (options[SPRING_OPTION] !== 'box' && isRiverTile(start) ? GQ_SPRING : undefined),
  options: [
    {
      name: SPRING_OPTION,
      variant: true,
      description:
        'With a river (The River, The River II), which spring starts it, one a river (fn 119): "gq11" ' +
        '(GQ11\'s spring with its road, as it was meant to replace the others) or "box" (the river set\'s ' +
        "own spring; GQ11's goes back in the box).",
      values: ['gq11', 'box'],
      default: 'gq11',
    },
  ],
  hooks: {
    setupGame: setUpGq11,
    checkTilePlacement: (state, tile, at) => courseRefusal(state, tile, at, RIVER_COURSE),
  },
};
