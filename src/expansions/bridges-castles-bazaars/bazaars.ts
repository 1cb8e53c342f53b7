// Bazaars (classic-and-all-expansions.md §17, fn 181–184; order-of-play 4A). A bazaar tile placed (not one
// bought in an auction, not while an auction or its round is under way: no chain reaction) reveals one
// tile a player from the supply; too few tiles left: no auction. In turn order from the player after the
// bazaar's, each player still without a tile picks one of the tiles on offer and bids for it (0 allowed);
// every other player still without a tile may raise once, in turn order; the picker then buys it at the
// highest bid (paying the highest bidder) or sells it to them (paid by them), or pays their own bid to
// nobody when no one raised. Scores may go below 0. The last tile goes free to the last player without
// one. Then, from the player after the bazaar's and ending with them, each plays their tile as a normal
// turn (turnStart gives it to them, so no abbey instead: fn 181), before play goes on after the bazaar's
// player. fn 181: a bazaar turn that earns a builder's extra turn reveals the tiles and holds the auction
// after the extra turn; a bazaar drawn then, or anywhere in the round, is ignored; a builder triggered by
// a bought tile plays its extra turn before the next buyer (fn 183). fn 184, the option `bazaarBidding:
// false`: no bids, each player in the round picks one of the tiles left when their turn comes.
import { tileType } from '../../engine/catalog';
import { slotOf, writeSlot } from '../../engine/module-state';
import type { TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import { fitsSomewhere } from '../../engine/placement';
import { printedWorth } from '../../engine/tile-worth';
import type { Decision, DecisionChoice, DecisionTile, GameState, Refusal } from '../../engine/types';
import { BAZAAR_SYMBOL, BCB } from './tiles';

/** The auction's own slot, beside the castles' (which the castles write whole). */
export const BAZAAR_SLOT = `${BCB}.bazaar`;
/** The rule variant of fn 184: false plays the bazaar without bidding. */
export const BIDDING_OPTION = 'bazaarBidding';

/** Decision of the player whose turn it is to pick a tile for auction. */
export const PICK = 'bazaar-pick';
/** fn 184: decision of a player in the round, which of the tiles left they take. */
export const TAKE = 'bazaar-take';
/** Decision of the picker: their opening bid (0 allowed). */
export const OPEN_BID = 'bazaar-open';
/** Decision, optional, of each other player still without a tile: raise (a pass stays out). */
export const RAISE = 'bazaar-raise';
/** Decision of the picker when someone raised: buy at the highest bid or sell to its bidder. */
export const SETTLE = 'bazaar-settle';

/** Answers: a tile on offer `{ tile }`; a bid `{ points }`; buy or sell. */
export const CHOOSE_TILE = 'bazaar-tile';
export const BID = 'bazaar-bid';
export const BUY = 'bazaar-buy';
export const SELL = 'bazaar-sell';

/** How far above the bid to beat the offered bids reach (the menu's 25; a bid is said as a number). */
export const BID_SPAN = 25;

export interface Lot {
  picker: string;
  tile: string;
  /** The tile's number (see BazaarSlot.revealed). */
  number?: number;
  /** Bids in the order they were made, the picker's first. */
  bids: { player: string; points: number }[];
  /** Players still to bid or pass, in turn order. */
  toBid: string[];
}

export interface BazaarSlot {
  /** The player whose bazaar tile it is: the round ends with them. */
  host: string;
  /** Tiles revealed and not yet anyone's. */
  offer: string[];
  /**
   * Every tile revealed, in the order revealed: a tile's number is its place here, from 1, and never
   * changes while the auction goes on (players name the tiles by number: an id means nothing to them).
   */
  revealed?: string[];
  /** fn 181: revealed face down; the auction waits for the host's extra turn. */
  waiting?: true;
  /** The tile being auctioned. */
  lot?: Lot;
  /** Who picked last: the next picker is the next player after them still without a tile. */
  lastPicker?: string;
  /**
   * Who has which tile: during the auction in the order won; in the round, the turns still to come in
   * turn order (fn 184: without a tile until the player picks at their turn).
   */
  bought: { player: string; tile?: string; number?: number }[];
  /** The round of bought tiles is under way. */
  round?: true;
}

export const bazaarOf = (state: GameState) => slotOf<BazaarSlot | undefined>(state, BAZAAR_SLOT, undefined);
const write = (draft: GameState, slot: BazaarSlot) => writeSlot(draft, BAZAAR_SLOT, slot);

/** The round is over: the slot goes (a new container, as every change makes one). */
function clear(draft: GameState) {
  const { [BAZAAR_SLOT]: _, ...rest } = draft.modules ?? {};
  draft.modules = rest;
}

const biddingOn = (state: GameState) => state.options[BIDDING_OPTION] !== false;

/** Players in turn order from the one after `from` round to `from` (who comes last). */
function orderAfter(state: GameState, from: string): string[] {
  const ids = state.players.map((p) => p.id);
  const at = ids.indexOf(from);
  return ids.map((_, i) => ids[(at + 1 + i) % ids.length] as string);
}

const hasTile = (slot: BazaarSlot, player: string) => slot.bought.some((b) => b.player === player);

function event(ctx: TurnContext, what: string, data: Record<string, unknown>) {
  ctx.events.push({ type: 'expansion', module: BCB, what, data });
}

/**
 * The tiles revealed: the move's forced draw when it names them ("A,B,C", a scenario or a dump), else
 * drawn at random from the supply (fewer when modules set some aside and the supply runs out). Reported
 * as one draw, so a dump forces it again.
 */
function reveal(draft: GameState, ctx: TurnContext, count: number): string[] {
  const forced = ctx.forced.draw?.split(',');
  const supply = draft.supply.slice();
  let tiles: string[] = [];
  if (forced?.length === count) {
    for (const tile of forced) {
      const at = supply.indexOf(tile);
      if (at >= 0) supply.splice(at, 1);
      else if (!draft.options.unlimitedTiles) break;
      tiles.push(tile);
    }
  }
  if (tiles.length === count) draft.supply = supply;
  else {
    tiles = [];
    // drawn as any tile is: a module may set one aside (a dragon tile before the dragon), and another comes
    while (tiles.length < count && draft.supply.length) {
      const rest = draft.supply.slice();
      const [tile] = rest.splice(ctx.random(rest.length), 1) as [string];
      draft.supply = rest;
      if (!ctx.rules.hooks.setAsideDrawn.some((hook) => hook.run(draft, tile, ctx))) tiles.push(tile);
    }
  }
  ctx.events.push({ type: 'chance', module: BCB, draw: tiles.join(',') });
  return tiles;
}

/**
 * Phase tileActions (4A): a bazaar placed opens an auction; the auction goes on one question at a time
 * (`again` after each), and once every tile is someone's the round of bought tiles begins.
 */
export function runBazaar(draft: GameState, ctx: TurnContext): 'again' | undefined {
  let slot = bazaarOf(draft);
  if (!slot) {
    const placed = draft.turn.placed && draft.turn.tile;
    if (!placed || tileType(placed).symbols?.[BAZAAR_SYMBOL] === undefined) return undefined;
    const host = draft.players[draft.turn.player]?.id as string;
    const count = draft.players.length;
    if (draft.supply.length < count) {
      event(ctx, 'bazaar-too-few', { player: host, tiles: draft.supply.length });
      return undefined;
    }
    const offer = reveal(draft, ctx, count);
    if (offer.length < count) {
      // the set-aside tiles left too few: they go back, and there is no auction
      draft.supply = [...draft.supply, ...offer].sort();
      event(ctx, 'bazaar-too-few', { player: host, tiles: offer.length });
      return undefined;
    }
    slot = { host, offer, revealed: offer, bought: [] };
    if (draft.turn.owed?.length) slot.waiting = true;
    event(ctx, slot.waiting ? 'bazaar-face-down' : 'bazaar-opened', {
      player: host,
      tiles: offer.join(', '),
      count: offer.length,
    });
    if (!biddingOn(draft))
      slot = { ...slot, round: true, bought: orderAfter(draft, host).map((player) => ({ player })) };
    write(draft, slot);
    if (slot.waiting || slot.round) return undefined;
  }
  if (slot.round) return undefined;
  if (slot.waiting) {
    // fn 181: the host's extra turn comes first; the auction follows it
    if (draft.turn.owed?.length) return undefined;
    const { waiting: _, ...open } = slot;
    slot = open;
    event(ctx, 'bazaar-opened', { player: slot.host, tiles: slot.offer.join(', '), count: slot.offer.length });
    if (!biddingOn(draft))
      slot = { ...slot, round: true, bought: orderAfter(draft, slot.host).map((player) => ({ player })) };
    write(draft, slot);
    if (slot.round) return undefined;
  }
  return auctionStep(draft, ctx, slot);
}

/** The auction's next question, or its end. */
function auctionStep(draft: GameState, ctx: TurnContext, slot: BazaarSlot): 'again' | undefined {
  const present = new Set(draft.players.map((p) => p.id));
  const lot = slot.lot && withoutLeavers(slot.lot, present);
  // the picker left the game: their tile is on offer again
  if (slot.lot && !lot) {
    const { lot: _, ...open } = slot;
    write(draft, open);
    return auctionStep(draft, ctx, open);
  }
  if (lot && lot !== slot.lot) write(draft, { ...slot, lot });
  if (lot) {
    const named = { tile: lot.tile, number: lotNumber(slot, lot) };
    if (!lot.bids.length) return ask(ctx, { kind: OPEN_BID, player: lot.picker, data: named });
    const best = highest(lot);
    const [bidder] = lot.toBid;
    if (bidder !== undefined) {
      return ask(ctx, {
        kind: RAISE,
        player: bidder,
        optional: true,
        data: { ...named, points: best.points, bidder: best.player },
      });
    }
    if (best.player === lot.picker) {
      // nobody raised: the picker pays their bid to nobody
      pay(ctx, lot.picker, -best.points, 'bazaar-only-bid', named);
      return auctionStep(draft, ctx, sold(draft, ctx, slot, lot.picker));
    }
    return ask(ctx, {
      kind: SETTLE,
      player: lot.picker,
      data: { ...named, points: best.points, bidder: best.player },
    });
  }
  const without = orderAfter(draft, slot.host).filter((p) => !hasTile(slot, p));
  if (!slot.offer.length || !without.length) return endAuction(draft, slot);
  if (without.length === 1) {
    const [player] = without as [string];
    const [tile, ...rest] = slot.offer as [string, ...string[]];
    const number = numberOnOffer(slot, tile);
    event(ctx, 'bazaar-free', { player, tile, number });
    return endAuction(draft, { ...slot, offer: rest, bought: [...slot.bought, { player, tile, number }] });
  }
  // the next player after the last picker who has no tile yet
  const after = slot.lastPicker ? orderAfter(draft, slot.lastPicker) : orderAfter(draft, slot.host);
  const picker = after.find((p) => without.includes(p)) as string;
  return ask(ctx, { kind: PICK, player: picker, data: { tiles: slot.offer.length } });
}

/**
 * The numbers of the tiles on offer, in the offer's order: each its place among the tiles revealed, from
 * 1. A tile leaves the offer as the first copy of its type (removeOne), so the copies taken are the first
 * ones revealed and every tile still on offer keeps its number as others are sold.
 */
export function offerNumbers(slot: BazaarSlot): number[] {
  const revealed = revealedOf(slot);
  const seen = new Map<string, number>();
  return slot.offer.map((tile) => {
    const taken = revealed.filter((t) => t === tile).length - slot.offer.filter((t) => t === tile).length;
    const copy = taken + (seen.get(tile) ?? 0);
    seen.set(tile, (seen.get(tile) ?? 0) + 1);
    let at = -1;
    for (let n = 0; n <= copy; n++) at = revealed.indexOf(tile, at + 1);
    return at + 1;
  });
}

/** The number of the first copy of `tile` on offer: the one a pick or a take of it takes. */
export const numberOnOffer = (slot: BazaarSlot, tile: string): number =>
  offerNumbers(slot)[slot.offer.indexOf(tile)] ?? 0;

/**
 * The tiles revealed; a slot saved before the tiles were numbered has no list, and numbers the tiles it
 * holds, those bought first (as a bought tile's number, boughtNumber, does).
 */
const revealedOf = (slot: BazaarSlot): string[] =>
  slot.revealed ?? [...slot.bought.flatMap((b) => (b.tile ? [b.tile] : [])), ...slot.offer];

/** A bought tile's number, as its sale named it. */
export const boughtNumber = (slot: BazaarSlot, bought: BazaarSlot['bought'][number]): number =>
  bought.number ?? slot.bought.filter((b) => b.tile).indexOf(bought) + 1;

/** The lot's number, as its pick named it. */
export const lotNumber = (slot: BazaarSlot, lot: Lot) => lot.number ?? numberOnOffer(slot, lot.tile);

/** The lot without the players who left the game (undefined when its picker left). */
function withoutLeavers(lot: Lot, present: ReadonlySet<string>): Lot | undefined {
  if (!present.has(lot.picker)) return undefined;
  const bids = lot.bids.filter((b) => present.has(b.player));
  const toBid = lot.toBid.filter((p) => present.has(p));
  return bids.length === lot.bids.length && toBid.length === lot.toBid.length ? lot : { ...lot, bids, toBid };
}

function ask(ctx: TurnContext, decision: Omit<Decision, 'module'>): 'again' {
  ctx.ask({ module: BCB, ...decision });
  return 'again';
}

const highest = (lot: Lot) =>
  lot.bids.reduce((best, bid) => (bid.points > best.points ? bid : best), lot.bids[0] as Lot['bids'][number]);

function pay(ctx: TurnContext, player: string, points: number, why: string, params: Record<string, string | number>) {
  ctx.award({ player, points, source: { module: BCB, why, params: { ...params, paid: Math.abs(points) } } });
}

/** The lot is someone's: the auction goes on with the next picker. */
function sold(draft: GameState, ctx: TurnContext, slot: BazaarSlot, winner: string): BazaarSlot {
  const lot = slot.lot as Lot;
  const number = lotNumber(slot, lot);
  event(ctx, 'bazaar-sold', { player: winner, tile: lot.tile, number });
  const { lot: _, ...rest } = slot;
  const next: BazaarSlot = {
    ...rest,
    offer: removeOne(slot.offer, lot.tile),
    lastPicker: lot.picker,
    bought: [...slot.bought, { player: winner, tile: lot.tile, number }],
  };
  write(draft, next);
  return next;
}

function removeOne(tiles: readonly string[], tile: string): string[] {
  const at = tiles.indexOf(tile);
  return at < 0 ? [...tiles] : [...tiles.slice(0, at), ...tiles.slice(at + 1)];
}

/** Every tile is someone's: the round of bought tiles follows, in turn order after the host. */
function endAuction(draft: GameState, slot: BazaarSlot): undefined {
  const order = orderAfter(draft, slot.host);
  const bought = order.flatMap((player) => slot.bought.filter((b) => b.player === player));
  const { lastPicker: _, ...rest } = slot;
  // tiles nobody could take (a player left the game) go back to the supply
  if (rest.offer.length) draft.supply = [...draft.supply, ...rest.offer].sort();
  write(draft, { ...rest, offer: [], bought, round: true });
  return undefined;
}

/** The answers to one of the bazaar's questions. */
export function bazaarChoices(state: GameState, decision: Decision, rules: Rules): DecisionChoice[] {
  const slot = bazaarOf(state);
  if (!slot) return [];
  switch (decision.kind) {
    case PICK:
    case TAKE:
      // one choice a tile type: two copies on offer are the same tile to bid for. Face up, so the question
      // comes with their picture, each under its number (not its place among the answers: a tile keeps its
      // number as others are sold)
      return [...new Set(slot.offer)].map((tile) => ({
        action: CHOOSE_TILE,
        args: { tile },
        params: { number: numberOnOffer(slot, tile), ...tileContents(tile) },
        tile,
        worth: tileWorth(state, rules, tile),
      }));
    case OPEN_BID:
    case RAISE: {
      const lot = slot.lot;
      if (!lot) return [];
      const from = decision.kind === OPEN_BID ? 0 : highest(lot).points + 1;
      const value = tileWorth(state, rules, lot.tile);
      return Array.from({ length: BID_SPAN }, (_, i) => from + i).map((points) => ({
        action: BID,
        args: { points },
        params: { points },
        amount: points,
        // a computer bids the least it may while the tile is worth more to it
        worth: value - points - (decision.kind === RAISE ? 0.5 : 0),
      }));
    }
    case SETTLE: {
      const lot = slot.lot;
      if (!lot) return [];
      const { points, player: bidder } = highest(lot);
      return [
        { action: BUY, args: { points }, params: { points, bidder }, worth: tileWorth(state, rules, lot.tile) },
        { action: SELL, args: { points }, params: { points, bidder } },
      ];
    }
  }
  return [];
}

/** What a tile on offer shows, for its answer's words: its city parts and roads, a monastery. */
function tileContents(tile: string): { cities: number; roads: number; monastery: 'yes' | 'no' } {
  const kinds = tileType(tile).features.map((f) => f.kind);
  const count = (kind: string) => kinds.filter((k) => k === kind).length;
  return { cities: count('city'), roads: count('road'), monastery: kinds.includes('monastery') ? 'yes' : 'no' };
}

/**
 * What a tile is worth to place, for a computer's bid: about a turn's points, more for a tile that fits
 * many places and carries cities, a monastery or pennants, nothing for one that fits nowhere.
 */
export function tileWorth(state: GameState, rules: Rules, tile: string): number {
  const type = tileType(tile);
  return fitsSomewhere(state, rules, type) ? printedWorth(type) : 0;
}

/** Applies an answer to one of the bazaar's questions. */
export function decideBazaar(
  draft: GameState,
  decision: Decision,
  choice: DecisionChoice | null,
  ctx: TurnContext,
): Refusal | null {
  const slot = bazaarOf(draft);
  if (!slot) return { why: `${BCB}.no-auction` };
  switch (decision.kind) {
    case PICK: {
      const tile = choice?.args?.tile as string;
      if (!slot.offer.includes(tile)) return { why: `${BCB}.not-on-offer` };
      const picker = decision.player;
      const toBid = orderAfter(draft, picker).filter((p) => p !== picker && !hasTile(slot, p));
      const number = numberOnOffer(slot, tile);
      event(ctx, 'bazaar-picked', { player: picker, tile, number });
      write(draft, { ...slot, lot: { picker, tile, number, bids: [], toBid } });
      return null;
    }
    case OPEN_BID:
    case RAISE: {
      const lot = slot.lot;
      if (!lot) return { why: `${BCB}.no-auction` };
      if (!choice) {
        event(ctx, 'bazaar-passed', { player: decision.player });
        write(draft, { ...slot, lot: { ...lot, toBid: lot.toBid.filter((p) => p !== decision.player) } });
        return null;
      }
      const points = choice.args?.points as number;
      event(ctx, 'bazaar-bid', { player: decision.player, points, tile: lot.tile, number: lotNumber(slot, lot) });
      write(draft, {
        ...slot,
        lot: {
          ...lot,
          bids: [...lot.bids, { player: decision.player, points }],
          toBid: lot.toBid.filter((p) => p !== decision.player),
        },
      });
      return null;
    }
    case SETTLE: {
      const lot = slot.lot;
      if (!lot || !choice) return { why: `${BCB}.no-auction` };
      const { points, player: bidder } = highest(lot);
      const buys = choice.action === BUY;
      // the one who takes the tile pays the other: points change hands, none are made or lost
      const [payer, payee] = buys ? [lot.picker, bidder] : [bidder, lot.picker];
      const named = { tile: lot.tile, number: lotNumber(slot, lot) };
      pay(ctx, payer, -points, 'bazaar-bought', named);
      pay(ctx, payee, points, 'bazaar-sold', named);
      // the phase runs again and asks the next question
      sold(draft, ctx, bazaarOf(draft) as BazaarSlot, payer);
      return null;
    }
    case TAKE: {
      const tile = choice?.args?.tile as string;
      if (!slot.offer.includes(tile)) return { why: `${BCB}.not-on-offer` };
      takeFromOffer(draft, ctx, slot, tile);
      return null;
    }
  }
  return { why: `${BCB}.no-auction` };
}

/**
 * Phase turnStart (1A): a turn of the round plays the player's bought tile instead of a draw (fn 184:
 * they pick it now). A tile that fits nowhere is out of play, and the player draws as usual.
 */
export function bazaarTurnStart(draft: GameState, ctx: TurnContext): undefined {
  const slot = bazaarOf(draft);
  const player = draft.players[draft.turn.player]?.id;
  const next = slot?.round ? slot.bought[0] : undefined;
  if (!slot || !next || next.player !== player) return undefined;
  if (next.tile) {
    giveTurnTile(draft, ctx, slot, next.tile, boughtNumber(slot, next));
    return undefined;
  }
  // fn 184: a tile the turn already holds (a scenario named it) is the pick; one left is taken
  const named = draft.turn.tile;
  if (named && slot.offer.includes(named)) takeFromOffer(draft, ctx, slot, named);
  else if (new Set(slot.offer).size <= 1 && slot.offer[0]) takeFromOffer(draft, ctx, slot, slot.offer[0]);
  else ctx.ask({ module: BCB, kind: TAKE, player: player as string, data: { tiles: slot.offer.length } });
  return undefined;
}

/** fn 184: the round's player takes a tile left on offer for their turn. */
function takeFromOffer(draft: GameState, ctx: TurnContext, slot: BazaarSlot, tile: string) {
  const number = numberOnOffer(slot, tile);
  giveTurnTile(draft, ctx, { ...slot, offer: removeOne(slot.offer, tile) }, tile, number);
}

/** The round's next turn has its tile: it leaves the buyer's hand for the turn's. */
function giveTurnTile(draft: GameState, ctx: TurnContext, slot: BazaarSlot, tile: string, number: number) {
  const player = slot.bought[0]?.player as string;
  write(draft, { ...slot, bought: slot.bought.slice(1) });
  if (fitsSomewhere(draft, ctx.rules, tileType(tile))) {
    draft.turn = { ...draft.turn, tile };
    event(ctx, 'bazaar-turn', { player, tile, number });
  } else {
    const { tile: _, ...turn } = draft.turn;
    draft.turn = { ...turn, tile: null };
    ctx.events.push({ type: 'tileDiscarded', tile, why: 'fits-nowhere' });
  }
}

/**
 * Step 4B: the round's next buyer plays next (a builder's extra turn comes first: the turn asks only
 * when none is owed); after the last, the slot is cleared and play goes on after the host (who was last).
 */
export function bazaarNextTurn(draft: GameState): number | undefined {
  const slot = bazaarOf(draft);
  if (!slot?.round) return undefined;
  const seats = draft.players.map((p) => p.id);
  // buyers who left the game take no turn
  const bought = slot.bought.filter((b) => seats.includes(b.player));
  if (!bought.length) {
    // fn 184: tiles left untaken (a player left the game) go back to the supply
    if (slot.offer.length) draft.supply = [...draft.supply, ...slot.offer].sort();
    clear(draft);
    const host = seats.indexOf(slot.host);
    // the host left: the turn passes as it would have
    return host < 0 ? undefined : (host + 1) % seats.length;
  }
  if (bought.length !== slot.bought.length) write(draft, { ...slot, bought });
  return seats.indexOf((bought[0] as { player: string }).player);
}

/** Tiles a player has bought and not yet played (fn 184: the tiles left, at their turn to pick). */
export function boughtTiles(state: GameState, player: string): string[] {
  const slot = bazaarOf(state);
  if (!slot) return [];
  const mine = slot.bought.flatMap((b) => (b.player === player && b.tile ? [b.tile] : []));
  return pickingNow(slot, player) ? [...mine, ...slot.offer] : mine;
}

/** fn 184: the round's next player, who picks from the tiles left, holds them all for now. */
const pickingNow = (slot: BazaarSlot, player?: string) =>
  Boolean(
    slot.round && slot.bought[0] && !slot.bought[0].tile && (player === undefined || slot.bought[0].player === player),
  );

/** Tiles on offer, nobody's yet: out of the supply until they are. */
export function offeredTiles(state: GameState): string[] {
  const slot = bazaarOf(state);
  return !slot || pickingNow(slot) ? [] : slot.offer;
}

/** A bought tile still to play keeps the game going when the supply is empty. */
export function boughtTilesDue(state: GameState): boolean {
  const slot = bazaarOf(state);
  return Boolean(slot?.round && slot.bought.length);
}

const BIDDING: readonly string[] = [OPEN_BID, RAISE, SETTLE];

/**
 * The tile a bid question is about, under its number: its answers are amounts, so the question comes with
 * the lot's picture (the pick's and the take's answers are the tiles themselves).
 */
export function lotTiles(state: GameState, decision: Decision): DecisionTile[] {
  const slot = bazaarOf(state);
  const lot = slot?.lot;
  if (!slot || !lot || !BIDDING.includes(decision.kind)) return [];
  return [{ tile: lot.tile, number: lotNumber(slot, lot) }];
}

const DECISIONS: readonly string[] = [PICK, TAKE, OPEN_BID, RAISE, SETTLE];
export const isBazaarDecision = (decision: Decision) => DECISIONS.includes(decision.kind);
