// Princess & Dragon through the real bot: each step of the dragon's flight is asked of the player whose
// step it is (the second step of the other player), with a ping and a menu of the legal steps; the
// answer from the menu moves the dragon. A step its player could take only one way is taken for them at once.
import { type APIMessage, ComponentType } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { decisionChoices } from '../../src/app/choices';
import { playerToMove } from '../../src/app/describe';
import { forcedAnswer } from '../../src/app/forced-answers';
import type { GameRecord } from '../../src/app/record';
import { applyMove, legalMoves, type Move } from '../../src/engine';
import { dragonOf } from '../../src/expansions/princess-dragon/state';
import type { FakeDiscord } from '../support/fake-discord';
import type { BotDriver } from './driver';
import { componentsOf, selectFor } from './moves';
import { bodyOf, type Slash, startTableForTwo } from './table';

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

/** The game's live post, as the channel shows it now. */
const livePost = async () => fake.message(channelId, (await record()).liveMessages[0] ?? '');

/** `userId` picks answer `number` from the menu on `post`. */
const pickOn = (post: APIMessage | undefined, userId: string, number: number) =>
  driver.run(() =>
    fake.injectStringSelect({
      customId: selectFor(post, number) as string,
      messageId: post?.id as string,
      channelId,
      userId,
      values: [String(number)],
    }),
  );

/** Plays on through the service (no posts) until `found` finds what it looks for in the game. */
async function playUntil<T>(seed: number, found: (current: GameRecord) => T | undefined): Promise<T> {
  const random = new SeededRandom(seed);
  for (let moves = 0; moves < 3000; moves++) {
    const current = await record();
    const sought = found(current);
    if (sought !== undefined) return sought;
    const state = current.state as NonNullable<GameRecord['state']>;
    const toMove = playerToMove(current)?.id as string;
    const move = randomMove(state, random) as Move;
    const outcome = await driver.bot.service.play(channelId, { userId: toMove, name: toMove }, move);
    if (!outcome.ok) throw new Error(`refused: ${outcome.message.key}`);
    if (outcome.record.status !== 'playing') throw new Error('the game ended before it was found');
  }
  throw new Error('never found');
}

/** The game when the dragon's first step is asked. */
function firstStepAsked(current: GameRecord): GameRecord | undefined {
  const legal = legalMoves(current.state as NonNullable<GameRecord['state']>);
  const first = legal.step === 'decide' && legal.decision.kind === 'dragon-step' && legal.decision.data?.step === 1;
  return first ? current : undefined;
}

/** The number of a dragon step's answer after which the next step can go only one way, if there is one. */
function stepBeforeAForcedOne(current: GameRecord): number | undefined {
  const state = current.state as NonNullable<GameRecord['state']>;
  const legal = legalMoves(state);
  if (legal.step !== 'decide' || legal.decision.kind !== 'dragon-step' || legal.choices.length < 2) return undefined;
  return decisionChoices(current, legal).find(({ move }) => {
    const after = applyMove(state, legal.player, move);
    return after.ok && forcedAnswer({ ...current, state: after.state }) !== undefined;
  })?.number;
}

describe("the dragon's flight in Discord", () => {
  it('pings the player whose step it is, with a menu of the legal steps, and moves the dragon', async () => {
    await driver.run(slash(alice, 'new', { expansions: 'princess-dragon' }));
    await driver.run(slash(bob, 'join'));
    await driver.run(slash(alice, 'start'));
    const eve = await playUntil(3, firstStepAsked);
    const active = playerToMove(eve)?.id as string;
    await driver.run(slash(active, 'board'));
    // the active player takes the first step from the post's menu; the second is the other player's
    const stepped = await pickOn(await livePost(), active, 1);
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
    const post = await livePost();
    const select = componentsOf(post).find((c) => c.type === ComponentType.StringSelect);
    expect(select?.options).toHaveLength(legal.choices.length);
    expect(select?.options?.[0]?.label).toMatch(/^1 · (North|East|South|West)/);
    const target = legal.choices[0]?.at;
    const answered = await pickOn(post, asked, 1);
    expect(answered.reply?.content).toMatch(/^Done!/);
    expect(dragonOf((await record()).state as NonNullable<GameRecord['state']>)).toMatchObject({
      x: target?.x,
      y: target?.y,
    });
  });

  it('takes a step that can go only one way for its player at once, said in the reply and on the turn post', async () => {
    const number = await playUntil(5, stepBeforeAForcedOne);
    const before = await record();
    const asked = playerToMove(before)?.id as string;
    await driver.run(slash(asked, 'board'));
    const answered = await pickOn(await livePost(), asked, number);
    const after = await record();
    // the member's answer, then the step given for whoever could take it only one way
    const [own, given] = after.log.slice(before.log.length);
    expect(own).toMatchObject({ player: asked });
    expect(own?.forced).toBeUndefined();
    expect(given?.forced).toBe(true);
    expect(forcedAnswer(after)).toBeUndefined();
    const note = `${given?.player === alice ? 'alice' : 'bob'}: only one answer was possible, so it was given at once.`;
    expect(answered.reply?.content).toContain(note);
    const turnPost = bodyOf(answered.posts.at(-1) as (typeof answered.posts)[number]);
    expect(turnPost.embeds?.[0]?.description).toContain(note);
    // the post pings whoever the game waits for now
    const waitingOn = playerToMove(after)?.id;
    expect(turnPost.allowed_mentions.users ?? []).toEqual(waitingOn ? [waitingOn] : []);
  });
});
