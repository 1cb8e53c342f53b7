// What must hold after every move for each expansion (ingots conserved, one robber per player ...),
// checked by the simulator besides the engine's own invariants. Each expansion lists its own.
import type { GameEvent, GameState } from '../engine/types';
import { abbeyMayorInvariants } from './abbey-mayor/invariants';
import { countInvariants } from './count/invariants';
import { cropCirclesInvariants } from './crop-circles/invariants';
import { cultInvariants } from './cult/invariants';
import { ferriesInvariants } from './ferries/invariants';
import { FLIER_INVARIANTS } from './flier/invariants';
import { GOLD_MINES_INVARIANTS } from './gold-mines/invariants';
import { kingRobberInvariants } from './king-robber/invariants';
import { mageWitchInvariants } from './mage-witch/invariants';
import { messengersInvariants } from './messengers/invariants';
import { princessDragonInvariants } from './princess-dragon/invariants';
import { river2Invariants } from './river-2/invariants';
import { robbersInvariants } from './robbers/invariants';
import { towerInvariants } from './tower/invariants';

/** A description of what broke, or null. */
export type ModuleInvariant = (before: GameState, after: GameState, events: GameEvent[]) => string | null;

export const EXPANSION_INVARIANTS: Readonly<Record<string, readonly ModuleInvariant[]>> = {
  flier: FLIER_INVARIANTS,
  'mage-witch': mageWitchInvariants,
  'gold-mines': GOLD_MINES_INVARIANTS,
  messengers: messengersInvariants,
  robbers: robbersInvariants,
  'crop-circles': cropCirclesInvariants,
  ferries: ferriesInvariants,
  'king-robber': kingRobberInvariants,
  cult: cultInvariants,
  count: countInvariants,
  'river-2': river2Invariants,
  'princess-dragon': princessDragonInvariants,
  tower: towerInvariants,
  'abbey-mayor': abbeyMayorInvariants,
};
