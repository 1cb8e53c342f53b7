// The bot's log lines: JSON with level, time, shard and the work's channel/server/interaction, tokens
// redacted wherever they sit, a readable mode for terminals, and settings refused with a clear message.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  addLogContext,
  createLogger,
  type LogSettings,
  logSettingsFromEnv,
  reportsTo,
  withLogContext,
} from '../../src/logging/logger';

function capture(settings: LogSettings) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = createLogger(settings, { shard: 2 }, sink);
  return { logger, lines, json: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('the structured log', () => {
  it('writes one JSON object a line with level, time, shard, and the fields of the work it came from', async () => {
    const { logger, json } = capture({ level: 'info', format: 'json' });
    await withLogContext({ guild: '300', channel: '400', interaction: '500' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      addLogContext({ game: 'g-1' });
      logger.info('move saved');
    });
    logger.warn('outside any work');
    const [inside, outside] = json();
    expect(inside).toMatchObject({
      level: 'info',
      shard: 2,
      guild: '300',
      channel: '400',
      interaction: '500',
      game: 'g-1',
      msg: 'move saved',
    });
    expect(new Date(String(inside?.time)).getTime()).not.toBeNaN();
    expect(outside).toMatchObject({ level: 'warn', shard: 2, msg: 'outside any work' });
    expect(outside).not.toHaveProperty('channel');
  });

  it('leaves out lines below its level', () => {
    const { logger, lines } = capture({ level: 'warn', format: 'json' });
    logger.info('not shown');
    logger.debug('not shown either');
    logger.error('shown');
    expect(lines).toHaveLength(1);
  });

  it('redacts interaction and bot tokens from messages, fields and error stacks', () => {
    const { logger, lines } = capture({ level: 'info', format: 'json' });
    const secret = 'aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDpzZWNyZXQtdG9rZW4';
    const error = Object.assign(new Error(`POST /interactions/123/${secret}/callback failed`), {
      url: `https://discord.com/api/v10/webhooks/42/${secret}/messages/@original`,
    });
    reportsTo(logger)('posting failed', error);
    logger.info({ header: 'Bot MTIzNDU2Nzg5MDEyMzQ1Njc4.abcdef.ghijklmnopqrstuvwxyz' }, 'request');
    const text = lines.join('\n');
    expect(text).not.toContain(secret);
    expect(text).not.toContain('ghijklmnopqrstuvwxyz');
    expect(text).toContain('/interactions/123/[token]/callback');
    expect(text).toContain('Bot [token]');
    const reported = JSON.parse(lines[0] ?? '{}');
    expect(reported).toMatchObject({ level: 'error', msg: 'posting failed', err: { type: 'Error' } });
    expect(reported.err.stack).toContain('logger.test.ts');
  });

  it('reports without an error as a warning', () => {
    const { logger, json } = capture({ level: 'info', format: 'json' });
    reportsTo(logger)('the board was not posted; retrying in 5000 ms');
    expect(json()[0]).toMatchObject({ level: 'warn', msg: 'the board was not posted; retrying in 5000 ms' });
  });

  it('has a readable mode for a terminal: time, level, message and fields on one line', () => {
    const { logger, lines } = capture({ level: 'info', format: 'pretty' });
    withLogContext({ channel: '400' }, () => logger.info('Carcassonne bot online'));
    const text = lines.join('');
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Carcassonne bot online \{"shard":2,"channel":"400"\}\n$/);
    expect(() => JSON.parse(text)).toThrow();
  });
});

describe('LOG_LEVEL and LOG_FORMAT', () => {
  it('default to info, and to pretty on a terminal and JSON elsewhere', () => {
    expect(logSettingsFromEnv({}, true)).toEqual({ level: 'info', format: 'pretty' });
    expect(logSettingsFromEnv({}, false)).toEqual({ level: 'info', format: 'json' });
    expect(logSettingsFromEnv({ LOG_LEVEL: 'DEBUG', LOG_FORMAT: 'json' }, true)).toEqual({
      level: 'debug',
      format: 'json',
    });
  });

  it('refuse what they do not know, saying what they take', () => {
    expect(() => logSettingsFromEnv({ LOG_LEVEL: 'loud' }, false)).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    );
    expect(() => logSettingsFromEnv({ LOG_FORMAT: 'xml' }, false)).toThrow('LOG_FORMAT must be json or pretty');
  });
});
