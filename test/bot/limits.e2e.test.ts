// Discord's limits and the choices of every option, through the real bot and the fake Discord (which
// refuses what real Discord refuses: messages over 2,000 characters, choice names over 100).

import { InteractionResponseType } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPANSION_IDS } from '../../src/engine';
import type { FakeDiscord, OptionValue } from '../support/fake-discord';
import type { BotDriver } from './driver';
import { CMD, type Slash, startTableForTwo } from './table';

let fake: FakeDiscord;
let driver: BotDriver;
let alice: string;
let channel: string;
let slash: Slash;
let bot: Awaited<ReturnType<typeof startTableForTwo>>;

beforeAll(async () => {
  bot = await startTableForTwo('games');
  ({ fake, driver, alice, channelId: channel, slash } = bot);
});

afterAll(async () => {
  await bot?.stop();
});

async function expansionChoices(typed: string) {
  const handled = await driver.run(() =>
    fake.injectAutocomplete({
      name: CMD,
      subcommand: 'new',
      channelId: channel,
      userId: alice,
      options: { expansions: typed },
      focused: 'expansions',
    }),
  );
  expect(handled.callback.status).toBe(204);
  expect(handled.callback.body).toMatchObject({ type: InteractionResponseType.ApplicationCommandAutocompleteResult });
  return (handled.callback.body as { data: { choices: { name: string; value: string }[] } }).data.choices;
}

describe('long input', () => {
  it('answers a 6,000-character expansion list privately, quoting it short', async () => {
    const handled = await driver.run(slash(alice, 'new', { expansions: 'x'.repeat(6000) }));
    expect(handled.ephemeral).toBe(true);
    expect(handled.reply?.content).toMatch(/Unknown expansion: x+…/);
    // the typed text is quoted short; the known ids follow it, so the bound grows with their number
    expect(handled.reply?.content).not.toContain('x'.repeat(100));
    expect(handled.reply?.content.length).toBeLessThan(300 + EXPANSION_IDS.join(', ').length);
    expect(await driver.record(channel)).toBeUndefined();
    expect(driver.errors).toEqual([]);
  });

  it('offers expansion choices within 100 characters however long the typed list', async () => {
    const repeated = await expansionChoices('farmers, river, abbot, inns-cathedrals, farmers, river, abbot, t');
    const chosen = ['farmers', 'river', 'abbot', 'inns-cathedrals'];
    expect(repeated.map((c) => c.value)).toEqual(
      EXPANSION_IDS.filter((id) => id.startsWith('t') && !chosen.includes(id)).map(
        (id) => `${chosen.join(', ')}, ${id}`,
      ),
    );
    const garbage = await expansionChoices(`${'z'.repeat(150)}, river, `);
    expect(garbage.length).toBeGreaterThan(0);
    for (const choice of [...repeated, ...garbage]) {
      expect(choice.name.length).toBeLessThanOrEqual(100);
      expect(choice.value.length).toBeLessThanOrEqual(100);
    }
    expect(driver.errors).toEqual([]);
  });
});

describe('values outside the choices', () => {
  it.each([
    [{ clock: -1 }, /0, 12, 24,? and 72/],
    [{ clock: 5 }, /0, 12, 24,? and 72/],
    [{ tiles: 'bogus' }, /classic,? and gardens/],
  ] as [Record<string, OptionValue>, RegExp][])(
    'refuses /new %j privately and opens nothing',
    async (options, says) => {
      const handled = await driver.run(slash(alice, 'new', options));
      expect(handled.ephemeral).toBe(true);
      expect(handled.reply?.content).toMatch(says);
      expect(await driver.record(channel)).toBeUndefined();
    },
  );

  it('refuses /clock 5 privately and keeps the clock', async () => {
    await driver.run(slash(alice, 'new', { clock: 24 }));
    const handled = await driver.run(slash(alice, 'clock', { hours: 5 }));
    expect(handled.ephemeral).toBe(true);
    expect(handled.reply?.content).toMatch(/0, 12, 24,? and 72/);
    expect((await driver.record(channel))?.clock?.hours).toBe(24);
    expect(driver.errors).toEqual([]);
  });
});
