// The Watchtowers through the real bot: a whole game where every figure step on a watchtower tile puts
// the follower on the tile's road or city with `/carcassonne figure spot` (never on the tower: the spots
// offered are the tile's features only), and the channel words each watchtower's points when such a road
// or city is completed, before the feature's own score. Other moves go to the game directly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { applyMove, type GameState, type LegalMoves, legalMoves, type Move } from '../../src/engine';
import { WATCHTOWERS, watchtowerOn } from '../../src/expansions/watchtowers/rules';
import { startTableForTwo } from './table';
import { playTwoSeatGame, startTwoSeatGame } from './two-seat-game';

type Table = Awaited<ReturnType<typeof startTableForTwo>>;
let table: Table;

beforeAll(async () => {
  table = await startTableForTwo('watchtowers');
});

afterAll(async () => {
  await table?.stop();
});

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const TOWER_WORDS =
  /scores \d+ points? with the watchtower at -?\d+,-?\d+: \d+ (followers?|tiles? with a road|tiles? with a city|monaster(y|ies)|coats? of arms) around it × \d/;

type FigureStep = Extract<LegalMoves, { step: 'placeFigure' }>;

/**
 * The figure step's choice: on a watchtower tile a follower on its road or city, elsewhere one time in
 * four a follower on a random spot, else no figure. `spot` is its index (letter A = 0), or undefined.
 */
function figureChoice(state: GameState, legal: FigureStep, random: SeededRandom) {
  const placed = state.turn.placed;
  const onTower = placed && state.board.find((t) => t.x === placed.x && t.y === placed.y);
  const meepleSpots = legal.spots.flatMap((s, i) => (s.figures.includes('meeple') ? [{ ...s, i }] : []));
  const towerSpot = onTower && watchtowerOn(onTower.tile) ? meepleSpots.find((s) => s.kind !== 'field') : undefined;
  const chosen = towerSpot ?? (meepleSpots.length && random.next() < 0.25 ? random.pick(meepleSpots) : undefined);
  return { tower: !!towerSpot, spot: chosen?.i, feature: chosen?.feature };
}

/** How many times watchtowers score in the game from `start` played with this seed (engine only). */
function towerScorings(start: GameState, seed: number): number {
  const random = new SeededRandom(seed);
  let state = start;
  let scorings = 0;
  for (let moves = 0; state.turn.step !== 'ended' && moves < 3000; moves++) {
    const legal = legalMoves(state);
    if (legal.step === 'ended') break;
    let move: Move;
    if (legal.step === 'placeFigure') {
      const { feature } = figureChoice(state, legal, random);
      move = feature === undefined ? { type: 'pass' } : { type: 'placeFigure', figure: 'meeple', feature };
    } else move = randomMove(state, random) as Move;
    const result = applyMove(state, legal.player, move);
    if (!result.ok) throw new Error(result.why);
    scorings += result.events.filter((e) => e.type === 'points' && e.module === WATCHTOWERS).length;
    state = result.state;
  }
  return scorings;
}

describe('The Watchtowers in Discord', () => {
  it('offers no spot on the tower, words its points before the feature, and plays to the end', async () => {
    const { driver, channelId, slash } = table;
    await startTwoSeatGame(table, 'watchtowers');
    const start = (await driver.record(channelId))?.state as GameState;
    // a game in which a watchtower scores at least twice (random players complete few roads and cities)
    const seed = [...Array(60).keys()].find((n) => towerScorings(start, n + 1) >= 2) as number;
    let towerTurns = 0;
    let worded = 0;
    const ended = await playTwoSeatGame(table, seed + 1, async ({ state, legal, random }) => {
      if (legal.step !== 'placeFigure') return false;
      // every figure step through the bot, so its scoring is worded in the channel
      const { tower, spot } = figureChoice(state, legal, random);
      if (tower) {
        towerTurns++;
        // the spots offered on a watchtower tile are its printed features only
        expect(legal.spots.every((s) => ['road', 'city', 'field'].includes(s.kind))).toBe(true);
      }
      const handled = await driver.run(
        spot === undefined
          ? slash(legal.player, 'skip')
          : slash(legal.player, 'figure', { spot: LETTERS[spot] as string }),
      );
      const text = [
        handled.reply?.content ?? '',
        ...handled.posts.map((p) => (p.body as { content?: string }).content ?? ''),
      ].join('\n');
      const wordedAt = text.search(TOWER_WORDS);
      if (wordedAt >= 0) {
        worded++;
        // the watchtower is scored first, then the road or city
        expect(text.slice(wordedAt).replace(TOWER_WORDS, '')).toMatch(/scores \d+ points? — completed (road|city)/);
      }
      return true;
    });
    expect(driver.errors).toEqual([]);
    expect(ended).toBe(true);
    expect(towerTurns).toBeGreaterThan(1);
    expect(worded).toBeGreaterThanOrEqual(2);
  }, 600_000);
});
