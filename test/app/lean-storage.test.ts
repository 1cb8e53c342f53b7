// How games sit in SQLite: a small head plus an append-only move log, rebuilt by replay; records saved
// by the previous layout (one row with everything, schema 1) keep loading and playing; finishing and
// archiving are one step; one bad record stays that record's problem.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { type Actor, GameService } from '../../src/app/game-service';
import { GAME_RECORD_STORAGE } from '../../src/app/open-repository';
import type { GameRecord } from '../../src/app/record';
import type { Move } from '../../src/engine';
import { CorruptRecordError, UnreadableGameError } from '../../src/storage/errors';
import type { KeyvGameRepository } from '../../src/storage/keyv-repository';
import { makeSqliteFixture, type SqliteFixture } from '../storage/sqlite-fixture';
import { sweepAll } from './sweep';

const ann = { userId: '200000000000000001', name: 'Ann' };
const bob = { userId: '200000000000000002', name: 'Bob' };
const GUILD = '300000000000000001';
const CHANNEL = '400000000000000009';
const HOUR = 3_600_000;

/** Rows written by the code before this layout (see the note inside the file). */
const v1 = JSON.parse(readFileSync(new URL('../fixtures/storage/v1-rows.json', import.meta.url), 'utf8')) as Record<
  'midTurn' | 'finishedInLiveSlot' | 'archived',
  { key: string; value: string }
>;

let fx: SqliteFixture;
let repository: KeyvGameRepository<GameRecord>;
let service: GameService;
let now = 1_700_000_000_000;
const logged: string[] = [];

async function open() {
  repository = await fx.openRepo<GameRecord>({ ...GAME_RECORD_STORAGE, now: () => now, log: (m) => logged.push(m) });
  service = new GameService(repository, { now: () => now, newSeed: () => 12345, log: (m) => logged.push(m) });
}

beforeEach(async () => {
  fx = await makeSqliteFixture();
  logged.length = 0;
  await open();
});
afterEach(async () => fx.cleanup());

const actorFor = (record: GameRecord): Actor =>
  [ann, bob].find((a) => a.userId === record.state?.players[record.state.turn.player]?.id) as Actor;

async function startGame(channel: string, turnHours = 0): Promise<GameRecord> {
  await service.newGame(channel, GUILD, ann, { expansions: ['farmers'], turnHours });
  await service.join(channel, bob);
  const started = await service.start(channel, ann);
  if (!started.ok) throw new Error(JSON.stringify(started.message));
  return started.record;
}

/** Random legal moves until the game ends (or `until` says stop); returns the last record. */
async function playOn(channel: string, record: GameRecord, seed: number, until?: (r: GameRecord) => boolean) {
  const random = new SeededRandom(seed);
  while (record.status === 'playing' && !until?.(record)) {
    now += 60_000;
    const outcome = await service.play(channel, actorFor(record), randomMove(record.state!, random) as Move);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.message));
    record = outcome.record;
  }
  return record;
}

async function storedBytes(like: string): Promise<number> {
  const raw = await fx.raw();
  const rows = await raw.query('SELECT SUM(length(key) + length(value)) AS bytes FROM games WHERE key LIKE ?', like);
  return Number(rows[0]?.bytes ?? 0);
}

describe('lean record, append-only move log', () => {
  it('keeps a finished 72-tile game under 40 KB and writes under 1 MB for the whole game', async () => {
    const before = repository.bytesWritten;
    const record = await playOn(CHANNEL, await startGame(CHANNEL, 24), 5);
    expect(record.status).toBe('finished');
    expect(record.state?.board).toHaveLength(72);
    const written = repository.bytesWritten - before;
    const stored = await storedBytes(`%:${CHANNEL}:%`);
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThan(40_000);
    expect(written).toBeLessThan(1_000_000);

    // the archived game, rebuilt by replay in a fresh process, is the game that was played
    await repository.close();
    await open();
    const [archived] = await repository.listArchived(GUILD, 1);
    expect(archived?.data.state).toEqual(record.state);
    expect(archived?.data.log).toEqual(record.log);
  });

  it('rebuilds state, undo point and events identically in another process, mid-turn', async () => {
    const record = await playOn(
      CHANNEL,
      await startGame(CHANNEL),
      3,
      (r) => r.state!.turn.number >= 15 && r.state!.turn.step === 'placeFigure',
    );
    expect(record.undo).toBeTruthy();
    const other = await fx.openRepo<GameRecord>(GAME_RECORD_STORAGE);
    const loaded = (await other.get(CHANNEL))?.data;
    expect(loaded).toEqual(record);
    // undo from the other process gives back the state before the placement
    const undone = await new GameService(other).undo(CHANNEL, actorFor(record));
    expect(undone.ok && undone.record.state).toEqual(record.undo);
    expect((await service.find(CHANNEL))?.state).toEqual(record.undo);
  });

  it('applies a move once when two processes sharing the file play it at the same moment', async () => {
    const record = await startGame(CHANNEL);
    const other = new GameService(await fx.openRepo<GameRecord>(GAME_RECORD_STORAGE));
    const move = randomMove(record.state!, new SeededRandom(1)) as Move;
    const results = await Promise.all([
      service.play(CHANNEL, actorFor(record), move),
      other.play(CHANNEL, actorFor(record), move),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const raw = await fx.raw();
    expect(await raw.query("SELECT key FROM games WHERE key LIKE 'carcassonne:log:%'")).toHaveLength(1);
    expect((await other.find(CHANNEL))?.log).toHaveLength(1);
  });

  it('takes the placement out of the log on undo, so a player who left mid-figure stays out', async () => {
    await service.newGame(CHANNEL, GUILD, ann, { expansions: [] });
    await service.join(CHANNEL, bob);
    await service.join(CHANNEL, { userId: '200000000000000003', name: 'Cat' });
    let record = (await service.start(CHANNEL, ann)) as { ok: true; record: GameRecord };
    const placed = await playOn(CHANNEL, record.record, 4, (r) => r.state!.turn.step === 'placeFigure');
    const active = actorFor(placed) ?? { userId: placed.state!.players[placed.state!.turn.player]!.id, name: '' };
    const leaver = placed.state!.players.find((p) => p.id !== active.userId)!;
    expect((await service.leave(CHANNEL, { userId: leaver.id, name: leaver.name })).ok).toBe(true);
    const undone = await service.undo(CHANNEL, active);
    expect(undone.ok).toBe(true);
    const reloaded = (await fx.openRepo<GameRecord>(GAME_RECORD_STORAGE)).get(CHANNEL);
    const state = (await reloaded)?.data.state;
    expect(state?.players.map((p) => p.id)).not.toContain(leaver.id);
    expect(state?.turn.step).toBe('placeTile');
    record = { ok: true, record: (await reloaded)!.data };
    expect(record.record.log.some((e) => e.move.type === 'placeTile' && e.turn === placed.state!.turn.number)).toBe(
      false,
    );
  });
});

describe('checkpoints', () => {
  /** The channel's game loaded by a fresh repository, with or without the checkpoint its head names. */
  async function loadFresh(channel: string, useCheckpoint: boolean): Promise<GameRecord | undefined> {
    const raw = await fx.raw();
    const key = `carcassonne:live:${channel}`;
    const head = (await raw.valueOf(key)) as { checkpointAt?: number };
    if (!useCheckpoint) await raw.put(key, { ...head, checkpointAt: undefined });
    const other = await fx.openRepo<GameRecord>({ ...GAME_RECORD_STORAGE, log: (m) => logged.push(m) });
    const loaded = (await other.get(channel))?.data;
    await raw.put(key, head);
    return loaded;
  }

  it('loads a game from its checkpoint to the same record as a whole replay, between turns and mid-turn', async () => {
    let record = await startGame(CHANNEL);
    for (const step of ['placeTile', 'placeFigure'] as const) {
      record = await playOn(CHANNEL, record, 7, (r) => r.log.length >= 40 && r.state!.turn.step === step);
      const raw = await fx.raw();
      expect((await raw.valueOf(`carcassonne:live:${CHANNEL}`)) as object).toHaveProperty('checkpointAt');
      const fromCheckpoint = await loadFresh(CHANNEL, true);
      expect(fromCheckpoint).toEqual(await loadFresh(CHANNEL, false));
      expect(fromCheckpoint).toEqual(record);
    }
    expect(logged).toEqual([]);
  });

  it('plays every move on a game loaded from its checkpoint exactly as on one replayed whole', async () => {
    const play = async (channel: string, checkpointEvery: number) => {
      // no cache: every move is played on the game as loaded from storage
      repository = await fx.openRepo<GameRecord>({
        ...GAME_RECORD_STORAGE,
        now: () => now,
        cacheSize: 0,
        checkpointEvery,
      });
      service = new GameService(repository, { now: () => now, newSeed: () => 12345 });
      const record = await playOn(channel, await startGame(channel), 8);
      return { record, written: repository.bytesWritten };
    };
    const checkpointed = await play('400000000000000001', 4);
    const replayed = await play('400000000000000002', 0);
    expect(checkpointed.written).toBeGreaterThan(replayed.written); // its checkpoints
    expect(checkpointed.record.status).toBe('finished');
    expect(checkpointed.record.state).toEqual(replayed.record.state);
    const timeless = (record: GameRecord) => record.log.map(({ at: _at, ...entry }) => entry);
    expect(timeless(checkpointed.record)).toEqual(timeless(replayed.record));
  });

  it('falls back to replaying the whole log when the checkpoint is corrupt, and reports it', async () => {
    const record = await playOn(CHANNEL, await startGame(CHANNEL), 6, (r) => r.log.length >= 30 && !r.undo);
    const raw = await fx.raw();
    const [row] = await raw.query("SELECT key, value FROM games WHERE key LIKE 'carcassonne:checkpoint:%'");
    const checkpoint = JSON.parse(row?.value as string);
    checkpoint.value.value.events.pop(); // one move's events short
    await raw.query('UPDATE games SET value = ? WHERE key = ?', JSON.stringify(checkpoint), row?.key);
    expect(await loadFresh(CHANNEL, true)).toEqual(record);
    expect(logged.some((m) => m.includes('checkpoint') && m.includes(CHANNEL))).toBe(true);
  });
});

describe('games saved by the previous layout (schema 1)', () => {
  it('continues a game saved in the middle of a turn, undo point included, to the end', async () => {
    const raw = await fx.raw();
    await raw.query('INSERT INTO games (key, value) VALUES (?, ?)', v1.midTurn.key, v1.midTurn.value);
    const old = JSON.parse(v1.midTurn.value).value.data as GameRecord;
    const channel = v1.midTurn.key.split(':').at(-1) as string;

    const loaded = (await service.find(channel)) as GameRecord;
    expect(loaded.state).toEqual(old.state);
    expect(loaded.undo).toEqual(old.undo);
    expect(loaded.state?.turn.step).toBe('placeFigure');

    // take the tile back, place it again and play to the end
    const undone = await service.undo(channel, actorFor(loaded));
    expect(undone.ok && undone.record.state).toEqual(old.undo);
    const finished = await playOn(channel, (await service.find(channel)) as GameRecord, 11);
    expect(finished.status).toBe('finished');
    expect(finished.log.slice(0, old.log.length - 1)).toEqual(old.log.slice(0, -1));
    const { games } = await service.history(GUILD);
    expect(games.map((g) => g.gameId)).toContain(old.gameId);
  });

  it('archives a finished game found in the live slot as finished; /new then works', async () => {
    const raw = await fx.raw();
    const { key, value } = v1.finishedInLiveSlot;
    await raw.query('INSERT INTO games (key, value) VALUES (?, ?)', key, value);
    const channel = key.split(':').at(-1) as string;
    const old = JSON.parse(value).value.data as GameRecord;

    // abandon must not turn it into an abandoned game
    const abandon = await service.abandon(channel, { ...ann, canManage: true });
    expect(abandon.ok).toBe(false);
    expect((await service.newGame(channel, GUILD, ann, { expansions: [] })).ok).toBe(true);
    const { games } = await service.history(GUILD);
    const archived = games.find((g) => g.gameId === old.gameId);
    expect(archived?.scores.map((s) => s.score).sort()).toEqual(old.state!.players.map((p) => p.score).sort());
  });

  it('never overwrites an archived result when a half-done archiving left the game in both places', async () => {
    const raw = await fx.raw();
    const { key, value } = v1.finishedInLiveSlot;
    const channel = key.split(':').at(-1) as string;
    const live = JSON.parse(value).value;
    const archiveKey = `carcassonne:archive:${live.guildId}:${channel}:${live.createdAt}`;
    const archivedText = JSON.stringify({ value: { ...live, archivedAt: 5 } });
    await raw.query('INSERT INTO games (key, value) VALUES (?, ?), (?, ?)', key, value, archiveKey, archivedText);
    // a later, different copy in the live slot (as if changed after the copy): archiving must not win
    const changed = { ...live, data: { ...live.data, status: 'abandoned' } };
    await raw.query('UPDATE games SET value = ? WHERE key = ?', JSON.stringify({ value: changed }), key);

    expect(await service.find(channel)).toBeUndefined();
    expect((await raw.query('SELECT value FROM games WHERE key = ?', archiveKey))[0]?.value).toBe(archivedText);
    expect(await raw.valueOf(key)).toBeUndefined();
  });

  it('indexes archived games of the old layout for history and statistics at start-up', async () => {
    await repository.close();
    const raw = await fx.raw();
    await raw.query('INSERT INTO games (key, value) VALUES (?, ?)', v1.archived.key, v1.archived.value);
    await open();
    const old = JSON.parse(v1.archived.value).value.data as GameRecord;
    const { games, total } = await service.history(GUILD);
    expect(total).toBe(1);
    expect(games[0]?.gameId).toBe(old.gameId);
    expect((await service.stats(GUILD)).map((s) => s.games)).toEqual([1, 1]);
  });
});

describe('one record, one problem', () => {
  it('sweeps the other games when one live record is unreadable, naming its key', async () => {
    now = 1_700_000_000_000;
    await startGame('500000000000000001', 12);
    await startGame('500000000000000002', 12);
    const raw = await fx.raw();
    await raw.query(
      'UPDATE games SET value = ? WHERE key = ?',
      '{"value": {tru',
      'carcassonne:live:500000000000000001',
    );
    now += 13 * HOUR;
    const notices = await sweepAll(service);
    expect(notices.map((n) => [n.channelId, n.action])).toEqual([['500000000000000002', 'skip']]);
    expect(logged.some((m) => m.includes('500000000000000001'))).toBe(true);
  });

  it('finds due games through the index without reading the others', async () => {
    await startGame('500000000000000003', 24);
    await startGame('500000000000000004', 0);
    expect(await repository.dueChannels(now + 11 * HOUR)).toEqual([]);
    expect(await repository.dueChannels(now + 12 * HOUR)).toEqual(['500000000000000003']);
    const raw = await fx.raw();
    const plan = await raw.query(
      'EXPLAIN QUERY PLAN SELECT channel_id FROM game_due WHERE namespace = ? AND due_at <= ? ORDER BY due_at',
      'carcassonne',
      now,
    );
    expect(JSON.stringify(plan)).toMatch(/USING (COVERING )?INDEX game_due_by_time/);
  });

  it('leaves a bad archived summary out of history and statistics, and shows the rest', async () => {
    for (const channel of ['600000000000000001', '600000000000000002']) {
      await playOn(channel, await startGame(channel), 9);
    }
    const raw = await fx.raw();
    await raw.query("UPDATE game_archive SET summary = '{oops' WHERE channel_id = ?", '600000000000000001');
    const { games } = await service.history(GUILD);
    expect(games).toHaveLength(1);
    expect(logged.some((m) => m.includes('600000000000000001'))).toBe(true);
    expect((await service.stats(GUILD)).map((s) => s.games)).toEqual([2, 2]);
  });

  it.each([
    ['invalid JSON', '{"value": {tru'],
    ['a schema from a newer release', JSON.stringify({ value: { ...header(), schemaVersion: 99 } })],
    ['no revision', JSON.stringify({ value: { ...header(), revision: undefined } })],
    ['empty data', ''],
  ])('sets an unreadable record (%s) aside, kept under a quarantine key, and frees the channel', async (_, text) => {
    const raw = await fx.raw();
    const key = `carcassonne:live:${CHANNEL}`;
    await raw.query('INSERT INTO games (key, value) VALUES (?, ?)', key, text);
    await expect(service.find(CHANNEL)).rejects.toBeInstanceOf(UnreadableGameError);
    await expect(service.newGame(CHANNEL, GUILD, ann, { expansions: [] })).rejects.toBeInstanceOf(UnreadableGameError);

    expect(await service.setAside(CHANNEL, ann)).toEqual({ ok: false, reason: 'not-allowed' });
    const setAside = await service.setAside(CHANNEL, { ...ann, canManage: true });
    expect(setAside.ok).toBe(true);
    const quarantineKey = setAside.ok ? setAside.quarantineKey : '';
    expect(quarantineKey).toMatch(/^carcassonne:quarantine:/);
    expect((await raw.query('SELECT value FROM games WHERE key = ?', quarantineKey))[0]?.value).toBe(text);
    expect(logged.some((m) => m.includes(quarantineKey))).toBe(true);
    expect((await service.newGame(CHANNEL, GUILD, ann, { expansions: [] })).ok).toBe(true);
    // a readable game is never set aside
    expect(await service.setAside(CHANNEL, { ...ann, canManage: true })).toEqual({ ok: false, reason: 'readable' });
  });

  /** Rewrites one stored row of the channel's game (matched by key pattern) through `change`. */
  async function reshape(like: string, change: (value: Record<string, unknown>) => unknown): Promise<void> {
    const raw = await fx.raw();
    const [row] = (await raw.query('SELECT key, value FROM games WHERE key LIKE ? ORDER BY key LIMIT 1', like)) as {
      key: string;
      value: string;
    }[];
    if (!row) throw new Error(`no row like ${like}`);
    const value = JSON.parse(row.value).value as Record<string, unknown>;
    await raw.query('UPDATE games SET value = ? WHERE key = ?', JSON.stringify({ value: change(value) }), row.key);
  }

  const head = `carcassonne:live:${CHANNEL}`;
  const withData = (change: (data: Record<string, unknown>) => unknown) => (value: Record<string, unknown>) => ({
    ...value,
    data: change(value.data as Record<string, unknown>),
  });
  it.each([
    ['seats that are not a list', head, withData((data) => ({ ...data, seats: 'Ann, Bob' }))],
    ['an empty head of a lobby', head, withData(() => ({}))],
    ['an empty head of a started game', head, withData(() => ({}))],
    ['a status no build wrote', head, withData((data) => ({ ...data, status: 'paused' }))],
    ['a move-log row without its move', `carcassonne:log:${CHANNEL}:%`, ({ move: _move, ...entry }) => entry],
    [
      'a whole record (schema 1) whose log is not a list',
      head,
      () => {
        const old = JSON.parse(v1.midTurn.value).value;
        return { ...old, channelId: CHANNEL, data: { ...old.data, log: {} } };
      },
    ],
  ])('reports a row of the wrong shape (%s) as unreadable; it can be set aside', async (what, like, change) => {
    if (what.includes('lobby')) await service.newGame(CHANNEL, GUILD, ann, { expansions: [] });
    else await playOn(CHANNEL, await startGame(CHANNEL), 3, (r) => r.log.length >= 4);
    await repository.close();
    await reshape(like, change);
    await open();
    await expect(service.find(CHANNEL)).rejects.toBeInstanceOf(CorruptRecordError);
    await expect(service.newGame(CHANNEL, GUILD, ann, { expansions: [] })).rejects.toBeInstanceOf(CorruptRecordError);
    await expect(service.play(CHANNEL, ann, { type: 'pass' })).rejects.toBeInstanceOf(CorruptRecordError);
    expect((await service.setAside(CHANNEL, { ...ann, canManage: true })).ok).toBe(true);
    expect((await service.newGame(CHANNEL, GUILD, ann, { expansions: [] })).ok).toBe(true);
  });

  it('sweeps past a due game whose head is of the wrong shape, naming its key', async () => {
    await startGame('500000000000000011', 12);
    await startGame('500000000000000012', 12);
    await repository.close();
    await reshape(
      'carcassonne:live:500000000000000011',
      withData((data) => ({ ...data, seats: 7 })),
    );
    await open();
    now += 13 * HOUR;
    const notices = await sweepAll(service);
    expect(notices.map((n) => [n.channelId, n.action])).toEqual([['500000000000000012', 'skip']]);
    expect(logged.some((m) => m.includes('500000000000000011'))).toBe(true);
  });

  it('reports a log that no longer replays as an unreadable record', async () => {
    await playOn(CHANNEL, await startGame(CHANNEL), 2, (r) => r.log.length >= 6);
    await repository.close();
    const raw = await fx.raw();
    await raw.query("DELETE FROM games WHERE key LIKE 'carcassonne:log:%:000003'");
    await open();
    await expect(service.find(CHANNEL)).rejects.toBeInstanceOf(CorruptRecordError);
  });
});

function header() {
  return { schemaVersion: 2, revision: 1, channelId: CHANNEL, guildId: GUILD, createdAt: 1, updatedAt: 1, data: {} };
}
