// A rule module's question to a player who is not the active one, through the real bot (Crop Circles or
// the Robbers ask every player in turn, after the active player). The turn post pings the asked player and carries the
// answers as a menu (and Decline); the active player is refused privately and nothing changes; an answer
// to a question already answered is refused; /carcassonne choose works too; the turn clock skips an
// unanswered question.
import { ComponentType } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { playerToMove } from '../../src/app/describe';
import type { GameRecord } from '../../src/app/record';
import { applyMove, decidingPlayer, EXPANSION_IDS, legalMoves, type Move } from '../../src/engine';
import type { FakeDiscord, OptionValue } from '../support/fake-discord';
import { type BotDriver, CHANNEL_POST, startTable } from './driver';
import { componentsOf } from './moves';
import { activeOf, CMD, HOUR, type SlashAnywhere, slashAnywhere } from './table';

/**
 * An expansion whose question goes to players other than the active one, after the active player's own
 * (optional for the others): Crop Circles (every player adds a follower or not), else the Robbers (every
 * other player may move their robber).
 */
const EXPANSION = ['crop-circles', 'robbers'].find((id) => EXPANSION_IDS.includes(id));
let now = Date.UTC(2030, 0, 1, 12);
let fake: FakeDiscord;
let driver: BotDriver;
let channelId: string;
/** A second table for the clock, with a game of its own. */
let clocked: string;
/** A third table, where Alice plays a computer player. */
let versus: string;
/** A fourth table, where a question is declined. */
let declining: string;
let alice: string;
let bob: string;
let anywhere: SlashAnywhere;
let table: Awaited<ReturnType<typeof startTable>>;

beforeAll(async () => {
  table = await startTable(
    {
      channels: [{ name: 'questions' }, { name: 'clocked' }, { name: 'versus' }, { name: 'declining' }],
      members: [{ username: 'alice' }, { username: 'bob' }],
    },
    { now: () => now, sweepIntervalMs: 20 },
  );
  ({ fake, driver } = table);
  [alice, bob] = fake.guild().members.map((m) => m.id) as [string, string];
  [channelId, clocked, versus, declining] = fake.guild().channels.map((c) => c.id) as [string, string, string, string];
  anywhere = slashAnywhere(fake);
});

afterAll(async () => {
  await table?.stop();
});

/** A slash command at the first table, or at the one named last. */
const slash = (userId: string, subcommand: string, options?: Record<string, OptionValue>, channel = channelId) =>
  anywhere(channel, userId, subcommand, options);
const record = async (channel = channelId) => (await driver.record(channel)) as GameRecord;
const livePost = async (channel = channelId) => fake.message(channel, (await record(channel)).liveMessages[0] ?? '');
/** The answer menu of a post as it is now (its id still reaches the bot after the post loses it). */
function menuOf(post: Awaited<ReturnType<typeof livePost>>) {
  const select = componentsOf(post).find((c) => c.type === ComponentType.StringSelect);
  if (!select?.custom_id || !post) throw new Error('no answer menu on the post');
  return { customId: select.custom_id, messageId: post.id, channel: post.channel_id };
}

const pick = (userId: string, menu: ReturnType<typeof menuOf>, value: string) =>
  driver.run(() => fake.injectStringSelect({ ...menu, channelId: menu.channel, userId, values: [value] }));
const actorOf = (id: string) => ({ userId: id, name: id });

/** The first answer offered to the pending question, as a move. */
function firstAnswer(state: NonNullable<GameRecord['state']>): Move | undefined {
  const legal = legalMoves(state);
  const first = legal.step === 'decide' ? legal.choices[0] : undefined;
  return first && { type: 'action', action: first.action, ...(first.args ? { args: first.args } : {}) };
}

/**
 * Plays on through the service (no posts) until the active player's first answer to their own question
 * (crop circles: A, add a follower; robbers: where the robber goes) would have another player asked next (`answerer`: when that active
 * player is this one): random moves, most turns with a follower, the first answer to every question.
 */
async function playToTheEveOfAQuestion(seed: number, channel = channelId, answerer?: string): Promise<GameRecord> {
  const random = new SeededRandom(seed);
  for (let moves = 0; moves < 2000; moves++) {
    const current = await record(channel);
    const state = current.state as NonNullable<GameRecord['state']>;
    const toMove = playerToMove(current)?.id as string;
    const move = firstAnswer(state) ?? randomMove(state, random, 0.9);
    if (!move) throw new Error('no move');
    const next = applyMove(state, toMove, move);
    const ownQuestion = state.turn.step === 'decide' && toMove === activeOf(current);
    if (next.ok && ownQuestion && next.state.turn.step === 'decide') {
      const asked = decidingPlayer(next.state);
      if (asked !== toMove && (!answerer || answerer === toMove)) return current;
    }
    const outcome = await driver.bot.service.play(channel, actorOf(toMove), move);
    if (!outcome.ok) throw new Error(`refused: ${outcome.message.key}`);
    if (outcome.record.status !== 'playing') throw new Error('the game ended before anybody else was asked');
  }
  throw new Error('nobody but the active player was ever asked');
}

describe.skipIf(!EXPANSION)('a question for a player who is not the active one', () => {
  let asked: string;
  let active: string;

  it('pings the asked player on the turn post, with the answers in a menu and Decline', async () => {
    await driver.run(slash(alice, 'new', { expansions: EXPANSION as string, clock: 12 }));
    await driver.run(slash(bob, 'join'));
    await driver.run(slash(alice, 'start'));
    const eve = await playToTheEveOfAQuestion(1);
    active = activeOf(eve);
    await driver.run(slash(active, 'board'));
    // the active player answers their own question (A) from the post's menu: the next one is another's
    const chosen = await pick(active, menuOf(await livePost()), '1');
    expect(chosen.ephemeral).toBe(true);
    asked = playerToMove(await record())?.id as string;
    expect(asked).not.toBe(active);
    const body = chosen.posts.at(-1)?.body as { content: string; allowed_mentions: { users: string[] } };
    expect(body.content).toMatch(
      new RegExp(`^<@${asked}>, a question for you: .+ ⏰ Answer <t:\\d+:f> \\(<t:\\d+:R>\\)\\.$`),
    );
    expect(body.allowed_mentions.users).toEqual([asked]);
    const post = await livePost();
    const menu = componentsOf(post).find((c) => c.type === ComponentType.StringSelect);
    expect(menu?.options?.[0]?.label).toMatch(/^1 · /);
    expect(componentsOf(post).some((c) => c.label === 'Decline')).toBe(true);
  });

  it('refuses the active player privately and changes nothing', async () => {
    const before = await record();
    const refused = await pick(active, menuOf(await livePost()), '1');
    expect(refused.ephemeral).toBe(true);
    expect(refused.reply?.content).toMatch(/^\S+ must answer this question, not you\./);
    expect((await record()).log.length).toBe(before.log.length);
  });

  it('lists the answers for /carcassonne choose and refuses a number that is not there', async () => {
    const choices = legalMoves((await record()).state as NonNullable<GameRecord['state']>);
    const count = choices.step === 'decide' ? choices.choices.length : 0;
    const listed = await driver.run(() =>
      fake.injectAutocomplete({
        name: CMD,
        subcommand: 'choose',
        userId: asked,
        channelId,
        options: { option: '' },
        focused: 'option',
      }),
    );
    const offered = (listed.callback.body as { data: { choices: { name: string; value: number }[] } }).data.choices;
    expect(offered.map((c) => c.value)).toEqual(Array.from({ length: Math.min(count, 25) }, (_, i) => i + 1));
    const wrong = await driver.run(slash(asked, 'choose', { option: count + 1 }));
    expect(wrong.ephemeral).toBe(true);
    expect(wrong.reply?.content).toBe(`There is no choice “${count + 1}”: the choices go from 1 to ${count}.`);
  });

  it('takes the asked player’s answer from the menu, and refuses it again from the old post', async () => {
    const before = await record();
    const post = await livePost();
    const menu = menuOf(post);
    const answered = await pick(asked, menu, '1');
    expect(answered.ephemeral).toBe(true);
    expect(answered.reply?.content).toMatch(/^Done!/);
    const after = await record();
    expect(after.log.length).toBe(before.log.length + 1);
    expect(after.log.at(-1)?.player).toBe(asked);
    expect(after.log.at(-1)?.move).toMatchObject({ type: 'action' });
    // the old post lost its menu; a client that still shows it sends the old id
    expect(componentsOf(fake.message(channelId, post?.id ?? ''))).toEqual([]);
    const again = await pick(asked, menu, '1');
    expect(again.reply?.content).toBe('That question has already been answered. Use the latest turn post.');
    expect((await record()).log.length).toBe(after.log.length);
  });

  it('lets the asked player decline an optional question with Decline', async () => {
    await driver.run(slash(alice, 'new', { expansions: EXPANSION as string }, declining));
    await driver.run(slash(bob, 'join', undefined, declining));
    await driver.run(slash(alice, 'start', undefined, declining));
    const eve = await playToTheEveOfAQuestion(1, declining);
    await driver.run(slash(alice, 'board', undefined, declining));
    await pick(activeOf(eve), menuOf(await livePost(declining)), '1');
    const waiting = playerToMove(await record(declining))?.id as string;
    expect(waiting).not.toBe(activeOf(eve));
    const declined = await driver.click(declining, await livePost(declining), 'Decline', waiting);
    expect(declined.handled.ephemeral).toBe(true);
    expect(declined.handled.reply?.content).toMatch(/^Done! You declined\./);
    const last = (await record(declining)).log.at(-1);
    expect([last?.player, last?.move]).toEqual([waiting, { type: 'pass' }]);
  });

  it('skips a question nobody answers when the clock runs out, and says so', async () => {
    await driver.run(slash(alice, 'new', { expansions: EXPANSION as string, clock: 12 }, clocked));
    await driver.run(slash(bob, 'join', undefined, clocked));
    await driver.run(slash(alice, 'start', undefined, clocked));
    const eve = await playToTheEveOfAQuestion(1, clocked);
    await driver.run(slash(alice, 'board', undefined, clocked));
    await pick(activeOf(eve), menuOf(await livePost(clocked)), '1');
    const waiting = playerToMove(await record(clocked))?.id as string;
    expect(waiting).not.toBe(activeOf(eve));
    const from = fake.calls.length;
    now += 12 * HOUR;
    const said = await fake.waitForCall(
      (c) =>
        c.index >= from &&
        c.route === CHANNEL_POST &&
        /ran out of time to answer/.test(String((c.body as { content?: string }).content)),
    );
    await driver.bot.idle();
    expect((said.body as { content: string }).content).toMatch(
      /ran out of time to answer in turn \d+: the question was declined\./,
    );
    const after = await record(clocked);
    expect(after.clock?.timeouts[waiting]).toBe(1);
    expect(driver.errors).toEqual([]);
    expect(after.log.find((entry) => entry.move.type === 'timeout')?.move).toEqual({
      type: 'timeout',
      player: waiting,
    });
  });

  it('lets a computer player answer its own question at once', async () => {
    await driver.run(slash(alice, 'new', { expansions: EXPANSION as string, computer: 1, level: 'greedy' }, versus));
    await driver.run(slash(alice, 'start', undefined, versus));
    const eve = await playToTheEveOfAQuestion(2, versus, alice);
    const computer = eve.seats.find((seat) => seat.computer)?.userId as string;
    await driver.run(slash(alice, 'board', undefined, versus));
    const before = await record(versus);
    const chosen = await pick(alice, menuOf(await livePost(versus)), '1');
    expect(chosen.ephemeral).toBe(true);
    const after = await record(versus);
    // the computer's answer is logged right after Alice's, with no member in between
    expect(after.log.slice(before.log.length, before.log.length + 2).map((entry) => entry.player)).toEqual([
      alice,
      computer,
    ]);
    expect(after.log[before.log.length + 1]?.turn).toBe(before.state?.turn.number);
    expect(driver.errors).toEqual([]);
  });
});
