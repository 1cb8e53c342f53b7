// npm run bench:race -- [--url postgres://… | sqlite://path] [--games 1000] [--turns 10]
// Two processes (forked, each with its own connections) play the same games through GameService
// against one database, each sending every move it sees due, so most moves race one from the other
// process. Counts the moves applied twice and the moves acknowledged but lost (both must be 0), and
// times each move (load + apply + save). Without --url: a temporary SQLite file.
// Prints one JSON line per measurement, like npm run bench.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { randomMove, SeededRandom } from '../src/ai/random-player';
import { GameService } from '../src/app/game-service';
import { openGameRepository } from '../src/app/open-repository';
import type { GameRecord } from '../src/app/record';
import { isPostgresUrl } from '../src/storage/sql-database';
import { summarise } from './measure';

interface Job {
  target: { url: string; schema?: string };
  games: number;
  turns: number;
  worker: number;
}
interface Report {
  /** [game, log position] of every move this process was told was saved. */
  saved: [number, number][];
  refused: number;
  /** Refused by the database's compare-and-set (both processes had read the same revision). */
  lostRace: number;
  moveMs: number[];
}

const GUILD = '100000000000000001';
const players = [
  { userId: '200000000000000001', name: 'Ann' },
  { userId: '200000000000000002', name: 'Bob' },
];
const channelOf = (game: number) => String(300_000_000_000_000_000n + BigInt(game));

async function open(target: Job['target']) {
  const repository = await openGameRepository({ ...target, log: () => {} });
  return { repository, service: new GameService(repository) };
}

/** Games a process moves at once (both take the same ones, so their moves meet). */
const IN_FLIGHT = 8;

/** One process: plays every game, a step of each in turn, until each is `turns` turns in (or over). */
async function work(job: Job): Promise<Report> {
  const { repository, service } = await open(job.target);
  const report: Report = { saved: [], refused: 0, lostRace: 0, moveMs: [] };
  /** One step of `game`; false once the game needs no more. */
  const step = async (game: number): Promise<boolean> => {
    const channel = channelOf(game);
    const record = await service.find(channel);
    const state = record?.state;
    if (record?.status !== 'playing' || !state || (job.turns && state.turn.number > job.turns)) return false;
    const actor = players.find((p) => p.userId === state.players[state.turn.player]?.id);
    if (!actor) throw new Error('no active player');
    // Both processes pick the same move for the same position: a race, not two different games.
    const move = randomMove(state, new SeededRandom(game * 7919 + record.log.length)) ?? { type: 'pass' as const };
    const started = performance.now();
    const outcome = await service.play(channel, actor, move, state.turn.number);
    report.moveMs.push(performance.now() - started);
    if (outcome.ok) report.saved.push([game, (outcome.record as GameRecord).log.length]);
    else if (outcome.message.key === 'game.conflict') report.lostRace++;
    else report.refused++;
    return true;
  };
  let playing = Array.from({ length: job.games }, (_, game) => game);
  while (playing.length) {
    const next: number[] = [];
    for (let from = 0; from < playing.length; from += IN_FLIGHT) {
      const batch = playing.slice(from, from + IN_FLIGHT);
      const going = await Promise.all(batch.map(step));
      next.push(...batch.filter((_, i) => going[i]));
    }
    playing = next;
  }
  await repository.close();
  return report;
}

async function setUpGames(target: Job['target'], games: number): Promise<void> {
  const { repository, service } = await open(target);
  const [host, guest] = players as [(typeof players)[0], (typeof players)[0]];
  for (let game = 0; game < games; game++) {
    const channel = channelOf(game);
    await service.newGame(channel, GUILD, host, { expansions: [] });
    await service.join(channel, guest);
    await service.start(channel, host);
  }
  await repository.close();
}

/** Compares what the processes were told with what the database holds. */
async function audit(target: Job['target'], games: number, reports: Report[]) {
  const { repository } = await open(target);
  let doubleApplied = 0;
  let lost = 0;
  let moves = 0;
  const told = new Map<string, number>();
  for (const report of reports) {
    for (const [game, position] of report.saved)
      told.set(`${game}:${position}`, (told.get(`${game}:${position}`) ?? 0) + 1);
  }
  for (let game = 0; game < games; game++) {
    const channel = channelOf(game);
    const stored = (await repository.get(channel)) ?? (await repository.lastArchivedIn(channel));
    const log = stored?.data.log ?? [];
    moves += log.length;
    const seen = new Set<string>();
    for (const [index, entry] of log.entries()) {
      const step = `${entry.turn}:${entry.move.type}`;
      if (seen.has(step)) doubleApplied++; // the same step of a turn twice
      seen.add(step);
      const acknowledged = told.get(`${game}:${index + 1}`) ?? 0;
      if (acknowledged > 1) doubleApplied += acknowledged - 1; // two processes told "saved" for one slot
      if (acknowledged === 0) lost++; // in the log, but nobody was told (never happens without a bug)
    }
    for (const [key] of told) {
      const [ofGame, position] = key.split(':').map(Number) as [number, number];
      if (ofGame === game && position > log.length) lost++; // told "saved", not in the log
    }
  }
  await repository.close();
  return { doubleApplied, lost, moves };
}

async function main() {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, games: { type: 'string' }, turns: { type: 'string' } },
  });
  const games = Number(values.games ?? 1000);
  const turns = Number(values.turns ?? 10);
  let cleanUp = async () => {};
  let target: Job['target'];
  if (isPostgresUrl(values.url)) {
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    target = { url: values.url, schema };
    cleanUp = async () => {
      const client = new pg.Client({ connectionString: values.url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    };
  } else if (values.url) {
    target = { url: values.url };
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), 'carc-race-'));
    target = { url: `sqlite://${path.join(dir, 'games.sqlite')}` };
    cleanUp = () => rm(dir, { recursive: true, force: true });
  }
  const backend = isPostgresUrl(target.url) ? 'postgresql' : 'sqlite';
  try {
    await setUpGames(target, games);
    const started = performance.now();
    const reports = await Promise.all(
      [0, 1].map(
        (worker) =>
          new Promise<Report>((resolve, reject) => {
            const child = fork(fileURLToPath(import.meta.url), ['--worker'], { execArgv: ['--import', 'tsx'] });
            child.once('message', (report) => resolve(report as Report));
            child.once('error', reject);
            child.once('exit', (code) => code && reject(new Error(`worker ${worker} exited with ${code}`)));
            child.send({ target, games, turns, worker } satisfies Job);
          }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const { doubleApplied, lost, moves } = await audit(target, games, reports);
    const refused = reports.reduce((sum, r) => sum + r.refused, 0);
    const lostRace = reports.reduce((sum, r) => sum + r.lostRace, 0);
    const label = `${backend}, 2 processes, ${games} games × ${turns || 'all'} turns`;
    const rows = [
      { name: `race · moves applied · ${label}`, value: moves, unit: 'moves' },
      { name: `race · moves refused by compare-and-set in the database · ${label}`, value: lostRace, unit: 'moves' },
      {
        name: `race · moves refused as out of date (read after the other's) · ${label}`,
        value: refused,
        unit: 'moves',
      },
      { name: `race · moves applied twice · ${label}`, value: doubleApplied, unit: 'moves' },
      { name: `race · moves acknowledged but lost · ${label}`, value: lost, unit: 'moves' },
      { name: `race · wall time · ${label}`, value: Math.round(seconds * 10) / 10, unit: 's' },
    ];
    for (const row of rows) console.log(JSON.stringify(row));
    const all = reports.flatMap((r) => r.moveMs);
    console.log(JSON.stringify(summarise(`race · one move (load + apply + save) · ${label}`, all, 'ms')));
    if (doubleApplied || lost) process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

if (process.argv.includes('--worker')) {
  process.once('message', (job) => {
    void work(job as Job).then(
      (report) => process.send?.(report, () => process.exit(0)),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
} else {
  await main();
}
