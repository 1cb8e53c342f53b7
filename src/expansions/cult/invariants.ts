// What must hold after every move with the Cult Place: no shrine stands next to two monasteries and no
// monastery next to two shrines, and a challenge's losers are sent home within the turn that decided it.
import type { ModuleInvariant } from '../../engine/expansion';
import { buildingAt, CULT, type CultSlot, rivalsOf } from './rules';

const oneRivalEach: ModuleInvariant = (before, after) => {
  // buildings stand where the board and its features say: a move that changed neither changed none
  if (after.board === before.board && after.nodes === before.nodes) return null;
  for (const placed of after.board) {
    const building = buildingAt(after, placed.x, placed.y);
    if (building && rivalsOf(after, building).length > 1) {
      return `the ${building.shrine ? 'shrine' : 'monastery'} at ${placed.x},${placed.y} has ${rivalsOf(after, building).length} rivals around it`;
    }
  }
  return null;
};

const losersSentHome: ModuleInvariant = (_, after) => {
  const losers = (after.modules?.[CULT] as CultSlot | undefined)?.losers;
  if (losers?.length && ['placeTile', 'placeFigure', 'ended'].includes(after.turn.step)) {
    return `${losers.length} challenge losers still waiting at step ${after.turn.step}`;
  }
  return null;
};

export const cultInvariants: ModuleInvariant[] = [oneRivalEach, losersSentHome];
