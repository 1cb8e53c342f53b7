// What must hold after every move with Bridges, Castles & Bazaars: castle tokens are conserved (built and
// left make each player's supply), every player's figures are conserved with the castles' followers held,
// a castle stands on a closed city of exactly its two tiles, no two castles on one pair of tiles, and a
// castle once scored stays scored.
import type { ModuleInvariant } from '../../engine/expansion';
import { figureCountChanged } from '../../engine/figure-count';
import { bcbSlot, castleRoot, castlesLeft, castlesPerPlayer } from './castles';

const castlesConserved: ModuleInvariant = (_, after) => {
  for (const player of after.players) {
    const left = castlesLeft(after, player.id);
    if (left < 0 || left > castlesPerPlayer(after.players.length)) return `${player.id} has ${left} castles left`;
  }
  return null;
};

const figuresConserved: ModuleInvariant = (before, after, _, rules) => {
  if (before.players.length !== after.players.length) return null;
  const changed = figureCountChanged(before, after, rules);
  return changed ? `${changed.player} had ${changed.was} figures and has ${changed.is}` : null;
};

const castlesOnTheirCities: ModuleInvariant = (_, after) => {
  const seen = new Set<string>();
  for (const castle of bcbSlot(after).castles) {
    // a tile with two caps may hold two castles, but two tiles share one edge: one castle a pair
    const pair = [...castle.tiles].sort().join(' ');
    if (seen.has(pair)) return `two castles on the tiles ${pair}`;
    seen.add(pair);
    const root = castleRoot(after, castle);
    const node = root === undefined ? undefined : after.nodes[root];
    const closedPair = node !== undefined && node.openEdges === 0 && node.tiles.length === 2;
    if (!closedPair) return `the castle at ${castle.tiles[0]} is on no small city`;
  }
  return null;
};

const scoredStaysScored: ModuleInvariant = (before, after) => {
  const was = bcbSlot(before).castles;
  const is = bcbSlot(after).castles;
  if (is.length < was.length) return 'a castle left the board';
  for (const [i, castle] of was.entries()) {
    if (castle.scored && !is[i]?.scored) return `the castle at ${castle.tiles[0]} scored again`;
  }
  return null;
};

export const bcbInvariants: ModuleInvariant[] = [
  castlesConserved,
  figuresConserved,
  castlesOnTheirCities,
  scoredStaysScored,
];
