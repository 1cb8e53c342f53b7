// The lobby's rules line through the real bot: it names the tile set the game will really use, the
// Abbot's garden tiles included when the host picked no tile set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeDiscord, OptionValue } from '../support/fake-discord';
import { type BotDriver, startTable } from './driver';
import { slashIn } from './table';

let fake: FakeDiscord;
let driver: BotDriver;
let alice: string;
let bob: string;
let channels: string[];
let bot: Awaited<ReturnType<typeof startTable>>;

beforeAll(async () => {
  bot = await startTable({
    channels: [{ name: 'abbot' }, { name: 'abbot-classic' }, { name: 'plain' }],
    members: [{ username: 'alice' }, { username: 'bob' }],
  });
  ({ fake, driver } = bot);
  [alice, bob] = fake.guild().members.map((m) => m.id) as [string, string];
  channels = fake.guild().channels.map((c) => c.id);
});

afterAll(async () => {
  await bot?.stop();
});

/** Opens a game in `channelId`, lets bob join and alice start; returns the lobby's rules line. */
async function openAndStart(channelId: string, options: Record<string, OptionValue>) {
  const slash = slashIn(fake, channelId);
  const opened = await driver.run(slash(alice, 'new', options));
  const rules = opened.reply?.embeds[0]?.description?.split('\n')[0] ?? '';
  await driver.run(slash(bob, 'join'));
  await driver.run(slash(alice, 'start'));
  return { rules, tileSet: (await driver.record(channelId))?.state?.options.tileSet };
}

describe('lobby rules line', () => {
  it('shows the gardens tile set that the Abbot brings, and the game uses it', async () => {
    const abbot = await openAndStart(channels[0] as string, { expansions: 'abbot' });
    expect(abbot.rules).toContain('gardens tile set');
    expect(abbot.tileSet).toBe('gardens');
  });

  it("follows the host's choice of the classic tiles over the Abbot's preset", async () => {
    const classic = await openAndStart(channels[1] as string, { expansions: 'abbot', tiles: 'classic' });
    expect(classic.rules).not.toContain('gardens');
    expect(classic.tileSet).toBe('classic');
  });

  it('says nothing of tile sets for the plain base game', async () => {
    const plain = await openAndStart(channels[2] as string, {});
    expect(plain.rules).not.toContain('gardens');
    expect(plain.tileSet ?? 'classic').toBe('classic');
    expect(driver.errors).toEqual([]);
  });
});
