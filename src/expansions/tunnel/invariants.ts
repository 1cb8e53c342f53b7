// What must hold after every move with the Tunnel: tokens are conserved (each player's on the board and
// left make their pairs), a portal holds at most one token, a pair at most two, and a pair's two portals
// lie on one road (the tunnel joins them).

import { tileAt } from '../../engine/board';
import type { ModuleInvariant } from '../../engine/expansion';
import { find } from '../../engine/union-find';
import { pairsPerPlayer, tokensLeft, tunnelSlot, tunnels } from './rules';

const tokensConserved: ModuleInvariant = (_, after) => {
  for (const player of after.players) {
    const left = tokensLeft(after, player.id);
    if (left < 0 || left > 2 * pairsPerPlayer(after.players.length))
      return `${player.id} has ${left} tunnel tokens left`;
  }
  return null;
};

const oneTokenAPortal: ModuleInvariant = (_, after) => {
  const seen = new Set<string>();
  const pairs = new Map<string, number>();
  for (const token of tunnelSlot(after).tokens) {
    const key = `${token.x},${token.y},${token.feature}`;
    if (seen.has(key)) return `two tunnel tokens on the portal at ${key}`;
    seen.add(key);
    const pair = `${token.player}/${token.pair}`;
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
    if ((pairs.get(pair) ?? 0) > 2) return `pair ${pair} has more than two tokens out`;
  }
  return null;
};

const tunnelsJoinTheirRoads: ModuleInvariant = (_, after) => {
  for (const [a, b] of tunnels(after)) {
    const from = tileAt(after.board, a.x, a.y)?.nodes[a.feature];
    const to = tileAt(after.board, b.x, b.y)?.nodes[b.feature];
    if (from === undefined || to === undefined || find(after.nodes, from) !== find(after.nodes, to)) {
      return `the tunnel from ${a.x},${a.y} to ${b.x},${b.y} does not join their roads`;
    }
  }
  return null;
};

export const tunnelInvariants: ModuleInvariant[] = [tokensConserved, oneTokenAPortal, tunnelsJoinTheirRoads];
