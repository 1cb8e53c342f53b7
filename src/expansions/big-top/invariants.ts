// What must hold after every move with Under the Big Top: the 16 animal tokens are conserved (beside the
// board, under the big top, out of the game: each kind's count); the big top stands, as the one neutral
// figure of its kind, exactly where the module says, on a tent tile; a pyramid holds at most three
// acrobats, each a normal follower; a player's ringmaster is one, on the board or in the supply; once the
// big top has gone up, it is on the board until the game ends (a tent tile never leaves it empty).
import { tileAt } from '../../engine/board';
import type { ModuleInvariant } from '../../engine/expansion';
import { ACROBAT_FIGURE, PYRAMID_SIZE, pyramids } from './acrobats';
import { ANIMAL_NAMES, ANIMALS, animalsLeft, bigTopSlot, TOKEN_COUNT } from './circus';
import { RINGMASTER } from './rules';
import { BIG_TOP, isTentTile } from './tiles';

const tokensConserved: ModuleInvariant = (_, after) => {
  const { top, discarded } = bigTopSlot(after);
  const all = [...animalsLeft(after), ...discarded, ...(top ? [top.animal] : [])];
  if (all.length !== TOKEN_COUNT) return `${all.length} animal tokens in the game, not ${TOKEN_COUNT}`;
  for (const animal of ANIMAL_NAMES) {
    const n = all.filter((a) => a === animal).length;
    if (n !== ANIMALS[animal].count) return `${n} ${animal} tokens, not ${ANIMALS[animal].count}`;
  }
  return null;
};

const bigTopWhereTheSlotSays: ModuleInvariant = (before, after) => {
  const { top } = bigTopSlot(after);
  const standing = (after.neutral ?? []).filter((n) => n.kind === BIG_TOP);
  if (standing.length > 1) return `${standing.length} big tops on the board`;
  const shown = standing[0];
  if (!top) {
    if (shown) return `a big top stands at ${shown.x},${shown.y} with no animal under it`;
    const was = bigTopSlot(before).top;
    return was && after.turn.step !== 'ended' ? `the big top left ${was.x},${was.y} and went nowhere` : null;
  }
  if (!shown || shown.x !== top.x || shown.y !== top.y) return `the big top is not drawn at ${top.x},${top.y}`;
  const placed = tileAt(after.board, top.x, top.y);
  return placed && isTentTile(placed.tile) ? null : `the big top stands at ${top.x},${top.y}, which is no tent tile`;
};

const pyramidsHoldThreeFollowers: ModuleInvariant = (_, after) => {
  for (const pyramid of pyramids(after)) {
    if (pyramid.acrobats.length > PYRAMID_SIZE)
      return `${pyramid.acrobats.length} acrobats in the pyramid at ${pyramid.x},${pyramid.y}`;
    const other = pyramid.acrobats.find((f) => f.kind !== ACROBAT_FIGURE);
    if (other) return `a ${other.kind} stands as an acrobat at ${pyramid.x},${pyramid.y}`;
  }
  return null;
};

const oneRingmasterEach: ModuleInvariant = (_, after, _events, rules) => {
  for (const player of after.players) {
    const onBoard = after.figures.filter((f) => f.player === player.id && f.kind === RINGMASTER).length;
    let held = 0;
    for (const hook of rules.hooks.heldFigures) held += hook.run(after, player.id)[RINGMASTER] ?? 0;
    const total = onBoard + held + (player.supply[RINGMASTER] ?? 0);
    if (total !== 1) return `${player.id} has ${total} ringmasters all told`;
  }
  return null;
};

export const bigTopInvariants: ModuleInvariant[] = [
  tokensConserved,
  bigTopWhereTheSlotSays,
  pyramidsHoldThreeFollowers,
  oneRingmasterEach,
];
