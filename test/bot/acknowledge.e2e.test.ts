// Discord drops an interaction not acknowledged within 3 s. That is guaranteed by order, not by speed:
// every interaction of the kinds below asks for its acknowledgement while it arrives, before anything
// is awaited (so no queue, lock or storage wait can delay it, however loaded the bot is), and before any
// storage read, game read or render of its own. Checked here on a burst late in several games at once,
// by watching the real bot's storage, game reads and render pool (and discord.js's answering methods)
// with the interaction each call was made for; `npm run bench` times the same burst (README).
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  ButtonInteraction,
  ChatInputCommandInteraction,
  Events,
  type Interaction,
  InteractionResponseType,
  StringSelectMenuInteraction,
} from 'discord.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RenderPool } from '../../render/render-pool';
import { GameService } from '../../src/app/game-service';
import type { GameRecord } from '../../src/app/record';
import { SqliteDatabase } from '../../src/storage/sqlite-database';
import type { FakeDiscord } from '../support/fake-discord';
import { burst, fastForward, interleave } from './burst';
import { type BotDriver, CALLBACK, startTable } from './driver';
import { CMD } from './table';

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
    channels: Array.from({ length: CHANNELS }, (_, i) => ({ name: `game-${i}` })),
    members: [{ username: 'alice' }, { username: 'bob' }],
  });
  ({ fake, driver } = table);
  await Promise.all(fake.guild().channels.map((channel, i) => fastForward(driver, fake, channel.id, i + 1, TURN)));

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

afterAll(async () => {
  for (const undo of restore.splice(0).reverse()) undo();
  await table?.stop();
});

it('acknowledges every interaction of a burst on arrival, before any storage read, game read or render of its own', async () => {
  const channels = fake.guild().channels.map((c) => c.id);
  const records = await Promise.all(channels.map(async (id) => (await driver.record(id)) as GameRecord));
  const injects = interleave(channels.map((id, i) => burst(fake, id, records[i] as GameRecord, i === 0)));
  journal.length = 0;

  const handled = await driver.runAll(injects);

  expect(handled).toHaveLength(CHANNELS * 20 + 9);
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

it('defers /history and /stats publicly before reading the archive, then fills the answer in', async () => {
  const [history, stats] = await driver.runAll(
    ['history', 'stats'].map(
      (subcommand) => () => fake.injectSlashCommand({ name: CMD, subcommand, channelId: fake.guild().channels[0]?.id }),
    ),
  );
  for (const handled of [history, stats]) {
    expect(handled?.callback.body).toMatchObject({ type: InteractionResponseType.DeferredChannelMessageWithSource });
    expect(handled?.ephemeral).toBe(false);
    expect(handled?.reply?.content).toMatch(/No finished games/);
  }
});
