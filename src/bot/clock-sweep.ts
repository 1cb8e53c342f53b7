// The turn clock's heartbeat: every so often (60 s by default) asks GameService which games are due a
// reminder, a skipped turn, a removal or a computer player taking a seat over, and tells their channels;
// a computer player's turn left unplayed by a restart is played here too. No timer per game: the
// deadlines live in the stored records, so a restart simply picks up at the next sweep.
import type { Client } from 'discord.js';
import type { ClockNotice } from '../app/game-service';
import { clockNoticeText } from './clock-text';
import { playComputerTurns, playingComputerTurns } from './computer-turns';
import type { BotDeps } from './context';

export const DEFAULT_SWEEP_INTERVAL_MS = 60_000;

export interface ClockSweep {
  /** Runs a sweep now, or joins the one under way. */
  run(): Promise<void>;
  /** Resolves once no sweep is under way. */
  idle(): Promise<void>;
  /** Clears the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

/** `mayRun`: whether this process sweeps (it holds the lease; other processes sharing the database do not). */
export function startClockSweep(
  client: Client,
  deps: BotDeps,
  intervalMs = DEFAULT_SWEEP_INTERVAL_MS,
  mayRun: () => boolean = () => true,
): ClockSweep {
  let running: Promise<void> | undefined;
  const run = () => {
    if (!running && !mayRun()) return Promise.resolve();
    running ??= sweepOnce(client, deps)
      .catch((error) => deps.log('the turn-clock sweep failed', error))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(run, intervalMs);
  // The client keeps the process alive; the sweep never should on its own.
  timer.unref();
  return {
    run,
    idle: async () => {
      await running;
    },
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

async function sweepOnce(client: Client, deps: BotDeps): Promise<void> {
  for await (const notice of deps.service.sweepNotices()) {
    // One channel's trouble must not keep the others from hearing about their games.
    await announce(client, deps, notice).catch((error) =>
      deps.log(`telling ${notice.channelId} about its turn clock failed`, error),
    );
  }
}

/** The notice, then for a skipped or removed player the next turn (or the final scores). */
async function announce(client: Client, deps: BotDeps, notice: ClockNotice): Promise<void> {
  // this process is playing the computer's turn already (a member's move just made it due)
  if (notice.action === 'computer' && playingComputerTurns(notice.channelId)) return;
  const fetched = await client.channels.fetch(notice.channelId).catch(() => null);
  const channel = fetched?.isSendable() ? fetched : undefined;
  const text = clockNoticeText(notice);
  if (channel && text) {
    await channel
      .send(text)
      .catch((error) => deps.log(`the turn clock notice in ${notice.channelId} could not be posted`, error));
  }
  if (notice.action === 'remind-half' || notice.action === 'remind-end') return;
  // The move is saved either way; a failed post stays owed and is retried (see owed-posts.ts).
  if (notice.action === 'skip' || notice.action === 'remove') {
    await deps.posts.deliver(channel, notice.channelId, notice.record, notice.events);
  }
  // the turn may have passed to a computer player (or one took the seat over, or is due), which plays at once
  await playComputerTurns(deps, channel, notice.channelId, notice.record);
}
