// A member plays a whole game against two computer players seated with /carcassonne new: the computers'
// turns are played at once after hers, each posted like any turn but pinging nobody.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalMoves } from '../../src/engine';
import type { FakeDiscord } from '../support/fake-discord';
import { type BotDriver, type Handled, startTable } from './driver';
import { componentsOf, isPng } from './moves';
import { type Slash, slashIn } from './table';

let fake: FakeDiscord;
let driver: BotDriver;
let channelId: string;
let alice: string;
let slash: Slash;
let table: Awaited<ReturnType<typeof startTable>>;

beforeAll(async () => {
  table = await startTable(
    { channels: [{ name: 'games' }], members: [{ username: 'alice' }] },
    // a small budget keeps the strong players quick in a test; the bot's default is 800 ms
    { aiBudgetMs: 15 },
  );
  ({ fake, driver } = table);
  alice = fake.guild().members[0]?.id as string;
  channelId = fake.guild().channels[0]?.id as string;
  slash = slashIn(fake, channelId);
});

afterAll(async () => {
  await table?.stop();
});

type Post = { content: string; allowed_mentions: { users: string[] } };
const bodies = (handled: Handled) => handled.posts.map((post) => post.body as Post);

describe('computer players', () => {
  it('refuses more computer players than the rules seat, privately', async () => {
    const refused = await driver.run(slash(alice, 'new', { computer: 5 }));
    expect(refused.ephemeral).toBe(true);
    expect(refused.reply?.content).toBe(
      'These rules take at most 5 players, so at most 4 computer players beside you.',
    );
    expect(await driver.record(channelId)).toBeUndefined();
  });

  it('seats two strong computer players and plays a whole game with one member to the end', async () => {
    const opened = await driver.run(slash(alice, 'new', { computer: 2, level: 'strong' }));
    // a computer's name is ours, so it reads as written: no markdown escapes
    expect(opened.reply?.embeds?.[0]?.description).toMatch(/Computer 1 \(strong\).*Computer 2 \(strong\)/);
    const lobby = await driver.record(channelId);
    expect(lobby?.seats.map((s) => s.computer ?? 'member')).toEqual(['member', 'strong', 'strong']);

    let handled = await driver.run(slash(alice, 'start'));
    let turnsByAlice = 0;
    let computerTurnPosts = 0;
    for (let step = 0; step < 300; step++) {
      // every post pings Alice alone or nobody: a computer player has no Discord account to ping
      for (const body of bodies(handled)) {
        expect(body.allowed_mentions.users.every((id) => id === alice)).toBe(true);
        expect(body.content).not.toMatch(/<@computer/);
      }
      computerTurnPosts += handled.posts.filter((post) => isPng(post.attachments[0]?.data)).length;
      const record = await driver.record(channelId);
      if (!record?.state || record.status !== 'playing') break;
      // after every answer it is Alice's turn again: the computers never keep her waiting for a click
      expect(record.state.players[record.state.turn.player]?.id).toBe(alice);
      const legal = legalMoves(record.state);
      if (legal.step === 'placeTile') {
        const rotation = legal.placements[0]?.rotations[0] ?? 0;
        handled = await driver.run(slash(alice, 'place', { spot: 1, rotation }));
        turnsByAlice++;
      } else {
        handled = await driver.run(slash(alice, 'skip'));
      }
    }
    expect(driver.errors).toEqual([]);
    const archived = (await driver.bot.service.repository.listArchived(fake.guild().id, 1))[0]?.data;
    expect(archived?.status).toBe('finished');
    expect(archived?.state?.supply).toEqual([]);
    expect(turnsByAlice).toBeGreaterThan(20);
    // one post per turn: Alice's and each computer's, then the final scores
    expect(computerTurnPosts).toBeGreaterThan(3 * turnsByAlice - 5);
    const final = bodies(handled).at(-1) as Post;
    expect(final.content).toMatch(/Computer \d \(strong\)/);
    expect(final.allowed_mentions.users).toEqual([alice]);
  });
});

describe('computer players and the turn clock', () => {
  it('plays at once when a member runs out of time and the turn passes to a computer player', async () => {
    let now = Date.UTC(2026, 0, 1);
    const clocked = await startTable(
      { channels: [{ name: 'games' }], members: [{ username: 'dana' }] },
      { aiBudgetMs: 5, now: () => now },
    );
    try {
      const dana = clocked.fake.guild().members[0]?.id as string;
      const channel = clocked.fake.guild().channels[0]?.id as string;
      const slashHere = slashIn(clocked.fake, channel);
      const run = (subcommand: string, options?: Record<string, string | number | boolean>) =>
        clocked.driver.run(slashHere(dana, subcommand, options));
      await run('new', { computer: 1, level: 'greedy', clock: 12 });
      await run('start');
      const before = await clocked.driver.record(channel);
      expect(before?.state?.players[before.state.turn.player]?.id).toBe(dana);
      now += 13 * 3600_000;
      await clocked.driver.bot.sweep();
      await clocked.driver.bot.idle();
      const after = await clocked.driver.record(channel);
      // Dana's turn was skipped, the computer played its own, and it is Dana's again
      expect(after?.state?.turn.number).toBe((before?.state?.turn.number ?? 0) + 2);
      expect(after?.state?.players[after.state.turn.player]?.id).toBe(dana);
      expect(clocked.driver.errors).toEqual([]);
    } finally {
      await clocked.stop();
    }
  });
});

describe('computer players in the lobby', () => {
  it('the host seats one with /carcassonne join computer:level; anyone else is refused privately', async () => {
    const lobbyTable = await startTable({
      channels: [{ name: 'games' }],
      members: [{ username: 'erin' }, { username: 'finn' }],
    });
    try {
      const [erin, finn] = lobbyTable.fake.guild().members.map((m) => m.id) as [string, string];
      const channel = lobbyTable.fake.guild().channels[0]?.id as string;
      const slashHere = slashIn(lobbyTable.fake, channel);
      const run = (userId: string, subcommand: string, options?: Record<string, string | number | boolean>) =>
        lobbyTable.driver.run(slashHere(userId, subcommand, options));
      await run(erin, 'new', { computer: 1, level: 'random' });
      await run(finn, 'join');
      const refused = await run(finn, 'join', { computer: 'strong' });
      expect(refused.ephemeral).toBe(true);
      expect(refused.reply?.content).toBe('Only the host, erin, can seat a computer player.');
      const seated = await run(erin, 'join', { computer: 'strong' });
      expect(seated.reply?.content).toMatch(/Computer 2 \(strong\)/);
      const record = await lobbyTable.driver.record(channel);
      expect(record?.seats.map((s) => [s.userId, s.computer ?? null])).toEqual([
        [erin, null],
        ['computer-1', 'random'],
        [finn, null],
        ['computer-2', 'strong'],
      ]);
    } finally {
      await lobbyTable.stop();
    }
  });
});

describe('a rematch of a game with a computer player', () => {
  it('seats the computer player again as a computer of its level, which plays its turns', async () => {
    const rematchTable = await startTable({ channels: [{ name: 'games' }], members: [{ username: 'gina' }] });
    try {
      const gina = rematchTable.fake.guild().members[0]?.id as string;
      const channel = rematchTable.fake.guild().channels[0]?.id as string;
      const slashHere = slashIn(rematchTable.fake, channel);
      const run = (subcommand: string, options?: Record<string, string | number | boolean>) =>
        rematchTable.driver.run(slashHere(gina, subcommand, options));
      await run('new', { computer: 1 });
      await run('start');
      // Gina plays the first spot offered and no figure until the game is over
      for (let step = 0; step < 300; step++) {
        const record = await rematchTable.driver.record(channel);
        if (!record?.state) break;
        const legal = legalMoves(record.state);
        if (legal.step === 'placeTile') {
          await run('place', { spot: 1, rotation: legal.placements[0]?.rotations[0] ?? 0 });
        } else await run('skip');
      }
      expect(await rematchTable.driver.record(channel)).toBeUndefined();
      const final = rematchTable.fake.messages(channel).find((m) => m.embeds[0]?.title === 'Game over: final scores');
      const button = componentsOf(final).find((c) => c.label === 'Rematch')?.custom_id as string;
      await rematchTable.driver.run(() =>
        rematchTable.fake.injectButton({ customId: button, messageId: final?.id, userId: gina, channelId: channel }),
      );
      const lobby = await rematchTable.driver.record(channel);
      expect(lobby?.seats.map((s) => [s.userId, s.computer ?? null])).toEqual([
        [gina, null],
        ['computer-1', 'greedy'],
      ]);
      await run('start');
      // the first round: whoever begins, the computer's turn is played at once and Gina's comes round
      const first = await rematchTable.driver.record(channel);
      if (first?.state?.players[first.state.turn.player]?.id === gina) {
        const legal = legalMoves(first.state);
        if (legal.step !== 'placeTile') throw new Error('a tile to place expected');
        await run('place', { spot: 1, rotation: legal.placements[0]?.rotations[0] ?? 0 });
        if ((await rematchTable.driver.record(channel))?.state?.turn.number === 1) await run('skip');
      }
      const after = await rematchTable.driver.record(channel);
      expect(after?.log.some((entry) => entry.player === 'computer-1' && entry.move.type === 'placeTile')).toBe(true);
      expect(after?.state?.players[after.state.turn.player]?.id).toBe(gina);
      expect(rematchTable.driver.errors).toEqual([]);
    } finally {
      await rematchTable.stop();
    }
  }, 120_000);
});
