// Changing one's mind and changing hands, through the real bot: handing over the host role, taking a
// placed tile back (button and command), and abandoning a game by the players' majority vote.
import { InteractionResponseType } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/app/record';
import { legalMoves } from '../../src/engine';
import type { FakeDiscord } from '../support/fake-discord';
import { type BotDriver, startTable } from './driver';
import { buttonFor, componentsOf, selectFor } from './moves';
import { activeOf, expectPrivate, type SlashAnywhere, slashAnywhere } from './table';

let fake: FakeDiscord;
let driver: BotDriver;
let alice: string;
let bob: string;
let carol: string;
let table: string;
let vote: string;

let slash: SlashAnywhere;
let bot: Awaited<ReturnType<typeof startTable>>;

beforeAll(async () => {
  // a pinned seed: the first tile (U) fits in three places, which the undo tests need
  bot = await startTable(
    {
      channels: [{ name: 'table' }, { name: 'vote' }],
      members: [{ username: 'alice' }, { username: 'bob' }, { username: 'carol' }],
    },
    { newSeed: () => 2 },
  );
  ({ fake, driver } = bot);
  slash = slashAnywhere(fake);
  [alice, bob, carol] = fake.guild().members.map((m) => m.id) as [string, string, string];
  [table, vote] = fake.guild().channels.map((c) => c.id) as [string, string];
});

afterAll(async () => {
  await bot?.stop();
});

const user = (id: string) => ({ type: 6, value: id }) as const;
const placements = (record: GameRecord) => record.log.filter((e) => e.move.type === 'placeTile');

describe('host role', () => {
  it('hands the host role to another player; only the new host may start', async () => {
    await driver.run(slash(table, alice, 'new'));
    await driver.run(slash(table, bob, 'join'));
    expectPrivate(await driver.run(slash(table, bob, 'host', { user: user(bob) })), /Only the host, alice/);
    expectPrivate(await driver.run(slash(table, alice, 'host', { user: user(carol) })), /must be a player/);
    const handed = await driver.run(slash(table, alice, 'host', { user: user(bob) }));
    expect(handed.ephemeral).toBe(false);
    expect(handed.reply?.content).toBe('**alice** handed the host role to **bob**.');
    expect((await driver.record(table))?.hostId).toBe(bob);
    expectPrivate(await driver.run(slash(table, alice, 'start')), /Only the host, bob/);
    expect((await driver.run(slash(table, bob, 'start'))).posts).toHaveLength(1);
  });
});

describe('undo', () => {
  it('takes the tile back with the Undo button, then the tile goes elsewhere: one placement is logged', async () => {
    const record = (await driver.record(table)) as GameRecord;
    const player = activeOf(record);
    const legal = legalMoves(record.state!);
    if (legal.step !== 'placeTile') throw new Error('expected a tile to place');
    const [firstSpot, secondSpot] = legal.placements as [(typeof legal.placements)[0], (typeof legal.placements)[0]];
    expect(secondSpot).toBeDefined();

    const placed = await driver.run(slash(table, player, 'place', { spot: 1, rotation: firstSpot.rotations[0]! }));
    expect(placed.reply?.content).toContain('**Undo** takes the tile back');
    const undoButton = componentsOf(placed.reply).find((c) => c.label === 'Undo')?.custom_id as string;
    expect(undoButton).toMatch(/^carc:undo:/);
    expectPrivate(
      await driver.run(() => fake.injectButton({ customId: undoButton, userId: carol, channelId: table })),
      /not playing in this game/,
    );

    const undone = await driver.run(() =>
      fake.injectButton({ customId: undoButton, messageId: placed.reply?.id, userId: player, channelId: table }),
    );
    // The private figure step turns back into the placement choices.
    expect(undone.callback.body).toMatchObject({ type: InteractionResponseType.DeferredMessageUpdate });
    expect(undone.reply?.id).toBe(placed.reply?.id);
    expect(undone.reply?.content).toMatch(/took your tile back/);
    expect(undone.posts).toHaveLength(0);
    let now = (await driver.record(table)) as GameRecord;
    expect(now.state?.turn.step).toBe('placeTile');
    expect(placements(now)).toEqual([]);
    expect(now.state?.board).toHaveLength(1);

    // The menu on the private message works like the turn post's: a preview, then a rotation button.
    const select = selectFor(undone.reply, 2) as string;
    const preview = await driver.run(() =>
      fake.injectStringSelect({
        customId: select,
        values: ['2'],
        messageId: undone.reply?.id,
        userId: player,
        channelId: table,
      }),
    );
    const button = buttonFor(preview.reply, 'tile', `2-${secondSpot.rotations[0]}`) as string;
    await driver.run(() =>
      fake.injectButton({ customId: button, messageId: preview.reply?.id, userId: player, channelId: table }),
    );
    now = (await driver.record(table)) as GameRecord;
    expect(placements(now)).toHaveLength(1);
    expect(placements(now)[0]?.move).toMatchObject({ x: secondSpot.x, y: secondSpot.y });
    expect(now.state?.board.some((t) => t.x === secondSpot.x && t.y === secondSpot.y)).toBe(true);
    expect(driver.errors).toEqual([]);
  });

  it('takes the tile back with /carcassonne undo, for the active player only; help mentions it', async () => {
    const player = activeOf(await driver.record(table));
    const other = player === alice ? bob : alice;
    expectPrivate(await driver.run(slash(table, player, 'help')), /`\/carcassonne undo`/);
    expectPrivate(await driver.run(slash(table, other, 'undo')), /turn, not yours/);
    const undone = await driver.run(slash(table, player, 'undo'));
    expectPrivate(undone, /took your tile back/);
    expect(selectFor(undone.reply, 1)).toBeDefined();
    expect(placements((await driver.record(table)) as GameRecord)).toEqual([]);
    expectPrivate(await driver.run(slash(table, player, 'undo')), /nothing to take back/);

    const legal = legalMoves(((await driver.record(table)) as GameRecord).state!);
    if (legal.step !== 'placeTile') throw new Error('expected a tile to place');
    await driver.run(slash(table, player, 'place', { spot: 1, rotation: legal.placements[0]!.rotations[0]! }));
    const skipped = await driver.run(slash(table, player, 'skip'));
    expect(skipped.posts).toHaveLength(1);
    const after = (await driver.record(table)) as GameRecord;
    expect(after.state?.turn.number).toBe(2);
    expect(placements(after)).toHaveLength(1);
    expectPrivate(await driver.run(slash(table, player, 'undo')), /turn, not yours/);
  });
});

describe('abandon by vote', () => {
  it('counts ordinary players as votes and ends the game on the majority', async () => {
    await driver.run(slash(vote, alice, 'new'));
    await driver.run(slash(vote, bob, 'join'));
    await driver.run(slash(vote, carol, 'join'));
    await driver.run(slash(vote, alice, 'start'));
    const live = (await driver.record(vote))?.liveMessages ?? [];
    expect(live).toHaveLength(1);

    const asked = await driver.run(slash(vote, bob, 'abandon'));
    expectPrivate(asked, /Vote to abandon this game\?/);
    const first = await driver.click(vote, asked.reply, 'Confirm', bob);
    expect(first.followUps[0]?.ephemeral).toBe(false);
    expect(first.followUps[0]?.content).toMatch(/^\*\*bob\*\* votes to abandon \(1 of 2 votes needed\)/);
    expect(fake.messages(vote).at(-1)?.mentions).toEqual([]);
    expectPrivate(await driver.run(slash(vote, bob, 'abandon')), /already voted/);
    expect((await driver.record(vote))?.status).toBe('playing');

    const carolAsks = await driver.run(slash(vote, carol, 'abandon'));
    const last = await driver.click(vote, carolAsks.reply, 'Confirm', carol);
    expect(last.followUps[0]?.ephemeral).toBe(false);
    expect(last.followUps[0]?.content).toMatch(/^\*\*carol\*\* cast the deciding vote \(2 of 2 votes needed\)/);
    expect(await driver.record(vote)).toBeUndefined();
    for (const id of live) expect(fake.message(vote, id)?.components).toEqual([]);
    expect(driver.errors).toEqual([]);
  });
});
