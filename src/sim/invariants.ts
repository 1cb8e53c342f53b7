// What must hold after every move of any game, checked independently of the engine's own bookkeeping.
import { expansionManifest, findTileType, rulesFor } from '../engine';
import { tilesWhere } from '../engine/board';
import type { ModuleInvariant } from '../engine/expansion';
import { figuresPerPlayer } from '../engine/figure-count';
import type { Figure, GameEvent, GameState, PlacedTile } from '../engine/types';
import { connectedParts } from './flood';
import { INVARIANT_READS } from './invariant-reads';
import { skippedWhileUnchanged } from './unchanged-reads';

export interface Ledger {
  /** Tiles in the game at the start (board + supply + queue + drawn). */
  tiles: number;
  discarded: number;
  /** The game's expansions' invariants that follow it across moves, opened on its first state. */
  following: { expansion: string; check: ModuleInvariant }[];
  /** The game's expansions' invariants of one move; one whose reads are known runs only when one of them changed. */
  moveChecks: { expansion: string; check: ModuleInvariant }[];
}

export function openLedger(state: GameState): Ledger {
  const unsaveable = notJson(state);
  if (unsaveable) throw new Error(`a new game's state would change in a save/load round trip: state${unsaveable}`);
  const following = state.expansions.flatMap((expansion) =>
    (expansionManifest(expansion)?.gameInvariants ?? []).map((open) => ({ expansion, check: open(state) })),
  );
  const moveChecks = state.expansions.flatMap((expansion) =>
    (expansionManifest(expansion)?.invariants ?? []).map((check) => {
      const reads = INVARIANT_READS[`${expansion} ${check.name}`];
      return { expansion, check: reads ? skippedWhileUnchanged(check, reads) : check };
    }),
  );
  return { tiles: tilesAccountedFor(state), discarded: 0, following, moveChecks };
}

/** A double tile's second half: the tile is counted once, by its first half. */
const isSecondHalf = (tile: PlacedTile) => Boolean(findTileType(tile.tile)?.halfOf);

/** A square two half tiles fill (half-tiles.ts): one tile on the board for two played. */
const isJoinedSquare = (tile: PlacedTile) => tile.as !== undefined && Boolean(findTileType(tile.as)?.halves);

/** Tiles on the board, to draw, drawn, kept by players to play instead of a draw (abbeys) and set aside by a module (dragon tiles). */
function tilesAccountedFor(s: GameState): number {
  const rules = rulesFor(s.expansions);
  const held = s.players.flatMap((p) => rules.hooks.heldTiles.flatMap((hook) => hook.run(s, p.id)));
  // a tile is in hand while it waits to be placed, or while the decisions its drawing asked are answered
  const inHand = s.turn.step === 'placeTile' || s.turn.drawnUnchecked;
  // the tile in hand is one of the held ones only when the active player holds it (another player's
  // bought tile of the same type is another tile)
  const active = s.players[s.turn.player]?.id ?? '';
  const ownHeld = rules.hooks.heldTiles.flatMap((hook) => hook.run(s, active));
  const drawn = s.turn.tile && inHand && !ownHeld.includes(s.turn.tile) ? 1 : 0;
  const setAside = rules.hooks.setAsideTiles.reduce((n, hook) => n + hook.run(s).length, 0);
  const onBoard =
    s.board.length - tilesWhere(s.board, isSecondHalf).length + tilesWhere(s.board, isJoinedSquare).length;
  return onBoard + s.supply.length + (s.queue?.length ?? 0) + drawn + held.length + setAside;
}

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
  const onBoardByPlayer = new Map<string, Map<string, number>>();
  for (const f of after.figures) {
    const mine = onBoardByPlayer.get(f.player) ?? new Map<string, number>();
    mine.set(f.kind, (mine.get(f.kind) ?? 0) + 1);
    onBoardByPlayer.set(f.player, mine);
  }
  const perPlayer = figuresPerPlayer(rules, after.options);
  for (const player of after.players) {
    const heldByHook = rules.hooks.heldFigures.map((hook) => hook.run(after, player.id));
    for (const figure of rules.figures.values()) {
      const onBoard = onBoardByPlayer.get(player.id)?.get(figure.id) ?? 0;
      const inSupply = player.supply[figure.id] ?? 0;
      const held = heldByHook.reduce((n, byKind) => n + (byKind[figure.id] ?? 0), 0);
      const each = perPlayer[figure.id] ?? figure.perPlayer;
      if (onBoard + inSupply + held !== each || inSupply < 0) {
        return `figures of ${player.id} not conserved: ${onBoard} ${figure.id} on board + ${inSupply} in supply${held ? ` + ${held} held` : ''} ≠ ${each}`;
      }
    }
    // points only go down when a module's payment takes them (a tower's ransom)
    const paid = events.reduce(
      (sum, e) => (e.type === 'points' && e.player === player.id && e.points < 0 ? sum - e.points : sum),
      0,
    );
    const earlier = before.players.find((p) => p.id === player.id);
    if (earlier && player.score < earlier.score - paid)
      return `score of ${player.id} fell from ${earlier.score} to ${player.score}`;
  }
  // an extra turn goes to the same player; one a tile earns (the builder's second tile) never follows another,
  // while those owed (a messenger's order to add a tile) may
  if (after.turn.bonus && after.turn.number !== before.turn.number) {
    const earned = rules.hooks.grantsBonusTurn.some((hook) => hook.module === after.turn.bonus);
    if (before.turn.bonus && earned) return `extra turn ${after.turn.number} follows extra turn ${before.turn.number}`;
    if (after.players[after.turn.player]?.id !== before.players[before.turn.player]?.id)
      return `extra turn ${after.turn.number} went to another player`;
  }
  // every one is told every move, so that none misses what it follows (a player leaving)
  const followed = ledger.following.map(({ expansion, check }) => {
    const broken = check(before, after, events, rules);
    return broken && `${expansion}: ${broken}`;
  });
  const brokenAcross = followed.find(Boolean);
  if (brokenAcross) return brokenAcross;
  for (const { expansion, check } of ledger.moveChecks) {
    const broken = check(before, after, events, rules);
    if (broken) return `${expansion}: ${broken}`;
  }
  for (const event of events) {
    // the figure step's rules; a figure an expansion puts elsewhere (a flight's landing) or by its own rule
    // (a crop circle's follower beside one's own, even on the tile just placed) follows its module's
    if (event.type !== 'figurePlaced' || event.by) continue;
    if (event.x !== before.turn.placed?.x || event.y !== before.turn.placed?.y) continue;
    const parts = connectedParts(before, event.x, event.y, event.feature);
    const there = before.figures.filter((f) => parts.has(`${f.x},${f.y}#${f.feature}`));
    const problem = placementBroken(rules, event, there);
    if (problem) return problem;
  }
  const unsaveable = notJson(after, before);
  if (unsaveable) return `state would change in a save/load round trip: state${unsaveable}`;
  return null;
}

/**
 * A figure placed where its kind may not go: a follower on an occupied feature, or a figure that goes only
 * with its owner's follower (a builder, a pig) where that player has none, or a second one of its kind.
 */
function placementBroken(
  rules: ReturnType<typeof rulesFor>,
  event: Extract<GameEvent, { type: 'figurePlaced' }>,
  there: Figure[],
): string | null {
  const where = `a ${event.featureKind}`;
  const placement = rules.figures.get(event.figure)?.placement;
  // a figure that may join anyone (the barn) is checked by its module's invariants
  if (placement === 'any') return null;
  if (placement !== 'own') {
    // a figure that leaves its feature free (a shepherd) occupies nothing
    const rival = there.find((f) => rules.figures.get(f.kind)?.occupies !== false);
    return rival
      ? `figure placed on ${where} already occupied by ${rival.player}'s ${rival.kind} at ${rival.x},${rival.y}`
      : null;
  }
  const votes = (f: Figure) => f.player === event.player && (rules.figures.get(f.kind)?.weight ?? 0) > 0;
  if (!there.some(votes)) return `${event.figure} placed on ${where} where ${event.player} has no follower`;
  if (there.some((f) => f.player === event.player && f.kind === event.figure))
    return `second ${event.figure} of ${event.player} placed on ${where}`;
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
