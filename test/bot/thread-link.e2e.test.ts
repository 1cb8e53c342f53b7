// A game in a thread of its own is found from its channel after a restart, when discord.js no longer
// knows the thread (Discord tells a new connection of active threads only): the thread is stored with
// the game (SQLite through Keyv), and `/carcassonne join` in the channel points there.
import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_BOT_PERMISSIONS } from '../support/fake-discord';
import { expectPrivate, startTableForTwo } from './table';

let table: Awaited<ReturnType<typeof startTableForTwo>>;

beforeAll(async () => {
  table = await startTableForTwo('games');
});

afterAll(async () => {
  await table?.stop();
});

it("points a member in the channel to the game's thread after a restart, from the thread stored with the game", async () => {
  const { fake, driver, alice, bob, channelId, slash } = table;
  fake.setBotPermissions(channelId, DEFAULT_BOT_PERMISSIONS | PermissionFlagsBits.CreatePublicThreads);
  await driver.run(slash(alice, 'new', { thread: true }));
  const threadId = fake.guild().channels.find((c) => c.parentId === channelId)?.id as string;
  expect((await driver.record(threadId))?.thread).toEqual({ threadId, parentId: channelId });

  fake.archiveThread(threadId);
  await driver.restart();
  // the restarted bot was not told of the thread
  expect(driver.bot.client.channels.cache.has(threadId)).toBe(false);
  expectPrivate(await driver.run(slash(bob, 'join')), new RegExp(`<#${threadId}>`));
  expect((await driver.record(threadId))?.seats.map((s) => s.userId)).toEqual([alice]);
  expect(driver.errors).toEqual([]);
});
