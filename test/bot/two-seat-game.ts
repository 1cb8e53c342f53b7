// A whole game of alice and bob through the real bot, for the end-to-end test of one expansion: the
// test's own handler plays the moves it is about (through posts, buttons and commands, as a member
// would); every other move goes to the game directly, a random move of whoever is to move, so a whole
// game stays quick. Used by test/bot/<id>.e2e.test.ts of the expansions played between two members.
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import type { GameRecord } from '../../src/app/record';
import { type GameState, type LegalMoves, legalMoves } from '../../src/engine';
import type { startTableForTwo } from './table';

type TwoSeatTable = Awaited<ReturnType<typeof startTableForTwo>>;

/** What the handler is shown at each move of the game. */
export interface SeatMove {
  record: GameRecord;
  state: GameState;
  legal: Exclude<LegalMoves, { step: 'ended' }>;
  random: SeededRandom;
  /** The move before this one went to the game directly (no post was made for it). */
  afterDirect: boolean;
}

/** Plays the move through the bot and says true, or says false to have a random move played directly. */
export type SeatMoveHandler = (move: SeatMove) => Promise<boolean>;

/** alice opens a game with `expansions`, bob joins, alice starts it. */
export async function startTwoSeatGame(table: TwoSeatTable, expansions: string): Promise<void> {
  const { driver, alice, bob, slash } = table;
  await driver.run(slash(alice, 'new', { expansions }));
  await driver.run(slash(bob, 'join'));
  await driver.run(slash(alice, 'start'));
}

/**
 * Plays the table's game until it ends, the handler first at every move; the random moves are drawn from
 * `seed` too, so a test's game is the same at every run. Says whether the game ended (a finished game
 * leaves the channel for the archive).
 */
export async function playTwoSeatGame(table: TwoSeatTable, seed: number, handle: SeatMoveHandler): Promise<boolean> {
  const { driver, channelId } = table;
  const random = new SeededRandom(seed);
  let afterDirect = false;
  for (let step = 0; step < 3000; step++) {
    const record = await driver.record(channelId);
    const state = record?.state;
    if (!record || !state || record.status !== 'playing') return true;
    const legal = legalMoves(state);
    if (legal.step === 'ended') return true;
    if (await handle({ record, state, legal, random, afterDirect })) {
      afterDirect = false;
      continue;
    }
    const move = randomMove(state, random);
    if (!move) throw new Error(`no random move at step ${legal.step}`);
    const outcome = await driver.bot.service.play(channelId, { userId: legal.player, name: legal.player }, move);
    if (!outcome.ok) throw new Error(`refused: ${outcome.message.key}`);
    afterDirect = true;
  }
  return false;
}
