// What must hold after every move with Flying Machines: a flight moves the figure exactly as the die and
// the machine say, and puts at most that one figure on the board, never on a field.

import type { ModuleInvariant } from '../../engine/expansion';
import type { GameEvent, GameState } from '../../engine/types';
import { type Compass, FLIER, flightTarget } from './machine';

type Flight = { player: string; figure: string; roll: number; direction: Compass; from: { x: number; y: number } } & {
  x: number;
  y: number;
};

const flightsIn = (events: GameEvent[]): Flight[] =>
  events.flatMap((e) =>
    e.type === 'expansion' && e.module === FLIER && e.what === 'flight' ? [e.data as unknown as Flight] : [],
  );

/** The die shows 1 to 3 and the flight ends that many tiles along the machine's arrow. */
const flightFollowsTheDie: ModuleInvariant = (_before, _after, events) => {
  for (const flight of flightsIn(events)) {
    if (![1, 2, 3].includes(flight.roll)) return `the flight die showed ${flight.roll}`;
    const target = flightTarget(flight.from, flight.direction, flight.roll);
    if (target.x !== flight.x || target.y !== flight.y) {
      return `a flight of ${flight.roll} ${flight.direction} from ${flight.from.x},${flight.from.y} ended at ${flight.x},${flight.y}`;
    }
  }
  return null;
};

/** Where the move's follower flew: this move's flight, or the flight whose landing it answers. */
function landingOf(before: GameState, events: GameEvent[]): { x: number; y: number } | undefined {
  const [flight] = flightsIn(events);
  if (flight) return flight;
  const asked = before.turn.step === 'decide' ? before.turn.decisions?.[0] : undefined;
  if (asked?.module !== FLIER) return undefined;
  return asked.data as { x: number; y: number } | undefined;
}

/** A move with a flight or a landing places no figure but the flier, on the tile it reached, off the fields. */
const oneLandingOffTheFields: ModuleInvariant = (before, _after, events) => {
  if (flightsIn(events).length > 1) return 'two flights in one move';
  const landing = landingOf(before, events);
  if (!landing) return null;
  const placed = events.filter((e) => e.type === 'figurePlaced');
  if (placed.length > 1) return `${placed.length} figures placed in the move of a flight`;
  for (const e of placed) {
    if (e.x !== landing.x || e.y !== landing.y) {
      return `a ${e.figure} was placed at ${e.x},${e.y} in the move of a flight to ${landing.x},${landing.y}`;
    }
    if (e.featureKind === 'field') return `a flying ${e.figure} landed on a field at ${e.x},${e.y}`;
  }
  return null;
};

export const FLIER_INVARIANTS: ModuleInvariant[] = [flightFollowsTheDie, oneLandingOffTheFields];
