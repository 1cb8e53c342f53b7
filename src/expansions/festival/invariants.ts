// What must hold after every move with the Festival: a player's figures are conserved (on the board, in
// the supply or held by a module: the festival only moves one from the board or a quarter to the supply),
// and at most one figure goes home by the festival in a move.
import type { ModuleInvariant } from '../../engine/expansion';
import type { GameEvent, GameState } from '../../engine/types';
import { FESTIVAL } from './rules';

function figuresOf(state: GameState, player: string, held: Record<string, number>): number {
  const supply = state.players.find((p) => p.id === player)?.supply ?? {};
  const onBoard = state.figures.filter((f) => f.player === player).length;
  const inSupply = Object.values(supply).reduce((a, b) => a + b, 0);
  return onBoard + inSupply + Object.values(held).reduce((a, b) => a + b, 0);
}

const festivalReturns = (events: GameEvent[]) =>
  events.filter((e) => e.type === 'expansion' && e.module === FESTIVAL && String(e.what).startsWith('returned'));

/** A festival return keeps every player's count of figures. */
const figuresConserved: ModuleInvariant = (before, after, events, rules) => {
  if (!festivalReturns(events).length) return null;
  for (const player of after.players) {
    const heldBy = (state: GameState) =>
      rules.hooks.heldFigures.reduce<Record<string, number>>((all, hook) => {
        for (const [kind, n] of Object.entries(hook.run(state, player.id))) all[kind] = (all[kind] ?? 0) + n;
        return all;
      }, {});
    const was = figuresOf(before, player.id, heldBy(before));
    const is = figuresOf(after, player.id, heldBy(after));
    if (was !== is) return `${player.id} had ${was} figures before the festival and ${is} after`;
  }
  return null;
};

const oneReturnAMove: ModuleInvariant = (_, __, events) => {
  const n = festivalReturns(events).length;
  return n > 1 ? `the festival took ${n} figures back in one move` : null;
};

export const festivalInvariants: ModuleInvariant[] = [figuresConserved, oneReturnAMove];
