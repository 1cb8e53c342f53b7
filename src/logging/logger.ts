// The bot's log: one JSON object a line (for journald, Docker, Loki, CloudWatch...), or a readable line
// for a terminal. Each line carries its level, time, the shard id, and the channel, server and
// interaction (and the game, once loaded) of the work it came from, without passing them down: they ride
// an AsyncLocalStorage set where an interaction or a channel's work begins. Tokens are redacted from the
// finished line, whatever field or error stack they sit in.
//
// pino rather than a hand-made JSON writer: it is the common Node choice that log shippers expect
// (level, time, msg, err with type, message and stack), it serializes errors with their own fields
// (a DiscordAPIError's url, method, status and request body), filters by level before formatting, and
// pino-pretty gives the terminal mode from the same lines. Both write synchronously here, so a line
// written just before process.exit is not lost.
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { redactTokens } from './redaction';

export type { Logger } from 'pino';

/** What a line is about, beside its message. */
export interface LogFields {
  shard?: number;
  guild?: string;
  channel?: string;
  game?: string;
  interaction?: string;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFormat = 'json' | 'pretty';

export interface LogSettings {
  level: LogLevel;
  format: LogFormat;
}

const context = new AsyncLocalStorage<LogFields>();

/** Runs `work` with these fields on every line it logs (added to those of the work around it). */
export function withLogContext<T>(fields: LogFields, work: () => T): T {
  return context.run({ ...context.getStore(), ...defined(fields) }, work);
}

/** Adds fields to the lines of the rest of the current work (the game, once it is known). */
export function addLogContext(fields: LogFields): void {
  const store = context.getStore();
  if (store) Object.assign(store, defined(fields));
}

/** LOG_LEVEL (default info) and LOG_FORMAT (json, or pretty; default pretty on a terminal, else json). */
export function logSettingsFromEnv(env: NodeJS.ProcessEnv, terminal: boolean): LogSettings {
  const level = (env.LOG_LEVEL?.trim().toLowerCase() || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  const format = env.LOG_FORMAT?.trim().toLowerCase() || (terminal ? 'pretty' : 'json');
  if (format !== 'json' && format !== 'pretty') {
    throw new Error(`LOG_FORMAT must be json or pretty, got "${env.LOG_FORMAT}"`);
  }
  return { level, format };
}

/** The process's logger; `destination` is standard output unless a test gives its own. */
export function createLogger(settings: LogSettings, base: LogFields = {}, destination?: DestinationStream): Logger {
  const stream =
    settings.format === 'pretty'
      ? pretty({
          sync: true,
          colorize: !destination && process.stdout.isTTY === true,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname',
          singleLine: true,
          ...(destination ? { destination } : {}),
        })
      : (destination ?? pino.destination({ dest: 1, sync: true }));
  return pino(
    {
      level: settings.level,
      base: defined(base),
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => ({ ...context.getStore() }),
      hooks: { streamWrite: redactTokens },
    },
    stream,
  );
}

let processLogger: Logger | undefined;

/** The logger of this process, made from the environment on first use. */
export function rootLogger(): Logger {
  processLogger ??= createLogger(logSettingsFromEnv(process.env, process.stdout.isTTY === true), shardFromEnv());
  return processLogger;
}

/** A shard started by `npm run start:sharded` is told its id in SHARDS; a lone process is shard 0. */
export function shardFromEnv(): LogFields {
  const id = process.env.SHARDING_MANAGER ? Number(process.env.SHARDS) : 0;
  return Number.isInteger(id) ? { shard: id } : {};
}

/**
 * The bot's `(message, error?)` reports on a logger: with an error they are errors (the error in full,
 * stack and request included), without one warnings (something was skipped or retried).
 */
export function reportsTo(logger: Logger): (message: string, error?: unknown) => void {
  return (message, error) => (error === undefined ? logger.warn(message) : logger.error({ err: error }, message));
}

function defined(fields: LogFields): LogFields {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null));
}
