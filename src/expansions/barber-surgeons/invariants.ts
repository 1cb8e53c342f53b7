// What must hold after every move with the Barber-Surgeons: followers are conserved (on the board, in
// bathhouses, in the supply) whenever one goes into or out of a bathhouse; every follower in a bathhouse
// lies in a bathhouse tile on the board, one at most each (the slot is keyed by tile); no lone scorer is
// left waiting once the turn moves on; at most 6 bathhouse tiles, and as many as the player count uses.
import { tileAt } from '../../engine/board';
import type { ModuleInvariant } from '../../engine/expansion';
import { figureCountChanged } from '../../engine/figure-count';
import { barberSlot, bathhouses } from './rules';
import { BARBER_SURGEONS, BATHHOUSE_TILES, bathhousesFor } from './tiles';

const BATHHOUSE_IDS = new Set(BATHHOUSE_TILES.map((t) => t.id));

const followersConserved: ModuleInvariant = (before, after, events, rules) => {
  if (!events.some((e) => e.type === 'expansion' && e.module === BARBER_SURGEONS)) return null;
  const changed = figureCountChanged(before, after, rules);
  return changed && `${changed.player} had ${changed.was} figures before a bathhouse move and ${changed.is} after`;
};

const guestsInBathhouses: ModuleInvariant = (_, after) => {
  for (const key of Object.keys(barberSlot(after).guests)) {
    const [x, y] = key.split(',').map(Number) as [number, number];
    if (!BATHHOUSE_IDS.has(tileAt(after.board, x, y)?.tile ?? ''))
      return `a follower lies in a bathhouse at ${key}, where there is none`;
  }
  return null;
};

const noneLeftWaiting: ModuleInvariant = (_, after) => {
  const waiting = barberSlot(after).waiting;
  if (waiting?.length && ['placeTile', 'placeFigure', 'ended'].includes(after.turn.step)) {
    return `${waiting.length} lone scorers still waiting for a bathhouse at step ${after.turn.step}`;
  }
  return null;
};

const bathhousesByPlayerCount: ModuleInvariant = (_, after) => {
  const inGame = after.supply.filter((id) => BATHHOUSE_IDS.has(id)).length + bathhouses(after).length;
  const due = bathhousesFor(after.players.length);
  return inGame > due && !after.options.unlimitedTiles
    ? `${inGame} bathhouse tiles in a game of ${after.players.length} (${due} due)`
    : null;
};

export const barberSurgeonsInvariants: ModuleInvariant[] = [
  followersConserved,
  guestsInBathhouses,
  noneLeftWaiting,
  bathhousesByPlayerCount,
];
