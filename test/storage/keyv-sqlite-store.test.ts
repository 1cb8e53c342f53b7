import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import Keyv from 'keyv';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KeyvSqliteStore } from '../../src/storage/keyv-sqlite-store';
import { SqliteDatabase } from '../../src/storage/sqlite-database';

let dir: string;
let file: string;
const toClose: (() => Promise<void> | void)[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'carc-keyv-store-'));
  file = path.join(dir, 'games.sqlite');
});
afterEach(async () => {
  for (const close of toClose.splice(0).reverse()) await close();
  await rm(dir, { recursive: true, force: true });
});

function store(): KeyvSqliteStore {
  const opened = new KeyvSqliteStore({ file, table: 'games' });
  toClose.push(() => opened.disconnect());
  return opened;
}

describe('KeyvSqliteStore: Keyv over a SQLite file', () => {
  it('does what Keyv asks of a store, each namespace apart', async () => {
    const games = new Keyv({ store: store(), namespace: 'carcassonne' });
    const other = new Keyv({ store: store(), namespace: 'other' });
    await games.set('a', { turn: 3 });
    await games.set('b', [1, 2]);
    await other.set('a', 'theirs');

    expect(await games.get('a')).toEqual({ turn: 3 });
    expect(await games.get(['a', 'missing', 'b'])).toEqual([{ turn: 3 }, undefined, [1, 2]]);
    expect(await games.has('b')).toBe(true);
    expect(await games.delete('b')).toBe(true);
    expect(await games.delete('b')).toBe(false);
    await games.clear();
    expect(await games.get('a')).toBeUndefined();
    expect(await other.get('a')).toBe('theirs');
  });

  // Written by @keyv/sqlite 4.0.8 (the adapter of earlier releases, on the sqlite3 driver) before it left
  // the tree: a live game and a setting, namespace carcassonne, table games.
  const KEYV_SQLITE_FILE = fileURLToPath(new URL('./fixtures/keyv-sqlite-4.sqlite', import.meta.url));
  const tableLayout = (db: Database.Database) =>
    db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'games'").get();

  it("reads a file @keyv/sqlite wrote, and writes one in @keyv/sqlite's own table layout", async () => {
    await copyFile(KEYV_SQLITE_FILE, file);
    const keyv = new Keyv({ store: store(), namespace: 'carcassonne' });
    expect(await keyv.get('live:100000000000000001')).toEqual({
      schemaVersion: 1,
      revision: 7,
      players: ['Ann', 'Bob'],
    });
    expect(await keyv.get('setting:guild:300000000000000001')).toEqual({ language: 'ro' });
    await keyv.set('live:2', { revision: 1 });

    // a file of ours from scratch: the very table @keyv/sqlite creates and reads (its rows as above)
    const ours = path.join(dir, 'ours.sqlite');
    const fresh = new KeyvSqliteStore({ file: ours, table: 'games' });
    await new Keyv({ store: fresh, namespace: 'carcassonne' }).set('live:2', { revision: 1 });
    await fresh.disconnect();
    const theirs = new Database(KEYV_SQLITE_FILE, { readonly: true });
    const mine = new Database(ours, { readonly: true });
    try {
      expect(tableLayout(mine)).toEqual(tableLayout(theirs));
      const row = mine.prepare('SELECT key, value FROM games').get();
      expect(row).toEqual({ key: 'carcassonne:live:2', value: '{"value":{"revision":1}}' });
      // the same encoding as @keyv/sqlite's rows
      expect(theirs.prepare('SELECT value FROM games ORDER BY key').pluck().all()).toContain(
        '{"value":{"language":"ro"}}',
      );
    } finally {
      theirs.close();
      mine.close();
    }
  });

  it('opens a new file while another process holds it to create its tables (two starting at once)', async () => {
    // another process: takes the write lock on the new file, says so, and lets go 300 ms later
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(process.argv[1]);
         db.exec('BEGIN IMMEDIATE'); db.exec('CREATE TABLE other (a)');
         console.log('locked'); setTimeout(() => { db.exec('COMMIT'); db.close(); }, 300);`,
        file,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await once(holder.stdout, 'data');
    const started = Date.now();
    const opened = store();
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(opened.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")).toEqual([
      { name: 'games' },
      { name: 'other' },
    ]);
    await once(holder, 'exit');
  });

  it("names SQLite's error code in its errors, as logs showed them before", () => {
    const opened = store();
    expect(() => opened.query('SELECT value FROM nowhere')).toThrow(/^SQLITE_ERROR: no such table/);
  });
});

describe('SqliteDatabase: a synchronous connection in an event loop', () => {
  it('gives the event loop a turn before each statement or transaction (the network goes on meanwhile)', async () => {
    const database = await SqliteDatabase.open(file, 'games');
    toClose.push(() => database.close());
    const order: string[] = [];
    setImmediate(() => order.push('the loop'));
    await database.query('SELECT 1');
    order.push('statement');
    setImmediate(() => order.push('the loop again'));
    await database.transaction('read', (sql) => sql.query('SELECT 1'));
    order.push('transaction');
    expect(order).toEqual(['the loop', 'statement', 'the loop again', 'transaction']);
  });
});

describe('SqliteDatabase: another process holding the file', () => {
  /** Another connection (another process would do the same) holding the write lock for `ms`. */
  function holdWriteLock(ms: number): Promise<void> {
    const other = new Database(file);
    other.exec('BEGIN IMMEDIATE');
    other.prepare("INSERT INTO games (key, value) VALUES ('held', '1')").run();
    return new Promise((resolve) =>
      setTimeout(() => {
        other.exec('COMMIT');
        other.close();
        resolve();
      }, ms),
    );
  }

  it('waits for it without blocking the event loop, then writes', async () => {
    const database = await SqliteDatabase.open(file, 'games');
    toClose.push(() => database.close());
    const released = holdWriteLock(150);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const started = Date.now();
    await database.transaction('write', (sql) => sql.query("INSERT INTO games (key, value) VALUES ('mine', '2')"));
    clearInterval(ticker);
    await released;

    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    // a synchronous busy wait would have held the loop: no tick at all during the 150 ms (how many ticks
    // an unblocked loop gets depends on the machine's load: 3 of 15 on a busy CI run)
    expect(ticks).toBeGreaterThanOrEqual(1);
    const rows = await database.query<{ key: string }>('SELECT key FROM games ORDER BY key');
    expect(rows.map((row) => row.key)).toEqual(['held', 'mine']);
  });

  it('gives up with SQLITE_BUSY once its wait is over, and has changed nothing', async () => {
    const database = await SqliteDatabase.open(file, 'games', 100);
    toClose.push(() => database.close());
    const released = holdWriteLock(400);
    await expect(database.query("INSERT INTO games (key, value) VALUES ('mine', '2')")).rejects.toThrow(/^SQLITE_BUSY/);
    await released;
    expect(await database.query('SELECT key FROM games')).toEqual([{ key: 'held' }]);
  });
});
