// npm start (node dist/main.js) or npm run dev (tsx): reads .env, starts the bot, and on Ctrl+C or
// SIGTERM stops it cleanly: no new interactions, those in flight finished, the database closed, all
// within 10 s (what process managers such as systemd or Docker wait before killing).
import dotenv from 'dotenv';
import { carcassonneCommand } from '../../commands';
import { installEveryExpansion } from '../expansions';
import { redactTokens } from './log-redaction';
import { startBot } from './start-bot';

// every expansion handed to the engine, the catalog, the rules reference and the renderer, before anything else
installEveryExpansion();

dotenv.config({ quiet: true });
// SHARDS is `npm run start:sharded`'s shard count; discord.js would read it as this process's shard ids.
if (!process.env.SHARDING_MANAGER) delete process.env.SHARDS;

const oneLine = (error: unknown) =>
  redactTokens((error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '');
const STOP_DEADLINE_MS = 9500;

const token = process.env.DISCORD_TOKEN?.trim();
if (!token) {
  console.error(
    'DISCORD_TOKEN is not set. Copy .env.example to .env and paste your bot token (Discord developer portal → your app → Bot).',
  );
  process.exit(1);
}

// A stray rejection must not take every game in every channel down with it.
process.on('unhandledRejection', (reason) => console.error(`[carcassonne] unhandled rejection: ${oneLine(reason)}`));

try {
  const restApi = process.env.DISCORD_REST_API?.trim();
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const bot = await startBot({
    token,
    command: carcassonneCommand,
    databasePath: process.env.DATABASE_PATH?.trim() || './data/games.sqlite',
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(restApi ? { restApi } : {}),
  });
  console.log(`Carcassonne bot online as ${bot.client.user.tag}. Press Ctrl+C to stop.`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log('Stopping: finishing the interactions in flight…');
      setTimeout(() => {
        console.error(`The bot did not stop within ${STOP_DEADLINE_MS / 1000} s; exiting anyway.`);
        process.exit(1);
      }, STOP_DEADLINE_MS).unref();
      bot.stop().then(
        () => {
          console.log('Stopped.');
          process.exit(0);
        },
        (error) => {
          console.error(`Stopping failed: ${oneLine(error)}`);
          process.exit(1);
        },
      );
    });
  }
} catch (error) {
  console.error(`The bot could not start: ${oneLine(error)}`);
  process.exit(1);
}
