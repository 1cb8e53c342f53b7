// Engine benchmarks: a whole random game, what it allocates, and legal-placement enumeration on a large board.
import { GCProfiler, getHeapStatistics } from 'node:v8';
import { randomMove, SeededRandom } from '../src/ai/random-player';
import { applyMove, createGame, decidingPlayer, EXPANSION_IDS, legalMoves } from '../src/engine';
import { allTileTypes } from '../src/engine/catalog';
import { rulesFor } from '../src/engine/modules/registry';
import { legalPlacements } from '../src/engine/placement';
import { CLASSIC_SET } from '../src/engine/tiles/base';
import type { GameState, TileType } from '../src/engine/types';
import { BIG_BOX } from '../test/engine/support/big-box';
import { type BenchRow, summarise, timeIt } from './measure';

const players = [
  { id: 'a', name: 'Ann' },
  { id: 'b', name: 'Bob' },
];

/** What a move's two halves took: listing the legal moves and choosing one, then applying it (ms). */
export type MoveTimer = (before: GameState, listing: number, applying: number) => void;

/**
 * Plays a whole game with random legal moves (legal moves are listed every step); `moves` counts them, and
 * `timed`, when given, hears each move's two halves (bench/profile-steps.ts).
 */
export function wholeGame(seed: number, expansions = ['farmers'], moves = { count: 0 }, timed?: MoveTimer): GameState {
  const random = new SeededRandom(seed);
  let { state } = createGame({ players, expansions, seed });
  while (state.turn.step !== 'ended') {
    const started = timed ? performance.now() : 0;
    const move = randomMove(state, random);
    const chosen = timed ? performance.now() : 0;
    // a decision may be another player's (a robber, a crop circle)
    const result = move && applyMove(state, decidingPlayer(state) as string, move);
    if (!result?.ok) throw new Error('a random legal move was refused');
    timed?.(state, chosen - started, performance.now() - chosen);
    state = result.state;
    moves.count++;
  }
  return state;
}

/**
 * The nineteen expansions the engine had when issue 30 set its 15 ms target for "every implemented
 * expansion" (bcff779): the target's own yardstick, beside the growing every-expansion row.
 */
export const NINETEEN = [
  ...BIG_BOX,
  'river-2',
  'king-robber',
  'cult',
  'count',
  'princess-dragon',
  'tower',
  'abbey-mayor',
];

const usedHeap = () => getHeapStatistics().used_heap_size;

/**
 * What whole random games allocate: bytes per move (the heap's growth plus what each garbage collection
 * in between cleared, as V8's GC profiler reports it) and collections per game.
 */
function allocations(label: string, expansions: string[], games: number, firstSeed: number): BenchRow[] {
  const perMove: number[] = [];
  const collections: number[] = [];
  for (let game = 0; game < games; game++) {
    const moves = { count: 0 };
    const profiler = new GCProfiler();
    profiler.start();
    const before = usedHeap();
    wholeGame(firstSeed + game, expansions, moves);
    const after = usedHeap();
    const gcs = profiler.stop()?.statistics ?? [];
    const cleared = gcs.reduce(
      (sum, gc) => sum + gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize,
      0,
    );
    perMove.push((after - before + cleared) / Math.max(1, moves.count));
    collections.push(gcs.length);
  }
  return [
    summarise(`engine: bytes allocated per move, ${label}`, perMove, 'bytes'),
    summarise(`engine: garbage collections per game, ${label}`, collections, 'collections'),
  ];
}

/** The state after `tiles` tiles are on the board (the start tile included). */
export function boardWithTiles(tiles: number, seed = 7): GameState {
  const random = new SeededRandom(seed);
  let { state } = createGame({ players, expansions: ['farmers'], seed });
  while (state.board.length < tiles && state.turn.step !== 'ended') {
    const move = randomMove(state, random);
    const result = move && applyMove(state, state.players[state.turn.player]?.id as string, move);
    if (!result?.ok) throw new Error('a random legal move was refused');
    state = result.state;
  }
  return state;
}

export async function engineBenchmarks(): Promise<BenchRow[]> {
  let seed = 0;
  const game = await timeIt(
    'engine: whole random base game with farmers (2 players)',
    300,
    () => wholeGame(++seed),
    50,
  );
  const all = ['farmers', 'river', 'abbot', 'inns-cathedrals', 'traders-builders'];
  const expanded = await timeIt(
    'engine: whole random game with farmers and all four expansions',
    200,
    () => wholeGame(++seed, all),
    30,
  );
  const tower = await timeIt(
    'engine: whole random game with farmers and the Tower (2 players)',
    200,
    () => wholeGame(++seed, ['farmers', 'tower']),
    30,
  );
  // the whole Big Box: base, farmers, river, abbot, the two big expansions and the seven minis (the order a
  // list names them in changes no game)
  const whole = await timeIt(
    'engine: whole random Big Box game (all twelve parts, 2 players)',
    100,
    () => wholeGame(++seed, BIG_BOX),
    20,
  );
  const princessDragon = await timeIt(
    'engine: whole random game with farmers and Princess & Dragon (2 players)',
    100,
    () => wholeGame(++seed, ['farmers', 'princess-dragon']),
    20,
  );
  const abbeyMayor = await timeIt(
    'engine: whole random game with farmers and Abbey & Mayor (2 players)',
    200,
    () => wholeGame(++seed, ['farmers', 'abbey-mayor']),
    30,
  );
  const dragonAndTower = await timeIt(
    'engine: whole random game with farmers, Princess & Dragon and the Tower (2 players)',
    100,
    () => wholeGame(++seed, ['farmers', 'princess-dragon', 'tower']),
    20,
  );
  const everything = await timeIt(
    `engine: whole random game with every implemented expansion (${EXPANSION_IDS.length}, 2 players)`,
    40,
    () => wholeGame(++seed, [...EXPANSION_IDS]),
    10,
  );
  // after the rows above, so their seeds stay those they always drew
  const wheelOfFortune = await timeIt(
    'engine: whole random game with farmers and the Wheel of Fortune (2 players)',
    200,
    () => wholeGame(++seed, ['farmers', 'wheel-of-fortune']),
    30,
  );
  const catapult = await timeIt(
    'engine: whole random game with farmers and the Catapult (2 players)',
    200,
    () => wholeGame(++seed, ['farmers', 'catapult']),
    30,
  );
  const firstNineteen = await timeIt(
    `engine: whole random game with the ${NINETEEN.length} expansions of issue 30's target (2 players)`,
    100,
    () => wholeGame(++seed, NINETEEN),
    20,
  );
  const rows = [
    game,
    expanded,
    tower,
    whole,
    princessDragon,
    abbeyMayor,
    dragonAndTower,
    everything,
    wheelOfFortune,
    catapult,
    firstNineteen,
  ];
  rows.push(...allocations('base game with farmers (2 players)', ['farmers'], 100, 5000));
  rows.push(...allocations('Big Box (2 players)', BIG_BOX, 30, 6000));
  rows.push(
    ...allocations(`every implemented expansion (${EXPANSION_IDS.length}, 2 players)`, [...EXPANSION_IDS], 20, 7000),
  );
  for (const tiles of [20, 70]) {
    const state = boardWithTiles(tiles);
    const rules = rulesFor(state.expansions);
    const types = allTileTypes().filter((type) => CLASSIC_SET[type.id]);
    let next = 0;
    // as in play: the open positions are kept for the board, and each call lists a new tile type
    rows.push(
      await timeIt(`engine: legal placements on a ${state.board.length}-tile board`, 2000, () =>
        legalPlacements(state, rules, types[next++ % types.length] as TileType),
      ),
    );
    // as for a game just loaded: a copy of the board and its tiles (made before timing), whose open
    // positions are found from scratch
    const loaded = Array.from({ length: 503 }, () => ({ ...state, board: state.board.map((tile) => ({ ...tile })) }));
    rows.push(
      await timeIt(`engine: legal placements on a ${state.board.length}-tile board, loaded afresh`, 500, () =>
        legalMoves(loaded.pop() as GameState),
      ),
    );
  }
  return rows;
}
