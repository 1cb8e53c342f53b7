// What must hold of the dragon and the fairy after every move: no follower shares a tile with the dragon;
// the dragon never enters a tile twice in one flight (its start included), nor the fairy's tile, and flies
// at most 6 steps; the fairy stands beside its follower; a dragon tile is never in hand before the dragon
// is in play.
import { tileType } from '../../engine/catalog';
import type { ModuleInvariant } from '../../engine/expansion';
import type { GameState } from '../../engine/types';
import { DRAGON_FIGURE, DRAGON_STEPS, dragonOf, FAIRY, fairyFollower, fairyOf, slotIn } from './rules';
import { DRAGON, symbolOf } from './tiles';

const oneOfEach: ModuleInvariant = (_before, after) => {
  for (const kind of [DRAGON_FIGURE, FAIRY]) {
    const count = (after.neutral ?? []).filter((n) => n.kind === kind).length;
    if (count > 1) return `${count} ${kind} figures on the board`;
  }
  return null;
};

const noFollowerWithDragon: ModuleInvariant = (_before, after, _events, rules) => {
  const dragon = dragonOf(after);
  if (!dragon) return null;
  const follower = after.figures.find((f) => {
    const kind = rules.figures.get(f.kind);
    return f.x === dragon.x && f.y === dragon.y && kind && kind.weight > 0 && kind.placement !== 'own';
  });
  return follower ? `${follower.player}'s ${follower.kind} shares tile ${dragon.x},${dragon.y} with the dragon` : null;
};

const key = (state: GameState) => {
  const dragon = dragonOf(state);
  return dragon ? `${dragon.x},${dragon.y}` : undefined;
};

const flightKeepsItsRules: ModuleInvariant = (before, after) => {
  const flight = slotIn(after).flight;
  if (!flight) return null;
  const { visited, steps } = flight;
  if (new Set(visited).size !== visited.length) return `the dragon entered a tile twice in one flight: ${visited}`;
  if (steps !== visited.length - 1 || steps > DRAGON_STEPS) return `a flight of ${steps} steps over ${visited}`;
  if (visited[visited.length - 1] !== key(after)) return `the dragon at ${key(after)} is not where its flight got`;
  const fairy = fairyOf(after);
  if (fairy && steps > 0 && visited.slice(1).includes(`${fairy.x},${fairy.y}`))
    return "the dragon entered the fairy's tile";
  const earlier = slotIn(before).flight;
  if (earlier && earlier.steps + 1 === steps && earlier.visited.includes(key(after) ?? '')) {
    return `the dragon went back to ${key(after)}`;
  }
  return null;
};

const fairyBesideItsFollower: ModuleInvariant = (_before, after) => {
  const follower = fairyFollower(after);
  const fairy = fairyOf(after);
  if (!follower) return null;
  if (!fairy || fairy.x !== follower.x || fairy.y !== follower.y || fairy.feature !== follower.feature) {
    return `the fairy is not beside its follower ${follower.id}`;
  }
  return null;
};

const noDragonTileBeforeDragon: ModuleInvariant = (_before, after) => {
  const tile = after.turn.tile;
  if (!tile || after.options.scriptedDraws || dragonOf(after) || after.turn.step !== 'placeTile') return null;
  return symbolOf(tileType(tile)) === DRAGON ? `dragon tile ${tile} drawn before the dragon is in play` : null;
};

export const princessDragonInvariants: ModuleInvariant[] = [
  oneOfEach,
  noFollowerWithDragon,
  flightKeepsItsRules,
  fairyBesideItsFollower,
  noDragonTileBeforeDragon,
];
