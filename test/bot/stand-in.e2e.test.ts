// A computer player takes over a seat the turn clock would empty, through the real bot and the fake
// Discord: a game opened with `stand-in:true` and a 12-hour clock; Bob runs out of time three times, a
// greedy computer player then plays his turns at once (posted, never pinging him) until he takes his seat
// back with /carcassonne join and plays again. And a computer player's turn left unplayed when the bot
// stopped is played after the restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/app/record';
import { COMPUTER_TURN_GRACE_MS } from '../../src/app/turn-clock';
import { legalMoves } from '../../src/engine';
import type { FakeDiscord } from '../support/fake-discord';
import { type BotDriver, CHANNEL_POST, startTable } from './driver';
import { isPng } from './moves';
import { activeOf, bodyOf, HOUR, type PostBody, type Slash, slashIn, startTableForTwo } from './table';

let now = Date.UTC(2030, 0, 1, 12);
let fake: FakeDiscord;
let driver: BotDriver;
let channelId: string;
let alice: string;
let bob: string;
let slash: Slash;
let table: Awaited<ReturnType<typeof startTableForTwo>>;

beforeAll(async () => {
  table = await startTableForTwo('slow-games', { now: () => now, aiBudgetMs: 5 });
  ({ fake, driver, channelId, alice, bob, slash } = table);
});

afterAll(async () => {
  await table?.stop();
});

const bobsSeat = async () => (await driver.record(channelId))?.seats.find((s) => s.userId === bob);

/** Channel posts made while `act` ran. */
async function postsDuring(act: () => Promise<unknown>): Promise<PostBody[]> {
  const from = fake.calls.length;
  await act();
  await driver.bot.idle();
  return fake.calls.filter((c) => c.index >= from && c.route === CHANNEL_POST && c.method === 'POST').map(bodyOf);
}

/** Alice plays her whole turn (the first spot, no figure). */
async function aliceTurn() {
  const record = await driver.record(channelId);
  expect(activeOf(record)).toBe(alice);
  const legal = legalMoves(record?.state as NonNullable<GameRecord['state']>);
  if (legal.step !== 'placeTile') throw new Error(`Alice's turn begins at ${legal.step}`);
  await driver.run(slash(alice, 'place', { spot: 1, rotation: legal.placements[0]?.rotations[0] ?? 0 }));
  if ((await driver.record(channelId))?.state?.turn.step === 'placeFigure') await driver.run(slash(alice, 'skip'));
}

/** Bob's turn runs out: the clock moves past his 12 hours and the sweep acts. */
async function bobTimesOut(): Promise<PostBody[]> {
  expect(activeOf(await driver.record(channelId))).toBe(bob);
  now += 13 * HOUR;
  return postsDuring(() => driver.bot.sweep());
}

describe('a computer player stands in for a player the clock would take out', () => {
  it('opens with the stand-in setting shown in the lobby', async () => {
    const opened = await driver.run(slash(alice, 'new', { clock: 12, 'stand-in': true, level: 'greedy' }));
    expect(opened.reply?.embeds?.[0]?.description).toContain(
      '12 hours per turn; after 3 timeouts a computer player (greedy) takes the seat over',
    );
    await driver.run(slash(bob, 'join'));
    await driver.run(slash(alice, 'start'));
    expect((await driver.record(channelId))?.standIn).toBe('greedy');
  });

  it('skips Bob twice, then a greedy computer player takes his seat and plays his turn at once', async () => {
    if (activeOf(await driver.record(channelId)) === alice) await aliceTurn();
    for (const time of [1, 2]) {
      const posts = await bobTimesOut();
      expect(posts[0]?.content).toContain('ran out of time');
      expect((await driver.record(channelId))?.clock?.timeouts[bob]).toBe(time);
      await aliceTurn();
    }
    const turn = (await driver.record(channelId))?.state?.turn.number as number;
    const posts = await bobTimesOut();
    expect(posts[0]?.content).toBe(
      `🤖 <@${bob}> ran out of time 3 times: a computer player (greedy) plays their turns until they take their seat back with \`/carcassonne join\`.`,
    );
    // the notice names Bob without waking him; the computer's turn post pings nobody
    expect(posts.every((post) => !post.allowed_mentions.users?.includes(bob))).toBe(true);
    const turnPost = posts.at(-1) as PostBody;
    expect(turnPost.embeds?.[0]?.description).toContain('**Last turn**\nbob placed a tile.');
    expect(turnPost.allowed_mentions.users).toEqual([alice]);
    const record = await driver.record(channelId);
    expect(await bobsSeat()).toMatchObject({ userId: bob, computer: 'greedy', away: true });
    // Bob is still in the game (not taken out): the computer played turn `turn` in his place
    expect(record?.state?.players.map((p) => p.id)).toContain(bob);
    expect(
      record?.log.some((entry) => entry.turn === turn && entry.player === bob && entry.move.type === 'placeTile'),
    ).toBe(true);
    expect(activeOf(record)).toBe(alice);
  });

  it("plays Bob's turns after each of Alice's without waiting for the clock", async () => {
    const turn = (await driver.record(channelId))?.state?.turn.number as number;
    const from = fake.calls.length;
    await aliceTurn();
    const record = await driver.record(channelId);
    expect(record?.state?.turn.number).toBe(turn + 2);
    expect(activeOf(record)).toBe(alice);
    const boards = fake.calls.filter((c) => c.index >= from && c.route === CHANNEL_POST && c.method === 'POST');
    // Alice's turn and the computer's, each posted with the board; Bob is never pinged
    expect(boards.filter((c) => isPng(c.attachments[0]?.data)).length).toBeGreaterThanOrEqual(2);
    expect(boards.every((c) => !bodyOf(c).allowed_mentions.users?.includes(bob))).toBe(true);
  });

  it('gives Bob his seat back with /carcassonne join; he then plays his own turns again', async () => {
    const back = await driver.run(slash(bob, 'join'));
    expect(back.ephemeral).toBe(false);
    expect(back.reply?.content).toBe('**bob** took their seat back and plays their own turns again.');
    expect(await bobsSeat()).toEqual({ userId: bob, name: 'bob' });
    const again = await driver.run(slash(bob, 'join'));
    expect(again.ephemeral).toBe(true);
    const posts = await postsDuring(() => aliceTurn());
    const record = await driver.record(channelId);
    // the bot waits for Bob now, and his turn post pings him
    expect(activeOf(record)).toBe(bob);
    expect(posts.at(-1)?.allowed_mentions.users).toEqual([bob]);
    expect(driver.errors).toEqual([]);
  });
});

describe('a computer player after a restart', () => {
  it("plays the computer's turn the bot had not played when it stopped", async () => {
    let clock = Date.UTC(2030, 5, 1);
    const restarting = await startTable(
      { channels: [{ name: 'games' }], members: [{ username: 'dana' }] },
      { now: () => clock, aiBudgetMs: 5 },
    );
    try {
      const { fake: discord, driver: bot } = restarting;
      const dana = discord.guild().members[0]?.id as string;
      const channel = discord.guild().channels[0]?.id as string;
      const slashHere = slashIn(discord, channel);
      const run = (subcommand: string, options?: Record<string, string | number | boolean>) =>
        bot.run(slashHere(dana, subcommand, options));
      await run('new', { computer: 1, level: 'greedy' });
      await run('start');
      let record = await bot.record(channel);
      expect(record?.state?.players[record.state.turn.player]?.id).toBe(dana);
      // Dana's move is saved, then the bot stops before the computer plays (as a crash would leave it)
      const actor = { userId: dana, name: 'dana' };
      const legal = legalMoves(record?.state as NonNullable<GameRecord['state']>);
      if (legal.step !== 'placeTile') throw new Error('the game begins elsewhere');
      const spot = legal.placements[0] as (typeof legal.placements)[number];
      await bot.bot.service.play(channel, actor, {
        type: 'placeTile',
        x: spot.x,
        y: spot.y,
        rotation: spot.rotations[0] ?? 0,
      });
      await bot.bot.service.play(channel, actor, { type: 'pass' });
      const turn = (await bot.record(channel))?.state?.turn.number as number;
      await bot.restart();
      // a sweep right after the move leaves the computer's turn to whoever is playing it
      await bot.bot.sweep();
      expect((await bot.record(channel))?.state?.turn.number).toBe(turn);
      clock += COMPUTER_TURN_GRACE_MS;
      const from = discord.calls.length;
      await bot.bot.sweep();
      await bot.bot.idle();
      record = await bot.record(channel);
      expect(record?.state?.turn.number).toBe(turn + 1);
      expect(record?.state?.players[record.state.turn.player]?.id).toBe(dana);
      const posts = discord.calls.filter((c) => c.index >= from && c.route === CHANNEL_POST && c.method === 'POST');
      expect(posts.some((c) => isPng(c.attachments[0]?.data))).toBe(true);
      expect(bot.errors).toEqual([]);
    } finally {
      await restarting.stop();
    }
  });
});
