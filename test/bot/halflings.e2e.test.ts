// The Halflings through the real bot: a member plays a whole game against a computer player. Each turn the
// member holds a half tile that fits, the turn post asks whether to play it instead of drawing (answered
// from its menu, or declined), the halves named by number, and /carcassonne tiles shows the member's
// halves to the member alone; halves go down in half a square, a second half fills another's gap, and the
// game ends after the last normal tile with the halves still held lost.
import { ComponentType } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { findTileType, legalMoves } from '../../src/engine';
import { lastArchivedGame, playToTheEnd, startSoloTable } from './expansion-game';
import { componentsOf } from './moves';
import { startTableForTwo } from './table';

let table: { stop: () => Promise<void> } | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

describe('Halflings in Discord', () => {
  it('offers the half tiles instead of a draw, plays them and ends after the last normal tile', async () => {
    const solo = await startSoloTable('halflings');
    table = solo;
    const { driver, channelId, alice, slash } = solo;
    const rule = await driver.run(slash(alice, 'rules', { topic: 'halflings' }));
    expect(JSON.stringify(rule.reply)).toMatch(/long edge/);
    await driver.run(slash(alice, 'new', { expansions: 'farmers,halflings', computer: 1, level: 'greedy' }));
    await driver.run(slash(alice, 'start'));
    // the member's half tiles, shown to the member alone, numbered as the question names them
    const hand = await driver.run(slash(alice, 'tiles'));
    expect(hand.ephemeral).toBe(true);
    expect(hand.reply?.content).toMatch(/only you see/);
    expect(hand.reply?.attachments?.map((a) => a.filename)).toEqual(['hand.png']);
    const played = await playToTheEnd(solo, { module: 'halflings', actions: [], seed: 3, decline: 0.2 });
    expect(driver.errors).toEqual([]);
    expect(played.answers).toBeGreaterThan(0);
    expect(played.questions.every((q) => /half tiles instead of drawing/.test(q))).toBe(true);
    // the public question names the halves by number, never by their pictures' ids
    expect(played.questions.some((q) => /H[12]-\d/.test(q))).toBe(false);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await lastArchivedGame(solo))?.data;
    expect(archived?.status).toBe('finished');
    const board = archived?.state?.board ?? [];
    // halves on the board, and the supply all played: the game ended after the last normal tile
    expect(board.filter((t) => findTileType(t.tile)?.half).length).toBeGreaterThan(0);
    expect(archived?.state?.supply).toEqual([]);
  }, 600_000);

  it('drafts from a picture of the face-up half tiles, the menu naming them by its numbers', async () => {
    const two = await startTableForTwo('halflings-draft');
    table = two;
    const { driver, fake, channelId, alice, bob, slash } = two;
    await driver.run(slash(alice, 'new', { expansions: 'halflings:drafted' }));
    await driver.run(slash(bob, 'join'));
    await driver.run(slash(alice, 'start'));
    const record = await driver.record(channelId);
    const legal = record?.state && legalMoves(record.state);
    if (legal?.step !== 'decide') throw new Error('no pick asked');
    expect(legal.decision.kind).toBe('pick-half');
    const post = fake.message(channelId, record?.liveMessages[0] ?? '');
    // the face-up tiles come with the question, as an image of their own beside the board
    const files = post?.attachments.map((a) => a.filename) ?? [];
    expect(files.some((name) => /^tiles\./.test(name))).toBe(true);
    expect(post?.embeds?.[1]?.title).toBe('The tiles to choose from, numbered as the answers');
    const menu = componentsOf(post).find((c) => c.type === ComponentType.StringSelect);
    const labels = menu?.options?.map((o) => o.label) ?? [];
    expect(labels).toHaveLength(legal.choices.length);
    expect(labels[0]).toBe('1 · Take half tile no. 1');
    expect(labels.at(-1)).toBe(`${labels.length} · Take half tile no. ${labels.length}`);
    // never the tiles' ids
    expect(labels.some((label) => /H[12]-\d/.test(label))).toBe(false);
    expect(driver.errors).toEqual([]);
  }, 120_000);
});
