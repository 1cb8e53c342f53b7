// The Plague's state and the shape of its epidemics (classic-and-all-expansions.md §19). Outbreak tokens
// lie on plague-source tiles, numbered 1–6 in the order the sources came; fleas lie on other tiles, one a
// tile. An epidemic is a group of tiles joined orthogonally through fleas and active sources: a group with
// an active source is active (its fleas red), one without is latent (its fleas pink). A stopped source
// (its token on the field side) is protected: it joins no group and takes no flea.
import { BOARD_REACH, tileAt } from '../../engine/board';
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
  /**
   * The turn number whose flea questions (take, spread) offer fleeing first among their answers: fleeing
   * is then not asked on its own that turn.
   */
  fleeWith?: number;
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

/** A square as one small whole number, as the board's index keys it (boards stay far inside BOARD_REACH). */
export const squareKey = (x: number, y: number) => ((x + BOARD_REACH) << 15) | (y + BOARD_REACH);

/** A square as a number that sorts row by row, then by column (the order spreadTargets lists them in). */
const rowOrderKey = (x: number, y: number) => ((y + BOARD_REACH) << 15) | (x + BOARD_REACH);
const squareOfRowOrderKey = (key: number): Position => ({
  x: (key & 0x7fff) - BOARD_REACH,
  y: (key >> 15) - BOARD_REACH,
});
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

/**
 * The squares a follower may not stand on, flee onto or across (a flea's, either side, or an active
 * source's), as found from a slot's lists, with how they differ from those found before: a flee walk
 * kept from a few infestations back is checked against the squares changed since, not all of them.
 */
export interface Infestation {
  /** In order, each once: at most 24 (a look along them is as quick as a set's, and far quicker to make). */
  readonly squares: readonly number[];
  /** The infestation found before this one, up to a few back (undefined further). */
  readonly before: Infestation | undefined;
  /** The squares infested in this one and not in `before`, or the other way round. */
  readonly changed: readonly number[];
  readonly depth: number;
}

/** How many infestations back a chain of `before` goes at most. */
const INFESTATIONS_KEPT = 8;

// The last infestation found, with the lists it was found from (replaced, never edited): the plague step
// asks whether anyone can flee, and the listing that follows asks again about the same lists.
let lastInfested: { fleas: readonly Flea[]; outbreaks: readonly Outbreak[]; infestation: Infestation } | undefined;

/** The squares in one of two ordered lists and not in the other. */
function squaresChanged(now: readonly number[], then: readonly number[]): number[] {
  const changed: number[] = [];
  let i = 0;
  let j = 0;
  while (i < now.length && j < then.length) {
    const a = now[i] as number;
    const b = then[j] as number;
    if (a === b) {
      i++;
      j++;
    } else if (a < b) {
      changed.push(a);
      i++;
    } else {
      changed.push(b);
      j++;
    }
  }
  for (; i < now.length; i++) changed.push(now[i] as number);
  for (; j < then.length; j++) changed.push(then[j] as number);
  return changed;
}

/** The infested squares of the slot, the same object for the same lists. */
export function infestation(slot: PlagueSlot): Infestation {
  const { fleas, outbreaks } = slot;
  if (lastInfested?.fleas === fleas && lastInfested.outbreaks === outbreaks) return lastInfested.infestation;
  const squares: number[] = [];
  for (const flea of fleas) squares.push(squareKey(flea.x, flea.y));
  for (const outbreak of outbreaks) if (!outbreak.stopped) squares.push(squareKey(outbreak.x, outbreak.y));
  squares.sort((a, b) => a - b);
  // each square once, should a flea and an active source ever share one
  let kept = 0;
  for (let i = 0; i < squares.length; i++)
    if (!kept || squares[i] !== squares[kept - 1]) squares[kept++] = squares[i] as number;
  squares.length = kept;
  const last = lastInfested?.infestation;
  const before = last && last.depth < INFESTATIONS_KEPT ? last : undefined;
  const changed = before ? squaresChanged(squares, before.squares) : [];
  const found: Infestation = { squares, before, changed, depth: before ? before.depth + 1 : 0 };
  lastInfested = { fleas, outbreaks, infestation: found };
  return found;
}

/** The squares a follower may not stand on, flee onto or across: a flea's (either side) or an active source's. */
export const infestedSquares = (slot: PlagueSlot): readonly number[] => infestation(slot).squares;

/**
 * The epidemics worked out again after a change: where several active outbreaks have joined, all but the
 * highest number stop (for good); fleas joined to an active source turn red, the others pink. Reports each
 * outbreak stopped by a merger.
 */
export function settle(slot: PlagueSlot, events: GameEvent[]): PlagueSlot {
  // at most six outbreaks and eighteen fleas: the tokens in a list (the active sources, then the fleas),
  // each one's group found by a pairwise look at its neighbours (a square apart, or on the same square)
  const nodes: Position[] = [];
  for (const o of slot.outbreaks) if (!o.stopped) nodes.push(o);
  const sources = nodes.length;
  for (const f of slot.fleas) nodes.push(f);
  const group = groupsOfSlot(slot, nodes);
  // each group's highest active outbreak (0: none, a latent group)
  const highest = new Array<number>(nodes.length).fill(0);
  for (let i = 0; i < sources; i++) {
    const g = group[i] as number;
    highest[g] = Math.max(highest[g] as number, (nodes[i] as Outbreak).number);
  }
  let outbreaks = slot.outbreaks;
  let source = 0;
  for (let i = 0; i < slot.outbreaks.length; i++) {
    const o = slot.outbreaks[i] as Outbreak;
    if (o.stopped || highest[group[source++] as number] === o.number) continue;
    events.push({ type: 'expansion', module: PLAGUE, what: 'merged', data: { number: o.number, x: o.x, y: o.y } });
    if (outbreaks === slot.outbreaks) outbreaks = slot.outbreaks.slice();
    outbreaks[i] = { ...o, stopped: true };
  }
  let fleas = slot.fleas;
  for (let i = 0; i < slot.fleas.length; i++) {
    const f = slot.fleas[i] as Flea;
    const latent = !highest[group[sources + i] as number];
    if (!!f.latent === latent) continue;
    if (fleas === slot.fleas) fleas = slot.fleas.slice();
    fleas[i] = latent ? { x: f.x, y: f.y, latent: true } : { x: f.x, y: f.y };
  }
  // with no outbreak stopped, the lists settled hold the same tokens on the same squares, in one order
  if (outbreaks === slot.outbreaks) lastGroups = { fleas, outbreaks, group };
  return { ...slot, outbreaks, fleas };
}

// The groups of the last lists settle returned with no outbreak stopped (lists are replaced, never
// edited): the next spread adds a flea to the same lists, and the next turn's takeableFleas asks about
// them on a new board.
let lastGroups: { fleas: readonly Flea[]; outbreaks: readonly Outbreak[]; group: readonly number[] } | undefined;

/**
 * The groups of the slot's tokens (the active sources, then the fleas): those settle kept for the same
 * lists, or, for those lists and a flea more (a spread), theirs with the flea's neighbours' joined; else
 * found anew. Only which tokens share a group counts, not the groups' numbers.
 */
function groupsOfSlot(slot: PlagueSlot, nodes: readonly Position[]): readonly number[] {
  const last = lastGroups;
  if (last?.outbreaks !== slot.outbreaks) return groupsOf(nodes);
  if (last.fleas === slot.fleas) return last.group;
  return withFleaAdded(last.fleas, last.group, slot.fleas, nodes) ?? groupsOf(nodes);
}

/** The groups of `nodes` from those of the tokens before the last, if `fleas` are `before` and one more. */
function withFleaAdded(
  before: readonly Flea[],
  groups: readonly number[],
  fleas: readonly Flea[],
  nodes: readonly Position[],
): number[] | undefined {
  if (fleas.length !== before.length + 1) return undefined;
  for (let i = 0; i < before.length; i++) if (fleas[i] !== before[i]) return undefined;
  const added = nodes.length - 1;
  const at = nodes[added] as Position;
  // the groups beside the flea become one, numbered by the lowest (the flea's index if none: a number no
  // group of the tokens before it has)
  const beside: number[] = [];
  let joined = added;
  for (let i = 0; i < added; i++) {
    const there = nodes[i] as Position;
    if (Math.abs(there.x - at.x) + Math.abs(there.y - at.y) > 1) continue;
    const g = groups[i] as number;
    beside.push(g);
    joined = Math.min(joined, g);
  }
  const group = groups.slice();
  if (beside.length > 1) for (let i = 0; i < added; i++) if (beside.includes(group[i] as number)) group[i] = joined;
  group.push(joined);
  return group;
}

/** Each token's group (numbered from 0): tokens a square apart (orthogonally) or on one square are in one group. */
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

// The last flea squares found, with the list they were found from (replaced, never edited).
let lastFleaSquares: { fleas: readonly Flea[]; squares: readonly number[] } | undefined;

/** The squares with a flea on them: at most eighteen, so a list (a look along it is as quick as a set's, and far quicker to make). */
function fleaSquares(fleas: readonly Flea[]): readonly number[] {
  if (lastFleaSquares?.fleas === fleas) return lastFleaSquares.squares;
  const squares: number[] = [];
  for (const flea of fleas) squares.push(squareKey(flea.x, flea.y));
  lastFleaSquares = { fleas, squares };
  return squares;
}

// Whether a tile type takes a flea at all, by type id: not a plague source, and with a landscape (the
// Wheel of Fortune's own four squares have none: fn 172). Tile types are a fixed set.
const takesFleasByType = new Map<string, boolean>();

function takesFleas(tile: string): boolean {
  let takes = takesFleasByType.get(tile);
  if (takes === undefined) {
    takes = !isPlagueTile(tile) && tileType(tile).features.length > 0;
    takesFleasByType.set(tile, takes);
  }
  return takes;
}

/** A tile lies at (x, y) that a flea could go on, but for the square of the flea in hand: one taking fleas, with none on it. */
function takesAFlea(state: GameState, fleas: readonly number[], x: number, y: number): boolean {
  if (fleas.includes(squareKey(x, y))) return false;
  const placed = tileAt(state.board, x, y);
  return !!placed && takesFleas(placed.tile);
}

// The last answer of spreadTargets, with the board and the slot's parts it was worked out from: the plague
// step asks whether a flea has somewhere to go, and the listing of the question it then asks wants where,
// about the same board and lists (the step's note on the turn replaces the slot, not its lists). All are
// replaced, never changed, so the same objects mean the same answer.
let lastTargets:
  | {
      board: GameState['board'];
      fleas: readonly Flea[];
      outbreaks: readonly Outbreak[];
      held: Position | undefined;
      targets: readonly Position[];
    }
  | undefined;

/**
 * Tiles a flea may go on now: a placed tile beside an active source or an active flea, with no flea and
 * no plague source (§19 "a flea may not go on a plague-source tile"), not where the flea in hand was.
 */
export function spreadTargets(state: GameState, slot: PlagueSlot): readonly Position[] {
  const { board } = state;
  const { fleas, outbreaks, held } = slot;
  const last = lastTargets;
  if (last?.board === board && last.fleas === fleas && last.outbreaks === outbreaks && last.held === held)
    return last.targets;
  const withFleas = fleaSquares(fleas);
  // the squares beside the active sources and fleas, row by row: a square beside several comes up as often
  const found: number[] = [];
  for (const outbreak of outbreaks) if (!outbreak.stopped) targetsBeside(state, held, withFleas, outbreak, found);
  for (const flea of fleas) if (!flea.latent) targetsBeside(state, held, withFleas, flea, found);
  found.sort((a, b) => a - b);
  const targets: Position[] = [];
  for (let i = 0; i < found.length; i++) {
    const square = found[i] as number;
    if (square !== found[i - 1]) targets.push(squareOfRowOrderKey(square));
  }
  lastTargets = { board, fleas, outbreaks, held, targets };
  return targets;
}

/** Whether a flea has somewhere to go now. */
export const canSpread = (state: GameState, slot: PlagueSlot): boolean => spreadTargets(state, slot).length > 0;

/** spreadTargets' look at the four squares beside a token: those a flea may go on, by row then column. */
function targetsBeside(
  state: GameState,
  held: Position | undefined,
  fleas: readonly number[],
  at: Position,
  found: number[],
) {
  for (const side of SIDES) {
    const x = at.x + side.x;
    const y = at.y + side.y;
    if (!takesAFlea(state, fleas, x, y)) continue;
    if (held && held.x === x && held.y === y) continue;
    found.push(rowOrderKey(x, y));
  }
}

// The last answer of takeableFleas, with the board and the slot's lists it was worked out from: the plague
// step asks whether a flea may be taken, and the listing of the question it then asks wants which ones,
// about the same board and lists (the step's note on the turn replaces the slot, not its lists). All are
// replaced, never changed, so the same objects mean the same answer.
let lastTakeable:
  | {
      board: GameState['board'];
      fleas: readonly Flea[];
      outbreaks: readonly Outbreak[];
      takeable: readonly Position[];
    }
  | undefined;

/**
 * Fleas a player may take off the board to put down again when the supply is empty: the latent ones, or,
 * when every flea is in the one active epidemic, any of them (§19 "Exception"). Only those after whose
 * removal the flea has somewhere to go.
 */
export function takeableFleas(state: GameState, slot: PlagueSlot): readonly Position[] {
  const { board } = state;
  const { fleas, outbreaks } = slot;
  const last = lastTakeable;
  if (last?.board === board && last.fleas === fleas && last.outbreaks === outbreaks) return last.takeable;
  const epidemics = new Epidemics(state, slot);
  const takeable: Position[] = [];
  for (const flea of takingPool(slot)) if (epidemics.spreadAfterTaking(flea)) takeable.push({ x: flea.x, y: flea.y });
  lastTakeable = { board, fleas, outbreaks, takeable };
  return takeable;
}

/** Whether some flea may be taken off the board (all of takeableFleas: the question's listing follows). */
export const canTakeAFlea = (state: GameState, slot: PlagueSlot): boolean => takeableFleas(state, slot).length > 0;

const takingPool = (slot: PlagueSlot) => {
  const latent = slot.fleas.filter((f) => f.latent);
  return latent.length ? latent : slot.fleas;
};

/**
 * The tokens that settle joins into epidemics (active sources, then fleas) and their groups, to tell
 * whether a flea has somewhere to go once one flea is taken: canSpread of afterTaking, without building
 * the slot. After settle, the sources are each epidemic's highest active outbreak, and the fleas those of
 * an epidemic with an active outbreak; one of them beside a tile a flea may go on is enough. Taking a
 * flea changes only its own epidemic (which may fall apart): whether each other one spreads is found
 * once, when first asked, for all fleas. At most six sources and eighteen fleas: neighbours are found by
 * a pairwise look, as groupsOf does.
 */
class Epidemics {
  readonly nodes: Position[] = [];
  /** The outbreak's number; 0 for a flea. */
  private readonly number: number[] = [];
  /** Each token's group, as groupsOf numbers them. */
  private readonly group: readonly number[];
  /** Each group's highest outbreak (0: none, a latent group). */
  private readonly top: number[] = [];
  /** Whether each group spreads as it is: 1 or 0, -1 not yet looked at. */
  private readonly spreading: number[] = [];
  /** Each group's wayToSpread, found when first asked. */
  private readonly ways: (readonly number[])[] = [];
  /** Whether a token lies beside a tile a flea may go on: 1 or 0, -1 not yet looked at. */
  private readonly fertile: number[] = [];
  private readonly fleaSquares: readonly number[];
  /** Each token's neighbours, found when first needed (neighbours). */
  private near: number[][] | undefined;

  constructor(
    readonly state: GameState,
    slot: PlagueSlot,
  ) {
    const { nodes, number, top } = this;
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
    this.fleaSquares = fleaSquares(slot.fleas);
    this.group = groupsOfSlot(slot, nodes);
    for (let i = 0; i < nodes.length; i++) {
      const g = this.group[i] as number;
      while (top.length <= g) {
        top.push(0);
        this.spreading.push(-1);
      }
      top[g] = Math.max(top[g] as number, number[i] as number);
      this.fertile.push(-1);
    }
  }

  /** Whether a flea has somewhere to go once `taken` (one of the fleas) is in hand. */
  spreadAfterTaking(taken: Flea): boolean {
    const index = this.nodes.indexOf(taken);
    const g = this.group[index] as number;
    // another epidemic spreads, whichever flea of this one is taken
    for (let other = 0; other < this.top.length; other++) if (other !== g && this.groupSpreads(other)) return true;
    // this one, maybe fallen apart without the flea: the part its highest outbreak is in spreads from
    // that outbreak or any of its fleas beside a free tile (walked until one is found) ...
    const top = this.top[g] as number;
    if (!top) return false;
    // most fleas lie off the way from the highest outbreak to the first token it spreads from: taken, they
    // leave it whole
    const way = this.wayToSpread(g);
    if (way.length && !way.includes(index)) return true;
    const { nodes, number, group } = this;
    const near = this.neighbours();
    const reached: boolean[] = [];
    reached[index] = true;
    let outbreaks = 0;
    for (let i = 0; i < nodes.length; i++) if (group[i] === g && number[i]) outbreaks++;
    const members = [number.indexOf(top)];
    reached[members[0] as number] = true;
    for (let head = 0; head < members.length; head++) {
      const here = members[head] as number;
      if (this.spreadsFrom(here, top)) return true;
      for (const other of near[here] as number[]) {
        if (reached[other]) continue;
        reached[other] = true;
        members.push(other);
      }
    }
    // ... and a part cut off from it spreads only from an outbreak of its own (none once settled)
    if (outbreaks === 1) return false;
    for (let start = 0; start < nodes.length; start++) {
      if (group[start] !== g || reached[start]) continue;
      if (this.partSpreads(start, reached)) return true;
    }
    return false;
  }

  /** Whether the group with `top` as its highest outbreak spreads from token i: the outbreak, or a flea, beside a free tile. */
  private spreadsFrom(i: number, top: number): boolean {
    const number = this.number[i] as number;
    return (!number || number === top) && this.isFertile(i);
  }

  /**
   * The tokens on the way from group g's highest outbreak to the first token it spreads from (breadth
   * first, over the whole group), that token included; none if it spreads from none.
   */
  private wayToSpread(g: number): readonly number[] {
    const known = this.ways[g];
    if (known) return known;
    const top = this.top[g] as number;
    const near = this.neighbours();
    const from: number[] = [];
    const start = this.number.indexOf(top);
    from[start] = start;
    const members = [start];
    const way: number[] = [];
    for (let head = 0; head < members.length; head++) {
      const here = members[head] as number;
      if (this.spreadsFrom(here, top)) {
        for (let at = here; at !== start; at = from[at] as number) way.push(at);
        way.push(start);
        break;
      }
      for (const other of near[here] as number[]) {
        if (from[other] !== undefined) continue;
        from[other] = here;
        members.push(other);
      }
    }
    this.ways[g] = way;
    return way;
  }

  /** Each token's neighbours (by index): tokens a square apart or on one square, as groupsOf joins them. */
  private neighbours(): number[][] {
    if (this.near) return this.near;
    const { nodes } = this;
    const near: number[][] = [];
    for (let i = 0; i < nodes.length; i++) near.push([]);
    for (let i = 0; i < nodes.length; i++) {
      const here = nodes[i] as Position;
      for (let j = i + 1; j < nodes.length; j++) {
        const there = nodes[j] as Position;
        if (Math.abs(there.x - here.x) + Math.abs(there.y - here.y) > 1) continue;
        (near[i] as number[]).push(j);
        (near[j] as number[]).push(i);
      }
    }
    this.near = near;
    return near;
  }

  /** Whether the group `g` spreads as it is. */
  private groupSpreads(g: number): boolean {
    if (this.spreading[g] === -1) {
      const members: number[] = [];
      for (let i = 0; i < this.nodes.length; i++) if (this.group[i] === g) members.push(i);
      this.spreading[g] = this.spreads(members) ? 1 : 0;
    }
    return this.spreading[g] === 1;
  }

  /** Whether the tokens joined to `start` and not yet `reached` spread; marks them reached. */
  private partSpreads(start: number, reached: boolean[]): boolean {
    const near = this.neighbours();
    const members = [start];
    reached[start] = true;
    for (let head = 0; head < members.length; head++) {
      for (const other of near[members[head] as number] as number[]) {
        if (reached[other]) continue;
        reached[other] = true;
        members.push(other);
      }
    }
    return this.spreads(members);
  }

  /** Whether tokens joined in one epidemic spread: their highest outbreak, or with one their fleas, beside a free tile. */
  private spreads(members: readonly number[]): boolean {
    const { number } = this;
    let top = 0;
    for (const i of members) top = Math.max(top, number[i] as number);
    if (!top) return false;
    for (const i of members) if (this.spreadsFrom(i, top)) return true;
    return false;
  }

  private isFertile(i: number): boolean {
    if (this.fertile[i] === -1) {
      const at = this.nodes[i] as Position;
      let found = 0;
      for (const side of SIDES) {
        if (takesAFlea(this.state, this.fleaSquares, at.x + side.x, at.y + side.y)) {
          found = 1;
          break;
        }
      }
      this.fertile[i] = found;
    }
    return this.fertile[i] === 1;
  }
}

/** The slot once the flea at `at` is in the player's hand (the epidemics worked out again). */
export function afterTaking(slot: PlagueSlot, at: Position, events: GameEvent[]): PlagueSlot {
  const fleas = slot.fleas.filter((f) => f.x !== at.x || f.y !== at.y);
  return settle({ ...slot, fleas, held: { x: at.x, y: at.y } }, events);
}
