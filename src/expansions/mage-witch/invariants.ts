// What must hold of the mage and the witch after every move: at most one of each on the board, each on a
// road or city; never both on one feature except while the decision that separates them waits; none
// left on a finished feature once a turn is over.

import { resumePoint } from '../../engine';
import type { ModuleInvariant } from '../../engine/expansion';
import type { Rules } from '../../engine/modules/registry';
import type { GameState } from '../../engine/types';
import { MAGE, MAGE_WITCH, magicOnBoard, WITCH } from './rules';

/**
 * Whether the two are being separated: this module asks it now, or the turn has not yet reached this
 * module's last check: another module's decision holds it (a gold tile's ingot is asked before the magic
 * check in 1C), or it waits at the figure step after a later phase of 1C joined their features (HS2's city
 * side, a mending bridge), which the check in 2C separates before anything scores.
 */
function separating(state: GameState, rules: Rules): boolean {
  if (state.turn.decisions?.some((d) => d.module === MAGE_WITCH)) return true;
  if (state.turn.step !== 'decide' && state.turn.step !== 'placeFigure') return false;
  const lastCheck = rules.chain.findLastIndex(
    (link) => link.kind === 'phase' && link.module === MAGE_WITCH && link.phase !== 'afterScoring',
  );
  return resumePoint(state, rules) <= lastCheck;
}

const oneOfEach: ModuleInvariant = (_before, after) => {
  for (const kind of [MAGE, WITCH]) {
    const count = (after.neutral ?? []).filter((n) => n.kind === kind).length;
    if (count > 1) return `${count} ${kind} figures on the board`;
  }
  return null;
};

const onRoadOrCity: ModuleInvariant = (_before, after) => {
  for (const { figure, root } of magicOnBoard(after)) {
    const kind = root === undefined ? undefined : after.nodes[root]?.kind;
    if (kind !== 'road' && kind !== 'city') return `the ${figure.kind} stands on ${kind ?? 'no feature'}`;
  }
  return null;
};

const neverTogether: ModuleInvariant = (_before, after, _events, rules) => {
  const [first, second] = magicOnBoard(after);
  if (!first || !second || first.root !== second.root || separating(after, rules)) return null;
  return `the mage and the witch share feature ${first.root} with no decision to separate them`;
};

const noneOnFinished: ModuleInvariant = (_before, after) => {
  if (after.turn.step !== 'placeTile') return null;
  const stale = magicOnBoard(after).find(({ root }) => {
    const node = root === undefined ? undefined : after.nodes[root];
    return (node?.kind === 'road' || node?.kind === 'city') && node.openEdges === 0;
  });
  return stale ? `the ${stale.figure.kind} stayed on a finished feature after the turn` : null;
};

export const mageWitchInvariants: ModuleInvariant[] = [oneOfEach, onRoadOrCity, neverTogether, noneOnFinished];
