// A move answers the step it was sent for, never the next one: two `/carcassonne choose` sent at once,
// where the first answer leads to another question for the same player, apply once; the second is
// refused privately as stale (issue 27, item 3). The same for a step's buttons once the step is taken.
import { ComponentType } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { playerToMove } from '../../src/app/describe';
import type { GameRecord } from '../../src/app/record';
import { applyMove, decidingPlayer, EXPANSION_IDS, legalMoves, type Move } from '../../src/engine';
import { componentsOf } from './moves';
import { expectPrivate, startTableForTwo } from './table';

/** An expansion where an answer may lead to another question for the same player (the Tower, early). */
const EXPANSION = ['tower', 'crop-circles', 'messengers'].find((id) => EXPANSION_IDS.includes(id));

let table: Awaited<ReturnType<typeof startTableForTwo>>;

beforeAll(async () => {
  table = await startTableForTwo('stale-answers');
});

afterAll(async () => {
  await table?.stop();
});

const record = async () => (await table.driver.record(table.channelId)) as GameRecord;

/** The first answer offered to the pending question, as a move. */
function firstAnswer(state: NonNullable<GameRecord['state']>): Move | undefined {
  const legal = legalMoves(state);
  const first = legal.step === 'decide' ? legal.choices[0] : undefined;
  return first && { type: 'action', action: first.action, ...(first.args ? { args: first.args } : {}) };
}

/** Plays on (through the service, no posts) until answering the question with 1 asks its player again. */
async function playToAQuestionThatAsksAgain(): Promise<GameRecord> {
  const random = new SeededRandom(7);
  for (let moves = 0; moves < 3000; moves++) {
    const current = await record();
    const state = current.state as NonNullable<GameRecord['state']>;
    const toMove = playerToMove(current)?.id as string;
    const answer = firstAnswer(state);
    if (answer) {
      const next = applyMove(state, toMove, answer);
      if (next.ok && next.state.turn.step === 'decide' && decidingPlayer(next.state) === toMove) return current;
    }
    const move = answer ?? randomMove(state, random, 0.9);
    if (!move) throw new Error('no move');
    const outcome = await table.driver.bot.service.play(table.channelId, { userId: toMove, name: toMove }, move);
    if (!outcome.ok) throw new Error(`refused: ${outcome.message.key}`);
    if (outcome.record.status !== 'playing') throw new Error('the game ended before a question asked again');
  }
  throw new Error('no answer ever led to another question for the same player');
}

describe.skipIf(!EXPANSION)('an answer sent twice at once', () => {
  let asked: string;
  let before: GameRecord;

  it('applies the first /carcassonne choose and refuses the second as stale', async () => {
    const { driver, slash, alice, bob } = table;
    await driver.run(slash(alice, 'new', { expansions: EXPANSION as string }));
    await driver.run(slash(bob, 'join'));
    await driver.run(slash(alice, 'start'));
    before = await playToAQuestionThatAsksAgain();
    asked = playerToMove(before)?.id as string;

    const [first, second] = await driver.runAll([
      slash(asked, 'choose', { option: 1 }),
      slash(asked, 'choose', { option: 1 }),
    ]);
    const after = await record();
    // one answer applied: the second question is still waiting for its own answer
    expect(after.log.length).toBe(before.log.length + 1);
    expect(after.log.at(-1)?.move).toEqual(firstAnswer(before.state as NonNullable<GameRecord['state']>));
    expect(after.state?.turn.step).toBe('decide');
    expect(playerToMove(after)?.id).toBe(asked);
    const replies = [first, second].map((handled) => handled?.reply?.content ?? '');
    expect(replies.filter((text) => /already been answered/.test(text))).toHaveLength(1);
    expectPrivate(
      [first, second].find((handled) => /already been answered/.test(handled?.reply?.content ?? '')) as NonNullable<
        typeof first
      >,
      /^That question has already been answered\./,
    );
  });

  it('refuses the menu of the question just answered, and changes nothing', async () => {
    const { driver, fake, channelId } = table;
    const now = await record();
    // a menu made for the step before (the question answered above): its id names that step
    const post = fake.message(channelId, now.liveMessages[0] ?? '');
    const menu = componentsOf(post).find((c) => c.type === ComponentType.StringSelect);
    if (!menu?.custom_id || !post) throw new Error('the turn post has no answer menu');
    const oldId = menu.custom_id.replace(/:(\d+)\.(\d+)$/, `:${before.log.length}.$2`);
    const handled = await driver.run(() =>
      fake.injectStringSelect({ customId: oldId, messageId: post.id, channelId, userId: asked, values: ['1'] }),
    );
    expectPrivate(handled, /^That question has already been answered\./);
    expect((await record()).log.length).toBe(now.log.length);
  });
});
