// What must hold after every move with Bridges, Castles & Bazaars: castle tokens are conserved (built and
// left make each player's supply), every player's figures are conserved with the castles' followers held,
// a castle stands on a closed city of exactly its two tiles, no two castles on one pair of tiles, and a
// castle once scored stays scored. Bazaars: scores balance in auctions, one tile a player.
import type { ModuleInvariant } from '../../engine/expansion';
import { figureCountChanged } from '../../engine/figure-count';
import { bazaarOf } from './bazaars';
import { bcbSlot, castleRoot, castlesLeft, castlesPerPlayer } from './castles';
import { BCB } from './tiles';

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

// bazaars: points only change hands in an auction (a buyer pays exactly what the seller receives; an
// only bid is paid to nobody and is the only loss), each player wins one tile an auction, and the
// score change a payment makes is the payment's
const scoresBalanceInAuctions: ModuleInvariant = (before, after, events) => {
  let exchanged = 0;
  let onlyBids = 0;
  const paid = new Map<string, number>();
  for (const e of events) {
    if (e.type !== 'points' || e.module !== BCB || !e.why.startsWith('bazaar-')) continue;
    if (e.why === 'bazaar-only-bid') {
      if (e.points > 0) return `${e.player} was paid for an only bid`;
      onlyBids += e.points;
    } else exchanged += e.points;
    paid.set(e.player, (paid.get(e.player) ?? 0) + e.points);
  }
  if (exchanged !== 0) return `an auction made or lost ${exchanged} points`;
  if (!paid.size) return null;
  const scored = events.some((e) => e.type === 'scored' || (e.type === 'points' && e.module !== BCB));
  if (!scored) {
    let change = 0;
    for (const player of after.players) {
      const was = before.players.find((p) => p.id === player.id)?.score ?? 0;
      if (player.score - was !== (paid.get(player.id) ?? 0))
        return `${player.id}'s score moved beside the auction's payments`;
      change += player.score - was;
    }
    if (change !== onlyBids) return `the auction changed the scores by ${change}, its only bids by ${onlyBids}`;
  }
  return null;
};

const oneTileEach: ModuleInvariant = (_, after) => {
  const slot = bazaarOf(after);
  if (!slot) return null;
  const owners = slot.bought.map((b) => b.player);
  if (new Set(owners).size !== owners.length) return 'a player holds two tiles from one bazaar';
  const tiles = slot.offer.length + slot.bought.filter((b) => b.tile).length;
  if (tiles > after.players.length) return `${tiles} bazaar tiles for ${after.players.length} players`;
  return null;
};

export const bcbInvariants: ModuleInvariant[] = [
  castlesConserved,
  figuresConserved,
  castlesOnTheirCities,
  scoredStaysScored,
  scoresBalanceInAuctions,
  oneTileEach,
];
