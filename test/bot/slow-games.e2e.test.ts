// Slow games across channels, through the real bot and the fake Discord: the list of one's games on a
// server, turn notices by direct message, games in a thread of their own, and a rematch.
import { ChannelType, PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { legalMoves, type Move } from '../../src/engine';
import { DEFAULT_BOT_PERMISSIONS, type FakeDiscord } from '../support/fake-discord';
import { type BotDriver, type Handled, startTable } from './driver';
import { componentsOf, isPng } from './moves';
import { type SlashAnywhere, slashAnywhere } from './table';

let fake: FakeDiscord;
let driver: BotDriver;
let alice: string;
let bob: string;
let carol: string;
let guildId: string;
let channels: string[];
let slash: SlashAnywhere;
let bot: Awaited<ReturnType<typeof startTable>>;

beforeAll(async () => {
  bot = await startTable({
    channels: [{ name: 'first' }, { name: 'second' }, { name: 'dms' }, { name: 'threads' }, { name: 'rematch' }],
    members: [{ username: 'alice' }, { username: 'bob' }, { username: 'carol' }],
  });
  ({ fake, driver } = bot);
  slash = slashAnywhere(fake);
  [alice, bob, carol] = fake.guild().members.map((m) => m.id) as [string, string, string];
  guildId = fake.guild().id;
  channels = fake.guild().channels.map((c) => c.id);
});

afterAll(async () => {
  await bot?.stop();
});

/** alice opens, bob joins, alice starts: a game under way in `channelId`. */
async function startGame(channelId: string) {
  await driver.run(slash(channelId, alice, 'new'));
  await driver.run(slash(channelId, bob, 'join'));
  return driver.run(slash(channelId, alice, 'start'));
}

/** The active player places the tile on the first spot offered, and skips the figure: the turn ends. */
async function playTurn(channelId: string): Promise<Handled[]> {
  const record = await driver.record(channelId);
  const legal = record?.state ? legalMoves(record.state) : undefined;
  if (legal?.step !== 'placeTile') throw new Error(`not a tile step: ${legal?.step}`);
  const rotation = legal.placements[0]?.rotations[0] ?? 0;
  const placed = await driver.run(slash(channelId, legal.player, 'place', { spot: 1, rotation }));
  const after = await driver.record(channelId);
  if (after?.state?.turn.number !== record?.state?.turn.number) return [placed];
  return [placed, await driver.run(slash(channelId, legal.player, 'skip'))];
}

/** Plays turns until it is `userId`'s turn; returns the channel posts of the turn that led there. */
async function playUntilTurnOf(channelId: string, userId: string) {
  for (let i = 0; i < 4; i++) {
    // the game channel's posts (a direct message is a channel post too, in the DM channel)
    const posts = (await playTurn(channelId)).flatMap((h) => h.posts).filter((p) => p.params.channelId === channelId);
    const record = await driver.record(channelId);
    if (record?.state?.players[record.state.turn.player]?.id === userId) return { posts, record };
  }
  throw new Error('the turn never came');
}

const bodyOf = (post: { body: unknown } | undefined) =>
  post?.body as { content: string; allowed_mentions?: { users?: string[] } } | undefined;

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
    // bob leaves the first game (and confirms): alice alone, it is over
    const asked = await driver.run(slash(first, bob, 'leave'));
    await driver.click(first, asked.reply, 'Confirm', bob);
    expect(await driver.record(first)).toBeUndefined();
    const alices = await driver.run(slash(first, alice, 'games'));
    expect(alices.reply?.content).not.toContain(`<#${first}>`);
    expect(alices.reply?.content).toContain(`<#${second}>`);
    expect(driver.errors).toEqual([]);
  });
});

describe('/carcassonne new thread:true', () => {
  it('without Create Public Threads: says why privately, and opens nothing', async () => {
    const channelId = channels[3] as string;
    const refused = await driver.run(slash(channelId, alice, 'new', { thread: true }));
    expect(refused.ephemeral).toBe(true);
    // the permission is named as Discord's settings name it
    expect(refused.reply?.content).toBe(
      "I can't open a game thread in this channel: I'm missing the **Create Public Threads** permission. Ask someone who manages the server to grant it to me here, then try again, or open the game here without a thread.",
    );
    expect(fake.guild().channels.filter((c) => c.parentId === channelId)).toEqual([]);
    expect(await driver.record(channelId)).toBeUndefined();
  });

  it('opens the game in a new public thread of the channel, where it is joined and played', async () => {
    const channelId = channels[3] as string;
    fake.setBotPermissions(channelId, DEFAULT_BOT_PERMISSIONS | PermissionFlagsBits.CreatePublicThreads);
    const opened = await driver.run(slash(channelId, alice, 'new', { thread: true }));
    const thread = fake.guild().channels.find((c) => c.parentId === channelId);
    expect(thread?.type).toBe(ChannelType.PublicThread);
    expect(thread?.name).toBe('Carcassonne · alice');
    expect(opened.ephemeral).toBe(true);
    expect(opened.reply?.content).toBe(`**alice** opened a game of Carcassonne in <#${thread?.id}>: join it there!`);
    // the channel is told where the game is; the lobby is in the thread
    expect(fake.messages(channelId).at(-1)?.content).toBe(opened.reply?.content);
    expect(await driver.record(channelId)).toBeUndefined();
    const threadId = thread?.id as string;
    const lobby = fake.messages(threadId)[0];
    expect(lobby?.content).toContain('wants to play Carcassonne');
    const join = componentsOf(lobby).find((c) => c.label === 'Join')?.custom_id as string;
    await driver.run(() =>
      fake.injectButton({ customId: join, messageId: lobby?.id, userId: bob, channelId: threadId }),
    );
    const started = await driver.run(slash(threadId, alice, 'start'));
    expect(started.posts.map((p) => p.params.channelId)).toEqual([threadId]);
    const record = await driver.record(threadId);
    expect(record?.status).toBe('playing');
    expect(record?.liveMessages).toEqual([(started.posts[0]?.response as { id?: string } | undefined)?.id]);
    // a member who asks to join from the channel is sent to the thread
    const fromParent = await driver.run(slash(channelId, carol, 'join'));
    expect(fromParent.ephemeral).toBe(true);
    expect(fromParent.reply?.content).toBe(`This game is played in <#${threadId}>: join it there.`);
    // the thread's game is listed with a link into the thread
    const listed = await driver.run(slash(channelId, bob, 'games'));
    expect(listed.reply?.content).toContain(`<#${threadId}>: turn 1`);
    expect(listed.reply?.content).toContain(`https://discord.com/channels/${guildId}/${threadId}/`);
    expect(driver.errors).toEqual([]);
  });

  it('is refused inside a thread', async () => {
    const threadId = fake.guild().channels.find((c) => c.parentId === channels[3])?.id as string;
    const refused = await driver.run(slash(threadId, carol, 'new', { thread: true }));
    expect(refused.ephemeral).toBe(true);
    expect(refused.reply?.content).toMatch(/from a text channel/);
  });
});

describe('turn notices by direct message', () => {
  it('tells each member how they hear of their turn, and lets them choose', async () => {
    const channelId = channels[2] as string;
    const shown = await driver.run(slash(channelId, alice, 'notify'));
    expect(shown.ephemeral).toBe(true);
    expect(shown.reply?.content).toMatch(/^You are pinged in the game channel/);
    const set = await driver.run(slash(channelId, alice, 'notify', { how: 'dm' }));
    expect(set.reply?.content).toBe('From now on I send you a direct message when it is your turn, in every game.');
    expect((await driver.run(slash(channelId, alice, 'notify'))).reply?.content).toMatch(/^You get a direct message/);
  });

  it('DMs a link to the turn post instead of pinging; the others are pinged as before', async () => {
    const channelId = channels[2] as string;
    await startGame(channelId);
    let record = await driver.record(channelId);
    if (record?.state?.players[record.state.turn.player]?.id !== alice) await playUntilTurnOf(channelId, alice);
    record = await driver.record(channelId);
    const post = fake.message(channelId, record?.liveMessages[0] ?? '');
    expect(post?.mentions).toEqual([]);
    const dm = fake.directMessages(alice).at(-1);
    const link = `https://discord.com/channels/${guildId}/${channelId}/${post?.id}`;
    expect(dm?.content).toBe(
      `It's your turn in Carcassonne (turn ${record?.state?.turn.number}) in <#${channelId}>: ${link}`,
    );

    // bob's turn: pinged in the turn post, no DM
    const toBob = await playTurn(channelId);
    const bobPost = bodyOf(toBob.flatMap((h) => h.posts)[0]);
    expect(bobPost?.allowed_mentions?.users).toEqual([bob]);
    expect(fake.directMessages(bob)).toEqual([]);
  });

  it('falls back to the channel ping when DMs are closed, says why once, and DMs again once they open', async () => {
    const channelId = channels[2] as string;
    fake.closeDms(alice);
    const before = fake.directMessages(alice).length;
    const { posts, record } = await playUntilTurnOf(channelId, alice);
    const link = `https://discord.com/channels/${guildId}/${channelId}/${record.liveMessages[0]}`;
    // the turn post pings nobody; the fallback right after it pings alice and says why
    expect(posts.map((p) => bodyOf(p)?.allowed_mentions?.users)).toEqual([[], [alice]]);
    expect(bodyOf(posts[1])?.content).toBe(
      `<@${alice}>, it's your turn: ${link}\nI could not send you a direct message (your direct messages are closed), so I ping you here instead.`,
    );
    const again = await playUntilTurnOf(channelId, alice);
    const againLink = `https://discord.com/channels/${guildId}/${channelId}/${again.record.liveMessages[0]}`;
    expect(bodyOf(again.posts[1])?.content).toBe(`<@${alice}>, it's your turn: ${againLink}`);
    expect(fake.directMessages(alice)).toHaveLength(before);

    fake.closeDms(alice, false);
    const open = await playUntilTurnOf(channelId, alice);
    expect(open.posts).toHaveLength(1);
    expect(open.posts[0]?.status).toBe(200);
    expect(fake.directMessages(alice)).toHaveLength(before + 1);
    expect(driver.errors).toEqual([]);
  });
});

/** Plays the game through the service (no posts) until the last tile is in hand, fast. */
async function playToLastTile(channelId: string) {
  const random = new SeededRandom(11);
  for (;;) {
    const record = await driver.record(channelId);
    const state = record?.state;
    if (!state) throw new Error('no game');
    const legal = legalMoves(state);
    if (legal.step === 'placeTile' && !state.supply.length && !state.queue?.length) return;
    const player = state.players[state.turn.player] as { id: string; name: string };
    const actor = { userId: player.id, name: player.name, canManage: false };
    const outcome = await driver.bot.service.play(channelId, actor, randomMove(state, random, 0.3) as Move);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.message));
  }
}

describe('rematch', () => {
  let finalPost: { id: string; custom: string };

  it('puts a Rematch button on the final post', async () => {
    const channelId = channels[4] as string;
    await driver.run(slash(channelId, alice, 'new', { expansions: 'inns-cathedrals', farmers: false }));
    await driver.run(slash(channelId, bob, 'join'));
    await driver.run(slash(channelId, alice, 'start'));
    await playToLastTile(channelId);
    const last = await playTurn(channelId);
    expect(await driver.record(channelId)).toBeUndefined();
    const final = fake.messages(channelId).find((m) => m.embeds[0]?.title === 'Game over: final scores');
    const button = componentsOf(final).find((c) => c.label === 'Rematch');
    expect(button?.custom_id).toMatch(/^carc:rematch:/);
    expect(last.length).toBeGreaterThan(0);
    // the whole game replayed, as an animated PNG attached beside the final board and the chart
    const call = fake.calls.find((c) => (c.response as { id?: string } | undefined)?.id === final?.id);
    const replay = call?.attachments.find((a) => a.name === 'replay.png');
    expect(isPng(replay?.data)).toBe(true);
    expect(replay?.data.includes(Buffer.from('acTL'))).toBe(true);
    expect(replay?.data.length).toBeLessThan(4_000_000);
    expect(final?.attachments.map((a) => a.filename)).toContain('replay.png');
    finalPost = { id: final?.id as string, custom: button?.custom_id as string };
  });

  it('is only for the players of that game', async () => {
    const channelId = channels[4] as string;
    const refused = await driver.run(() =>
      fake.injectButton({ customId: finalPost.custom, messageId: finalPost.id, userId: carol, channelId }),
    );
    expect(refused.ephemeral).toBe(true);
    expect(refused.reply?.content).toBe('Only the players of that game can ask for a rematch.');
    expect(await driver.record(channelId)).toBeUndefined();
  });

  it('opens the lobby with the same players seated and the same settings; the presser hosts', async () => {
    const channelId = channels[4] as string;
    const pressed = await driver.run(() =>
      fake.injectButton({ customId: finalPost.custom, messageId: finalPost.id, userId: bob, channelId }),
    );
    expect(pressed.ephemeral).toBe(false);
    expect(pressed.reply?.content).toMatch(/^\*\*bob\*\* asks for a rematch with the same settings!/);
    const record = await driver.record(channelId);
    expect(record?.status).toBe('lobby');
    expect(record?.hostId).toBe(bob);
    expect(record?.seats.map((s) => s.userId)).toEqual([bob, alice]);
    expect(record?.expansions).toEqual(['inns-cathedrals']);
    expect(record?.liveMessages).toEqual([pressed.reply?.id]);
    // the final post keeps its scores but loses the button; a second press by a seated player is told they are in
    expect(fake.message(channelId, finalPost.id)?.components).toEqual([]);
    const again = await driver.run(() =>
      fake.injectButton({ customId: finalPost.custom, messageId: finalPost.id, userId: alice, channelId }),
    );
    expect(again.ephemeral).toBe(true);
    expect(again.reply?.content).toBe(
      'You are in: the rematch lobby already seats you, and **bob** starts it when everyone is ready.',
    );
    const started = await driver.run(slash(channelId, bob, 'start'));
    expect((await driver.record(channelId))?.status).toBe('playing');
    // one turn post in the channel (alice, who chose DMs, may get hers there)
    expect(started.posts.filter((p) => p.params.channelId === channelId)).toHaveLength(1);
    expect(driver.errors).toEqual([]);
  });
});
