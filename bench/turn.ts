// The bot's whole path per turn, without Discord: load the game from SQLite, apply the move, save it,
// and render the image the bot then posts, for every turn of 2-player games with farmers (the 72 base
// tiles). A turn has two steps in the bot: placing the tile (then the figure step's picture is drawn: the
// tile among its neighbours; the bot skips that when the tile has no figure spot, the bench always draws
// it) and the figure or skip (then the next turn's whole board is drawn and the new post is remembered).
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { ImageFormat } from '../render';
import { runRenderJob } from '../render/render-jobs';
import { figureSpots } from '../src/app/choices';
import { GameService } from '../src/app/game-service';
import { openGameRepository } from '../src/app/open-repository';
import type { GameRecord } from '../src/app/record';
import { boardImage, placementImage } from '../src/bot/board-image';
import { randomMove, SeededRandom } from '../src/sim/random-player';
import { type BenchRow, summarise } from './measure';

const CHANNEL = '100000000000000001';
const players = [
  { userId: '200000000000000001', name: 'Ann' },
  { userId: '200000000000000002', name: 'Bob' },
];

interface TurnTimes {
  tileStep: number[];
  figureStep: number[];
  turn: number[];
  /** CPU time of the whole turn, every thread of the process (zlib's pool, the garbage collector). */
  cpu: number[];
  tilesOnBoard: number;
}

async function playOneGame(service: GameService, seed: number, format: ImageFormat | undefined): Promise<TurnTimes> {
  const random = new SeededRandom(seed);
  const [host, guest] = players as [(typeof players)[0], (typeof players)[0]];
  await service.newGame(CHANNEL, '1', host, { expansions: ['farmers'] });
  await service.join(CHANNEL, guest);
  await service.start(CHANNEL, host);
  const times: TurnTimes = { tileStep: [], figureStep: [], turn: [], cpu: [], tilesOnBoard: 0 };
  const options = format ? { format } : {};
  let record = (await service.find(CHANNEL)) as GameRecord;
  while (record.status === 'playing' && record.state) {
    const actor = players.find((p) => p.userId === record.state?.players[record.state.turn.player]?.id);
    if (!actor) throw new Error('no active player');

    const cpuBefore = process.cpuUsage();
    let started = performance.now();
    const current = (await service.find(CHANNEL)) as GameRecord; // the handler's pre-check read
    const tile = randomMove(current.state!, random);
    if (!tile) throw new Error('no legal move');
    const placed = await service.play(CHANNEL, actor, tile, current.state?.turn.number);
    if (!placed.ok) throw new Error(placed.message.key);
    const hasSpots = figureSpots(placed.record).length > 0;
    await placementImage(runRenderJob, placed.record.state!, options);
    const tileStep = performance.now() - started;

    started = performance.now();
    const before = (await service.find(CHANNEL)) as GameRecord;
    const figure = hasSpots ? randomMove(before.state!, random) : { type: 'pass' as const };
    const ended = await service.play(CHANNEL, actor, figure ?? { type: 'pass' }, before.state?.turn.number);
    if (!ended.ok) throw new Error(ended.message.key);
    await boardImage(runRenderJob, ended.record.state!, options);
    if (ended.record.status === 'playing') await service.setLiveMessages(CHANNEL, [String(Date.now())]);
    const figureStep = performance.now() - started;

    times.tileStep.push(tileStep);
    times.figureStep.push(figureStep);
    times.turn.push(tileStep + figureStep);
    const cpu = process.cpuUsage(cpuBefore);
    times.cpu.push((cpu.user + cpu.system) / 1000);
    record = ended.record;
    times.tilesOnBoard = record.state?.board.length ?? 0;
  }
  return times;
}

export async function turnBenchmarks(format?: ImageFormat): Promise<BenchRow[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'carc-bench-'));
  const repository = await openGameRepository({ path: path.join(dir, 'games.sqlite') });
  try {
    const service = new GameService(repository);
    await playOneGame(service, 1, format); // warm-up: fonts, caches, JIT
    const games = [2, 3].map((seed) => () => playOneGame(service, seed, format));
    const all: TurnTimes = { tileStep: [], figureStep: [], turn: [], cpu: [], tilesOnBoard: 0 };
    const loadBefore = loadavg()[0] as number;
    for (const game of games) {
      const times = await game();
      all.tileStep.push(...times.tileStep);
      all.figureStep.push(...times.figureStep);
      all.turn.push(...times.turn);
      all.cpu.push(...times.cpu);
      all.tilesOnBoard = times.tilesOnBoard;
    }
    const label = `${all.tilesOnBoard}-tile game, ${format ?? 'png'}`;
    return [
      summarise(`bot turn step 1 (load, apply, save, render the placement) · ${label}`, all.tileStep, 'ms'),
      summarise(`bot turn step 2 (load, apply, save, render the next board) · ${label}`, all.figureStep, 'ms'),
      summarise(`bot whole turn (both steps) · ${label}`, all.turn, 'ms'),
      summarise(`bot whole turn, CPU time of all threads · ${label}`, all.cpu, 'ms'),
      // the machine is shared: its load says how far the times above are from a quiet machine's
      summarise('machine load (1-minute average) before the timed games', [loadBefore], 'load'),
      summarise('machine load (1-minute average) after them', [loadavg()[0] as number], 'load'),
    ];
  } finally {
    await repository.close();
    await rm(dir, { recursive: true, force: true });
  }
}
