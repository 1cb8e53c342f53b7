// A channel whose saved game cannot be read, through the real bot and the fake Discord: every command
// says so (not "something went wrong"), only a moderator's abandon sets the record aside (it is kept),
// and then the channel plays again.
import Database from 'better-sqlite3';
import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/app/record';
import { translate } from '../../src/i18n';
import type { KeyvGameRepository } from '../../src/storage/keyv-repository';
import { DEFAULT_MEMBER_PERMISSIONS, type FakeDiscord } from '../support/fake-discord';
import type { BotDriver } from './driver';
import { CMD, startTableForTwo } from './table';

let fake: FakeDiscord;
let driver: BotDriver;
let bot: Awaited<ReturnType<typeof startTableForTwo>>;
let alice: string;
let bob: string;
let channel: string;

beforeAll(async () => {
  bot = await startTableForTwo('broken');
  ({ fake, driver, alice, bob, channelId: channel } = bot);
});
afterAll(async () => bot?.stop());

// a moderator's command carries Manage Messages: not a plain Slash
const slash =
  (userId: string, subcommand: string, moderator = false) =>
  () =>
    fake.injectSlashCommand({
      name: CMD,
      subcommand,
      userId,
      channelId: channel,
      ...(moderator ? { memberPermissions: DEFAULT_MEMBER_PERMISSIONS | PermissionFlagsBits.ManageMessages } : {}),
    });

describe('an unreadable saved game', () => {
  it('is named as such in every command, set aside by a moderator only, and the channel recovers', async () => {
    const key = `carcassonne:live:${channel}`;
    // a second connection to the file, as another process (or a DBA) would have
    const db = new Database(driver.databasePath, { timeout: 5000 });
    db.prepare('INSERT INTO games (key, value) VALUES (?, ?)').run(key, '{"value": {"schemaVersion": 99');

    const unreadable = translate('en', 'storage.unreadable');
    for (const subcommand of ['board', 'new', 'join', 'abandon']) {
      const handled = await driver.run(slash(bob, subcommand));
      expect(handled.ephemeral).toBe(true);
      expect(handled.reply?.content).toBe(
        subcommand === 'abandon' ? translate('en', 'storage.setAsideModeratorOnly') : unreadable,
      );
    }
    expect(db.prepare('SELECT key FROM games WHERE key = ?').all(key)).toHaveLength(1);

    const setAside = await driver.run(slash(alice, 'abandon', true));
    expect(setAside.ephemeral).toBe(false);
    expect(setAside.reply?.content).toContain('set the unreadable saved game aside');
    const kept = db.prepare("SELECT key, value FROM games WHERE key LIKE 'carcassonne:quarantine:%'").all() as {
      key: string;
      value: string;
    }[];
    expect(kept.map((row) => row.value)).toEqual(['{"value": {"schemaVersion": 99']);
    expect(driver.errors.some((e) => e.message.includes(kept[0]?.key ?? '?'))).toBe(true);

    const opened = await driver.run(slash(alice, 'new'));
    expect(opened.ephemeral).toBe(false);
    expect((await driver.record(channel))?.status).toBe('lobby');
    db.close();
  });

  it('says the same of a game whose head is of the wrong shape (seats not a list), never "something went wrong"', async () => {
    await driver.run(slash(bob, 'join'));
    await driver.run(slash(alice, 'start'));
    expect((await driver.record(channel))?.status).toBe('playing');
    // through the bot's own connection, as another process's committed write would be seen
    const store = (driver.bot.service.repository as KeyvGameRepository<GameRecord>).sideTables;
    const key = `carcassonne:live:${channel}`;
    const [row] = await store.query<{ value: string }>('SELECT value FROM games WHERE key = ?', key);
    const head = JSON.parse(row?.value ?? '{}').value;
    // as another process (or a hand) would leave it: a new revision, seats no longer a list
    const broken = { ...head, revision: head.revision + 1, data: { ...head.data, seats: 'alice, bob' } };
    await store.query('UPDATE games SET value = ? WHERE key = ?', JSON.stringify({ value: broken }), key);

    const unreadable = translate('en', 'storage.unreadable');
    for (const [subcommand, options] of [
      ['board'],
      ['place', { spot: 1, rotation: 0 }],
      ['new'],
      ['abandon'],
    ] as const) {
      const handled = await driver.run(() =>
        fake.injectSlashCommand({
          name: CMD,
          subcommand,
          userId: bob,
          channelId: channel,
          ...(options ? { options } : {}),
        }),
      );
      expect(handled.reply?.content, subcommand).toBe(
        subcommand === 'abandon' ? translate('en', 'storage.setAsideModeratorOnly') : unreadable,
      );
    }
    await driver.bot.sweep();
    expect(driver.errors.every((e) => !/failed$/.test(e.message))).toBe(true);
    const setAside = await driver.run(slash(alice, 'abandon', true));
    expect(setAside.reply?.content).toContain('set the unreadable saved game aside');
    expect((await driver.run(slash(alice, 'new'))).ephemeral).toBe(false);
  });
});
