// The use cases of a channel's game. Every change runs under the channel's lock, is checked against the
// stored revision, and is saved before anyone is told about it. Bad input changes nothing.
import { randomInt } from 'node:crypto';
import {
  applyMove,
  checkSettings,
  createGame,
  EXPANSION_IDS,
  type GameEvent,
  type GameState,
  legalMoves,
  type Move,
  playerLimit,
  removePlayer,
  SetupError,
  skipTurn,
} from '../engine';
import { type Locale, type Message, type MessageKey, type MessageParams, message } from '../i18n';
import { withChannelLock } from '../storage/channel-lock';
import { RevisionConflictError } from '../storage/errors';
import type { GameRepository, StoredGame } from '../storage/repository';
import { refusalMessage, setupMessage } from './game-words';
import type { GameRecord, Seat } from './record';
import { RECORD_SCHEMA_VERSION } from './record';
import { type ClockAction, clockAfterMove, dueAction, newClock } from './turn-clock';

export interface Actor {
  userId: string;
  name: string;
  /** May manage messages in the channel (moderators may abandon games and remove players). */
  canManage?: boolean;
}

/** A refusal carries a message, put into words in the reader's language by whoever answers. */
export type Outcome = { ok: true; record: GameRecord; events: GameEvent[] } | { ok: false; message: Message };

export interface ClockNotice {
  channelId: string;
  action: ClockAction;
  /** The player the clock acted on. */
  player: string;
  record: GameRecord;
  events: GameEvent[];
}

export const MIN_PLAYERS = 2;

const fail = (key: MessageKey, params?: MessageParams): Outcome => ({ ok: false, message: message(key, params) });
const refused = (said: Message): Outcome => ({ ok: false, message: said });
const names = (record: GameRecord) => (id: string) =>
  record.state?.players.find((p) => p.id === id)?.name ?? record.seats.find((s) => s.userId === id)?.name ?? id;

export interface ServiceOptions {
  now?: () => number;
  newSeed?: () => number;
}

export class GameService {
  private readonly now: () => number;
  private readonly newSeed: () => number;

  constructor(
    readonly repository: GameRepository<GameRecord>,
    options: ServiceOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.newSeed = options.newSeed ?? (() => randomInt(2 ** 31));
  }

  /** The channel's game, or undefined. Reads never block on the lock. */
  async find(channelId: string): Promise<GameRecord | undefined> {
    return (await this.repository.get(channelId))?.data;
  }

  async newGame(
    channelId: string,
    guildId: string,
    host: Actor,
    settings: { expansions: string[]; options?: Record<string, unknown>; turnHours?: number; language?: Locale },
  ): Promise<Outcome> {
    const unknown = settings.expansions.filter((id) => !EXPANSION_IDS.includes(id));
    if (unknown.length) return fail('game.unknown-expansion', { unknown, available: EXPANSION_IDS });
    return withChannelLock(channelId, async () => {
      const existing = await this.repository.get(channelId);
      if (existing) {
        return fail(existing.data.status === 'lobby' ? 'game.gathering' : 'game.running');
      }
      const record: GameRecord = {
        gameId: `g${this.now().toString(36)}`,
        status: 'lobby',
        hostId: host.userId,
        expansions: [...new Set(settings.expansions)],
        options: settings.options ?? {},
        seats: [{ userId: host.userId, name: host.name }],
        seed: this.newSeed(),
        state: null,
        log: [],
        liveMessages: [],
        clock: newClock(settings.turnHours ?? null, this.now(), 0),
        createdAt: this.now(),
        ...(settings.language ? { language: settings.language } : {}),
      };
      try {
        // check the settings now rather than at start, when the host has gathered everyone
        checkSettings(record.expansions, record.options);
      } catch (error) {
        if (error instanceof SetupError)
          return fail('game.bad-settings', { problem: setupMessage(error.why, error.params) });
        throw error;
      }
      const stored = await this.repository.create(channelId, record, { guildId });
      return { ok: true, record: stored.data, events: [] };
    });
  }

  join(channelId: string, actor: Actor): Promise<Outcome> {
    return this.change(channelId, (record) => {
      if (record.status !== 'lobby') return fail('game.started-join-next');
      if (record.seats.some((s) => s.userId === actor.userId)) return fail('game.already-in');
      const limit = playerLimit(record.expansions);
      if (record.seats.length >= limit) return fail('game.full', { limit });
      return { ...record, seats: [...record.seats, { userId: actor.userId, name: actor.name }] };
    });
  }

  start(channelId: string, actor: Actor): Promise<Outcome> {
    return this.change(channelId, (record) => {
      if (record.status !== 'lobby') return fail('game.started-already');
      if (record.hostId !== actor.userId) return fail('game.host-only-start', { host: hostName(record) });
      if (record.seats.length < MIN_PLAYERS) {
        return fail('game.too-few', { min: MIN_PLAYERS });
      }
      const firstPlayer = record.seed % record.seats.length;
      const { state, events } = createGame({
        players: record.seats.map((s) => ({ id: s.userId, name: s.name })),
        expansions: record.expansions,
        options: record.options,
        seed: record.seed,
        firstPlayer,
      });
      return { record: { ...record, status: 'playing', state }, events };
    });
  }

  /** Leaves the lobby, or a running game (your figures leave the board, the others play on). */
  leave(channelId: string, actor: Actor): Promise<Outcome> {
    return this.removeSeat(channelId, actor.userId, (record) =>
      record.seats.some((s) => s.userId === actor.userId) ? null : message('game.not-in'),
    );
  }

  /** The host or a moderator takes a player out. */
  remove(channelId: string, actor: Actor, userId: string): Promise<Outcome> {
    return this.removeSeat(channelId, userId, (record) => {
      if (record.hostId !== actor.userId && !actor.canManage) {
        return message('game.remove-not-allowed');
      }
      return record.seats.some((s) => s.userId === userId) ? null : message('game.member-not-in');
    });
  }

  private removeSeat(channelId: string, userId: string, refuse: (record: GameRecord) => Message | null) {
    return this.change(channelId, (record) => {
      const refusal = refuse(record);
      if (refusal) return refused(refusal);
      const seats = record.seats.filter((s) => s.userId !== userId);
      if (record.status === 'lobby') {
        if (!seats.length) return { ...record, seats, status: 'abandoned' as const };
        const hostId = record.hostId === userId ? (seats[0] as Seat).userId : record.hostId;
        return { ...record, seats, hostId };
      }
      if (record.status !== 'playing' || !record.state) return fail('game.over');
      const result = removePlayer(record.state, userId);
      if (!result.ok) return refused(refusalMessage(result, names(record)));
      const turn = record.state.turn.number;
      const entry = {
        turn,
        player: userId,
        move: { type: 'removePlayer' as const, player: userId },
        at: this.now(),
        events: result.events,
      };
      return {
        record: withState({ ...record, seats, log: [...record.log, entry] }, result.state),
        events: result.events,
      };
    });
  }

  /**
   * Ends the game for everyone: at once for the host or a moderator; a player's request counts as a
   * vote, and the game ends when more than half of the players have voted.
   */
  abandon(channelId: string, actor: Actor): Promise<Outcome> {
    return this.change(channelId, (record) => {
      if (record.hostId === actor.userId || actor.canManage) return { ...record, status: 'abandoned' as const };
      const players = abandonVoters(record);
      if (!players.includes(actor.userId)) {
        return fail('game.abandon-not-allowed', { host: hostName(record) });
      }
      const votes = [...new Set([...(record.abandonVotes ?? []), actor.userId])];
      if (votes.length === (record.abandonVotes ?? []).length) return fail('game.already-voted');
      const ended = votes.length >= abandonVotesNeeded(record);
      return { ...record, abandonVotes: votes, status: ended ? ('abandoned' as const) : record.status };
    });
  }

  /** The host hands the host role to another player. */
  handOver(channelId: string, actor: Actor, userId: string): Promise<Outcome> {
    return this.change(channelId, (record) => {
      if (record.hostId !== actor.userId && !actor.canManage)
        return fail('game.host-only-handover', { host: hostName(record) });
      if (!record.seats.some((s) => s.userId === userId)) return fail('game.new-host-not-player');
      return { ...record, hostId: userId };
    });
  }

  /** A move of the active player; `expectedTurn` guards against clicks on an old board. */
  play(channelId: string, actor: Actor, move: Move, expectedTurn?: number): Promise<Outcome> {
    return this.change(channelId, (record) => {
      const state = record.state;
      if (record.status === 'lobby' || !state) return fail('game.not-started');
      if (record.status !== 'playing') return fail('game.over');
      if (!state.players.some((p) => p.id === actor.userId)) return fail('game.not-playing');
      if (expectedTurn !== undefined && expectedTurn !== state.turn.number) {
        return fail('game.out-of-date', { turn: state.turn.number });
      }
      const result = applyMove(state, actor.userId, move);
      if (!result.ok) return refused(refusalMessage(result, names(record)));
      const entry = { turn: state.turn.number, player: actor.userId, move, at: this.now(), events: result.events };
      // a placed tile may be taken back until the turn ends: nothing hidden is revealed before that
      const undo = move.type === 'placeTile' ? state : null;
      return {
        record: withState({ ...record, undo, log: [...record.log, entry] }, result.state),
        events: result.events,
      };
    });
  }

  /** The active player takes back the tile they just placed, before finishing the turn. */
  undo(channelId: string, actor: Actor): Promise<Outcome> {
    return this.change(channelId, (record) => {
      const state = record.state;
      if (record.status !== 'playing' || !state) return fail('game.nothing-to-undo');
      if (state.players[state.turn.player]?.id !== actor.userId) return fail('game.undo-not-yours');
      if (!record.undo || state.turn.step !== 'placeFigure') {
        return fail('game.undo-too-late');
      }
      const log = record.log.slice(0, -1);
      return { record: { ...record, state: record.undo, undo: null, log }, events: [] };
    });
  }

  /** The host or a moderator sets the turn clock (0 = off); it restarts for the current turn. */
  setClock(channelId: string, actor: Actor, hours: number): Promise<Outcome> {
    return this.change(channelId, (record) => {
      if (record.hostId !== actor.userId && !actor.canManage) return fail('game.clock-not-allowed');
      if (!Number.isFinite(hours) || hours < 0 || hours > 24 * 14) return fail('game.clock-range');
      const clock = newClock(hours, this.now(), record.state?.turn.number ?? 0);
      return { ...record, clock: { ...clock, timeouts: record.clock?.timeouts ?? {} } };
    });
  }

  /**
   * One pass of the turn-clock sweep over every running game: sends nothing itself, returns what
   * happened so the caller can post reminders and new turns.
   */
  async sweep(): Promise<ClockNotice[]> {
    const notices: ClockNotice[] = [];
    for (const stored of await this.repository.listActive()) {
      if (!dueAction(stored.data, this.now())) continue;
      let action: ClockAction | null = null;
      let player = '';
      const outcome = await this.change(stored.channelId, (record) => {
        action = dueAction(record, this.now());
        const state = record.state;
        if (!action || !state || !record.clock) return fail('game.nothing-due');
        player = state.players[state.turn.player]?.id ?? '';
        if (action === 'remind-half' || action === 'remind-end') {
          const reminded = [...record.clock.reminded, action === 'remind-half' ? ('half' as const) : ('end' as const)];
          return { ...record, clock: { ...record.clock, reminded } };
        }
        const result = action === 'skip' ? skipTurn(state) : removePlayer(state, player);
        if (!result.ok) return refused(refusalMessage(result, names(record)));
        const timeouts = { ...record.clock.timeouts, [player]: (record.clock.timeouts[player] ?? 0) + 1 };
        const move =
          action === 'skip' ? { type: 'timeout' as const, player } : { type: 'removePlayer' as const, player };
        const entry = { turn: state.turn.number, player, move, at: this.now(), events: result.events };
        const seats = action === 'remove' ? record.seats.filter((s) => s.userId !== player) : record.seats;
        const next = withState({ ...record, seats, undo: null, log: [...record.log, entry] }, result.state);
        return { record: { ...next, clock: { ...record.clock, timeouts } }, events: result.events };
      });
      if (outcome.ok && action)
        notices.push({ channelId: stored.channelId, action, player, record: outcome.record, events: outcome.events });
    }
    return notices;
  }

  /** Records which messages carry live buttons (replacing the list). */
  setLiveMessages(channelId: string, messageIds: string[]): Promise<Outcome> {
    return this.change(channelId, (record) => ({ ...record, liveMessages: messageIds }));
  }

  /**
   * Loads, changes and saves one game under the channel's lock. `update` returns a refusal, a new
   * record, or a new record with the engine's events. Finished and abandoned games are archived.
   */
  private change(
    channelId: string,
    update: (record: GameRecord) => Outcome | GameRecord | { record: GameRecord; events: GameEvent[] },
  ): Promise<Outcome> {
    return withChannelLock(channelId, async () => {
      const stored: StoredGame<GameRecord> | undefined = await this.repository.get(channelId);
      if (!stored) return fail('game.none');
      const changed = update(stored.data);
      if ('ok' in changed) return changed;
      const result = 'record' in changed ? changed : { record: changed, events: [] as GameEvent[] };
      const { events } = result;
      const turn = result.record.state?.turn.number ?? 0;
      const record = { ...result.record, clock: clockAfterMove(result.record.clock, turn, this.now()) };
      try {
        const saved = await this.repository.update(channelId, stored.revision, record);
        if (record.status === 'finished' || record.status === 'abandoned') await this.repository.archive(channelId);
        return { ok: true, record: saved.data, events };
      } catch (error) {
        if (error instanceof RevisionConflictError) return fail('game.conflict');
        throw error;
      }
    });
  }
}

function withState(record: GameRecord, state: GameState): GameRecord {
  return { ...record, state, status: state.turn.step === 'ended' ? 'finished' : record.status };
}

/** Who may vote to abandon: the players (the seats while gathering). */
function abandonVoters(record: GameRecord): string[] {
  return record.state?.players.map((p) => p.id) ?? record.seats.map((s) => s.userId);
}

/** Votes that end the game: more than half of the players. */
export function abandonVotesNeeded(record: GameRecord): number {
  return Math.floor(abandonVoters(record).length / 2) + 1;
}

function hostName(record: GameRecord): string | Message {
  return record.seats.find((s) => s.userId === record.hostId)?.name ?? message('word.the-host');
}

/** The legal moves of the current step, or undefined when the game is not running. */
export function currentChoices(record: GameRecord) {
  return record.state && record.status === 'playing' ? legalMoves(record.state) : undefined;
}

export { RECORD_SCHEMA_VERSION };
