// What must hold for Abbey & Mayor after every move (the simulator checks it).
import { tileAt } from '../../engine/board';
import type { ModuleInvariant } from '../../engine/expansion';
import { figureRoot } from '../../engine/figure-roots';
import type { Rules } from '../../engine/modules/registry';
import type { GameState, PlacedTile } from '../../engine/types';
import { BARN, barnCorners } from './barn';
import { amSlot } from './slot';
import { ABBEY_TILE } from './tiles';

/** Each abbey on the board is one a player has played, and nobody played two. */
const oneAbbeyEach: ModuleInvariant = (_before, after) => {
  const { abbeysPlayed } = amSlot(after);
  const onBoard = after.board.filter((t) => t.tile === ABBEY_TILE).length;
  if (new Set(abbeysPlayed).size !== abbeysPlayed.length) return 'a player played two abbeys';
  return onBoard === abbeysPlayed.length ? null : `${onBoard} abbeys on the board, ${abbeysPlayed.length} played`;
};

/** A barn stands on a corner where it may, at most one per field. */
const barnsWhereTheyMay: ModuleInvariant = (_before, after) => {
  const { barns } = amSlot(after);
  for (const barn of after.figures.filter((f) => f.kind === BARN)) {
    const placed = tileAt(after.board, barn.x, barn.y) as PlacedTile;
    const corners = barnCorners(after, placed, barn.feature);
    // a barn placed this turn takes its corner after the figure step's other questions (a ferry ...)
    const corner = barns[barn.id] ?? corners[0];
    if (!corner || !corners.includes(corner)) {
      return `${barn.player}'s barn at ${barn.x},${barn.y} stands on no corner of four fields`;
    }
  }
  return null;
};

/**
 * Once a turn is over, no farmer lies on a barn's field: they scored and went home (a figure that leaves a
 * field free, a shepherd, is no farmer and stays).
 */
const noFarmerBesideABarn = (state: GameState, rules: Rules) => {
  const roots = new Set(state.figures.filter((f) => f.kind === BARN).map((f) => figureRoot(state, f)));
  const farmer = state.figures.find(
    (f) => f.kind !== BARN && rules.figures.get(f.kind)?.occupies !== false && roots.has(figureRoot(state, f)),
  );
  return farmer ? `${farmer.player}'s ${farmer.kind} lies on a barn's field at ${farmer.x},${farmer.y}` : null;
};

const farmersGone: ModuleInvariant = (_before, after, _events, rules) =>
  after.turn.step === 'placeTile' || after.turn.step === 'ended' ? noFarmerBesideABarn(after, rules) : null;

export const abbeyMayorInvariants: ModuleInvariant[] = [oneAbbeyEach, barnsWhereTheyMay, farmersGone];
