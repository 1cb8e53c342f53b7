// npm start: reads .env, starts the bot, and stops it cleanly on Ctrl+C or SIGTERM.
import dotenv from 'dotenv';
import { redactTokens } from './log-redaction';
import { startBot } from './start-bot';

dotenv.config({ quiet: true });

const oneLine = (error: unknown) =>
  redactTokens((error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '');

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
  const bot = await startBot({ token, databasePath: process.env.DATABASE_PATH?.trim() || './data/games.sqlite' });
  console.log(`Carcassonne bot online as ${bot.client.user.tag}. Press Ctrl+C to stop.`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log('Stopping…');
      bot.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
} catch (error) {
  console.error(`The bot could not start: ${oneLine(error)}`);
  process.exit(1);
}
