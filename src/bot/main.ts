// npm start (node dist/main.js) or npm run dev (tsx): reads .env, starts the bot, and on Ctrl+C or
// SIGTERM stops it cleanly: no new interactions, those in flight finished, the database closed, all
// within 10 s (what process managers such as systemd or Docker wait before killing).
import dotenv from 'dotenv';
import { carcassonneCommand } from '../../commands';
import { installEveryExpansion } from '../expansions';
import { createLogger, type Logger, logSettingsFromEnv, shardFromEnv } from '../logging/logger';
import { healthPortFromEnv } from './health';
import { startBot } from './start-bot';

// every expansion handed to the engine, the catalog, the rules reference and the renderer, before anything else
installEveryExpansion();

dotenv.config({ quiet: true });
// SHARDS is `npm run start:sharded`'s shard count; discord.js would read it as this process's shard ids.
if (!process.env.SHARDING_MANAGER) delete process.env.SHARDS;

const STOP_DEADLINE_MS = 9500;

/** A setting a person has to fix: one line on standard error, no stack, and exit. */
function refuse(problem: string): never {
  console.error(problem);
  process.exit(1);
}

const token = process.env.DISCORD_TOKEN?.trim();
if (!token) {
  refuse(
    'DISCORD_TOKEN is not set. Copy .env.example to .env and paste your bot token (Discord developer portal → your app → Bot).',
  );
}
let log: Logger;
let healthPort: number | undefined;
try {
  log = createLogger(logSettingsFromEnv(process.env, process.stdout.isTTY === true), shardFromEnv());
  // Shards started by `npm run start:sharded` share the environment: shard n answers on HEALTH_PORT + n.
  const port = healthPortFromEnv(process.env);
  const shard = process.env.SHARDING_MANAGER ? Number(process.env.SHARDS) || 0 : 0;
  healthPort = port ? port + shard : port;
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error));
}

// A stray rejection must not take every game in every channel down with it.
process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));

try {
  const restApi = process.env.DISCORD_REST_API?.trim();
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const guildId = process.env.DISCORD_GUILD_ID?.trim();
  const bot = await startBot({
    token,
    command: carcassonneCommand,
    databasePath: process.env.DATABASE_PATH?.trim() || './data/games.sqlite',
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(restApi ? { restApi } : {}),
    logger: log,
    // The slash command goes to DISCORD_GUILD_ID when set (instant), else to every server.
    registerCommands: process.env.REGISTER_COMMANDS?.trim() !== 'false' ? { ...(guildId ? { guildId } : {}) } : false,
    ...(healthPort !== undefined
      ? { health: { port: healthPort, host: process.env.HEALTH_HOST?.trim() || '127.0.0.1' } }
      : {}),
  });
  log.info(`Carcassonne bot online as ${bot.client.user.tag}. Press Ctrl+C to stop.`);
  log.info(`Invite it to a server: ${bot.inviteLink}`);
  if (bot.health) log.info(`Health checks on http://${bot.health.host}:${bot.health.port}/live and /ready`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log.info('Stopping: finishing the interactions in flight…');
      setTimeout(() => {
        log.error(`The bot did not stop within ${STOP_DEADLINE_MS / 1000} s; exiting anyway.`);
        process.exit(1);
      }, STOP_DEADLINE_MS).unref();
      bot.stop().then(
        () => {
          log.info('Stopped.');
          process.exit(0);
        },
        (error) => {
          log.error({ err: error }, 'Stopping failed');
          process.exit(1);
        },
      );
    });
  }
} catch (error) {
  log.fatal({ err: error }, 'The bot could not start');
  process.exit(1);
}
