// The turn clock through the real bot: a game opened with a 12-hour clock, time moved by hand (the
// service's `now`) while the bot's sweep runs every few milliseconds, and what the channel hears:
// the deadline on the turn post, a reminder pinging only the active player, a skipped turn with the
// next turn post, and in the end a player taken out, which ends the game with the final scores.
import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/app/record';
import { DEFAULT_BOT_PERMISSIONS, type FakeDiscord, type RecordedCall } from '../support/fake-discord';
import { type BotDriver, CHANNEL_POST, type Handled, startTable } from './driver';
import { componentsOf, isPng } from './moves';
import { activeOf, bodyOf, HOUR, type PostBody, type Slash, slashIn } from './table';

const START = Date.UTC(2030, 0, 1, 12);
let now = START;
let fake: FakeDiscord;
let driver: BotDriver;
let channelId: string;
let mute: string;
let alice: string;
let bob: string;
let slash: Slash;

let bot: Awaited<ReturnType<typeof startTable>>;

beforeAll(async () => {
  bot = await startTable(
    { channels: [{ name: 'slow-games' }, { name: 'mute' }], members: [{ username: 'alice' }, { username: 'bob' }] },
    { now: () => now, sweepIntervalMs: 20, newSeed: () => 3 },
  );
  ({ fake, driver } = bot);
  [alice, bob] = fake.guild().members.map((m) => m.id) as [string, string];
  [channelId, mute] = fake.guild().channels.map((c) => c.id) as [string, string];
  slash = slashIn(fake, channelId);
});

afterAll(async () => {
  await bot?.stop();
});

const unix = (ms: number) => Math.floor(ms / 1000);

/** Moves the clock on, waits for the sweep's post matching `last`, and returns every channel post it made. */
async function advance(hours: number, last: (body: PostBody) => boolean): Promise<RecordedCall[]> {
  const from = fake.calls.length;
  now += hours * HOUR;
  const isPost = (c: RecordedCall) => c.index >= from && c.route === CHANNEL_POST && c.method === 'POST';
  await fake.waitForCall((c) => isPost(c) && last(bodyOf(c)));
  await driver.bot.idle();
  return fake.calls.filter(isPost);
}

describe('turn clock', () => {
  let first: string;
  let second: string;
  let started: Handled;

  it('opens a game with a 12-hour clock and shows the deadline on the turn post', async () => {
    const opened = await driver.run(slash(alice, 'new', { clock: 12 }));
    expect(opened.reply?.embeds[0]?.description).toContain('12 hours per turn');
    await driver.run(slash(bob, 'join'));
    started = await driver.run(slash(alice, 'start'));
    const record = await driver.record(channelId);
    first = activeOf(record);
    second = first === alice ? bob : alice;
    const deadline = unix(START + 12 * HOUR);
    const content = bodyOf(started.posts[0]!).content;
    expect(content).toContain(`<@${first}>`);
    expect(content).toContain(`<t:${deadline}:f>`);
    expect(content).toContain(`<t:${deadline}:R>`);
    const help = await driver.run(slash(second, 'help'));
    expect(help.reply?.content).toContain(`Their turn ends <t:${deadline}:f>`);
  });

  it('lets only the host (or a moderator) set the clock', async () => {
    const refused = await driver.run(slash(bob, 'clock', { hours: 24 }));
    expect(refused.ephemeral).toBe(true);
    expect(refused.reply?.content).toMatch(/Only the host or a moderator/);
    // Same length, same moment: the deadline stays where it was.
    const set = await driver.run(slash(alice, 'clock', { hours: 12 }));
    expect(set.ephemeral).toBe(false);
    expect(set.reply?.content).toContain('set the turn clock: 12 hours per turn');
    expect(set.reply?.content).toContain(`<t:${unix(START + 12 * HOUR)}:R>`);
  });

  it('rewrites the deadline on the turn post when the clock changes, without a new post', async () => {
    const live = async () => {
      const id = (await driver.record(channelId))?.liveMessages[0] ?? '';
      return fake.message(channelId, id)?.content ?? '';
    };
    const before = await live();
    const longer = await driver.run(slash(alice, 'clock', { hours: 24 }));
    expect(longer.posts).toHaveLength(0);
    expect(await live()).toContain(`<t:${unix(START + 24 * HOUR)}:R>`);
    await driver.run(slash(alice, 'clock', { hours: 0 }));
    expect(await live()).toBe(`<@${first}>, it's your turn: place the tile.`);
    await driver.run(slash(alice, 'clock', { hours: 12 }));
    expect(await live()).toBe(before);
  });

  it('reminds the active player, and only them, at half time', async () => {
    const posts = await advance(6, (b) => b.content.includes('half your time'));
    expect(posts).toHaveLength(1);
    const body = bodyOf(posts[0]!);
    expect(body.content).toBe(
      `⏰ <@${first}>, half your time for turn 1 has passed — your turn ends <t:${unix(START + 12 * HOUR)}:R>.`,
    );
    expect(body.allowed_mentions.users).toEqual([first]);
    const message = fake.messages(channelId).at(-1);
    expect(message?.mentions.map((u) => u.id)).toEqual([first]);
  });

  it('skips the turn when time is up: a notice, then the next turn post pinging the next player', async () => {
    const before = (await driver.record(channelId)) as GameRecord;
    const posts = await advance(6, (b) => b.allowed_mentions.users?.includes(second) ?? false);
    expect(posts).toHaveLength(2);
    const [notice, turn] = posts.map(bodyOf) as [PostBody, PostBody];
    expect(notice.content).toMatch(/ran out of time: turn 1 was skipped \(the tile went back in the supply\)/);
    expect(notice.allowed_mentions.users).toEqual([]);
    expect(turn.content).toContain(`<@${second}>, it's your turn`);
    expect(turn.content).toContain(`<t:${unix(now + 12 * HOUR)}:R>`);
    expect(turn.allowed_mentions.users).toEqual([second]);
    const after = (await driver.record(channelId)) as GameRecord;
    expect(activeOf(after)).toBe(second);
    expect(after.state?.turn.number).toBe(2);
    expect(after.log.at(-1)?.move.type).toBe('timeout');
    for (const id of before.liveMessages) expect(fake.message(channelId, id)?.components).toEqual([]);
    expect(componentsOf(fake.message(channelId, after.liveMessages[0] ?? '')).length).toBeGreaterThan(0);
  });

  it('takes out a player after three timeouts; with one player left the game ends with the final post', async () => {
    // Timeouts so far: first 1. Then second 1, first 2, second 2, and first's third removes them.
    for (let i = 0; i < 3; i++) await advance(12, (b) => b.content.includes("it's your turn"));
    const posts = await advance(12, (b) => b.content.startsWith('🏆'));
    const [notice, final] = posts as [RecordedCall, RecordedCall];
    expect(bodyOf(notice).content).toBe(
      `🚪 <@${first}> ran out of time 3 times and was taken out of the game; their figures left the board.`,
    );
    expect(bodyOf(notice).allowed_mentions.users).toEqual([]);
    // the board, the score chart and the replay
    expect(final.attachments.map((a) => a.name)).toEqual(['board.png', 'scores.png', 'replay.png']);
    expect(final.attachments.every((a) => isPng(a.data))).toBe(true);
    expect(bodyOf(final).embeds?.[1]?.image?.url).toBe('attachment://scores.png');
    expect(await driver.record(channelId)).toBeUndefined();
    expect(driver.errors).toEqual([]);
  });

  it('logs a notice it cannot post and carries on; the game keeps its clock', async () => {
    const inMute = slashIn(fake, mute);
    await driver.run(inMute(alice, 'new', { clock: 24 }));
    await driver.run(inMute(bob, 'join'));
    await driver.run(inMute(alice, 'start'));
    fake.denyBotPermissions(mute, PermissionFlagsBits.SendMessages);
    const from = fake.calls.length;
    now += 12 * HOUR;
    await fake.waitForCall((c) => c.index >= from && c.params.channelId === mute && c.status === 403);
    await driver.bot.idle();
    expect(driver.errors.map((e) => e.message)).toEqual([`the turn clock notice in ${mute} could not be posted`]);
    expect((await driver.record(mute))?.clock?.reminded).toEqual(['half']);
    fake.setBotPermissions(mute, DEFAULT_BOT_PERMISSIONS);
    const board = await driver.run(inMute(alice, 'board'));
    expect(board.posts).toHaveLength(1);
  });
});
