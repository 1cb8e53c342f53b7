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

/** How many edges a tile's water touches: 1 a spring or lake, 2 a river tile, 3 the River II fork. */
const waterEdges = (tile: string) =>
  findTileType(tile)?.features.find((f) => f.kind === RIVER_COURSE.kind)?.edges?.length ?? 0;

/**
 * Setup: GQ11's spring is on the board (it started the river) or goes back in the box, whatever queue a
 * River set put it in (one spring a river). Its river tile joins a river that is played (the game starts
 * at a spring, or a river waits in the queue, as after the Count's city): put into the queue at a seeded
 * place after the river's first tile when that is a spring or the fork and before the lake, unless a River
 * set's setup queued it already; without a river it goes back in the box.
 */
function setUpGq11(draft: GameState) {
  draft.supply = withoutOne(draft.supply, GQ_SPRING);
  const inSupply = draft.supply.includes(GQ_RIVER);
  draft.supply = withoutOne(draft.supply, GQ_RIVER);
  const before = draft.queue ?? [];
  let queue = withoutOne(before, GQ_SPRING);
  const first = queue.findIndex(isRiverTile);
  const withRiver = isRiverTile(draft.board[0]?.tile ?? '') || first >= 0;
  if (!withRiver) queue = withoutOne(queue, GQ_RIVER);
  else if (inSupply) {
    const low = first < 0 ? 0 : first + (waterEdges(queue[first] as string) === 2 ? 0 : 1);
    const lake = queue.length > 0 && waterEdges(queue.at(-1) as string) === 1 ? queue.length - 1 : queue.length;
    const { state, value } = nextRandom(draft.rng);
    draft.rng = state;
    const at = low + Math.floor(value * (Math.max(lake, low) - low + 1));
    queue = [...queue.slice(0, at), GQ_RIVER, ...queue.slice(at)];
  }
  if (queue.length !== before.length || queue.some((t, i) => t !== before[i])) draft.queue = queue;
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
