// What must hold after every move of any game, checked independently of the engine's own bookkeeping.
import { rulesFor } from '../engine';
import type { GameEvent, GameState } from '../engine/types';
import { connectedParts } from './flood';

export interface Ledger {
  /** Tiles in the game at the start (board + supply + drawn). */
  tiles: number;
  discarded: number;
}

export function openLedger(state: GameState): Ledger {
  const unsaveable = notJson(state);
  if (unsaveable) throw new Error(`a new game's state would change in a save/load round trip: state${unsaveable}`);
  return { tiles: tilesAccountedFor(state), discarded: 0 };
}

const tilesAccountedFor = (s: GameState) =>
  s.board.length + s.supply.length + (s.turn.tile && s.turn.step === 'placeTile' ? 1 : 0);

/** Returns a description of the first broken invariant, or null. */
export function brokenInvariant(
  before: GameState,
  after: GameState,
  events: GameEvent[],
  ledger: Ledger,
): string | null {
  ledger.discarded += events.filter((e) => e.type === 'tileDiscarded').length;
  if (tilesAccountedFor(after) + ledger.discarded !== ledger.tiles) {
    return `tiles not conserved: ${tilesAccountedFor(after)} on board/supply/drawn + ${ledger.discarded} discarded ≠ ${ledger.tiles}`;
  }
  const rules = rulesFor(after.expansions);
  for (const player of after.players) {
    for (const figure of rules.figures.values()) {
      const onBoard = after.figures.filter((f) => f.player === player.id && f.kind === figure.id).length;
      const inSupply = player.supply[figure.id] ?? 0;
      if (onBoard + inSupply !== figure.perPlayer || inSupply < 0) {
        return `figures of ${player.id} not conserved: ${onBoard} ${figure.id} on board + ${inSupply} in supply ≠ ${figure.perPlayer}`;
      }
    }
    const earlier = before.players.find((p) => p.id === player.id);
    if (earlier && player.score < earlier.score)
      return `score of ${player.id} fell from ${earlier.score} to ${player.score}`;
  }
  for (const event of events) {
    if (event.type !== 'figurePlaced') continue;
    const parts = connectedParts(before, event.x, event.y, event.feature);
    const rival = before.figures.find((f) => parts.has(`${f.x},${f.y}#${f.feature}`));
    if (rival)
      return `figure placed on a ${event.featureKind} already occupied by ${rival.player}'s ${rival.kind} at ${rival.x},${rival.y}`;
  }
  const unsaveable = notJson(after, before);
  if (unsaveable) return `state would change in a save/load round trip: state${unsaveable}`;
  return null;
}

/**
 * Where `value` would not survive JSON.stringify → JSON.parse unchanged (undefined, NaN, -0, a Map, a
 * class instance ...), as a path below it, or null. Parts identical (===) to the same place in
 * `earlier`, a state already checked, are skipped: states share everything a move did not change.
 */
export function notJson(value: unknown, earlier?: unknown): string | null {
  if (value === earlier && earlier !== undefined) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0) ? null : ` is ${value}`;
    case 'object':
      return value === null ? null : notJsonObject(value, typeof earlier === 'object' ? earlier : null);
    default:
      return ` is ${typeof value}`;
  }
}

function notJsonObject(value: object, earlier: object | null): string | null {
  const before = earlier as Record<string, unknown> | null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = notJson(value[i], before?.[i]);
      if (problem) return `[${i}]${problem}`;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return ` is a ${proto?.constructor?.name ?? 'non-plain object'}`;
  for (const key in value) {
    const problem = notJson((value as Record<string, unknown>)[key], before?.[key]);
    if (problem) return `.${key}${problem}`;
  }
  return null;
}
