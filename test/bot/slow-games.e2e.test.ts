// Slow games across channels, through the real bot and the fake Discord: the list of one's games on a
// server, turn notices by direct message, games in a thread of their own, and a rematch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeDiscord, OptionValue } from '../support/fake-discord';
import { type BotDriver, startTable } from './driver';

const CMD = 'carcassonne';
let fake: FakeDiscord;
let driver: BotDriver;
let alice: string;
let bob: string;
let carol: string;
let guildId: string;
let channels: string[];
let bot: Awaited<ReturnType<typeof startTable>>;

beforeAll(async () => {
  bot = await startTable({
    channels: [{ name: 'first' }, { name: 'second' }, { name: 'dms' }, { name: 'threads' }, { name: 'rematch' }],
    members: [{ username: 'alice' }, { username: 'bob' }, { username: 'carol' }],
  });
  ({ fake, driver } = bot);
  [alice, bob, carol] = fake.guild().members.map((m) => m.id) as [string, string, string];
  guildId = fake.guild().id;
  channels = fake.guild().channels.map((c) => c.id);
});

afterAll(async () => {
  await bot?.stop();
});

const slash = (channelId: string, userId: string, subcommand: string, options?: Record<string, OptionValue>) => () =>
  fake.injectSlashCommand({ name: CMD, subcommand, userId, channelId, ...(options ? { options } : {}) });

/** alice opens, bob joins, alice starts: a game under way in `channelId`. */
async function startGame(channelId: string) {
  await driver.run(slash(channelId, alice, 'new'));
  await driver.run(slash(channelId, bob, 'join'));
  return driver.run(slash(channelId, alice, 'start'));
}

describe('/carcassonne games', () => {
  it("lists the member's games on this server with whose turn it is and a link to each", async () => {
    const [first, second] = channels as [string, string];
    await startGame(first);
    await driver.run(slash(second, carol, 'new'));
    await driver.run(slash(second, alice, 'join'));

    const listed = await driver.run(slash(first, alice, 'games'));
    expect(listed.ephemeral).toBe(true);
    const lines = listed.reply?.content.split('\n') ?? [];
    expect(lines[0]).toBe('**Your games on this server**');
    const record = await driver.record(first);
    const active = record?.state?.players[record.state.turn.player];
    const post = `https://discord.com/channels/${guildId}/${first}/${record?.liveMessages[0]}`;
    const firstLine = lines.find((l) => l.startsWith(`<#${first}>`));
    if (active?.id === alice) expect(firstLine).toBe(`<#${first}>: turn 1, **your turn!** · ${post}`);
    else expect(firstLine).toBe(`<#${first}>: turn 1, **${active?.name}** to play · ${post}`);
    // the jump link leads to the live turn post
    expect(fake.message(first, record?.liveMessages[0] ?? '')).toBeDefined();
    expect(lines.find((l) => l.startsWith(`<#${second}>`))).toBe(`<#${second}>: gathering players (carol and alice)`);

    const bobs = await driver.run(slash(second, bob, 'games'));
    expect(bobs.reply?.content.split('\n')).toHaveLength(2);
    expect(bobs.reply?.content).toContain(`<#${first}>`);
    expect(bobs.reply?.content).not.toContain(`<#${second}>`);
  });

  it('says so when the member is in no game, and leaves finished games out', async () => {
    const [first, second] = channels as [string, string];
    await driver.run(slash(second, carol, 'leave'));
    const listed = await driver.run(slash(first, carol, 'games'));
    expect(listed.ephemeral).toBe(true);
    expect(listed.reply?.content).toBe('You are in no game on this server. Start one with `/carcassonne new`!');
    // bob leaves the first game: alice alone, it is over
    await driver.run(slash(first, bob, 'leave'));
    expect(await driver.record(first)).toBeUndefined();
    const alices = await driver.run(slash(first, alice, 'games'));
    expect(alices.reply?.content).not.toContain(`<#${first}>`);
    expect(alices.reply?.content).toContain(`<#${second}>`);
    expect(driver.errors).toEqual([]);
  });
});
