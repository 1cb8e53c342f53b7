// The turn posts the bot owes. Every saved change that moves a game on (a turn ended, a player left,
// the clock skipped a turn, the game ended) notes the post in the outbox before posting it; the note is
// cleared once the post and its ping are out. A post Discord refused is retried with backoff, across
// restarts, until it is out, the game is over or replaced, or the channel is gone. Posts of one channel
// go out one at a time, in order; a newer turn supersedes an older turn post still owed (a game's final
// scores are owed apart, so a new game in the channel does not swallow them).
import { type Client, DiscordAPIError, RESTJSONErrorCodes, type SendableChannels } from 'discord.js';
import * as v from 'valibot';
import { computerToMove, playerToMove } from '../app/describe';
import type { GameService } from '../app/game-service';
import type { GameRecord } from '../app/record';
import { wholeRecord } from '../app/record-schema';
import type { GameEvent } from '../engine';
import { message } from '../i18n';
import type { Outbox, OwedPost } from '../storage/outbox';
import { count, type RowSchema } from '../storage/row-schema';
import type { SqlRunner } from '../storage/sql-runner';
import type { Logger } from './context';
import type { PostResult, Presenter } from './presenter';
import type { TurnNotices } from './turn-notices';

/**
 * A post noted this recently and never tried again is still in the hands of the process that noted it
 * (it posts at once): another process looking for work leaves it alone.
 */
const IN_HANDS_MS = 60_000;

/** After the 1st, 2nd, 3rd failed attempt…; the last delay repeats. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000, 120_000, 600_000];

/** What a channel is owed: the current turn of this game, or (once it ended) its final scores. */
export interface OwedBoard {
  gameId: string;
  turn: number;
  /** A finished game leaves the live slot, so its final post keeps the record it shows. */
  final?: GameRecord;
}

export type OwedOutbox = Outbox<OwedBoard>;

/** What a channel is owed for this record: its current turn, or its final scores. */
const owedBoard = (record: GameRecord): OwedBoard => ({
  gameId: record.gameId,
  turn: record.state?.turn.number ?? 0,
  ...(record.status === 'finished' ? { final: record } : {}),
});

/** An OwedBoard as stored: checked where the outbox reads it (one that does not fit is dropped). */
export const owedBoardSchema = v.object({
  gameId: v.pipe(v.string(), v.minLength(1)),
  turn: count,
  final: v.optional(wholeRecord),
}) as unknown as RowSchema<OwedBoard>;

/** The outbox row: the channel's turn post, or apart from it a game's final scores. */
const keyOf = (channelId: string, board: OwedBoard) => (board.final ? `${channelId}:final` : channelId);

export class OwedPosts {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private stopped = false;
  /** Whether this process works through what is owed (several sharing a database: the lease holder). */
  private retrying = true;

  constructor(
    private readonly outbox: OwedOutbox,
    private readonly client: Client,
    private readonly service: GameService,
    private readonly presenter: Presenter,
    private readonly log: Logger,
    private readonly retryDelaysMs: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
    /** Direct messages for members who chose them over the channel ping; without it, always the ping. */
    private readonly notices?: TurnNotices,
  ) {}

  /**
   * The note of the post a move owes its channel, for the move's own transaction to write (GameService's
   * `owe`): the move and its note are saved together or not at all. `deliver` settles it.
   */
  noteFor(
    channelId: string,
    record: GameRecord,
  ): { within: (sql: SqlRunner) => Promise<unknown>; note: OwedPost<OwedBoard> } {
    const payload = owedBoard(record);
    const key = keyOf(channelId, payload);
    const now = Date.now();
    const note: OwedPost<OwedBoard> = { key, channelId, payload, attempts: 0, dueAt: now, since: now };
    return { within: (sql) => this.outbox.owe(channelId, payload, now, key, sql), note };
  }

  /**
   * A saved change owes the channel its new board (pinging the player whose turn it is): noted in the
   * outbox (already, when `noted` came from the change's own transaction), then posted now. When that
   * fails the outbox retries it; the result says why it failed.
   */
  async deliver(
    channel: SendableChannels | undefined,
    channelId: string,
    record: GameRecord,
    events: GameEvent[],
    noted?: OwedPost<OwedBoard>,
  ): Promise<PostResult> {
    const payload = owedBoard(record);
    let owed = noted;
    try {
      owed ??= await this.outbox.owe(channelId, payload, Date.now(), keyOf(channelId, payload));
    } catch (error) {
      this.log(`could not note the post owed to ${channelId}; posting it anyway`, error);
    }
    return this.serially(channelId, async () => {
      const posted = await this.postTurn(channel, record, events, true, owed);
      if (owed) await this.afterAttempt(owed, posted);
      return posted;
    });
  }

  /**
   * `/carcassonne board` posted the game again: if that post is what the channel was owed (same game
   * and turn), the debt is paid.
   */
  async repost(channel: SendableChannels | undefined, channelId: string, record: GameRecord): Promise<PostResult> {
    const owed = await this.outbox.get(channelId).catch(() => undefined);
    const sameTurn = owed?.payload.gameId === record.gameId && owed.payload.turn === (record.state?.turn.number ?? 0);
    // No live post means the last one failed: this one carries the ping the player never got.
    const ping = sameTurn || record.liveMessages.length === 0;
    return this.serially(channelId, async () => {
      const paid = owed && sameTurn ? owed : undefined;
      const posted = await this.postTurn(channel, record, [], ping, paid);
      if (posted.ok && paid && !posted.settled) await this.settle(paid);
      return posted;
    });
  }

  /**
   * At start-up, or on taking the lease over: every post still owed is tried again (now, or when its
   * retry is due). `leaveFresh`: not those just noted by a process posting them right now.
   */
  async resume(options: { leaveFresh?: boolean } = {}): Promise<void> {
    this.retrying = true;
    const fresh = Date.now() - IN_HANDS_MS;
    for (const owed of await this.outbox.list()) {
      if (options.leaveFresh && owed.attempts === 0 && owed.since > fresh) continue;
      this.schedule(owed);
    }
  }

  /** Another process took the retries over: none from here (this process's own first attempts go on). */
  pauseRetries(): void {
    this.retrying = false;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** Resolves once no post is being attempted (tests use it with the bot's idle()). */
  async idle(): Promise<void> {
    while (this.queues.size) await Promise.allSettled([...this.queues.values()]);
  }

  /**
   * Cancels the retry timers and schedules no more (the outbox keeps what is owed for the next start),
   * then waits for posts under way.
   */
  stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    return this.idle();
  }

  /**
   * The post, and the player's notice: its ping, or (for a member who chose it) a direct message linking
   * to it instead.
   */
  private async postTurn(
    channel: SendableChannels | undefined,
    record: GameRecord,
    events: GameEvent[],
    ping: boolean,
    /** The note this post pays: settled in the transaction that remembers the post's message. */
    owed?: OwedPost<OwedBoard>,
  ): Promise<PostResult> {
    // the player the game waits for hears of it: the active one, or a question's player
    // (nobody, when a computer player holds the seat: a member it stands in for is not woken)
    const active = computerToMove(record) ? undefined : playerToMove(record)?.id;
    const direct = ping && active !== undefined && this.notices ? await this.notices.byDirectMessage(active) : false;
    const settle = owed && ((sql: SqlRunner) => this.outbox.settle(owed, sql));
    const posted = await this.presenter.post(channel, record, events, {
      ping: ping && !direct,
      ...(settle ? { settle } : {}),
    });
    if (direct && posted.ok && channel) await this.notices?.tell(channel, record, posted.messageId);
    return posted;
  }

  private async afterAttempt(owed: OwedPost<OwedBoard>, posted: PostResult): Promise<void> {
    try {
      if (posted.ok) {
        if (!posted.settled) await this.settle(owed);
        return;
      }
      const delays = this.retryDelaysMs;
      const delay = delays[Math.min(owed.attempts, delays.length - 1)] ?? 60_000;
      const next = await this.outbox.reschedule(owed, Date.now() + delay);
      // Undefined: a newer post was owed meanwhile, and its own attempt takes over.
      if (next) {
        this.log(`the board for ${owed.channelId} was not posted (${posted.problem}); retrying in ${delay} ms`);
        this.schedule(next);
      }
    } catch (error) {
      this.log(`could not update the post owed to ${owed.channelId}`, error);
    }
  }

  private async settle(owed: OwedPost<OwedBoard>): Promise<void> {
    await this.outbox.settle(owed);
    // A timer may still wait for this (now paid) post; the retry finds nothing and stops.
  }

  private schedule(owed: OwedPost<OwedBoard>): void {
    if (this.stopped || !this.retrying) return;
    clearTimeout(this.timers.get(owed.key));
    const timer = setTimeout(
      () => {
        this.timers.delete(owed.key);
        void this.serially(owed.channelId, () => this.retry(owed.key)).catch((error) =>
          this.log(`retrying the post owed to ${owed.channelId} failed`, error),
        );
      },
      Math.max(0, owed.dueAt - Date.now()),
    );
    timer.unref();
    this.timers.set(owed.key, timer);
  }

  private async retry(key: string): Promise<void> {
    if (this.stopped) return;
    const owed = await this.outbox.get(key);
    if (!owed) return;
    const { channelId } = owed;
    if (owed.dueAt > Date.now() + 100) return this.schedule(owed);
    const record = await this.whatToPost(owed);
    if (!record) {
      await this.settle(owed);
      return;
    }
    let channel: SendableChannels | undefined;
    try {
      const fetched = await this.client.channels.fetch(channelId);
      channel = fetched?.isSendable() ? fetched : undefined;
    } catch (error) {
      if (error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownChannel) {
        this.log(`the channel ${channelId} is gone; dropping the board it was owed`);
        await this.settle(owed);
        return;
      }
    }
    const posted = channel
      ? await this.postTurn(channel, record, [], true, owed)
      : ({ ok: false, problem: message('post.no-access') } as const);
    await this.afterAttempt(owed, posted);
  }

  /** The game as it should be posted now: its final scores, or its current turn; undefined once moot. */
  private async whatToPost(owed: OwedPost<OwedBoard>): Promise<GameRecord | undefined> {
    if (owed.payload.final) return owed.payload.final;
    const record = await this.service.find(owed.channelId);
    return record?.gameId === owed.payload.gameId && record.status === 'playing' ? record : undefined;
  }

  /** Runs one channel's posts one after another; other channels run in parallel. */
  private serially<R>(channelId: string, attempt: () => Promise<R>): Promise<R> {
    const previous = this.queues.get(channelId) ?? Promise.resolve();
    const result = previous.then(attempt, attempt);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(channelId, tail);
    void tail.then(() => {
      if (this.queues.get(channelId) === tail) this.queues.delete(channelId);
    });
    return result;
  }
}
