// Looking things up through the real bot: the rules (autocomplete and a private embed), and after a
// game (played fast through GameService on the bot's own database, its last turn through Discord)
// the final post with its score chart, the server's history and the players' statistics.
import { InteractionResponseType, MessageFlags } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import type { GameRecord } from '../../src/app/record';
import { legalMoves } from '../../src/engine';
import type { FakeDiscord } from '../support/fake-discord';
import { type BotDriver, type Handled, startTable } from './driver';
import { isPng } from './moves';
import { activeOf, CMD, type SlashAnywhere, slashAnywhere } from './table';

let fake: FakeDiscord;
let driver: BotDriver;
let alice: string;
let bob: string;
let games: string;
let plain: string;

let slash: SlashAnywhere;
let bot: Awaited<ReturnType<typeof startTable>>;

beforeAll(async () => {
  bot = await startTable({
    channels: [{ name: 'games' }, { name: 'plain' }],
    members: [{ username: 'alice' }, { username: 'bob' }],
  });
  ({ fake, driver } = bot);
  slash = slashAnywhere(fake);
  [alice, bob] = fake.guild().members.map((m) => m.id) as [string, string];
  [games, plain] = fake.guild().channels.map((c) => c.id) as [string, string];
});

afterAll(async () => {
  await bot?.stop();
});

async function ruleChoices(channelId: string, typed: string): Promise<{ name: string; value: string }[]> {
  const handled = await driver.run(() =>
    fake.injectAutocomplete({
      name: CMD,
      subcommand: 'rules',
      channelId,
      userId: alice,
      options: { topic: typed },
      focused: 'topic',
    }),
  );
  expect(handled.callback.body).toMatchObject({ type: InteractionResponseType.ApplicationCommandAutocompleteResult });
  return (handled.callback.body as { data: { choices: { name: string; value: string }[] } }).data.choices;
}

describe('rules', () => {
  it('autocompletes topic titles for the modules in play (all of them without a game)', async () => {
    const all = await ruleChoices(games, '');
    expect(all.length).toBeGreaterThan(5);
    expect(all.length).toBeLessThanOrEqual(25);
    expect(all.map((c) => c.value)).toContain('fields');
    expect((await ruleChoices(games, 'farm'))[0]).toEqual({ name: 'Fields and farmers', value: 'fields' });
    // A game without farmers: their rule is not offered.
    await driver.run(slash(plain, alice, 'new', { farmers: false }));
    expect((await ruleChoices(plain, 'farm')).map((c) => c.value)).not.toContain('fields');
    expect((await ruleChoices(plain, 'city')).map((c) => c.value)).toContain('cities');
  });

  it('answers privately with an embed: title, rule, example; free text finds the best match', async () => {
    const chosen = await driver.run(slash(games, bob, 'rules', { topic: 'fields' }));
    // acknowledged privately on arrival (the game's rules are read after), then filled in
    expect(chosen.callback.body).toMatchObject({
      type: InteractionResponseType.DeferredChannelMessageWithSource,
      data: { flags: MessageFlags.Ephemeral },
    });
    expect(chosen.ephemeral).toBe(true);
    const embed = chosen.reply?.embeds[0];
    expect(embed?.title).toBe('Fields and farmers');
    expect(embed?.description).toMatch(/3 points per finished city/);
    expect(embed?.fields?.[0]).toMatchObject({ name: 'Example:', value: expect.stringMatching(/Ann has 2 farmers/) });

    const typed = await driver.run(slash(games, bob, 'rules', { topic: 'monastery score' }));
    expect(typed.ephemeral).toBe(true);
    expect(typed.reply?.embeds[0]?.title).toBe('Monasteries');

    const unknown = await driver.run(slash(games, bob, 'rules', { topic: 'xyzzy' }));
    expect(unknown.ephemeral).toBe(true);
    expect(unknown.reply?.content).toMatch(/^No rule matches “xyzzy”\. Try /);
  });
});

describe('after a game', () => {
  let last: Handled;

  it('has no history yet, and says so', async () => {
    const history = await driver.run(slash(games, bob, 'history'));
    expect(history.ephemeral).toBe(false);
    expect(history.reply?.content).toMatch(/No finished games on this server yet/);
    expect((await driver.run(slash(games, bob, 'stats'))).reply?.content).toMatch(/No finished games/);
  });

  it('ends with a final post carrying the board, the score chart and the replay, three PNGs', async () => {
    await driver.run(slash(games, alice, 'new'));
    await driver.run(slash(games, bob, 'join'));
    await driver.run(slash(games, alice, 'start'));
    // Every turn but the last straight through the service (same database), so the test stays quick.
    const random = new SeededRandom(11);
    for (let guard = 0; guard < 1000; guard++) {
      const state = ((await driver.record(games)) as GameRecord).state!;
      const legal = legalMoves(state);
      if (legal.step === 'placeTile' && state.supply.length === 0) break;
      const move = randomMove(state, random, 0.3);
      if (!move || legal.step === 'ended') throw new Error('the game ended too soon');
      const outcome = await driver.bot.service.play(games, { userId: legal.player, name: '' }, move);
      if (!outcome.ok || outcome.record.status !== 'playing') throw new Error('the game ended too soon');
    }
    const record = (await driver.record(games)) as GameRecord;
    const player = activeOf(record);
    const legal = legalMoves(record.state!);
    if (legal.step !== 'placeTile') throw new Error('expected the last tile');
    last = await driver.run(slash(games, player, 'place', { spot: 1, rotation: legal.placements[0]!.rotations[0]! }));
    if (await driver.record(games)) last = await driver.run(slash(games, player, 'skip'));
    expect(await driver.record(games)).toBeUndefined();

    expect(last.posts).toHaveLength(1);
    const final = last.posts[0]!;
    expect(final.attachments).toHaveLength(3);
    expect(final.attachments.map((a) => a.name)).toContain('scores.png');
    expect(final.attachments.map((a) => a.name)).toContain('replay.png');
    expect(final.attachments.every((a) => isPng(a.data))).toBe(true);
    const embeds = (final.body as { embeds: { title: string; image: { url: string } }[] }).embeds;
    expect(embeds[0]?.title).toBe('Game over: final scores');
    expect(embeds[1]?.image.url).toBe('attachment://scores.png');
    const message = fake.messages(games).at(-1);
    expect(message?.attachments.map((a) => a.content_type)).toEqual(['image/png', 'image/png', 'image/png']);
    expect(driver.errors).toEqual([]);
  });

  it('lists the finished game in the history and counts it in the statistics', async () => {
    const [archived] = await driver.bot.service.repository.listArchived(fake.guild().id);
    const players = [...(archived?.data.state?.players ?? [])].sort((a, b) => b.score - a.score);
    const history = await driver.run(slash(games, bob, 'history'));
    expect(history.ephemeral).toBe(false);
    const content = history.reply?.content ?? '';
    expect(content).toContain(`<t:${Math.floor((archived?.updatedAt ?? 0) / 1000)}:d>`);
    expect(content).toContain(`🏆 **${players[0]?.name}`);
    expect(content).toContain(players.map((p) => `${p.name} ${p.score}`).join(' · '));
    expect(content.split('\n')).toHaveLength(2); // the heading and one game: the open lobby is not listed

    const stats = await driver.run(slash(games, alice, 'stats'));
    expect(stats.ephemeral).toBe(false);
    for (const p of players)
      expect(stats.reply?.content).toMatch(
        new RegExp(`\\*\\*${p.name}\\*\\*: 1 game, [01] wins?, mean score ${p.score}`),
      );
  });
});
