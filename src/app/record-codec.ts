// How a GameRecord is stored: a small head (settings, seats, seed, clock, status ...) rewritten on each
// change, and the move log appended one entry at a time. The engine is deterministic (the seed is in
// the state), so the state, the events of every move and the undo point are rebuilt by replaying the
// log: a whole 72-tile game replays in about a millisecond, and the repository caches the result. A
// checkpoint (the state and every move's events, kept between turns) spares a load most of that replay.
import { createHash } from 'node:crypto';
import { randomMove, SeededRandom } from '../ai/random-player';
import {
  applyMove,
  createGame,
  decidingPlayer,
  EXPANSION_IDS,
  type GameEvent,
  type GameState,
  type MoveResult,
  removePlayer,
  skipTurn,
} from '../engine';
import type { ArchiveSummary, Checkpoint, RecordCodec } from '../storage/repository';
import { checkShape } from '../storage/row-schema';
import type { GameRecord, LoggedMove } from './record';
import { stateCheckpoint, storedHead as storedHeadSchema, storedMove, wholeRecord } from './record-schema';
import { nextDueAt } from './turn-clock';

/** A log entry as stored: the move without its events (replay gives them back). */
type StoredMove = Omit<LoggedMove, 'events'>;

/**
 * The head: the record without state, undo point and log. `undoAt` is the log index of the tile
 * placement the active player may still take back. `base` is only for games saved before the log was
 * kept apart (schema 1, no `setup`): the state after the first `base.entries` moves, replayed from.
 */
type StoredHead = Omit<GameRecord, 'state' | 'undo' | 'log'> & {
  started: boolean;
  undoAt: number | null;
  base?: { state: GameState; entries: number };
};

/** The game after a checkpoint's entries: its state and the events of each of those moves. */
interface StateCheckpoint {
  state: GameState;
  events: GameEvent[][];
}

export const gameRecordCodec: RecordCodec<GameRecord> = {
  split(record) {
    const { state, undo, log, ...rest } = record;
    const undoAt = undo ? log.findLastIndex((entry) => entry.move.type === 'placeTile') : -1;
    const head: StoredHead = { ...rest, started: state !== null, undoAt: undoAt >= 0 ? undoAt : null };
    if (state && !record.setup) {
      // A game from before `setup` was recorded: replay from its undo point (or its state) on.
      head.base = undo && undoAt >= 0 ? { state: undo, entries: undoAt } : { state, entries: log.length };
    }
    // Moves before such a snapshot keep their events (replay cannot give them back).
    const replayedFrom = head.base?.entries ?? 0;
    const entries = log.map((entry, index) => (index < replayedFrom ? entry : withoutEvents(entry)));
    return { head, entries };
  },

  // Between turns only (no undo point), so the placement a player may still take back comes after it.
  checkpoint(record): StateCheckpoint | undefined {
    if (!record.state || record.undo || !record.setup) return undefined;
    return { state: record.state, events: record.log.map((entry) => entry.events) };
  },

  checkpointFormat: engineFingerprint,

  join(storedHead, storedEntries, checkpoint) {
    const { started, undoAt, base, ...rest } = checkShape(
      storedHeadSchema,
      'head',
      storedHead,
    ) as unknown as StoredHead;
    const entries = storedEntries.map(
      (entry, index) => checkShape(storedMove, `move ${index}`, entry) as StoredMove & { events?: GameEvent[] },
    );
    const record: GameRecord = { ...rest, state: null, undo: null, log: [] };
    if (!started) {
      if (entries.length) throw new Error('a game that never started has moves');
      return record;
    }
    const resumed = checkpoint && resumedState(checkpoint, undoAt, entries.length);
    let state = resumed ? resumed.state : base ? base.state : initialState(record);
    let undo: GameState | null = null;
    const from = checkpoint?.entries ?? base?.entries ?? 0;
    record.log = entries
      .slice(0, from)
      .map((entry, index) => ({ ...entry, events: resumed?.events[index] ?? entry.events ?? [] }));
    for (let index = from; index < entries.length; index++) {
      const entry = entries[index] as StoredMove;
      if (index === undoAt) undo = state;
      else if (undo && undoAt !== null && index > undoAt) undo = replayed(undo, entry)?.state ?? null;
      const result = replayed(state, entry);
      if (!result?.ok) throw new Error(`move ${index} (${entry.move.type}) is refused on replay`);
      state = result.state;
      record.log.push({ ...entry, events: result.events as GameEvent[] });
    }
    record.state = state;
    record.undo = undo;
    return record;
  },

  check: (data) => checkShape(wholeRecord, 'record', data) as unknown as GameRecord,

  nextDueAt,

  // a player who left or was removed loses their seat, so the seats are who is still in the game
  members: (record) => record.seats.map((seat) => seat.userId),

  summary(record): ArchiveSummary {
    const players = record.state?.players ?? [];
    const finished = record.status === 'finished' && players.length > 0;
    const best = Math.max(...players.map((p) => p.score));
    return {
      gameId: record.gameId,
      finished,
      scores: [...players]
        .sort((a, b) => b.score - a.score)
        .map((p) => ({ userId: p.id, name: p.name, score: p.score })),
      winners: finished ? players.filter((p) => p.score === best).map((p) => p.id) : [],
    };
  },
};

let fingerprint: string | undefined;

/**
 * The states of a short seeded game with every expansion, hashed: a build whose engine lays its states
 * out (or plays) otherwise has another, so checkpoints stored by the build before it go unused and the
 * log is replayed. Computed once, when first asked (36-180 ms on the shared development machine).
 */
function engineFingerprint(): string {
  if (fingerprint) return fingerprint;
  const players = [
    { id: 'a', name: 'A' },
    { id: 'b', name: 'B' },
  ];
  let state = createGame({ players, expansions: [...EXPANSION_IDS], seed: 1 }).state;
  const random = new SeededRandom(1);
  const hash = createHash('sha1').update(JSON.stringify(state));
  for (let moves = 0; moves < 40 && state.turn.step !== 'ended'; moves++) {
    const move = randomMove(state, random);
    const result = move && applyMove(state, decidingPlayer(state) ?? '', move);
    if (!result?.ok) break;
    state = result.state;
    hash.update(JSON.stringify(result));
  }
  // 96 bits tell builds apart; the head carries it on every save
  fingerprint = hash.digest('base64').slice(0, 16);
  return fingerprint;
}

/** A checkpoint's state and events, checked for what replaying on from it needs. */
function resumedState(checkpoint: Checkpoint, undoAt: number | null, entries: number): StateCheckpoint {
  const { state, events } = checkShape(stateCheckpoint, 'checkpoint', checkpoint.value) as unknown as StateCheckpoint;
  if (events.length !== checkpoint.entries) {
    throw new Error(`the checkpoint lacks the events of its ${checkpoint.entries} moves`);
  }
  if (checkpoint.entries > entries) throw new Error('the checkpoint is past the log');
  if (undoAt !== null && undoAt < checkpoint.entries) throw new Error('the undo point is before the checkpoint');
  return { state, events };
}

function withoutEvents({ events: _events, ...entry }: LoggedMove): StoredMove {
  return entry;
}

/** What replaying a whole game needs: how it was created, and its moves (events are not needed). */
export type ReplaySource = Pick<GameRecord, 'setup' | 'expansions' | 'options' | 'seed'> & { log: StoredMove[] };

export function replaySource(record: GameRecord): ReplaySource | undefined {
  // a game saved before its setup was recorded cannot be replayed from its beginning
  if (!record.setup) return undefined;
  const { setup, expansions, options, seed } = record;
  return { setup, expansions, options, seed, log: record.log.map(withoutEvents) };
}

/**
 * The game as it stood at the start and at the end of every turn (the engine is deterministic, so the
 * replay is the game that was played): the frames of the end-of-game replay.
 */
export function turnStates(source: ReplaySource): GameState[] {
  let state = initialState(source);
  const states = [state];
  for (const entry of source.log) {
    const result = replayed(state, entry);
    if (!result) throw new Error(`move ${entry.move.type} of turn ${entry.turn} is refused on replay`);
    const turnEnded = result.state.turn.number !== state.turn.number || result.state.turn.step === 'ended';
    state = result.state;
    if (turnEnded) states.push(state);
  }
  return states;
}

function initialState(record: Pick<GameRecord, 'setup' | 'expansions' | 'options' | 'seed'>): GameState {
  if (!record.setup) throw new Error('a started game without its setup');
  return createGame({
    players: record.setup.players,
    expansions: record.expansions,
    options: record.options,
    seed: record.seed,
    firstPlayer: record.setup.firstPlayer,
  }).state;
}

/** One logged move applied again, as GameService applied it. */
function replayed(state: GameState, entry: StoredMove): Extract<MoveResult, { ok: true }> | undefined {
  const move = entry.move;
  let result: MoveResult;
  if (move.type === 'removePlayer') result = removePlayer(state, move.player);
  else if (move.type === 'timeout') result = skipTurn(state);
  else result = applyMove(state, entry.player, move);
  return result.ok ? result : undefined;
}
