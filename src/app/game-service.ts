// The use cases of a channel's game. Every change runs under the channel's lock, is checked against the
// stored revision, and is saved before anyone is told about it. Bad input changes nothing.
import { randomBytes, randomInt } from 'node:crypto';
import type { Level } from '../ai';
import {
  applyMove,
  createGame,
  decidingPlayer,
  EXPANSION_IDS,
  type GameEvent,
  type GameState,
  type Move,
  playerLimit,
  removePlayer,
  skipTurn,
} from '../engine';
import { type Locale, type Message, type MessageKey, type MessageParams, message, translate } from '../i18n';
import { addLogContext } from '../logging/logger';
import { withChannelLock } from '../storage/channel-lock';
import { GameNotFoundError, RevisionConflictError, UnreadableGameError } from '../storage/errors';
import type { GameRepository, StoredGame } from '../storage/repository';
import type { SqlRunner } from '../storage/sql-runner';
import { actionChoices, currentChoices, figureSpots, type Listing } from './choices';
import { displayName, nameAsTyped } from './describe';
import { echo } from './echo';
import { forcedAnswer, type GivenAnswer } from './forced-answers';
import { refusalMessage } from './game-words';
import { type FinishedGame, type PlayerStats, playerStats } from './history';
import {
  type Answering,
  type MoveIntent,
  type MoveResult,
  passNote,
  playerProblem,
  resolveChoice,
  staleProblem,
  stepOf,
  turnProblem,
} from './moves';
import type { GameRecord, GameThread, LoggedMove, Seat } from './record';
import { RECORD_SCHEMA_VERSION } from './record';
import { clockProblem, settingsProblem } from './settings';
import { type ClockAction, clockAfterMove, dueAction, newClock } from './turn-clock';

export interface Actor {
  userId: string;
  name: string;
  /** May manage messages in the channel (moderators may abandon games and remove players). */
  canManage?: boolean;
  /** A computer player of this level taking its own seat (the terminal's; Discord's are seated by the host). */
  computer?: Level;
}

/** The seat an actor takes: a member's, or a computer player's of its level. */
const seatOf = ({ userId, name, computer }: Actor): Seat => ({ userId, name, ...(computer ? { computer } : {}) });

/** A refusal carries a message, put into words in the reader's language by whoever answers. */
export type Outcome =
  /** `given`: questions answered for a member in the same save, their only answer (forced-answers.ts). */
  { ok: true; record: GameRecord; events: GameEvent[]; given?: GivenAnswer[] } | { ok: false; message: Message };

export interface ClockNotice {
  channelId: string;
  action: ClockAction;
  /** The player the clock acted on. */
  player: string;
  record: GameRecord;
  events: GameEvent[];
}

export const MIN_PLAYERS = 2;

/**
 * What the channel is owed after a move, noted in the move's own transaction: `within` writes the note,
 * `note` is what the poster settles once the post is out.
 */
export type OwePost<Note> = (record: GameRecord) => { within: (sql: SqlRunner) => Promise<unknown>; note: Note };

const fail = (key: MessageKey, params?: MessageParams): Outcome => ({ ok: false, message: message(key, params) });
const refused = (said: Message): Outcome => ({ ok: false, message: said });
const names = (record: GameRecord) => (id: string) => nameAsTyped(record, id);

export interface ServiceOptions {
  now?: () => number;
  newSeed?: () => number;
  /** Where the sweep reports a game it had to skip (default: console.error). */
  log?: (message: string, error?: unknown) => void;
}

/** The outcome of setting an unreadable game aside. */
export type SetAsideOutcome =
  | { ok: true; quarantineKey: string }
  | { ok: false; reason: 'not-allowed' | 'readable' | 'no-game' };

/** How many games `/history` shows. */
export const HISTORY_SHOWN = 10;

/** Questions answered for members in one save at most (forced-answers.ts). */
const MOST_FORCED_ANSWERS = 50;

export class GameService {
  private readonly now: () => number;
  private readonly newSeed: () => number;
  /** Storage reads under way, per channel (see find). */
  private readonly reads = new Map<string, Promise<GameRecord | undefined>>();
  private readonly log: (message: string, error?: unknown) => void;
  /** Moves saved per channel by this process (see arrival). */
  private readonly movesSaved = new Map<string, number>();

  constructor(
    readonly repository: GameRepository<GameRecord>,
    options: ServiceOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.newSeed = options.newSeed ?? (() => randomInt(2 ** 31));
    this.log = options.log ?? ((message, error) => console.error(`[carcassonne] ${message}`, error ?? ''));
  }

  /**
   * The channel's game, or undefined. Reads never block on the lock. Reads of one channel that overlap
   * share one storage read (twenty clicks on one board parse the record once); a read asked for after
   * a change was saved starts afresh, so nobody sees their own move undone. Throws an
   * UnreadableGameError when the stored game cannot be read (the channel then needs `setAside`).
   */
  find(channelId: string): Promise<GameRecord | undefined> {
    let read = this.reads.get(channelId);
    if (!read) {
      read = this.readLive(channelId);
      this.reads.set(channelId, read);
      const forget = () => {
        if (this.reads.get(channelId) === read) this.reads.delete(channelId);
      };
      read.then(forget, forget);
    }
    // the log lines of the rest of this work name the game (each caller's own work, read shared or not)
    return read.then((record) => {
      if (record) addLogContext({ game: record.gameId });
      return record;
    });
  }

  private async readLive(channelId: string): Promise<GameRecord | undefined> {
    const stored = await this.repository.get(channelId);
    if (!stored || !isOver(stored.data)) return stored?.data;
    // finished or abandoned but still live (a crash before archiving): archive it as it is
    await withChannelLock(channelId, () => this.archiveLeftOver(channelId));
    return undefined;
  }

  /**
   * Sets the channel's unreadable stored game aside (kept under a quarantine key, never deleted) so a
   * new game can start. Only someone who can manage the channel may, and only when it is unreadable.
   */
  setAside(channelId: string, actor: Actor): Promise<SetAsideOutcome> {
    return withChannelLock(channelId, async () => {
      if (!actor.canManage) return { ok: false, reason: 'not-allowed' } as const;
      try {
        if (!(await this.repository.get(channelId))) return { ok: false, reason: 'no-game' } as const;
        return { ok: false, reason: 'readable' } as const;
      } catch (error) {
        if (!(error instanceof UnreadableGameError)) throw error;
      }
      const quarantineKey = await this.repository.quarantine(channelId);
      if (!quarantineKey) return { ok: false, reason: 'no-game' } as const;
      this.log(`the unreadable game of channel ${channelId} was set aside under ${quarantineKey}`);
      return { ok: true, quarantineKey } as const;
    });
  }

  /** The server's latest finished games (newest first) and how many there are. */
  async history(guildId: string): Promise<{ games: FinishedGame[]; total: number }> {
    const { games, total } = await this.repository.history(guildId, HISTORY_SHOWN);
    return {
      games: games.map((game) => ({
        gameId: game.gameId,
        endedAt: game.endedAt,
        scores: game.scores,
        winners: game.winners,
      })),
      total,
    };
  }

  /** The live games a member is in on a server, with the channel each lives in (unreadable ones left out). */
  async gamesOf(guildId: string, userId: string): Promise<{ channelId: string; record: GameRecord }[]> {
    const found: { channelId: string; record: GameRecord }[] = [];
    for (const channelId of await this.repository.gamesOf(guildId, userId)) {
      const record = await this.find(channelId).catch((error: unknown) => {
        if (error instanceof UnreadableGameError) return undefined;
        throw error;
      });
      if (record) found.push({ channelId, record });
    }
    return found;
  }

  /**
   * The live game (lobby or under way) opened in a thread of its own under `parentId`, by its stored
   * thread: the first one found, else undefined.
   */
  async gameThreadUnder(guildId: string, parentId: string): Promise<string | undefined> {
    for (const channelId of await this.repository.liveChannels(guildId)) {
      const record = await this.find(channelId).catch((error: unknown) => {
        if (error instanceof UnreadableGameError) return undefined;
        throw error;
      });
      const live = record?.status === 'lobby' || record?.status === 'playing';
      if (live && record.thread?.parentId === parentId) return record.thread.threadId;
    }
    return undefined;
  }

  /** Games, wins and mean score of each player on the server, most wins first. */
  async stats(guildId: string): Promise<PlayerStats[]> {
    return playerStats(await this.repository.playerTallies(guildId));
  }

  async newGame(
    channelId: string,
    guildId: string,
    host: Actor,
    settings: {
      expansions: string[];
      options?: Record<string, unknown>;
      turnHours?: number;
      language?: Locale;
      /** Computer players seated beside the host from the start. */
      computers?: { count: number; level: Level };
      /** With the turn clock: who plays for a player who ran out of time too often (else they are taken out). */
      standIn?: Level;
      /**
       * Seats taken beside the host from the start, as they are (a rematch: the last game's players,
       * members and computer players of their level alike).
       */
      seated?: Seat[];
      /** The thread of its own the game is opened in, under its channel. */
      thread?: GameThread;
    },
  ): Promise<Outcome> {
    const unknown = settings.expansions.filter((id) => !EXPANSION_IDS.includes(id));
    if (unknown.length) return fail('game.unknown-expansion', { unknown: echoList(unknown), available: EXPANSION_IDS });
    // checked now rather than at start, when the host has gathered everyone
    const problem =
      clockProblem(settings.turnHours ?? 0) ??
      settingsProblem([...new Set(settings.expansions)], settings.options ?? {});
    if (problem) return refused(problem);
    const computers = computerSeats(settings.computers, settings.language ?? 'en');
    const limit = playerLimit(settings.expansions);
    if (computers.length >= limit) return fail('game.too-many-computers', { limit, max: limit - 1 });
    const seated = (settings.seated ?? []).filter((seat) => seat.userId !== host.userId);
    if (computers.length + seated.length >= limit) return fail('game.full', { limit });
    return withChannelLock(channelId, async () => {
      const existing = (await this.archiveLeftOver(channelId)) ?? undefined;
      if (existing) {
        return fail(existing.data.status === 'lobby' ? 'game.gathering' : 'game.running');
      }
      const record: GameRecord = {
        gameId: newGameId(),
        status: 'lobby',
        hostId: host.userId,
        expansions: [...new Set(settings.expansions)],
        options: settings.options ?? {},
        seats: [seatOf(host), ...computers, ...seated],
        seed: this.newSeed(),
        state: null,
        log: [],
        liveMessages: [],
        clock: newClock(settings.turnHours ?? null, this.now(), 0),
        ...(settings.standIn ? { standIn: settings.standIn } : {}),
        createdAt: this.now(),
        ...(settings.language ? { language: settings.language } : {}),
        ...(settings.thread ? { thread: settings.thread } : {}),
      };
      const stored = await this.repository.create(channelId, record, { guildId });
      this.reads.delete(channelId);
      return { ok: true, record: stored.data, events: [] };
    });
  }

  /** Joins the lobby; in a running game, takes back the seat a computer player kept for the member. */
  join(channelId: string, actor: Actor): Promise<Outcome> {
    return this.change(channelId, (record) => {
      const away = record.seats.find((s) => s.userId === actor.userId && s.away);
      if (away && record.status === 'playing') {
        const seats = record.seats.map((s) => (s === away ? { userId: s.userId, name: s.name } : s));
        return { ...record, seats };
      }
      if (record.status !== 'lobby') return fail('game.started-join-next');
      if (record.seats.some((s) => s.userId === actor.userId)) return fail('game.already-in');
      const limit = playerLimit(record.expansions);
      if (record.seats.length >= limit) return fail('game.full', { limit });
      return { ...record, seats: [...record.seats, seatOf(actor)] };
    });
  }

  /** The host seats a computer player of `level` in the lobby (numbered after those already seated). */
  seatComputer(channelId: string, actor: Actor, level: Level): Promise<Outcome> {
    return this.change(channelId, (record) => {
      if (record.status !== 'lobby') return fail('game.started-join-next');
      if (!isHost(record, actor)) return fail('game.host-only-computer', { host: hostName(record) });
      const limit = playerLimit(record.expansions);
      if (record.seats.length >= limit) return fail('game.full', { limit });
      const taken = record.seats.filter((s) => s.computer).length;
      const [seat] = computerSeats({ count: 1, level }, record.language ?? 'en', taken);
      return { ...record, seats: [...record.seats, seat as Seat] };
    });
  }

  start(channelId: string, actor: Actor): Promise<Outcome> {
    return this.change(channelId, (record) => {
      if (record.status !== 'lobby') return fail('game.started-already');
      if (!isHost(record, actor)) return fail('game.host-only-start', { host: hostName(record) });
      if (record.seats.length < MIN_PLAYERS) {
        return fail('game.too-few', { min: MIN_PLAYERS });
      }
      const firstPlayer = record.seed % record.seats.length;
      const setup = { players: record.seats.map((s) => ({ id: s.userId, name: s.name })), firstPlayer };
      const { state, events } = createGame({
        ...setup,
        expansions: record.expansions,
        options: record.options,
        seed: record.seed,
      });
      return { record: { ...record, status: 'playing', setup, state }, events };
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
      if (!isHost(record, actor) && !actor.canManage) {
        return message('game.remove-not-allowed');
      }
      return record.seats.some((s) => s.userId === userId) ? null : message('game.member-not-in');
    });
  }

  private removeSeat(channelId: string, userId: string, refuse: (record: GameRecord) => Message | null) {
    return this.change(channelId, (record) => {
      const refusal = refuse(record);
      if (refusal) return refused(refusal);
      const remaining = withoutPlayer(record, userId);
      if (record.status === 'lobby') {
        return remaining.seats.length ? remaining : { ...remaining, status: 'abandoned' as const };
      }
      if (record.status !== 'playing' || !record.state) return fail('game.over');
      const result = removePlayer(record.state, userId);
      if (!result.ok) return refused(refusalMessage(result, names(record)));
      const turn = record.state.turn.number;
      // the active player may still take their tile back: the state to go back to loses the player too
      const undo = record.undo && userId !== activeId(record.state) ? removePlayer(record.undo, userId) : undefined;
      const entry = {
        turn,
        player: userId,
        move: { type: 'removePlayer' as const, player: userId },
        at: this.now(),
        events: result.events,
      };
      return {
        record: withState(
          { ...remaining, undo: undo?.ok ? undo.state : null, log: [...record.log, entry] },
          result.state,
        ),
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
      const kind = abandonKind(record, actor);
      if (kind === 'end') return { ...record, status: 'abandoned' as const };
      if (!kind) {
        return fail('game.abandon-not-allowed', { host: hostName(record) });
      }
      const votes = currentVotes(record);
      const again = votes.includes(actor.userId);
      if (!again) votes.push(actor.userId);
      // a vote cast again counts once, but ends the game when players who left made it a majority
      const ended = votes.length >= abandonVotesNeeded(record);
      if (again && !ended) return fail('game.already-voted');
      return { ...record, abandonVotes: votes, status: ended ? ('abandoned' as const) : record.status };
    });
  }

  /** The host hands the host role to another player. */
  handOver(channelId: string, actor: Actor, userId: string): Promise<Outcome> {
    return this.change(channelId, (record) => {
      if (!isHost(record, actor) && !actor.canManage)
        return fail('game.host-only-handover', { host: hostName(record) });
      if (!record.seats.some((s) => s.userId === userId)) return fail('game.new-host-not-player');
      return { ...record, hostId: userId };
    });
  }

  /**
   * The moves this process has saved in the channel so far, read when an interaction arrives (no storage
   * read): a command answers the step as it stood then, so one that arrives before another's move is
   * saved and is handled after it is refused as stale, not applied to the next step.
   */
  arrival(channelId: string): number {
    return this.movesSaved.get(channelId) ?? 0;
  }

  /**
   * A member's move, from the interaction's intent: checks whose turn it is and that the step it answers
   * is still the current one, works out the engine's move, applies and saves it with the note of the
   * post it owes (`owe`) in one transaction, and says what to show. When the placed tile leaves its
   * player nothing to choose, the turn ends in the same save.
   */
  async move<Note>(
    channelId: string,
    intent: MoveIntent,
    options: {
      owe?: OwePost<Note>;
      /** The caller's own refusal, asked once the move is found valid and before anything is written. */
      beforeWriting?: () => Message | undefined;
    } = {},
  ): Promise<MoveResult<Note>> {
    const { owe } = options;
    // what the move led to, worked out in the one transaction that reads, checks and saves it (a
    // refusal comes back as the change's; a rotation still to pick writes nothing)
    let result: MoveResult<Note> | undefined;
    let note: Note | undefined;
    const outcome = await this.change(
      channelId,
      (record) => {
        const listing = currentChoices(record);
        const checked = this.moveCheck(record, intent, channelId, listing);
        if (checked.kind === 'refused') return refused(checked.message);
        if (checked.kind === 'ask') {
          result = checked;
          return fail('game.conflict');
        }
        const own = options.beforeWriting?.();
        if (own) return refused(own);
        const answering = listing?.step === 'decide';
        const first = this.applied(record, intent.userId, checked.move);
        if ('ok' in first) return first;
        const after = first.record.state;
        const next = after ? currentChoices(first.record) : undefined;
        if (next?.step === 'placeFigure' && after?.players[after.turn.player]?.id === intent.userId) {
          if (figureSpots(first.record, next).length || actionChoices(first.record, next).length) {
            result = { kind: 'figure-step', record: first.record, listing: next };
            return first;
          }
          // nothing to choose: the turn ends for the player rather than have them press "No figure"
          const passed = this.applied(first.record, intent.userId, { type: 'pass' });
          if ('ok' in passed) return passed;
          const notes = [...passNote(checked.move, answering), message('play.no-spot-ends-turn')];
          const events = [...first.events, ...passed.events];
          result = { kind: 'moved', record: passed.record, events, notes };
          return { record: passed.record, events };
        }
        result = { kind: 'moved', ...first, notes: passNote(checked.move, answering) };
        return first;
      },
      // the post the channel is owed is noted with the move, unless only the mover is shown a step
      owe &&
        ((record) => {
          if (result?.kind !== 'moved') return undefined;
          const owing = owe(record);
          note = owing.note;
          return owing.within;
        }),
    );
    if (!outcome.ok) return result?.kind === 'ask' ? result : { kind: 'refused', message: outcome.message };
    if (result?.kind === 'figure-step') return { ...result, record: outcome.record };
    if (result?.kind === 'moved') {
      const { record, events, given } = outcome;
      return {
        ...result,
        record,
        events,
        ...(given ? { given } : {}),
        ...(note === undefined ? {} : { owed: note as Note }),
      };
    }
    return { kind: 'refused', message: message('game.conflict') };
  }

  /** The checks of a move against one record, with the step's one listing: its engine move, or why not. */
  private moveCheck(record: GameRecord, intent: MoveIntent, channelId: string, listing: Listing) {
    // a click on an old board hears that first, whoever clicked
    const movesSince = this.arrival(channelId) - (intent.answers.arrival ?? this.arrival(channelId));
    const problem =
      staleProblem(record, intent.answers, movesSince, { step: stepOf(intent.choice), legal: listing }) ??
      turnProblem(record, intent.userId);
    if (problem) return { kind: 'refused', message: problem } as const;
    const resolved = resolveChoice(record, intent.choice, listing);
    if (resolved.ok === false) return { kind: 'refused', message: resolved.message } as const;
    if (resolved.ok === 'ask') return { kind: 'ask', record, spot: resolved.spot } as const;
    return { kind: 'move', move: resolved.move, listing } as const;
  }

  /**
   * A move of the player the game waits for (the active one, or whoever must answer a question);
   * `expectedTurn` guards against clicks on an old board, `expectedMoves` (the moves logged when the
   * step was shown) against answers to a step already taken in the same turn.
   */
  play(channelId: string, actor: Actor, move: Move, expectedTurn?: number, expectedMoves?: number): Promise<Outcome> {
    return this.change(channelId, (record) => {
      // whose move it is: the engine's refusal, in the words of the terminal and the computer players
      const problem =
        playerProblem(record, actor.userId) ??
        staleProblem(record, {
          ...(expectedTurn === undefined ? {} : { turn: expectedTurn }),
          ...(expectedMoves === undefined ? {} : { step: expectedMoves }),
        });
      if (problem) return refused(problem);
      return this.applied(record, actor.userId, move);
    });
  }

  /** The record after the engine applied `move`, with its log entry and undo point; or the refusal. */
  private applied(
    record: GameRecord,
    userId: string,
    move: Move,
    how: Pick<LoggedMove, 'forced'> = {},
  ): Extract<Outcome, { ok: false }> | { record: GameRecord; events: GameEvent[] } {
    const state = record.state as GameState;
    const result = applyMove(state, userId, move);
    if (!result.ok) return refused(refusalMessage(result, names(record)));
    const entry = { turn: state.turn.number, player: userId, move, at: this.now(), events: result.events, ...how };
    // a placed tile may be taken back until the turn ends: nothing hidden is revealed before that
    const undo = move.type === 'placeTile' ? state : null;
    return { record: withState({ ...record, undo, log: [...record.log, entry] }, result.state), events: result.events };
  }

  /** The record after every question a member could answer only one way was answered for them, in turn. */
  private withForcedAnswers(made: { record: GameRecord; events: GameEvent[] }) {
    let { record, events } = made;
    const given: GivenAnswer[] = [];
    // each answer is a move of the game, so the chain ends; the bound only guards against a rules bug
    for (let answered = 0; answered < MOST_FORCED_ANSWERS; answered++) {
      const forced = forcedAnswer(record);
      const next = forced && this.applied(record, forced.player, forced.move, { forced: true });
      if (!forced || !next || 'ok' in next) break;
      given.push({ from: events.length, player: forced.player });
      record = next.record;
      events = [...events, ...next.events];
    }
    return { record, events, given };
  }

  /** The active player takes back the tile they just placed, before finishing the turn. */
  undo(channelId: string, actor: Actor, answers: Answering = {}): Promise<Outcome> {
    const arrived = answers.arrival ?? this.arrival(channelId);
    return this.change(channelId, (record) => {
      const problem =
        staleProblem(record, answers, this.arrival(channelId) - arrived) ?? turnProblem(record, actor.userId);
      if (problem) return refused(problem);
      const state = record.state;
      if (record.status !== 'playing' || !state) return fail('game.nothing-to-undo');
      if (state.players[state.turn.player]?.id !== actor.userId) return fail('game.undo-not-yours');
      if (!record.undo || state.turn.step !== 'placeFigure') {
        return fail('game.undo-too-late');
      }
      // the placement leaves the log (moves after it in this turn, a player leaving, stay and replay)
      const placedAt = record.log.findLastIndex((entry) => entry.move.type === 'placeTile');
      const log = record.log.filter((_, index) => index !== placedAt);
      return { record: { ...record, state: record.undo, undo: null, log }, events: [] };
    });
  }

  /** The host or a moderator sets the turn clock (0 = off); it restarts for the current turn. */
  setClock(channelId: string, actor: Actor, hours: number): Promise<Outcome> {
    return this.change(channelId, (record) => {
      if (!isHost(record, actor) && !actor.canManage) return fail('game.clock-not-allowed');
      const problem = clockProblem(hours);
      if (problem) return refused(problem);
      const clock = newClock(hours, this.now(), record.state?.turn.number ?? 0);
      return { ...record, clock: { ...clock, timeouts: record.clock?.timeouts ?? {} } };
    });
  }

  /**
   * One pass of the turn-clock sweep over the games due: sends nothing itself, hands over what
   * happened so the caller can post reminders and new turns. One game at a time: its notice is handed
   * over before the next game is changed, so a pass over thousands of due games (after the bot was
   * down a day) holds one game in memory, not all of them, and the first channels hear at once.
   */
  async *sweepNotices(): AsyncGenerator<ClockNotice> {
    for (const channelId of await this.repository.dueChannels(this.now())) {
      // one game's trouble (an unreadable record, a failed write) must not keep the others waiting
      const notice = await this.sweepOne(channelId).catch((error) => {
        this.log(`the turn clock skipped the game of channel ${channelId}`, error);
        return null;
      });
      if (notice) yield notice;
    }
  }

  private async sweepOne(channelId: string): Promise<ClockNotice | null> {
    {
      // a computer player's turn left unplayed (a restart): nothing changes here, the caller plays it
      const found = await this.find(channelId);
      if (found?.state && dueAction(found, this.now()) === 'computer') {
        const player = decidingPlayer(found.state) ?? '';
        return { channelId, action: 'computer', player, record: found, events: [] };
      }
      let action: ClockAction | null = null;
      let player = '';
      const outcome = await this.change(channelId, (record) => {
        action = dueAction(record, this.now());
        const state = record.state;
        if (!action || action === 'computer' || !state || !record.clock) return fail('game.nothing-due');
        // the clock runs for whoever the game waits for: the active player, or a question's
        player = decidingPlayer(state) ?? '';
        if (action === 'remind-half' || action === 'remind-end') {
          const reminded = [...record.clock.reminded, action === 'remind-half' ? ('half' as const) : ('end' as const)];
          return { ...record, clock: { ...record.clock, reminded } };
        }
        if (action === 'replace' && record.standIn) {
          // the computer player plays this turn and the next ones, until the member takes the seat back
          const level = record.standIn;
          const seats = record.seats.map((s) =>
            s.userId === player ? { ...s, computer: level, away: true as const } : s,
          );
          const timeouts = { ...record.clock.timeouts, [player]: (record.clock.timeouts[player] ?? 0) + 1 };
          // the clock starts afresh: the member who takes the seat back mid-turn gets a whole turn's time
          const clock = { ...record.clock, timeouts, turnStartedAt: this.now(), reminded: [] };
          return { ...record, seats, clock };
        }
        const result = action === 'skip' ? skipTurn(state) : removePlayer(state, player);
        if (!result.ok) return refused(refusalMessage(result, names(record)));
        const timeouts = { ...record.clock.timeouts, [player]: (record.clock.timeouts[player] ?? 0) + 1 };
        const move =
          action === 'skip' ? { type: 'timeout' as const, player } : { type: 'removePlayer' as const, player };
        const entry = { turn: state.turn.number, player, move, at: this.now(), events: result.events };
        const remaining = action === 'remove' ? withoutPlayer(record, player) : record;
        const next = withState({ ...remaining, undo: null, log: [...record.log, entry] }, result.state);
        return { record: { ...next, clock: { ...record.clock, timeouts } }, events: result.events };
      });
      if (outcome.ok && action) return { channelId, action, player, record: outcome.record, events: outcome.events };
      return null;
    }
  }

  /** Records which messages carry live buttons (replacing the list). */
  setLiveMessages(
    channelId: string,
    messageIds: string[],
    /** Statements to commit with it (settling the note of the post these messages pay). */
    within?: (sql: SqlRunner) => Promise<unknown>,
  ): Promise<Outcome> {
    return this.change(channelId, (record) => ({ ...record, liveMessages: messageIds }), within && (() => within));
  }

  /**
   * The channel's live game; one found finished or abandoned (a crash between its last move and the
   * archiving, under an older build) is archived as it is, never changed, and the channel is free.
   * Call under the channel's lock.
   */
  private async archiveLeftOver(channelId: string): Promise<StoredGame<GameRecord> | undefined> {
    const stored = await this.repository.get(channelId);
    if (!stored || !isOver(stored.data)) return stored;
    try {
      await this.repository.archive(channelId, stored.revision);
    } catch (error) {
      if (!(error instanceof RevisionConflictError)) throw error;
    }
    return undefined;
  }

  /**
   * Loads, changes and saves one game under the channel's lock. `update` returns a refusal, a new
   * record, or a new record with the engine's events. Finished and abandoned games are archived.
   */
  private change(
    channelId: string,
    update: (record: GameRecord) => Outcome | GameRecord | { record: GameRecord; events: GameEvent[] },
    /** Statements to commit with the change (the note of a post owed), given the record to save. */
    within?: (record: GameRecord) => ((sql: SqlRunner) => Promise<unknown>) | undefined,
  ): Promise<Outcome> {
    return withChannelLock(channelId, async () => {
      try {
        let moved = false;
        // one transaction: the locked read, the checks, the save (a game found over is archived as it is)
        const { result, saved } = await this.repository.change<Outcome>(channelId, (stored) => {
          if (!stored) return { result: fail('game.none') };
          if (isOver(stored.data)) return { result: fail('game.none'), write: 'archive' };
          const changed = update(stored.data);
          if ('ok' in changed) return { result: changed };
          const made = 'record' in changed ? changed : { record: changed, events: [] };
          // a move that leaves a member a question with one answer has it answered in the same save
          const {
            record: next,
            events,
            given,
          } = made.record.state === stored.data.state ? { ...made, given: [] } : this.withForcedAnswers(made);
          const state = next.state;
          const turn = state?.turn.number ?? 0;
          const decider = state ? decidingPlayer(state) : undefined;
          const record = { ...next, clock: clockAfterMove(next.clock, turn, this.now(), decider) };
          moved = record.state !== stored.data.state;
          const also = within?.(record);
          return {
            result: { ok: true, record, events, ...(given.length ? { given } : {}) },
            // the last move and the archiving are one transaction: a crash leaves neither or both
            write: { data: record, archive: isOver(record), ...(also ? { within: also } : {}) },
          };
        });
        if (saved) {
          this.reads.delete(channelId);
          if (moved) this.movesSaved.set(channelId, this.arrival(channelId) + 1);
          return { ...result, record: saved.data } as Outcome;
        }
        return result;
      } catch (error) {
        // a game archived by another process since it was read is a stale move like any other
        if (error instanceof RevisionConflictError || error instanceof GameNotFoundError) return fail('game.conflict');
        throw error;
      }
    });
  }
}

/**
 * A random game id (72 bits, URL-safe: it goes into component ids): two channels opening a game in the
 * same millisecond must not share one, as ids made from the clock did.
 */
function newGameId(): string {
  return `g${randomBytes(9).toString('base64url')}`;
}

function isOver(record: GameRecord): boolean {
  return record.status === 'finished' || record.status === 'abandoned';
}

function withState(record: GameRecord, state: GameState): GameRecord {
  return { ...record, state, status: state.turn.step === 'ended' ? 'finished' : record.status };
}

/** Names typed by a member, quoted back: a few, each short. */
const echoList = (items: string[]) => [
  ...items.slice(0, 5).map((item) => echo(item)),
  ...(items.length > 5 ? ['…'] : []),
];

const activeId = (state: GameState) => state.players[state.turn.player]?.id;

/**
 * The host: the stored one while seated; a host who is gone (records from before the role passed on)
 * gives way to the first seat.
 */
/** Seats for computer players, named in the game's language ("Computer 1 (strong)"). */
function computerSeats(
  computers: { count: number; level: Level } | undefined,
  language: Locale,
  alreadySeated = 0,
): Seat[] {
  if (!computers) return [];
  const level = translate(language, `computer.level.${computers.level}`);
  return Array.from({ length: computers.count }, (_, i) => ({
    userId: `computer-${alreadySeated + i + 1}`,
    name: translate(language, 'computer.name', { number: alreadySeated + i + 1, level }),
    computer: computers.level,
  }));
}

export function hostOf(record: GameRecord): string {
  return record.seats.some((s) => s.userId === record.hostId) ? record.hostId : (record.seats[0]?.userId ?? '');
}

const isHost = (record: GameRecord, actor: Actor) => hostOf(record) === actor.userId;

/**
 * The record without a player's seat and abandon vote. A leaving host passes the role to the next
 * player in play order (the next seat while gathering), so the game never lacks a host.
 */
function withoutPlayer(record: GameRecord, userId: string): GameRecord {
  const seats = record.seats.filter((s) => s.userId !== userId);
  let hostId = hostOf(record);
  if (hostId === userId) {
    const order = record.state?.players.map((p) => p.id) ?? record.seats.map((s) => s.userId);
    const at = order.indexOf(userId);
    // the role goes to a member: a computer player cannot start, hand over or abandon
    const seated = new Set(seats.filter((s) => !s.computer).map((s) => s.userId));
    hostId = [...order.slice(at + 1), ...order.slice(0, at)].find((id) => seated.has(id)) ?? seats[0]?.userId ?? '';
  }
  const abandonVotes = (record.abandonVotes ?? []).filter((id) => id !== userId);
  const gone = record.seats.find((s) => s.userId === userId);
  const names = gone ? { ...record.names, [userId]: gone.name } : record.names;
  return { ...record, seats, hostId, abandonVotes, ...(names ? { names } : {}) };
}

/** Votes to abandon of players still in the game (older records kept the votes of those who left). */
function currentVotes(record: GameRecord): string[] {
  const voters = abandonVoters(record);
  return [...new Set(record.abandonVotes ?? [])].filter((id) => voters.includes(id));
}

/** Who may vote to abandon: the players (the seats while gathering). */
function abandonVoters(record: GameRecord): string[] {
  // computer players have no say
  const computers = new Set(record.seats.filter((s) => s.computer).map((s) => s.userId));
  const players = record.state?.players.map((p) => p.id) ?? record.seats.map((s) => s.userId);
  return players.filter((id) => !computers.has(id));
}

/** What abandoning means for this member: ending the game at once, a vote, or nothing they may do. */
export function abandonKind(record: GameRecord, actor: Actor): 'end' | 'vote' | undefined {
  if (isHost(record, actor) || actor.canManage) return 'end';
  return abandonVoters(record).includes(actor.userId) ? 'vote' : undefined;
}

/** Votes that end the game: more than half of the players. */
export function abandonVotesNeeded(record: GameRecord): number {
  return Math.floor(abandonVoters(record).length / 2) + 1;
}

function hostName(record: GameRecord): string | Message {
  const name = record.seats.find((s) => s.userId === hostOf(record))?.name;
  return name === undefined ? message('word.the-host') : displayName(name);
}

export { RECORD_SCHEMA_VERSION };
