// The bot's answers around the game: command registration, autocomplete, 20 conflicting moves at once,
// missing permissions (before and after a move), help, and who may abandon or remove.
import { InteractionResponseType, MessageFlags, PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommand } from '../../commands';
import type { GameRecord } from '../../src/app/record';
import { distinctRotations } from '../../src/app/tile-looks';
import { deployCommands } from '../../src/bot/deploy';
import { legalMoves } from '../../src/engine';
import { DEFAULT_BOT_PERMISSIONS, DEFAULT_MEMBER_PERMISSIONS, type FakeDiscord } from '../support/fake-discord';
import { type BotDriver, CALLBACK, startTable } from './driver';
import { isPng } from './moves';
import { activeOf, CMD, expectPrivate, type SlashAnywhere, slashAnywhere } from './table';

let fake: FakeDiscord;
let driver: BotDriver;
let alice: string;
let bob: string;
let mod: string;
let thread: string;
let locked: string;

let slash: SlashAnywhere;
let bot: Awaited<ReturnType<typeof startTable>>;

beforeAll(async () => {
  bot = await startTable({
    channels: [{ name: 'general' }, { name: 'game-1', type: 'thread' }, { name: 'locked' }],
    members: [{ username: 'alice' }, { username: 'bob' }, { username: 'mod' }],
  });
  ({ fake, driver } = bot);
  slash = slashAnywhere(fake);
  [alice, bob, mod] = fake.guild().members.map((m) => m.id) as [string, string, string];
  [, thread, locked] = fake.guild().channels.map((c) => c.id) as [string, string, string];
});

afterAll(async () => {
  await bot?.stop();
});

async function openAndStart(channelId: string): Promise<GameRecord> {
  await driver.run(slash(channelId, alice, 'new', { farmers: true }));
  await driver.run(slash(channelId, bob, 'join'));
  const started = await driver.run(slash(channelId, alice, 'start'));
  expect(started.posts).toHaveLength(1);
  return (await driver.record(channelId)) as GameRecord;
}

describe('commands', () => {
  it('registers one /carcassonne command with its subcommands to a server', async () => {
    const guildId = fake.guild().id;
    const result = await deployCommands({
      token: 'fake-bot-token',
      clientId: fake.applicationId,
      guildId,
      restApi: fake.restApi,
      command: buildCommand().toJSON(),
    });
    expect(result.scope).toContain(guildId);
    expect(result.locales).toEqual(['en-US', 'en-GB', 'ro', 'bg']);
    const [command] = fake.registeredCommands(guildId);
    expect(command?.name).toBe(CMD);
    // descriptions and choice names go with their localizations; names stay English
    expect(Object.keys(command?.description_localizations ?? {}).sort()).toEqual(['bg', 'en-GB', 'en-US', 'ro']);
    const newGame = command?.options?.find((o) => o.name === 'new') as { options?: { name: string }[] } | undefined;
    const languageOption = newGame?.options?.find((o) => o.name === 'language') as
      | { choices?: { value: string }[]; description_localizations?: Record<string, string> }
      | undefined;
    expect(languageOption?.choices?.map((c) => c.value)).toEqual(['en', 'ro', 'bg', 'lv', 'is']);
    expect(languageOption?.description_localizations?.ro).toBeTruthy();
    expect(command?.options?.map((o) => o.name)).toEqual([
      'new',
      'join',
      'start',
      'place',
      'figure',
      'choose',
      'undo',
      'skip',
      'board',
      'scores',
      'tiles',
      'rules',
      'help',
      'history',
      'stats',
      'games',
      'language',
      'notify',
      'leave',
      'remove',
      'host',
      'clock',
      'abandon',
    ]);
  });

  it('autocompletes the legal spots, the rotations legal at a spot, and expansion ids', async () => {
    const record = await openAndStart(thread);
    const legal = legalMoves(record.state!);
    if (legal.step !== 'placeTile') throw new Error('expected a tile to place');
    const spots = await driver.run(() =>
      fake.injectAutocomplete({
        name: CMD,
        subcommand: 'place',
        channelId: thread,
        userId: alice,
        options: { spot: '' },
        focused: 'spot',
      }),
    );
    expect(spots.callback.body).toMatchObject({ type: InteractionResponseType.ApplicationCommandAutocompleteResult });
    const choices = (spots.callback.body as { data: { choices: { name: string; value: number }[] } }).data.choices;
    expect(choices).toHaveLength(Math.min(25, legal.placements.length));
    expect(choices[0]?.name).toMatch(/^Spot 1 \((0|90|180|270)°/);

    const at = legal.placements[0]!;
    const rotations = await driver.run(() =>
      fake.injectAutocomplete({
        name: CMD,
        subcommand: 'place',
        channelId: thread,
        userId: alice,
        options: { spot: 1, rotation: '' },
        focused: 'rotation',
      }),
    );
    const values = (rotations.callback.body as { data: { choices: { value: number }[] } }).data.choices.map(
      (c) => c.value,
    );
    expect(values).toEqual(distinctRotations(legal.tile, at.rotations));

    const expansions = await driver.run(() =>
      fake.injectAutocomplete({
        name: CMD,
        subcommand: 'new',
        channelId: thread,
        userId: alice,
        options: { expansions: 'fa' },
        focused: 'expansions',
      }),
    );
    expect(
      (expansions.callback.body as { data: { choices: { value: string }[] } }).data.choices.map((c) => c.value),
    ).toEqual(['farmers']);
  });

  it('applies exactly one of 20 conflicting moves fired at once; the other 19 are refused privately', async () => {
    const record = (await driver.record(thread)) as GameRecord;
    const legal = legalMoves(record.state!);
    if (legal.step !== 'placeTile') throw new Error('expected a tile to place');
    const player = activeOf(record);
    const options = legal.placements.flatMap((p, i) => p.rotations.map((rotation) => ({ spot: i + 1, rotation })));
    const injects = Array.from({ length: 20 }, (_, i) => slash(thread, player, 'place', options[i % options.length]!));
    const handled = await driver.runAll(injects);

    const after = (await driver.record(thread)) as GameRecord;
    expect(after.log.filter((e) => e.turn === 1 && e.move.type === 'placeTile')).toHaveLength(1);
    expect(after.state?.board).toHaveLength(2);
    const accepted = handled.filter((h) => /Tile placed|Done!/.test(h.reply?.content ?? ''));
    expect(accepted).toHaveLength(1);
    const refused = handled.filter((h) => !accepted.includes(h));
    expect(refused).toHaveLength(19);
    for (const h of refused) expectPrivate(h, /placed your tile already|out of date|moved at the same moment/);
    expect(driver.errors).toEqual([]);
  });

  it('explains help, scores and tiles privately', async () => {
    const record = await driver.record(thread);
    const help = await driver.run(slash(thread, activeOf(record), 'help'));
    expectPrivate(help, /Right now/);
    expectPrivate(await driver.run(slash(thread, mod, 'help')), /You are watching/);
    expectPrivate(await driver.run(slash(thread, mod, 'scores')), /alice .* points/);
    expectPrivate(await driver.run(slash(thread, mod, 'tiles')), /\d+ tiles left/);
    expectPrivate(await driver.run(slash(thread, mod, 'skip')), /not playing in this game/);
  });

  it('lets only the host or a moderator remove a player; with one player left the game ends', async () => {
    expectPrivate(
      await driver.run(slash(thread, bob, 'remove', { player: { type: 6, value: alice } })),
      /Only the host/,
    );
    const removed = await driver.run(slash(thread, alice, 'remove', { player: { type: 6, value: bob } }));
    expect(removed.ephemeral).toBe(false);
    // said once: who took whom out, then what became of the figures
    expect(removed.reply?.content).toBe('**alice** took **bob** out of the game. Their figures left the board.');
    expect(removed.posts).toHaveLength(1);
    expect((removed.posts[0]!.body as { embeds: { title: string }[] }).embeds[0]?.title).toBe(
      'Game over: final scores',
    );
    expect(await driver.record(thread)).toBeUndefined();
  });
});

describe('missing permissions', () => {
  it('refuses to start when the bot cannot attach the board, and says what is missing', async () => {
    await driver.run(slash(locked, alice, 'new'));
    await driver.run(slash(locked, bob, 'join'));
    fake.denyBotPermissions(locked, PermissionFlagsBits.AttachFiles, PermissionFlagsBits.EmbedLinks);
    const refused = await driver.run(slash(locked, alice, 'start'));
    expectPrivate(refused, /missing the \*\*Attach Files\*\* and \*\*Embed Links\*\* permissions/);
    expect((await driver.record(locked))?.status).toBe('lobby');
    fake.setBotPermissions(locked, DEFAULT_BOT_PERMISSIONS);
    const started = await driver.run(slash(locked, alice, 'start'));
    expect(started.posts).toHaveLength(1);
  });

  it('keeps a move whose board could not be posted, says how to fix it, and /board re-posts with the ping', async () => {
    // Play until a turn ends on a separate step (skip), so the permission can go between defer and post.
    for (let guard = 0; guard < 20; guard++) {
      const record = (await driver.record(locked)) as GameRecord;
      const legal = legalMoves(record.state!);
      if (legal.step === 'placeFigure') break;
      if (legal.step !== 'placeTile') throw new Error('game over too soon');
      const at = legal.placements[0]!;
      await driver.run(slash(locked, legal.player, 'place', { spot: 1, rotation: at.rotations[0]! }));
    }
    const before = (await driver.record(locked)) as GameRecord;
    const player = activeOf(before);
    const id = fake.injectSlashCommand({ name: CMD, subcommand: 'skip', userId: player, channelId: locked });
    await fake.waitForCall((c) => c.interactionId === id && c.route === CALLBACK);
    fake.denyBotPermissions(locked, PermissionFlagsBits.SendMessages);
    await driver.bot.idle();
    const reply = fake.message(locked, fake.interaction(id).originalMessageId as string);
    expect((reply?.flags ?? 0) & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    expect(reply?.content).toMatch(/Your move counts .*couldn't post the new board.*`\/carcassonne board`/);
    const failedPost = fake.calls
      .filter((c) => c.route === '/channels/:channelId/messages' && c.method === 'POST')
      .at(-1);
    expect(failedPost?.status).toBe(403);

    const after = (await driver.record(locked)) as GameRecord;
    expect(after.state?.turn.number).toBe((before.state?.turn.number ?? 0) + 1);
    expect(after.liveMessages).toEqual([]);

    // Still missing: /board says so up front.
    expectPrivate(await driver.run(slash(locked, mod, 'board')), /missing the \*\*Send Messages\*\* permission/);
    fake.setBotPermissions(locked, DEFAULT_BOT_PERMISSIONS);
    const board = await driver.run(slash(locked, mod, 'board'));
    expectPrivate(board, /Here is the board/);
    expect(board.posts).toHaveLength(1);
    expect(isPng(board.posts[0]?.attachments[0]?.data)).toBe(true);
    expect((board.posts[0]!.body as { allowed_mentions: { users: string[] } }).allowed_mentions.users).toEqual([
      activeOf(after),
    ]);
  });

  it('lets a member who can manage messages abandon the game at once; an ordinary player only votes', async () => {
    const asked = await driver.run(slash(locked, bob, 'abandon'));
    expect(asked.ephemeral).toBe(true);
    const vote = await driver.click(locked, asked.reply, 'Confirm', bob);
    expect(vote.followUps[0]?.ephemeral).toBe(false);
    expect(vote.followUps[0]?.content).toContain('**bob** votes to abandon (1 of 2 votes needed)');
    expect((await driver.record(locked))?.status).toBe('playing');
    const live = (await driver.record(locked))?.liveMessages ?? [];
    const modAsks = await driver.run(() =>
      fake.injectSlashCommand({
        name: CMD,
        subcommand: 'abandon',
        userId: mod,
        channelId: locked,
        memberPermissions: DEFAULT_MEMBER_PERMISSIONS | PermissionFlagsBits.ManageMessages,
      }),
    );
    expect(modAsks.reply?.content).toMatch(/End this game for everyone\?/);
    const abandoned = await driver.click(
      locked,
      modAsks.reply,
      'Confirm',
      mod,
      DEFAULT_MEMBER_PERMISSIONS | PermissionFlagsBits.ManageMessages,
    );
    expect(abandoned.followUps[0]?.ephemeral).toBe(false);
    expect(abandoned.followUps[0]?.content).toContain('abandoned the game');
    expect(await driver.record(locked)).toBeUndefined();
    for (const id of live) expect(fake.message(locked, id)?.components).toEqual([]);
  });
});
