// What must hold after every move with the Phantom: each player has at most one phantom on the board, and
// the figure step (2B-1) never places one: it comes after it (2B-2), as the turn's last figure.
import type { ModuleInvariant } from '../../engine/expansion';
import { PHANTOM } from './rules';

const onePhantomEach: ModuleInvariant = (_, after) => {
  const owners = after.figures.filter((f) => f.kind === PHANTOM).map((f) => f.player);
  const twice = owners.find((owner, i) => owners.indexOf(owner) !== i);
  return twice ? `${twice} has two phantoms on the board` : null;
};

const neverInTheFigureStep: ModuleInvariant = (before, _, events) => {
  if (before.turn.step !== 'placeFigure') return null;
  const placed = events.find((e) => e.type === 'figurePlaced' && e.figure === PHANTOM && !e.by);
  return placed ? 'a phantom was placed in the figure step, before the second-figure step' : null;
};

/** After the phantom, no other figure of the figure step: it is placed last (fn 210). */
const placedLast: ModuleInvariant = (before, _, events) => {
  if (before.turn.step !== 'decide' || before.turn.decisions?.[0]?.module !== PHANTOM) return null;
  const index = events.findIndex((e) => e.type === 'figurePlaced' && e.figure === PHANTOM);
  const later = events.slice(index + 1).find((e) => e.type === 'figurePlaced' && !e.by && e.figure !== PHANTOM);
  return index >= 0 && later ? 'a figure was placed after the phantom in its turn' : null;
};

export const phantomInvariants: ModuleInvariant[] = [onePhantomEach, neverInTheFigureStep, placedLast];
