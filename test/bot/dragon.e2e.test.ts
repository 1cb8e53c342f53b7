// Princess & Dragon through the real bot: each step of the dragon's flight is asked of the player whose
// step it is (the second step of the other player), with a ping and a menu of the legal steps; the
// answer from the menu moves the dragon.
import { ComponentType } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { playerToMove } from '../../src/app/describe';
import type { GameRecord } from '../../src/app/record';
import { legalMoves, type Move } from '../../src/engine';
import { dragonOf } from '../../src/expansions/princess-dragon/state';
import type { FakeDiscord } from '../support/fake-discord';
import type { BotDriver } from './driver';
import { componentsOf } from './moves';
import { type Slash, startTableForTwo } from './table';

let fake: FakeDiscord;
let driver: BotDriver;
let channelId: string;
let alice: string;
let bob: string;
let slash: Slash;
let table: Awaited<ReturnType<typeof startTableForTwo>>;

beforeAll(async () => {
  table = await startTableForTwo('dragon');
  ({ fake, driver, channelId, alice, bob, slash } = table);
});

afterAll(async () => {
  await table?.stop();
});

const record = async () => (await driver.record(channelId)) as GameRecord;

/** Plays on through the service (no posts) until the dragon's first step is asked. */
async function playToAFlight(seed: number): Promise<GameRecord> {
  const random = new SeededRandom(seed);
  for (let moves = 0; moves < 3000; moves++) {
    const current = await record();
    const state = current.state as NonNullable<GameRecord['state']>;
    const legal = legalMoves(state);
    if (legal.step === 'decide' && legal.decision.kind === 'dragon-step' && legal.decision.data?.step === 1) {
      return current;
    }
    const toMove = playerToMove(current)?.id as string;
    const move = randomMove(state, random) as Move;
    const outcome = await driver.bot.service.play(channelId, { userId: toMove, name: toMove }, move);
    if (!outcome.ok) throw new Error(`refused: ${outcome.message.key}`);
    if (outcome.record.status !== 'playing') throw new Error('the game ended before the dragon flew');
  }
  throw new Error('the dragon never flew');
}

describe("the dragon's flight in Discord", () => {
  it('pings the player whose step it is, with a menu of the legal steps, and moves the dragon', async () => {
    await driver.run(slash(alice, 'new', { expansions: 'princess-dragon' }));
    await driver.run(slash(bob, 'join'));
    await driver.run(slash(alice, 'start'));
    const eve = await playToAFlight(3);
    const active = playerToMove(eve)?.id as string;
    await driver.run(slash(active, 'board'));
    // the active player takes the first step from the post's menu; the second is the other player's
    const first = fake.message(channelId, (await record()).liveMessages[0] ?? '');
    const firstMenu = componentsOf(first).find((c) => c.type === ComponentType.StringSelect);
    const stepped = await driver.run(() =>
      fake.injectStringSelect({
        customId: firstMenu?.custom_id as string,
        messageId: first?.id as string,
        channelId,
        userId: active,
        values: ['1'],
      }),
    );
    const state = (await record()).state as NonNullable<GameRecord['state']>;
    const legal = legalMoves(state);
    if (legal.step !== 'decide') throw new Error('the flight ended at once');
    const asked = legal.player;
    expect(asked).not.toBe(active);
    expect(legal.decision.data?.step).toBe(2);
    const body = stepped.posts.at(-1)?.body as { content: string; allowed_mentions: { users: string[] } };
    expect(body.content).toMatch(
      new RegExp(`^<@${asked}>, a question for you: the dragon flies: move it one tile \\(step 2 of 6\\)`),
    );
    expect(body.allowed_mentions.users).toEqual([asked]);
    const post = fake.message(channelId, (await record()).liveMessages[0] ?? '');
    const select = componentsOf(post).find((c) => c.type === ComponentType.StringSelect);
    expect(select?.options).toHaveLength(legal.choices.length);
    expect(select?.options?.[0]?.label).toMatch(/^1 · (North|East|South|West)/);
    const target = legal.choices[0]?.at;
    const answered = await driver.run(() =>
      fake.injectStringSelect({
        customId: select?.custom_id as string,
        messageId: post?.id as string,
        channelId,
        userId: asked,
        values: ['1'],
      }),
    );
    expect(answered.reply?.content).toMatch(/^Done!/);
    expect(dragonOf((await record()).state as NonNullable<GameRecord['state']>)).toMatchObject({
      x: target?.x,
      y: target?.y,
    });
  });
});
