// Starts the bot: fonts first (fail fast), then the repository (SQLite or PostgreSQL) and outbox, the
// render threads, the discord.js client, the turn-clock sweep, and the posts still owed from before a
// restart. Several processes (shards, machines) may share one database: the sweep and the outbox's
// retries run only in the one holding the lease (storage/lease.ts).
// Tests call this with the fake Discord's REST URL, so they run exactly the code `npm start` runs.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { hostname } from 'node:os';
import { Client, Events, GatewayIntentBits, type Interaction, MessageFlags } from 'discord.js';
import { ensureFonts, type ImageFormat } from '../../render';
import { RenderPool } from '../../render/render-pool';
import { GameService } from '../app/game-service';
import { openGameRepository } from '../app/open-repository';
import { Lease } from '../storage/lease';
import { LeaseKeeper } from '../storage/lease-keeper';
import { Outbox } from '../storage/outbox';
import { KeyvSettingsRepository } from '../storage/settings-repository';
import { Admission, admit, DEFAULT_CONCURRENT_WORK, finished } from './admission';
import { DEFAULT_SWEEP_INTERVAL_MS, startClockSweep } from './clock-sweep';
import { budgetFromEnv, ComputerThread } from './computer-thread';
import type { BotDeps, Logger, SlashCommand } from './context';
import { readerT } from './locale';
import { logLine } from './log-redaction';
import { DEFAULT_RETRY_DELAYS_MS, type OwedBoard, OwedPosts, owedBoardSchema } from './owed-posts';
import { Presenter } from './presenter';
import { interactionRouter } from './router';
import { TurnNotices } from './turn-notices';

export interface BotOptions {
  token: string;
  /** The slash command it answers (commands/index.ts's carcassonneCommand), handed by the entry point. */
  command: SlashCommand;
  databasePath: string;
  /** `postgres://…` (or `sqlite://path`): wins over databasePath (DATABASE_URL). */
  databaseUrl?: string;
  /** How long the lease on the sweep and the outbox lasts unless renewed, and how often it is renewed. */
  lease?: { ttlMs: number; renewMs: number };
  /** REST base URL (discord.js `rest.api`); the gateway URL comes from GET /gateway/bot. */
  restApi?: string;
  imageFormat?: ImageFormat;
  log?: Logger;
  /** The time (ms since the epoch) the game service sees; tests move it to drive the turn clock. */
  now?: () => number;
  /** How often the turn clock is checked (default 60 s). */
  sweepIntervalMs?: number;
  /** Seeds for new games (default random); tests pin them so a game's draws are known. */
  newSeed?: () => number;
  /** Waits between attempts at a post Discord refused (default 5 s, 30 s, 2 min, then every 10 min). */
  retryDelaysMs?: readonly number[];
  /** Render threads (default: one less than the cores, at least one). */
  renderThreads?: number;
  /** Interactions doing their work (past the acknowledgement) at once (default 8; see admission.ts). */
  concurrentWork?: number;
  /** A strong computer player's thinking time per decision (default: AI_BUDGET_MS, else 800 ms). */
  aiBudgetMs?: number;
}

export interface RunningBot {
  client: Client<true>;
  service: GameService;
  /** Resolves once no interaction, clock sweep or post attempt is being handled (tests use it to know a reply is complete). */
  idle(): Promise<void>;
  /** Runs a turn-clock sweep now (the timer runs one every `sweepIntervalMs` anyway). */
  sweep(): Promise<void>;
  /**
   * Stops taking interactions (new ones are told to try again in a minute), finishes those in flight
   * (waiting at most `graceMs`), then disconnects and closes the database.
   */
  stop(graceMs?: number): Promise<void>;
}

const consoleLogger: Logger = (message, error) => console.error(logLine(message, error));

/** How long stop() waits for interactions in flight, inside the 10 s a process manager allows. */
const DEFAULT_GRACE_MS = 7000;

/** After the grace: how long work under way (no longer drawing or thinking) has to end, within the 10 s. */
const FINISH_MS = 1500;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** When its holder dies, another process takes the sweep over within ttl + renew: 40 s. */
export const DEFAULT_LEASE = { ttlMs: 30_000, renewMs: 10_000 };

export async function startBot(options: BotOptions): Promise<RunningBot> {
  const log = options.log ?? consoleLogger;
  ensureFonts();
  const repository = await openGameRepository({
    path: options.databasePath,
    ...(options.databaseUrl ? { url: options.databaseUrl } : {}),
    log,
  });
  const leaseTimes = options.lease ?? DEFAULT_LEASE;
  const [outbox, lease] = await Promise.all([
    Outbox.on<OwedBoard>(repository.sideTables, { payload: owedBoardSchema, log }),
    Lease.on(repository.sideTables, {
      name: 'clock-sweep-and-outbox',
      holder: `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
      ttlMs: leaseTimes.ttlMs,
      log,
    }),
  ]).catch(async (error) => {
    await repository.close();
    throw error;
  });
  const pool = new RenderPool(options.renderThreads);
  const service = new GameService(repository, {
    log,
    ...(options.now ? { now: options.now } : {}),
    ...(options.newSeed ? { newSeed: options.newSeed } : {}),
  });
  const settings = KeyvSettingsRepository.on(repository.sideTables);
  const presenter = new Presenter(
    service,
    log,
    (job) => pool.run(job),
    options.imageFormat ? { format: options.imageFormat } : {},
  );

  const client = new Client({
    // Slash commands and components arrive with any intents; Guilds keeps channels and threads cached.
    intents: [GatewayIntentBits.Guilds],
    // Nobody is pinged unless a message names them explicitly.
    allowedMentions: { parse: [] },
    ...(options.restApi ? { rest: { api: options.restApi } } : {}),
  });
  const posts = new OwedPosts(
    outbox,
    client,
    service,
    presenter,
    log,
    options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    new TurnNotices(client, settings, log),
  );
  // Retries wait for the lease: only its holder works through what is owed.
  posts.pauseRetries();
  const keeper = new LeaseKeeper(lease, {
    renewMs: leaseTimes.renewMs,
    onChange: (held) => (held ? posts.resume() : posts.pauseRetries()),
    onRenewed: () => posts.resume({ leaveFresh: true }),
    log,
  });
  const computers = new ComputerThread(options.aiBudgetMs ?? budgetFromEnv());
  const deps: BotDeps = { service, presenter, posts, log, settings, computers };
  const closeAll = async () => {
    await client.destroy();
    await pool.close();
    await computers.close();
    await outbox.close();
    await settings.close();
    await repository.close();
  };

  const routeInteraction = interactionRouter(options.command);
  const inFlight = new Set<Promise<void>>();
  const admission = new Admission(options.concurrentWork ?? DEFAULT_CONCURRENT_WORK);
  let stopping = false;
  const onInteraction = (interaction: Interaction) => {
    admit(interaction, admission);
    const handling = (stopping ? turnAway(interaction) : routeInteraction(interaction, deps)).finally(() => {
      finished(interaction);
      inFlight.delete(handling);
    });
    inFlight.add(handling);
  };
  client.on(Events.InteractionCreate, onInteraction);
  client.on(Events.Error, (error) => log('discord.js client error', error));

  try {
    const ready = once(client, Events.ClientReady);
    await Promise.all([client.login(options.token), pool.warmUp()]);
    await ready;
  } catch (error) {
    await closeAll();
    throw error;
  }

  const clockSweep = startClockSweep(
    client,
    deps,
    options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS,
    () => keeper.held,
  );
  // The first answer: the holder resumes the posts still owed before this returns.
  await keeper.start();
  let stopped: Promise<void> | undefined;
  return {
    client: client as Client<true>,
    service,
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
      await clockSweep.idle();
      await posts.idle();
    },
    sweep: () => clockSweep.run(),
    stop(graceMs = DEFAULT_GRACE_MS) {
      stopped ??= (async () => {
        stopping = true;
        // No new sweeps or retries (what is still owed stays in the outbox for the next start).
        // The lease is given up once the sweep is over, so another process takes over at once.
        const quiet = Promise.all([clockSweep.stop(), posts.stop()]).then(() => keeper.stop());
        const drained = Promise.allSettled([...inFlight]).then(() => quiet);
        await Promise.race([drained, delay(graceMs)]);
        // The grace is over. Work admitted but not started is told to try again and changes nothing;
        // work under way may no longer draw or think, so it ends soon: a post it owes stays noted in
        // the outbox (noted before drawing) for the next start, a computer's turn is left to the clock
        // sweep, and a change being saved is one transaction (committed or rolled back, never half).
        admission.close();
        await Promise.all([computers.close(), pool.close()]);
        await Promise.race([Promise.allSettled([...inFlight]).then(() => quiet), delay(FINISH_MS)]);
        client.off(Events.InteractionCreate, onInteraction);
        await closeAll();
      })();
      return stopped;
    },
  };
}

/** While stopping: a short private "restarting, try again in a minute" (autocomplete gets no choices). */
async function turnAway(interaction: Interaction): Promise<void> {
  try {
    if (interaction.isAutocomplete()) await interaction.respond([]);
    else if (interaction.isRepliable()) {
      await interaction.reply({ content: readerT(interaction)('bot.restarting'), flags: MessageFlags.Ephemeral });
    }
  } catch {
    // Too late or already gone: nothing more to say while shutting down.
  }
}
