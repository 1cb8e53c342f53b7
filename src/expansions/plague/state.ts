// The Plague's state and the shape of its epidemics (classic-and-all-expansions.md §19). Outbreak tokens
// lie on plague-source tiles, numbered 1–6 in the order the sources came; fleas lie on other tiles, one a
// tile. An epidemic is a group of tiles joined orthogonally through fleas and active sources: a group with
// an active source is active (its fleas red), one without is latent (its fleas pink). A stopped source
// (its token on the field side) is protected: it joins no group and takes no flea.
import { tileAt } from '../../engine/board';
import { tileType } from '../../engine/catalog';
import { slotOf, writeSlot } from '../../engine/module-state';
import type { GameEvent, GameState, Position } from '../../engine/types';
import { isPlagueTile } from './tiles';

export const PLAGUE = 'plague';
/** Flea tokens in the game (§19 components). */
export const FLEAS = 18;

export interface Outbreak extends Position {
  /** The token's number, 1–6: the lowest not yet in play when its source was placed. */
  number: number;
  /** Turned to the field side: the outbreak is over and its tile protected for good. */
  stopped?: boolean;
}

export interface Flea extends Position {
  /** Pink side up: in no active epidemic. */
  latent?: boolean;
}

/** What the plague remembers of the turn in progress (a builder's double turn is one turn). */
export interface PlagueTurn {
  /** A plague source was placed this turn: no flea this turn. */
  source?: boolean;
  /** The flea of this turn is down (or there was nowhere to put it). */
  spread?: boolean;
  /** A follower fled this turn. */
  fled?: boolean;
  /** The turn number (part of a double turn) whose fleeing question was already asked. */
  fleeAsked?: number;
}

export interface PlagueSlot {
  outbreaks: Outbreak[];
  fleas: Flea[];
  /** Where a flea was taken off the board this turn (the supply was empty): it goes down elsewhere. */
  held?: Position;
  /** Plague tiles drawn before the 18th tile, back into the supply once 18 tiles are down. */
  setAside?: string[];
  turn?: PlagueTurn;
}

const EMPTY: PlagueSlot = { outbreaks: [], fleas: [] };
export const plagueSlot = (state: GameState) => slotOf<PlagueSlot>(state, PLAGUE, EMPTY);
export const writePlague = (draft: GameState, slot: PlagueSlot) => writeSlot<PlagueSlot>(draft, PLAGUE, slot);

/** A square as one number (boards stay far inside ±32,768 squares). */
export const squareKey = (x: number, y: number) => (x + 32768) * 65536 + (y + 32768);
const SIDES: readonly Position[] = [
  { x: 0, y: -1 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -1, y: 0 },
];

/** Fleas still in the supply: those neither on the board nor in a player's hand. */
export const fleasInSupply = (slot: PlagueSlot) => FLEAS - slot.fleas.length - (slot.held ? 1 : 0);

export const activeOutbreaks = (slot: PlagueSlot) => slot.outbreaks.filter((o) => !o.stopped);

export const fleaAt = (slot: PlagueSlot, at: Position) => slot.fleas.find((f) => f.x === at.x && f.y === at.y);

/** An active source lies at `at`. */
export const activeSourceAt = (slot: PlagueSlot, at: Position) =>
  slot.outbreaks.some((o) => !o.stopped && o.x === at.x && o.y === at.y);

// The last infested squares found, with the lists they were found from: the plague step asks whether
// anyone can flee, and the listing that follows asks again about the same lists (replaced, never edited).
let lastInfested: { fleas: readonly Flea[]; outbreaks: readonly Outbreak[]; squares: ReadonlySet<number> } | undefined;

/**
 * The squares a follower may not stand on, flee onto or across: a flea's (either side) or an active
 * source's. The same set for the same lists: flee.ts knows a walk checked against it by its identity.
 */
export function infestedSquares(slot: PlagueSlot): ReadonlySet<number> {
  const { fleas, outbreaks } = slot;
  if (lastInfested?.fleas === fleas && lastInfested.outbreaks === outbreaks) return lastInfested.squares;
  const squares = new Set<number>();
  for (const flea of fleas) squares.add(squareKey(flea.x, flea.y));
  for (const outbreak of outbreaks) if (!outbreak.stopped) squares.add(squareKey(outbreak.x, outbreak.y));
  lastInfested = { fleas, outbreaks, squares };
  return squares;
}

/**
 * The epidemics worked out again after a change: where several active outbreaks have joined, all but the
 * highest number stop (for good); fleas joined to an active source turn red, the others pink. Reports each
 * outbreak stopped by a merger.
 */
export function settle(slot: PlagueSlot, events: GameEvent[]): PlagueSlot {
  // at most six outbreaks and eighteen fleas: the tokens in a list, each one's group found by a pairwise
  // look at its neighbours (a square apart, or on the same square), no keyed maps
  const nodes: Position[] = [];
  for (const o of slot.outbreaks) if (!o.stopped) nodes.push(o);
  for (const f of slot.fleas) nodes.push(f);
  const group = groupsOf(nodes);
  // no named closure for a token's group: esbuild's keepNames would name it at every call (this runs at
  // every flea placed or taken)
  const highest = new Map<number, number>();
  for (const o of slot.outbreaks) {
    if (o.stopped) continue;
    const g = group[nodes.indexOf(o)] as number;
    highest.set(g, Math.max(highest.get(g) ?? 0, o.number));
  }
  const outbreaks = slot.outbreaks.map((o) => {
    if (o.stopped || highest.get(group[nodes.indexOf(o)] as number) === o.number) return o;
    events.push({ type: 'expansion', module: PLAGUE, what: 'merged', data: { number: o.number, x: o.x, y: o.y } });
    return { ...o, stopped: true };
  });
  const fleas = slot.fleas.map((f) => {
    const latent = !highest.has(group[nodes.indexOf(f)] as number);
    return !!f.latent === latent ? f : latent ? { x: f.x, y: f.y, latent: true } : { x: f.x, y: f.y };
  });
  return { ...slot, outbreaks, fleas };
}

/** Each token's group: tokens a square apart (orthogonally) or on one square are in one group. */
function groupsOf(nodes: readonly Position[]): number[] {
  const group = new Array<number>(nodes.length).fill(-1);
  const queue: number[] = [];
  let groups = 0;
  for (let start = 0; start < nodes.length; start++) {
    if (group[start] !== -1) continue;
    group[start] = groups;
    queue.push(start);
    while (queue.length) {
      const here = nodes[queue.pop() as number] as Position;
      for (let other = 0; other < nodes.length; other++) {
        if (group[other] !== -1) continue;
        const there = nodes[other] as Position;
        if (Math.abs(there.x - here.x) + Math.abs(there.y - here.y) > 1) continue;
        group[other] = groups;
        queue.push(other);
      }
    }
    groups++;
  }
  return group;
}

/**
 * Start of a turn (1A), and when a new source comes while all the fleas are out: with no flea left in the
 * supply and none latent, the outbreak with the lowest number stops, again and again, until some flea is
 * latent or a single active outbreak is left (one always stays).
 */
export function stopOutbreaks(slot: PlagueSlot, events: GameEvent[]): PlagueSlot {
  let out = slot;
  while (fleasInSupply(out) === 0 && !out.fleas.some((f) => f.latent) && activeOutbreaks(out).length > 1) {
    const lowest = activeOutbreaks(out).reduce((a, b) => (b.number < a.number ? b : a));
    events.push({
      type: 'expansion',
      module: PLAGUE,
      what: 'stopped',
      data: { number: lowest.number, x: lowest.x, y: lowest.y },
    });
    out = settle({ ...out, outbreaks: out.outbreaks.map((o) => (o === lowest ? { ...o, stopped: true } : o)) }, events);
  }
  return out;
}

/**
 * Tiles a flea may go on now: a placed tile beside an active source or an active flea, with no flea and
 * no plague source (§19 "a flea may not go on a plague-source tile").
 */
export function spreadTargets(state: GameState, slot: PlagueSlot): Position[] {
  const out: Position[] = [];
  findSpreadTarget(state, slot, (at) => {
    out.push(at);
    return false;
  });
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Whether a flea has somewhere to go now (the first tile found settles it). */
export const canSpread = (state: GameState, slot: PlagueSlot): boolean => findSpreadTarget(state, slot, () => true);

/** Hands each tile a flea may go on to `found`, in no set order, until it says stop; says whether it did. */
function findSpreadTarget(state: GameState, slot: PlagueSlot, found: (at: Position) => boolean): boolean {
  const seen = new Set<number>();
  // the active sources first, then the active fleas
  for (const outbreak of slot.outbreaks)
    if (!outbreak.stopped && spreadBeside(state, slot, outbreak, seen, found)) return true;
  for (const flea of slot.fleas) if (!flea.latent && spreadBeside(state, slot, flea, seen, found)) return true;
  return false;
}

/**
 * findSpreadTarget's look at the four squares beside a token, each square once (`seen`). A function of
 * its own, not a closure: esbuild's keepNames would name a closure at every call.
 */
function spreadBeside(
  state: GameState,
  slot: PlagueSlot,
  at: Position,
  seen: Set<number>,
  found: (at: Position) => boolean,
): boolean {
  for (const side of SIDES) {
    const x = at.x + side.x;
    const y = at.y + side.y;
    const k = squareKey(x, y);
    if (seen.has(k)) continue;
    seen.add(k);
    const placed = tileAt(state.board, x, y);
    if (!placed || isPlagueTile(placed.tile) || hasFleaAt(slot, x, y)) continue;
    // a square with no landscape (the Wheel of Fortune's own four) takes no flea (fn 172)
    if (!tileType(placed.tile).features.length) continue;
    if (slot.held && slot.held.x === x && slot.held.y === y) continue;
    if (found({ x, y })) return true;
  }
  return false;
}

function hasFleaAt(slot: PlagueSlot, x: number, y: number): boolean {
  for (const flea of slot.fleas) if (flea.x === x && flea.y === y) return true;
  return false;
}

// The last answer of takeableFleas, with the board and slot it was worked out for: the plague step asks
// whether a flea may be taken, and the listing of the question it then asks wants which ones, about the
// same board and slot. Both are replaced, never changed, so the same objects mean the same answer.
let lastTakeable: { board: GameState['board']; slot: PlagueSlot; fleas: readonly Position[] } | undefined;

/**
 * Fleas a player may take off the board to put down again when the supply is empty: the latent ones, or,
 * when every flea is in the one active epidemic, any of them (§19 "Exception"). Only those after whose
 * removal the flea has somewhere to go.
 */
export function takeableFleas(state: GameState, slot: PlagueSlot): readonly Position[] {
  if (lastTakeable?.board === state.board && lastTakeable.slot === slot) return lastTakeable.fleas;
  const tokens = tokensOf(state, slot);
  const fleas = takingPool(slot)
    .filter((flea) => spreadsAfterTaking(tokens, flea))
    .map((f) => ({ x: f.x, y: f.y }));
  lastTakeable = { board: state.board, slot, fleas };
  return fleas;
}

/** Whether some flea may be taken off the board (all of takeableFleas: the question's listing follows). */
export const canTakeAFlea = (state: GameState, slot: PlagueSlot): boolean => takeableFleas(state, slot).length > 0;

const takingPool = (slot: PlagueSlot) => {
  const latent = slot.fleas.filter((f) => f.latent);
  return latent.length ? latent : slot.fleas;
};

/** The tokens that settle joins into epidemics (active sources, then fleas), and which lie beside a tile a flea may go on. */
interface Tokens {
  nodes: (Outbreak | Flea)[];
  /** The outbreak's number; 0 for a flea. */
  number: number[];
  fertile: boolean[];
  /** Each token's neighbours (by index): tokens a square apart or on one square, as groupsOf joins them. */
  near: number[][];
}

/** A tile lies at (x, y) that a flea could go on, but for the fleas' own squares: no plague source, a landscape. */
function takesAFlea(state: GameState, slot: PlagueSlot, x: number, y: number): boolean {
  const placed = tileAt(state.board, x, y);
  // a square with no landscape (the Wheel of Fortune's own four) takes no flea (fn 172)
  return !!placed && !isPlagueTile(placed.tile) && !hasFleaAt(slot, x, y) && tileType(placed.tile).features.length > 0;
}

function tokensOf(state: GameState, slot: PlagueSlot): Tokens {
  const nodes: (Outbreak | Flea)[] = [];
  const number: number[] = [];
  for (const o of slot.outbreaks) {
    if (o.stopped) continue;
    nodes.push(o);
    number.push(o.number);
  }
  for (const f of slot.fleas) {
    nodes.push(f);
    number.push(0);
  }
  // once a flea is in hand, its square is `held` and every other flea's square has a flea: a flea may go
  // on none of the squares fleas lie on now, whichever flea is taken
  const fertile = nodes.map((at) => SIDES.some((side) => takesAFlea(state, slot, at.x + side.x, at.y + side.y)));
  // found once for every flea that may be taken, rather than the pairwise look of groupsOf for each; plain
  // loops, as this runs for every question about taking a flea
  const near: number[][] = nodes.map(() => []);
  for (let i = 0; i < nodes.length; i++) {
    const here = nodes[i] as Position;
    for (let j = i + 1; j < nodes.length; j++) {
      const there = nodes[j] as Position;
      if (Math.abs(there.x - here.x) + Math.abs(there.y - here.y) > 1) continue;
      (near[i] as number[]).push(j);
      (near[j] as number[]).push(i);
    }
  }
  return { nodes, number, fertile, near };
}

/**
 * Whether a flea has somewhere to go once `taken` is in hand: canSpread of afterTaking, without building the
 * slot. After settle, the sources are each epidemic's highest active outbreak and the fleas of an epidemic
 * with an active outbreak; one beside a tile a flea may go on is enough. The epidemics are groupsOf's,
 * walked over `near` without the taken flea.
 */
function spreadsAfterTaking(tokens: Tokens, taken: Flea): boolean {
  const { nodes, number, fertile, near } = tokens;
  const seen = nodes.map((node) => node === taken);
  const members: number[] = [];
  for (let start = 0; start < nodes.length; start++) {
    if (seen[start]) continue;
    // one epidemic: its tokens, and its highest outbreak (0: none, a latent one)
    seen[start] = true;
    members.length = 0;
    members.push(start);
    let top = 0;
    for (let head = 0; head < members.length; head++) {
      const here = members[head] as number;
      top = Math.max(top, number[here] as number);
      for (const other of near[here] as number[]) {
        if (seen[other]) continue;
        seen[other] = true;
        members.push(other);
      }
    }
    for (const i of members) {
      const source = number[i] ? number[i] === top : top > 0;
      if (source && fertile[i]) return true;
    }
  }
  return false;
}

/** The slot once the flea at `at` is in the player's hand (the epidemics worked out again). */
export function afterTaking(slot: PlagueSlot, at: Position, events: GameEvent[]): PlagueSlot {
  const fleas = slot.fleas.filter((f) => f.x !== at.x || f.y !== at.y);
  return settle({ ...slot, fleas, held: { x: at.x, y: at.y } }, events);
}
