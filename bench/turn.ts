// The bot's whole path per turn, without Discord: the member's intent handed to GameService.move (load,
// check, apply, save with the note of the post owed), and the image the bot then posts, for every turn
// of 2-player games with farmers (the 72 base tiles). A turn has two steps in the bot: placing the tile
// (then the figure step's picture is drawn: the tile among its neighbours; the bot skips that when the
// tile has no figure spot, the bench always draws it) and the figure or skip (then the next turn's board is drawn, and the new post
// is remembered with the note it pays settled). The SQL statements of each turn are counted too.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { ImageFormat } from '../render';
import { runRenderJob } from '../render/render-jobs';
import { randomMove, SeededRandom } from '../src/ai/random-player';
import { figureSpots, tileSpots } from '../src/app/choices';
import { GameService } from '../src/app/game-service';
import type { Choice, MoveResult } from '../src/app/moves';
import { openGameRepository } from '../src/app/open-repository';
import type { GameRecord } from '../src/app/record';
import { boardImage, placementImage } from '../src/bot/board-image';
import { type OwedBoard, OwedPosts } from '../src/bot/owed-posts';
import type { Move } from '../src/engine';
import { Outbox, type OwedPost } from '../src/storage/outbox';
import { type BenchRow, summarise } from './measure';
import { countStatements, type StatementCounts, since } from './statements';

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
  /** SQL statements of each whole turn. */
  statements: StatementCounts[];
}

/** What a member would have chosen for the engine's move: a numbered spot, a lettered spot, or skip. */
function choiceOf(record: GameRecord, move: Move): Choice {
  if (move.type === 'placeTile') {
    const spot = tileSpots(record).find((s) => s.x === move.x && s.y === move.y);
    return { kind: 'place', spot: spot?.number ?? 0, rotation: move.rotation };
  }
  if (move.type === 'placeFigure') {
    const spot = figureSpots(record).find((s) => s.feature === move.feature && s.figures.includes(move.figure));
    return { kind: 'figure', letter: spot?.letter ?? '?', figure: move.figure };
  }
  return { kind: 'skip' };
}

async function playOneGame(
  service: GameService,
  posts: OwedPosts,
  outbox: Outbox<OwedBoard>,
  seed: number,
  format: ImageFormat | undefined,
): Promise<TurnTimes> {
  const random = new SeededRandom(seed);
  const [host, guest] = players as [(typeof players)[0], (typeof players)[0]];
  await service.newGame(CHANNEL, '1', host, { expansions: ['farmers'] });
  await service.join(CHANNEL, guest);
  await service.start(CHANNEL, host);
  const times: TurnTimes = { tileStep: [], figureStep: [], turn: [], cpu: [], tilesOnBoard: 0, statements: [] };
  const options = format ? { format } : {};
  const counts = countStatements();
  let record = (await service.find(CHANNEL)) as GameRecord;
  const owe = (saved: GameRecord) => posts.noteFor(CHANNEL, saved);
  while (record.status === 'playing' && record.state) {
    const actor = players.find((p) => p.userId === record.state?.players[record.state.turn.player]?.id);
    if (!actor) throw new Error('no active player');
    const before = { ...counts };
    const cpuBefore = process.cpuUsage();

    let started = performance.now();
    const tile = randomMove(record.state, random);
    if (!tile) throw new Error('no legal move');
    const answers = { arrival: service.arrival(CHANNEL) };
    const placed = await service.move(
      CHANNEL,
      { userId: actor.userId, answers, choice: choiceOf(record, tile) },
      { owe },
    );
    if (placed.kind !== 'figure-step' && placed.kind !== 'moved') throw new Error(`placing: ${placed.kind}`);
    await placementImage(runRenderJob, placed.record.state!, options);
    const tileStep = performance.now() - started;

    started = performance.now();
    let ended: MoveResult<OwedPost<OwedBoard>> = placed;
    if (placed.kind === 'figure-step') {
      const figure = randomMove(placed.record.state!, random) ?? { type: 'pass' as const };
      const choice = choiceOf(placed.record, figure);
      ended = await service.move(CHANNEL, { userId: actor.userId, answers: {}, choice }, { owe });
    }
    if (ended.kind !== 'moved') throw new Error(`the turn did not end: ${ended.kind}`);
    await boardImage(runRenderJob, ended.record.state!, options);
    // the post is out: its message is remembered and the note it pays settled, in one transaction
    const owed = ended.owed as OwedPost<OwedBoard> | undefined;
    if (ended.record.status === 'playing') {
      await service.setLiveMessages(CHANNEL, [String(Date.now())], owed && ((sql) => outbox.settle(owed, sql)));
    } else if (owed) await outbox.settle(owed);
    const figureStep = performance.now() - started;

    times.tileStep.push(tileStep);
    times.figureStep.push(figureStep);
    times.turn.push(tileStep + figureStep);
    times.statements.push(since(before));
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
    const outbox = await Outbox.on<OwedBoard>(repository.sideTables);
    // only its note of a post owed is used here: nothing is posted
    const posts = new OwedPosts(outbox, undefined as never, service, undefined as never, () => {});
    const play = (seed: number) => playOneGame(service, posts, outbox, seed, format);
    await play(1); // warm-up: fonts, caches, JIT
    const all: TurnTimes = { tileStep: [], figureStep: [], turn: [], cpu: [], tilesOnBoard: 0, statements: [] };
    const loadBefore = loadavg()[0] as number;
    for (const seed of [2, 3]) {
      const times = await play(seed);
      all.tileStep.push(...times.tileStep);
      all.figureStep.push(...times.figureStep);
      all.turn.push(...times.turn);
      all.statements.push(...times.statements);
      all.cpu.push(...times.cpu);
      all.tilesOnBoard = times.tilesOnBoard;
    }
    const label = `${all.tilesOnBoard}-tile game, ${format ?? 'png'}`;
    return [
      summarise(`bot turn step 1 (load, apply, save, render the placement) · ${label}`, all.tileStep, 'ms'),
      summarise(`bot turn step 2 (load, apply, save, render the next board) · ${label}`, all.figureStep, 'ms'),
      summarise(`bot whole turn (both steps) · ${label}`, all.turn, 'ms'),
      summarise(`bot whole turn, CPU time of all threads · ${label}`, all.cpu, 'ms'),
      summarise(
        'bot whole turn · SQL reads',
        all.statements.map((c) => c.reads),
        '',
      ),
      summarise(
        'bot whole turn · SQL writes',
        all.statements.map((c) => c.writes),
        '',
      ),
      summarise(
        'bot whole turn · transactions',
        all.statements.map((c) => c.transactions),
        '',
      ),
    ];
  } finally {
    await repository.close();
    await rm(dir, { recursive: true, force: true });
  }
}
