// Storage: what one game costs on disk, then the bot's storage work against a file of many games
// (10,000 live and 100,000 archived with BENCH_STORAGE=full; a tenth of that by default), measured in
// a fresh process (storage-probe.ts) so its memory is the bot's, not the fixture builder's.
import { execFileSync } from 'node:child_process';
import { closeSync, fsyncSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomMove, SeededRandom } from '../src/ai/random-player';
import { type Actor, GameService } from '../src/app/game-service';
import { openGameRepository } from '../src/app/open-repository';
import type { GameRecord } from '../src/app/record';
import { KeyvSqliteStore } from '../src/storage/keyv-sqlite-store';
import type { BenchRow } from './measure';

const GUILD = '300000000000000001';
const TEMPLATE_CHANNEL = '999999999999999999';
const players = [
  { userId: '200000000000000001', name: 'Ann' },
  { userId: '200000000000000002', name: 'Bob' },
];

/** Bytes this process has handed to write(2) so far (Linux; 0 elsewhere). */
function writtenToDisk(): number {
  try {
    return Number(/wchar: (\d+)/.exec(readFileSync('/proc/self/io', 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Plays one game in `channel` to its end (or while `until` holds), returning the last record. */
async function play(service: GameService, channel: string, seed: number, until?: (r: GameRecord) => boolean) {
  const random = new SeededRandom(seed);
  const [host, guest] = players as [Actor, Actor];
  await service.newGame(channel, GUILD, host, { expansions: ['farmers'], turnHours: 24 });
  await service.join(channel, guest);
  let record = ((await service.start(channel, host)) as { record: GameRecord }).record;
  while (record.status === 'playing' && !until?.(record)) {
    const actor = players.find((p) => p.userId === record.state?.players[record.state.turn.player]?.id) as Actor;
    const outcome = await service.play(channel, actor, randomMove(record.state!, random)!);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.message));
    record = outcome.record;
  }
  return record;
}

export async function storageBenchmarks(): Promise<BenchRow[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'carc-bench-storage-'));
  try {
    const rows: BenchRow[] = [];
    const templateFile = path.join(dir, 'templates.sqlite');
    const repository = await openGameRepository({ path: templateFile, log: () => {} });
    const service = new GameService(repository, { newSeed: () => 424242 });
    const bytesBefore = repository.bytesWritten;
    const diskBefore = writtenToDisk();
    await play(service, TEMPLATE_CHANNEL, 1);
    const one = (name: string, value: number, unit: string) => rows.push({ name, median: value, p95: value, unit });
    one('storage · bytes written per 72-tile game (keys and values)', repository.bytesWritten - bytesBefore, 'B');
    one('storage · bytes written per 72-tile game (to the file, WAL included)', writtenToDisk() - diskBefore, 'B');
    // a live game in its 36th turn, to copy as the fixture's live games
    await play(service, '999999999999999998', 2, (r) => (r.state?.turn.number ?? 0) >= 36);
    await repository.close();

    const templates = new KeyvSqliteStore({ file: templateFile, table: 'games' });
    const size = templates.query(
      `SELECT SUM(length(key) + length(value)) AS bytes FROM games WHERE key LIKE '%:${TEMPLATE_CHANNEL}:%'`,
    ) as { bytes: number }[];
    one('storage · a finished 72-tile game as stored (head + log rows)', size[0]?.bytes ?? 0, 'B');
    await templates.disconnect();

    const full = process.env.BENCH_STORAGE === 'full';
    const live = full ? 10_000 : 1_000;
    const archived = full ? 100_000 : 10_000;
    const bigFile = path.join(dir, 'games.sqlite');
    const started = performance.now();
    const now = await buildFixture(bigFile, templateFile, live, archived);
    one(`storage · building the fixture (${live} live, ${archived} archived games)`, performance.now() - started, 'ms');

    const probe = fileURLToPath(new URL('./storage-probe.ts', import.meta.url));
    const output = execFileSync(process.execPath, ['--import', 'tsx', probe, bigFile, String(now), String(live)], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    });
    for (const line of output.trim().split('\n')) rows.push(JSON.parse(line) as BenchRow);
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Copies the template games into `file` with direct inserts in one transaction each: `live` games at
 * turn 36 (1 in 100 due for the turn clock now), and `archived` finished games, a tenth of them in
 * one big server and the rest over 99 others. Returns the "now" the due times are relative to.
 */
async function buildFixture(file: string, templateFile: string, live: number, archived: number): Promise<number> {
  const repository = await openGameRepository({ path: file, log: () => {} });
  await repository.close();
  const db = new KeyvSqliteStore({ file, table: 'games' });
  const q = async (sql: string, ...params: unknown[]) => db.query(sql, ...params);
  // no journal while building (a crash just means building again): a WAL would copy every page twice
  await q('PRAGMA journal_mode=DELETE'); // SQLite leaves WAL for OFF only by way of another mode
  await q('PRAGMA journal_mode=OFF');
  await q('PRAGMA synchronous=OFF');
  await q(`ATTACH DATABASE '${templateFile.replaceAll("'", "''")}' AS t`);
  // the live template's turn began at its clock's turnStartedAt: its half-time reminder is due 12 h later
  const head = (await q("SELECT value FROM t.games WHERE key = 'carcassonne:live:999999999999999998'")) as {
    value: string;
  }[];
  const now = JSON.parse(head[0]?.value ?? '{}').value.data.clock.turnStartedAt + 12 * 3_600_000 + 60_000;
  const seq = (expression: string) =>
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${expression} - 1)`;
  const liveId = "'7' || printf('%017d', n.i)";
  const archivedId = "'8' || printf('%017d', n.i)";
  const guildOf = `CASE WHEN n.i % 10 = 0 THEN '${GUILD}' ELSE '3' || printf('%017d', n.i % 99) END`;
  await q('BEGIN');
  // live games: head, log and checkpoint rows of the turn-36 template, one copy per channel
  await q(
    `${seq(String(live))} INSERT INTO games (key, value)
     SELECT replace(g.key, '999999999999999998', ${liveId}), replace(g.value, '999999999999999998', ${liveId})
     FROM n, t.games g WHERE g.key = 'carcassonne:live:999999999999999998'
        OR g.key LIKE 'carcassonne:log:999999999999999998:%' OR g.key LIKE 'carcassonne:checkpoint:999999999999999998:%'`,
  );
  await q(
    `${seq(String(live))} INSERT INTO game_due (namespace, channel_id, due_at)
     SELECT 'carcassonne', ${liveId}, ${now} + CASE WHEN n.i % 100 = 0 THEN -60000 ELSE (n.i % 1440) * 60000 + 60000 END FROM n`,
  );
  // archived games: the finished template's head and log, its summary rows with varied players and scores
  await q(
    `${seq(String(archived))} INSERT INTO games (key, value)
     SELECT replace(replace(g.key, '${TEMPLATE_CHANNEL}', ${archivedId}), '${GUILD}', ${guildOf}),
            replace(replace(g.value, '${TEMPLATE_CHANNEL}', ${archivedId}), '"${GUILD}"', '"' || ${guildOf} || '"')
     FROM n, t.games g WHERE g.key LIKE 'carcassonne:archive:%:${TEMPLATE_CHANNEL}:%'
        OR g.key LIKE 'carcassonne:log:${TEMPLATE_CHANNEL}:%'`,
  );
  await q(
    `${seq(String(archived))} INSERT INTO game_archive (key, namespace, guild_id, channel_id, ended_at, finished, summary)
     SELECT replace(replace(a.key, '${TEMPLATE_CHANNEL}', ${archivedId}), '${GUILD}', ${guildOf}), 'carcassonne',
            ${guildOf}, ${archivedId}, ${now} - n.i * 60000, 1, a.summary
     FROM n, t.game_archive a`,
  );
  await q(
    `${seq(String(archived))} INSERT INTO game_archive_player (namespace, guild_id, user_id, key, name, score, won, ended_at)
     SELECT 'carcassonne', ${guildOf}, '2' || printf('%017d', (n.i * 3 + p.seat) % 40), 
            replace(replace(a.key, '${TEMPLATE_CHANNEL}', ${archivedId}), '${GUILD}', ${guildOf}),
            'Player ' || ((n.i * 3 + p.seat) % 40), 40 + (n.i * 7 + p.seat * 13) % 80, p.seat = n.i % 2, ${now} - n.i * 60000
     FROM n, t.game_archive a, (SELECT 0 AS seat UNION ALL SELECT 1) p`,
  );
  await q('COMMIT');
  await q('DETACH DATABASE t');
  db.exec('PRAGMA journal_mode=WAL');
  await db.disconnect();
  // Built without syncing: the first sync of the timed part would write all of it out (0.5 s), which
  // the bot's file, written move by move, never has to.
  const handle = openSync(file, 'r+');
  fsyncSync(handle);
  closeSync(handle);
  return now;
}
