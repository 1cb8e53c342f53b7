// How a turn looks and feels through the real bot and the fake Discord: one lobby message edited in
// place that ends saying the game has begun in the real play order, the public turn post following the
// step (figure choice after the tile, back to the spots after Undo, usable after the app restarts), and
// confirmations before leaving or abandoning, with names of those who left kept in later messages.
import type { APIMessage } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/app/record';
import { distinctRotations } from '../../src/app/tile-looks';
import { allTileTypes, legalMoves } from '../../src/engine';
import type { FakeDiscord } from '../support/fake-discord';
import { type BotDriver, startTable } from './driver';
import { componentsOf, selectFor } from './moves';
import { activeOf, expectPrivate, type Slash, slashIn } from './table';

let fake: FakeDiscord;
let driver: BotDriver;
let alice: string;
let bob: string;
let carol: string;
let table: string;
let slash: Slash;
let bot: Awaited<ReturnType<typeof startTable>>;

beforeAll(async () => {
  // seed 4 with three seats: the second seat (bob) is drawn to go first
  bot = await startTable(
    { channels: [{ name: 'table' }], members: [{ username: 'alice' }, { username: 'bob' }, { username: 'carol' }] },
    { newSeed: () => 4 },
  );
  ({ fake, driver } = bot);
  [alice, bob, carol] = fake.guild().members.map((m) => m.id) as [string, string, string];
  table = fake.guild().channels[0]?.id as string;
  slash = slashIn(fake, table);
});

afterAll(async () => {
  await bot?.stop();
});

const record = async () => (await driver.record(table)) as GameRecord;
const nameOf = (id: string) => ({ [alice]: 'alice', [bob]: 'bob', [carol]: 'carol' })[id] as string;
const livePost = async () => fake.message(table, (await record()).liveMessages[0] as string) as APIMessage;
const actions = (message: APIMessage | undefined) => componentsOf(message).map((c) => c.custom_id?.split(':')[1] ?? '');
const lobbies = () => fake.messages(table).filter((m) => m.embeds[0]?.title?.startsWith('Carcassonne: '));

describe('the lobby', () => {
  it('is one message, edited in place as people join, that ends saying the game has begun in play order', async () => {
    const opened = await driver.run(slash(alice, 'new'));
    expect(opened.ephemeral).toBe(false);
    const lobbyId = opened.reply?.id as string;

    expectPrivate(await driver.run(slash(bob, 'join')), /bob\*\* joined the game/);
    let lobby = fake.message(table, lobbyId);
    expect(lobby?.embeds[0]?.description).toMatch(/Players \(2\/5\): alice and bob/);
    // carol joins with the lobby's button: the same message again
    await driver.click(table, lobby, 'Join', carol);
    lobby = fake.message(table, lobbyId);
    expect(lobby?.embeds[0]?.description).toMatch(/Players \(3\/5\): alice, bob, and carol/);
    expect(lobbies().map((m) => m.id)).toEqual([lobbyId]);

    const started = await driver.run(slash(alice, 'start'));
    const r = await record();
    const first = nameOf(activeOf(r));
    expect(first).toBe('bob'); // drawn, not the first seat
    const seat = r.state?.turn.player ?? 0;
    const order = [0, 1, 2].map((i) => r.state?.players[(seat + i) % 3]?.name).join(' → ');
    expect(order.startsWith('bob → ')).toBe(true);
    expectPrivate(started, new RegExp(`Play order: ${order}\\.`));
    lobby = fake.message(table, lobbyId);
    expect(lobby?.content).toBe(`The game has begun! Play order: ${order}. The first board is coming up.`);
    expect(lobby?.embeds[0]?.title).toBe('Carcassonne: the game has begun');
    expect(lobby?.components).toEqual([]);
    expect(lobbies().map((m) => m.id)).toEqual([lobbyId]);
    expect(fake.message(table, lobbyId)?.content).toMatch(/^The game has begun!/);
    // the first turn post names the same first player
    expect(started.posts).toHaveLength(1);
    expect((started.posts[0]!.body as { embeds: { title: string }[] }).embeds[0]?.title).toBe(`Turn 1 · ${first}`);
    expect(driver.errors).toEqual([]);
  });
});

describe('the public turn post', () => {
  it('offers the figure choice once the tile is placed, the spots again after Undo, and works after a restart', async () => {
    const before = await record();
    const player = activeOf(before);
    const legal = legalMoves(before.state!);
    if (legal.step !== 'placeTile') throw new Error('expected a tile to place');
    let post = await livePost();
    expect(actions(post)).toContain('spot');

    // the preview offers one button per distinct look of the tile at that spot
    const spot = legal.placements[0]!;
    const preview = await driver.run(() =>
      fake.injectStringSelect({
        channelId: table,
        userId: player,
        customId: selectFor(post, 1) as string,
        messageId: post.id,
        values: ['1'],
      }),
    );
    const looks = distinctRotations(legal.tile, spot.rotations);
    expect(actions(preview.reply).filter((a) => a === 'tile')).toHaveLength(looks.length);

    const placed = await driver.run(slash(player, 'place', { spot: 1, rotation: looks[0]! }));
    expect(placed.ephemeral).toBe(true);
    // the figure step shows the tile among its neighbours, large (the whole board comes with the next post)
    const pictures = placed.calls.flatMap((c) => c.attachments.map((a) => a.data));
    expect(pictures.length).toBeGreaterThan(0);
    for (const png of pictures) expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([576, 576]);
    post = await livePost();
    expect(post.id).toBe(before.liveMessages[0]);
    expect(post.content).toMatch(/it's your turn: place a figure or skip\./);
    expect(actions(post)).not.toContain('spot');
    expect(actions(post)).toEqual(expect.arrayContaining(['skip', 'undo']));
    expect(post.attachments).toHaveLength(1);

    // Undo on the public post: the post offers the spots again
    await driver.click(table, post, 'Undo', player);
    post = await livePost();
    expect(actions(post)).toContain('spot');
    expect(actions(post)).not.toContain('skip');

    await driver.run(slash(player, 'place', { spot: 1, rotation: looks[0]! }));
    // the player's app restarts: their private figure step is gone; the bot restarting loses nothing either
    await driver.restart();
    post = await livePost();
    const other = [alice, bob, carol].find((id) => id !== player) as string;
    const refused = await driver.click(table, post, 'No figure', other);
    expectPrivate(refused.handled, /turn, not yours/);
    const ended = await driver.click(table, post, 'No figure', player);
    expect(ended.handled.posts).toHaveLength(1);
    const after = await record();
    expect(after.state?.turn.number).toBe(2);
    // the replaced post no longer tells anyone it is their turn, and has no buttons
    const replaced = fake.message(table, before.liveMessages[0] as string);
    expect(replaced?.content).toBe('This turn post is out of date: the game goes on in the newest post.');
    expect(replaced?.components).toEqual([]);
    // the next post tells the last turn in words, with no tile code
    const description =
      (ended.handled.posts[0]!.body as { embeds: { description: string }[] }).embeds[0]?.description ?? '';
    expect(description).toContain(`${nameOf(player)} placed a tile.`);
    const codes = new Set(allTileTypes().map((t) => t.id));
    for (const word of description.split(/[^A-Za-z0-9]+/)) expect(codes.has(word) && word.length > 1).toBe(false);
    expect(driver.errors).toEqual([]);
  });
});

describe('leaving and abandoning', () => {
  it('asks first; Cancel, a click by someone else and a stale question change nothing', async () => {
    const asked = await driver.run(slash(carol, 'leave'));
    expectPrivate(asked, /Leave this game\?/);
    expect((await record()).state?.players.map((p) => p.id)).toContain(carol);

    const cancelled = await driver.click(table, asked.reply, 'Cancel', carol);
    expect(fake.message(table, asked.reply?.id as string)?.content).toBe('Cancelled: nothing changed.');
    expect(cancelled.followUps).toEqual([]);
    expect((await record()).state?.players.map((p) => p.id)).toContain(carol);

    const again = await driver.run(slash(carol, 'leave'));
    const foreign = await driver.click(table, again.reply, 'Confirm', alice);
    // said privately beside the question, which stays as it was
    expect(foreign.followUps).toEqual([
      { content: 'These buttons are for the member who asked. Nothing was done.', ephemeral: true },
    ]);
    expect(fake.message(table, again.reply?.id as string)?.content).toMatch(/Leave this game\?/);
    expect((await record()).state?.players.map((p) => p.id)).toContain(carol);

    const left = await driver.click(table, again.reply, 'Confirm', carol);
    expect(fake.message(table, again.reply?.id as string)?.components).toEqual([]);
    // carol's name, not her id, in what everyone reads afterwards; her leaving is said once
    expect(left.followUps).toEqual([
      {
        content: '**carol** left the game. Their figures left the board.',
        ephemeral: false,
      },
    ]);
    expect((await record()).state?.players.map((p) => p.id)).not.toContain(carol);

    // abandoning: alice (host) and bob both ask; alice confirms; bob's question is out of date
    const hostAsks = await driver.run(slash(alice, 'abandon'));
    expectPrivate(hostAsks, /End this game for everyone\?/);
    const bobAsks = await driver.run(slash(bob, 'abandon'));
    expectPrivate(bobAsks, /Vote to abandon this game\?/);
    expect((await record()).status).toBe('playing');
    const ended = await driver.click(table, hostAsks.reply, 'Confirm', alice);
    expect(ended.followUps[0]?.content).toMatch(/alice\*\* abandoned the game/);
    expect(await driver.record(table)).toBeUndefined();
    const stale = await driver.click(table, bobAsks.reply, 'Confirm', bob);
    expect(fake.message(table, bobAsks.reply?.id as string)?.content).toMatch(/out of date/);
    expect(stale.followUps).toEqual([]);
    expect(driver.errors).toEqual([]);
  });
});
