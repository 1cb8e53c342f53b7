// A turn post Discord refused (500 after the move was saved) is owed, not lost: the bot posts it, with
// its ping, by itself, after a restart too, and a newer turn supersedes the older post owed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/app/record';
import type { OwedBoard } from '../../src/bot/owed-posts';
import { legalMoves } from '../../src/engine';
import { Outbox } from '../../src/storage/outbox';
import type { FakeDiscord, OptionValue, RecordedCall } from '../support/fake-discord';
import { type BotDriver, CHANNEL_POST, startTable } from './driver';
import { activeOf, type Slash, slashIn } from './table';

let fake: FakeDiscord;
let driver: BotDriver;
let channelId: string;
let slash: Slash;
let table: Awaited<ReturnType<typeof startTable>>;

beforeAll(async () => {
  table = await startTable(
    { channels: [{ name: 'games' }, { name: 'more-games' }], members: [{ username: 'alice' }, { username: 'bob' }] },
    { retryDelaysMs: [100, 200] },
  );
  ({ fake, driver } = table);
  channelId = fake.guild().channels[0]?.id as string;
  slash = slashIn(fake, channelId);
  const [alice, bob] = fake.guild().members.map((m) => m.id) as [string, string];
  await driver.run(slash(alice, 'new'));
  await driver.run(slash(bob, 'join'));
  await driver.run(slash(alice, 'start'));
});

afterAll(async () => {
  await table?.stop();
});

const record = async () => (await driver.record(channelId)) as GameRecord;
const failPosts = (times: number, channel = channelId) =>
  fake.failNext({ method: 'POST', route: CHANNEL_POST, params: { channelId: channel }, times });

/** The active player places the drawn tile on spot 1 and, if asked for a figure, skips: the turn ends. */
async function endTurn(): Promise<{ turn: number; next: string; reply: string }> {
  const game = await record();
  const legal = legalMoves(game.state!);
  if (legal.step !== 'placeTile') throw new Error('expected a tile to place');
  const player = activeOf(game);
  let handled = await driver.run(slash(player, 'place', { spot: 1, rotation: legal.placements[0]!.rotations[0]! }));
  if ((await record()).state?.turn.step === 'placeFigure') handled = await driver.run(slash(player, 'skip'));
  const after = await record();
  return { turn: after.state!.turn.number, next: activeOf(after), reply: handled.reply?.content ?? '' };
}

/** The next turn post that went through after call `since`. */
const nextPost = (since: number, timeoutMs = 5000) =>
  fake.waitForCall((c) => c.index > since && c.route === CHANNEL_POST && c.status === 200, timeoutMs);

function expectTurnPost(post: RecordedCall, turn: number, next: string) {
  const body = post.body as { content: string; allowed_mentions: { users: string[] }; embeds: { title: string }[] };
  expect(body.embeds[0]?.title).toMatch(new RegExp(`^Turn ${turn} `));
  expect(body.content).toContain(`<@${next}>`);
  expect(body.allowed_mentions.users).toEqual([next]);
}

async function owedNow(): Promise<OwedBoard[]> {
  const outbox = await Outbox.open<OwedBoard>(driver.databasePath);
  try {
    return (await outbox.list()).map((p) => p.payload);
  } finally {
    await outbox.close();
  }
}

describe('posts owed', () => {
  it('posts the board and pings the next player by itself after Discord answered 500', async () => {
    // discord.js retries a 5xx three times: four failures make the bot's post fail once.
    failPosts(4);
    const since = fake.calls.length - 1;
    const { turn, next, reply } = await endTurn();
    expect(reply).toMatch(/couldn't post the new board/);
    expectTurnPost(await nextPost(since), turn, next);
    await driver.bot.idle();
    expect(await owedNow()).toEqual([]);
  });

  it('keeps trying with backoff while Discord keeps failing', async () => {
    failPosts(4 * 3);
    const since = fake.calls.length - 1;
    const { turn, next } = await endTurn();
    const post = await nextPost(since);
    expectTurnPost(post, turn, next);
    const failed = fake.calls.filter((c) => c.index > since && c.route === CHANNEL_POST && c.status === 500);
    expect(failed).toHaveLength(12);
  });

  it('a newer turn supersedes the older post owed: one post, for the newer turn', async () => {
    failPosts(1000);
    const first = await endTurn();
    const second = await endTurn();
    expect(second.turn).toBe(first.turn + 1);
    expect((await owedNow()).map((o) => o.turn)).toEqual([second.turn]);
    fake.clearFailures();
    const since = fake.calls.length - 1;
    expectTurnPost(await nextPost(since), second.turn, second.next);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await driver.bot.idle();
    const posted = fake.calls.filter((c) => c.index > since && c.route === CHANNEL_POST && c.status === 200);
    expect(posted).toHaveLength(1);
  });

  it('delivers a post still owed when the bot starts again', async () => {
    failPosts(1000);
    const { turn, next } = await endTurn();
    await driver.bot.stop();
    expect((await owedNow()).map((o) => o.turn)).toEqual([turn]);
    fake.clearFailures();
    const since = fake.calls.length - 1;
    await driver.start();
    expectTurnPost(await nextPost(since), turn, next);
    await driver.bot.idle();
    expect(await owedNow()).toEqual([]);
  });
});

describe('final scores owed', () => {
  it('are not swallowed by a new game started in the channel before they went out', async () => {
    const other = fake.guild().channels[1]?.id as string;
    const [alice, bob] = fake.guild().members.map((m) => m.id) as [string, string];
    const inOther = slashIn(fake, other);
    const run = (subcommand: string, userId: string, options?: Record<string, OptionValue>) =>
      driver.run(inOther(userId, subcommand, options));
    const openAndStart = async () => {
      await run('new', alice);
      await run('join', bob);
      await run('start', alice);
    };
    await openAndStart();
    failPosts(1000, other);
    // With one player left the game ends: its final post fails.
    await run('remove', alice, { player: { type: 6, value: bob } });
    await openAndStart();
    expect((await owedNow()).map((o) => Boolean(o.final)).sort()).toEqual([false, true]);

    fake.clearFailures();
    const since = fake.calls.length - 1;
    const titles = async () =>
      fake.calls
        .filter((c) => c.index > since && c.route === CHANNEL_POST && c.status === 200)
        .map((c) => (c.body as { embeds: { title: string }[] }).embeds[0]?.title ?? '')
        .sort();
    await expect.poll(titles, { timeout: 5000, interval: 50 }).toHaveLength(2);
    expect(await titles()).toEqual([expect.stringMatching(/^Game over/), expect.stringMatching(/^Turn 1 /)]);
    await driver.bot.idle();
    expect(await owedNow()).toEqual([]);
  });
});
