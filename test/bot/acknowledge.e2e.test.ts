// Discord drops an interaction not acknowledged within 3 s. That is guaranteed by order, not by speed:
// every interaction asks for its acknowledgement while it arrives, before anything is awaited (so no
// queue, lock or storage wait can delay it, however loaded the bot is), and before any storage read,
// game read, save or render of its own. Checked here on a burst late in several games at once, and on
// every lobby and seat change, by watching the real bot's storage, game reads and render pool (and
// discord.js's answering methods) with the interaction each call was made for; `npm run bench` times
// the same burst (README).
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  ButtonInteraction,
  ChatInputCommandInteraction,
  Events,
  type Interaction,
  InteractionResponseType,
  PermissionFlagsBits,
  StringSelectMenuInteraction,
} from 'discord.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RenderPool } from '../../render/render-pool';
import { GameService } from '../../src/app/game-service';
import type { GameRecord } from '../../src/app/record';
import { encodeId } from '../../src/bot/custom-id';
import { SqliteDatabase } from '../../src/storage/sqlite-database';
import { DEFAULT_BOT_PERMISSIONS, type FakeDiscord } from '../support/fake-discord';
import { burst, fastForward, interleave, playToTheEnd } from './burst';
import { type BotDriver, CALLBACK, type Handled, startTable } from './driver';
import { componentsOf } from './moves';
import { CMD, slashIn } from './table';

/** Games late in play, for the burst; two more channels for the lobby and seat changes, and a rematch. */
const CHANNELS = 6;
const TURN = 30;

type Kind = 'ack requested' | 'acknowledged' | 'storage' | 'game read' | 'render';
interface Entry {
  seq: number;
  id: string | undefined;
  kind: Kind;
  /** For 'ack requested': asked while the interaction was still arriving (nothing awaited before). */
  onArrival?: boolean;
}

let fake: FakeDiscord;
let driver: BotDriver;
let table: Awaited<ReturnType<typeof startTable>>;
const journal: Entry[] = [];
const handling = new AsyncLocalStorage<string>();
let arriving: string | undefined;
const restore: (() => void)[] = [];

const note = (kind: Kind, id = handling.getStore(), onArrival?: boolean) =>
  journal.push({ seq: journal.length, id, kind, ...(onArrival === undefined ? {} : { onArrival }) });

/** Wraps a method of a class so each call is noted for the interaction it is made for, then runs it. */
function watch(prototype: object, method: string, kind: Kind | ((self: { id?: string }) => void)) {
  const target = prototype as Record<string, (...args: unknown[]) => unknown>;
  const original = target[method] as (...args: unknown[]) => unknown;
  target[method] = function (this: { id?: string }, ...args: unknown[]) {
    if (typeof kind === 'function') kind(this);
    else note(kind);
    return original.apply(this, args);
  };
  restore.push(() => {
    target[method] = original;
  });
}

beforeAll(async () => {
  table = await startTable({
    channels: [
      ...Array.from({ length: CHANNELS }, (_, i) => ({ name: `game-${i}` })),
      { name: 'lobby' },
      { name: 'rematch' },
    ],
    members: [{ username: 'alice' }, { username: 'bob' }, { username: 'carol' }],
  });
  ({ fake, driver } = table);
  await Promise.all(gameChannels().map((id, i) => fastForward(driver, fake, id, i + 1, TURN)));

  // each interaction is handled in a context of its own, so every call below knows whose it is
  const client = driver.bot.client;
  const [listener] = client.listeners(Events.InteractionCreate) as ((interaction: Interaction) => void)[];
  if (!listener) throw new Error('the bot listens for no interactions');
  client.off(Events.InteractionCreate, listener);
  client.on(Events.InteractionCreate, (interaction) =>
    handling.run(interaction.id, () => {
      arriving = interaction.id;
      try {
        listener(interaction);
      } finally {
        arriving = undefined;
      }
    }),
  );
  watch(SqliteDatabase.prototype, 'query', 'storage');
  watch(SqliteDatabase.prototype, 'transaction', 'storage');
  watch(GameService.prototype, 'find', 'game read');
  watch(RenderPool.prototype, 'run', 'render');
  for (const kind of [ChatInputCommandInteraction, ButtonInteraction, StringSelectMenuInteraction]) {
    for (const method of ['deferReply', 'deferUpdate', 'reply', 'update']) {
      if (method in kind.prototype) {
        watch(kind.prototype, method, (self) => note('ack requested', self.id, arriving === self.id));
      }
    }
  }
  restore.push(fake.onCall((call) => call.route === CALLBACK && note('acknowledged', call.interactionId)));
}, 120_000);

const gameChannels = () =>
  fake
    .guild()
    .channels.map((c) => c.id)
    .slice(0, CHANNELS);

/** Each interaction asked for its acknowledgement on arrival, and was acknowledged before any work of its own. */
function expectAcknowledgedFirst(handled: Handled[]) {
  for (const { id } of handled) {
    const own = journal.filter((entry) => entry.id === id);
    const acknowledged = own.filter((entry) => entry.kind === 'acknowledged');
    const work = own.filter(
      (entry) => entry.kind === 'storage' || entry.kind === 'game read' || entry.kind === 'render',
    );
    const asked = own.find((entry) => entry.kind === 'ack requested');
    const what = `${id}: ${own.map((entry) => entry.kind).join(', ')}`;
    expect(acknowledged, what).toHaveLength(1);
    expect(asked?.onArrival, what).toBe(true);
    expect(work.length, what).toBeGreaterThan(0);
    expect(
      work.every((entry) => entry.seq > (acknowledged[0]?.seq ?? Number.POSITIVE_INFINITY)),
      what,
    ).toBe(true);
  }
}

afterAll(async () => {
  for (const undo of restore.splice(0).reverse()) undo();
  await table?.stop();
});

it('acknowledges every interaction of a burst on arrival, before any storage read, game read or render of its own', async () => {
  const channels = gameChannels();
  const records = await Promise.all(channels.map(async (id) => (await driver.record(id)) as GameRecord));
  const injects = interleave(channels.map((id, i) => burst(fake, id, records[i] as GameRecord, i === 0)));
  journal.length = 0;
  // The first acknowledgements to reach Discord (the previews' as a rule) are answered late, as under
  // load any may be: the work still goes on in arrival order, so the previews, which arrived before
  // the placements, are not answered "out of date" by a placement that overtook them.
  fake.holdNext({ method: 'POST', route: CALLBACK, times: CHANNELS * 4, ms: 300 });

  const handled = await driver.runAll(injects);

  expect(handled).toHaveLength(CHANNELS * 20 + 9);
  expectAcknowledgedFirst(handled);
  for (const channelId of channels) {
    const after = (await driver.record(channelId)) as GameRecord;
    const placed = after.log.filter((entry) => entry.turn === TURN && entry.move.type === 'placeTile');
    expect(placed, channelId).toHaveLength(1);
  }
  // The previews came first: each drew its own private board.
  const previews = handled.filter((h) => h.reply?.attachments?.some((a) => a.filename.startsWith('preview')));
  expect(previews).toHaveLength(CHANNELS * 4);
  expect(driver.errors).toEqual([]);
}, 120_000);

it('acknowledges every lobby and seat change on arrival, before it reads or saves; a refusal stays private and changes nothing', async () => {
  const [lobby, finished] = fake
    .guild()
    .channels.slice(CHANNELS)
    .map((c) => c.id) as [string, string];
  const [alice, bob, carol] = fake.guild().members.map((m) => m.id) as [string, string, string];
  await playToTheEnd(driver, fake, finished, 7);
  const last = (await driver.bot.service.repository.lastArchivedIn(finished))?.data;
  expect(last?.status).toBe('finished');
  journal.length = 0;
  const slash = slashIn(fake, lobby);
  const handled: Handled[] = [];
  const run = async (inject: () => string) => {
    const one = await driver.run(inject);
    handled.push(one);
    return one;
  };
  const click = async (message: Handled['reply'], label: string, userId: string, channelId = lobby) => {
    const clicked = await driver.click(channelId, message && fake.message(channelId, message.id), label, userId);
    handled.push(clicked.handled);
    return clicked;
  };
  /** Refused: answered privately (in its own message or a follow-up), and the game as it was. */
  const refused = async (refusal: () => Promise<{ ephemeral: boolean; content: string | undefined }>) => {
    const before = await driver.record(lobby);
    const { ephemeral, content } = await refusal();
    expect(ephemeral, content).toBe(true);
    expect(content).not.toBe('');
    expect(await driver.record(lobby)).toEqual(before);
    expect(driver.errors).toEqual([]);
  };
  const member = (id: string) => ({ type: 6, value: id }) as const;
  const ownAnswer = (h: Handled) => ({ ephemeral: h.ephemeral, content: h.reply?.content });

  const opened = await run(slash(alice, 'new'));
  expect(opened.callback.body).toMatchObject({ type: InteractionResponseType.DeferredChannelMessageWithSource });
  expect(opened.ephemeral).toBe(false);
  expect(componentsOf(opened.reply).map((c) => c.label)).toContain('Join');
  await refused(async () => ownAnswer(await run(slash(bob, 'new'))));
  expect((await run(slash(bob, 'join'))).ephemeral).toBe(true);
  await click(opened.reply, 'Join', carol);
  await refused(
    async () => (await click(opened.reply, 'Join', carol)).followUps[0] ?? { ephemeral: false, content: '' },
  );
  expect((await run(slash(alice, 'remove', { player: member(carol) }))).ephemeral).toBe(true);
  await run(slash(carol, 'join'));
  await refused(async () => ownAnswer(await run(slash(bob, 'host', { user: member(carol) }))));
  const handedOver = await run(slash(alice, 'host', { user: member(bob) }));
  expect(handedOver.ephemeral).toBe(false);
  await refused(async () => ownAnswer(await run(slash(alice, 'clock', { hours: 24 }))));
  expect((await run(slash(bob, 'clock', { hours: 24 }))).ephemeral).toBe(false);
  await run(slash(bob, 'start'));
  expect((await driver.record(lobby))?.status).toBe('playing');

  const leaving = await run(slash(alice, 'leave'));
  expect(leaving.ephemeral).toBe(true);
  const left = await click(leaving.reply, 'Confirm', alice);
  expect(left.followUps.map((f) => f.ephemeral)).toEqual([false]);
  const vote = await run(slash(carol, 'abandon'));
  await click(vote.reply, 'Confirm', carol);
  const ending = await run(slash(bob, 'abandon'));
  await click(ending.reply, 'Confirm', bob);
  expect(await driver.record(lobby)).toBeUndefined();
  fake.setBotPermissions(lobby, DEFAULT_BOT_PERMISSIONS | PermissionFlagsBits.CreatePublicThreads);
  const threaded = await run(slash(alice, 'new', { thread: true }));
  expect(threaded.ephemeral).toBe(true);
  expect(threaded.reply?.content).toMatch(/<#\d+>/);

  const finalPost = await run(() =>
    fake.injectButton({
      customId: encodeId({ action: 'rematch', gameId: last?.gameId ?? '', turn: 0, arg: '' }),
      userId: alice,
      channelId: finished,
    }),
  );
  expect(finalPost.callback.body).toMatchObject({ type: InteractionResponseType.DeferredChannelMessageWithSource });
  expect(componentsOf(finalPost.reply).map((c) => c.label)).toContain('Join');
  expect((await driver.record(finished))?.status).toBe('lobby');

  expectAcknowledgedFirst(handled);
  expect(driver.errors).toEqual([]);
}, 120_000);

it('defers /history and /stats publicly before reading the archive, then fills the answer in', async () => {
  const [history, stats] = await driver.runAll(
    ['history', 'stats'].map(
      (subcommand) => () => fake.injectSlashCommand({ name: CMD, subcommand, channelId: fake.guild().channels[0]?.id }),
    ),
  );
  for (const handled of [history, stats]) {
    expect(handled?.callback.body).toMatchObject({ type: InteractionResponseType.DeferredChannelMessageWithSource });
    expect(handled?.ephemeral).toBe(false);
    // the archive holds the game played to its end for the rematch
    expect(handled?.reply?.content).toMatch(/alice/);
  }
});
