// The outbox of posts owed: one per channel, newer supersedes older, a delivered post is forgotten only
// if nothing newer was owed meanwhile, and everything survives closing and reopening the file.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Outbox } from '../../src/storage/outbox';

let dir: string;
let file: string;
const open: Outbox<{ turn: number }>[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'carc-outbox-'));
  file = path.join(dir, 'games.sqlite');
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((outbox) => outbox.close()));
  await rm(dir, { recursive: true, force: true });
});

async function openOutbox() {
  const outbox = await Outbox.open<{ turn: number }>(file);
  open.push(outbox);
  return outbox;
}

it('keeps one post per channel: a newer turn supersedes the older one', async () => {
  const outbox = await openOutbox();
  await outbox.owe('c1', { turn: 4 }, 1000);
  await outbox.owe('c2', { turn: 9 }, 1500);
  await outbox.owe('c1', { turn: 5 }, 2000);
  expect((await outbox.list()).map((p) => [p.channelId, p.payload.turn])).toEqual([
    ['c2', 9],
    ['c1', 5],
  ]);
});

it('forgets a delivered post, but not a newer one owed while it was being posted', async () => {
  const outbox = await openOutbox();
  const older = await outbox.owe('c1', { turn: 4 }, 1000);
  const newer = await outbox.owe('c1', { turn: 5 }, 1001);
  expect(await outbox.settle(older)).toBe(false);
  expect(await outbox.reschedule(older, 9999)).toBeUndefined();
  expect((await outbox.get('c1'))?.payload.turn).toBe(5);
  expect(await outbox.settle(newer)).toBe(true);
  expect(await outbox.get('c1')).toBeUndefined();
});

it('counts failed attempts and survives a restart (a new connection to the same file)', async () => {
  const first = await openOutbox();
  const owed = await first.owe('c1', { turn: 7 }, 1000);
  const retried = await first.reschedule(owed, 6000);
  expect(retried).toMatchObject({ attempts: 1, dueAt: 6000, since: 1000 });
  await first.close();
  const second = await openOutbox();
  expect(await second.list()).toEqual([retried]);
  expect(await second.settle(retried as NonNullable<typeof retried>)).toBe(true);
});
