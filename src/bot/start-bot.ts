// Starts the bot: fonts first (fail fast), then the repository (SQLite or PostgreSQL) and outbox, the
// render threads, the discord.js client, the turn-clock sweep, and the posts still owed from before a
// restart. Several processes (shards, machines) may share one database: the sweep and the outbox's
// retries run only in the one holding the lease (storage/lease.ts).
// Tests call this with the fake Discord's REST URL, so they run exactly the code `npm start` runs.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { hostname } from 'node:os';
import { Client, Events, GatewayIntentBits, type Interaction, MessageFlags, RESTEvents, Status } from 'discord.js';
import { ensureFonts, type ImageFormat } from '../../render';
import { RenderPool } from '../../render/render-pool';
import { GameService } from '../app/game-service';
import { openGameRepository } from '../app/open-repository';
import { type Logger as LineLogger, reportsTo, rootLogger, withLogContext } from '../logging/logger';
import { Lease } from '../storage/lease';
import { LeaseKeeper } from '../storage/lease-keeper';
import { Outbox } from '../storage/outbox';
import { KeyvSettingsRepository } from '../storage/settings-repository';
import type { SqlRunner } from '../storage/sql-runner';
import { Admission, admit, DEFAULT_CONCURRENT_WORK, finished } from './admission';
import { DEFAULT_SWEEP_INTERVAL_MS, startClockSweep } from './clock-sweep';
import { registerCommandsIfChanged } from './command-registration';
import { budgetFromEnv, ComputerThread } from './computer-thread';
import type { BotDeps, Logger, SlashCommand } from './context';
import { type HealthServer, startHealthServer } from './health';
import { inviteLink } from './invite';
import { readerT } from './locale';
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
  /** Where problems are reported (default: as errors and warnings on `logger`). */
  log?: Logger;
  /** The structured log: discord.js warnings, gateway disconnects and reconnects, rate limits (default: the process's). */
  logger?: LineLogger;
  /** Registers the slash command when its definition changed since the last registration (off when absent). */
  registerCommands?: { guildId?: string } | false;
  /** Serves /live and /ready on this port (off when absent; see health.ts). */
  health?: { port: number; host?: string };
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
  /** The link that adds the bot to a server with the permissions it needs. */
  inviteLink: string;
  /** Where /live and /ready answer, when asked for. */
  health?: { host: string; port: number };
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

/** How long stop() waits for interactions in flight, inside the 10 s a process manager allows. */
const DEFAULT_GRACE_MS = 7000;

/** After the grace: how long work under way (no longer drawing or thinking) has to end, within the 10 s. */
const FINISH_MS = 1500;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** When its holder dies, another process takes the sweep over within ttl + renew: 40 s. */
export const DEFAULT_LEASE = { ttlMs: 30_000, renewMs: 10_000 };

export async function startBot(options: BotOptions): Promise<RunningBot> {
  const logger = options.logger ?? rootLogger();
  const log = options.log ?? reportsTo(logger);
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
  let health: HealthServer | undefined;
  const closeAll = async () => {
    await health?.close();
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
    const where = { guild: interaction.guildId ?? undefined, channel: interaction.channelId ?? undefined };
    const handling = withLogContext({ ...where, interaction: interaction.id }, () =>
      stopping ? turnAway(interaction) : routeInteraction(interaction, deps),
    ).finally(() => {
      finished(interaction);
      inFlight.delete(handling);
    });
    inFlight.add(handling);
  };
  client.on(Events.InteractionCreate, onInteraction);
  client.on(Events.Error, (error) => log('discord.js client error', error));
  logGatewayAndLimits(client, logger, () => stopping);

  try {
    const ready = once(client, Events.ClientReady);
    await Promise.all([client.login(options.token), pool.warmUp()]);
    await ready;
    if (options.health) {
      health = await startHealthServer(
        {
          gateway: () => gatewayState(client),
          database: () => repository.sideTables.query('SELECT 1'),
          stopping: () => stopping,
        },
        options.health,
      );
    }
    if (options.registerCommands) {
      await registerOnStart(client, repository.sideTables, options, options.registerCommands, logger);
    }
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
    inviteLink: inviteLink(client.application?.id ?? client.user?.id ?? ''),
    ...(health ? { health: { host: health.host, port: health.port } } : {}),
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

/**
 * Registers the slash command from one process (shard 0, or the only one) when it changed. A refusal
 * is logged and the bot runs on with the command Discord already has.
 */
async function registerOnStart(
  client: Client,
  sql: SqlRunner,
  options: BotOptions,
  where: { guildId?: string },
  logger: LineLogger,
): Promise<void> {
  if (!(client.shard?.ids.includes(0) ?? true)) return;
  const guild = where.guildId;
  try {
    const outcome = await registerCommandsIfChanged(sql, {
      token: options.token,
      applicationId: client.application?.id ?? client.user?.id ?? '',
      ...(guild ? { guildId: guild } : {}),
      ...(options.restApi ? { restApi: options.restApi } : {}),
      command: options.command.toJSON(),
    });
    logger.info(
      outcome === 'registered'
        ? `Registered /carcassonne for ${guild ? `server ${guild}` : 'every server'} (its definition changed since the last registration).`
        : `/carcassonne is registered for ${guild ? `server ${guild}` : 'every server'} as it is (unchanged).`,
    );
  } catch (error) {
    logger.error({ err: error }, 'Registering /carcassonne failed; the command Discord has stays as it is');
  }
}

/** 'ready' while every shard of this process is connected, else what the first other one is doing. */
function gatewayState(client: Client): string {
  const away = client.ws.shards.find((shard) => shard.status !== Status.Ready);
  if (!away && client.ws.shards.size > 0) return 'ready';
  return (Status[away?.status ?? client.ws.status] ?? 'unknown').toLowerCase();
}

/**
 * What operators want to see besides errors: warnings, the gateway dropping and coming back, rate
 * limits. Each process is one shard, whose id every line carries already; the close of a stop is no news.
 */
function logGatewayAndLimits(client: Client, logger: LineLogger, stopping: () => boolean): void {
  client.on(Events.Warn, (message) => logger.warn({ source: 'discord.js' }, message));
  client.on(Events.ShardDisconnect, (event) => {
    if (!stopping())
      logger.error({ code: event.code }, `gateway closed for good (close code ${event.code}); not reconnecting`);
  });
  client.on(Events.ShardReconnecting, () => {
    if (!stopping()) logger.warn('gateway connection lost; reconnecting');
  });
  client.on(Events.ShardResume, (_shard, replayed) =>
    logger.info({ replayed }, `gateway resumed (${replayed} events replayed)`),
  );
  client.on(Events.ShardReady, () => logger.info('gateway ready'));
  client.on(Events.ShardError, (error) => logger.error({ err: error }, 'gateway connection error'));
  client.rest.on(RESTEvents.RateLimited, (limit) =>
    logger.warn(
      {
        route: limit.route,
        method: limit.method,
        global: limit.global,
        limit: limit.limit,
        retryAfterMs: limit.retryAfter,
        scope: limit.scope,
      },
      `rate limited on ${limit.method} ${limit.route} for ${limit.retryAfter} ms`,
    ),
  );
  // A 429 Discord answered anyway (a limit discord.js did not know of) is only told in its debug text.
  client.rest.on(RESTEvents.Debug, (text) => {
    if (/Encountered unexpected 429/.test(text)) {
      logger.warn(
        { source: 'discord.js' },
        text
          .split('\n')
          .map((line) => line.trim())
          .join('; '),
      );
    }
  });
  if (logger.isLevelEnabled('trace'))
    client.on(Events.Debug, (message) => logger.trace({ source: 'discord.js' }, message));
}
