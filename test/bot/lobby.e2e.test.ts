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
    channels: [
      { name: 'abbot' },
      { name: 'abbot-classic' },
      { name: 'plain' },
      { name: 'variants' },
      { name: 'variants-lv' },
      { name: 'crop-circles' },
    ],
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

describe('lobby variants line', () => {
  /** Opens a game with these options; returns the lobby's lines and the record. */
  async function open(channelId: string, options: Record<string, OptionValue>) {
    const opened = await driver.run(slashIn(fake, channelId)(alice, 'new', options));
    return { lines: opened.reply?.embeds[0]?.description?.split('\n') ?? [], record: await driver.record(channelId) };
  }

  it('names the variants chosen, and the King & Robber Baron scoring switches that expansion on', async () => {
    const { lines, record } = await open(channels[3] as string, { 'tiny-city': true, 'king-robber': '15/40' });
    expect(lines[1]).toBe(
      'Variants: tiny cities: a city of two tiles scores 1 a tile (first edition) and King & Robber Baron: 15 a title, 40 for both',
    );
    expect(record?.expansions).toContain('king-robber');
    expect(record?.options).toMatchObject({ tinyCity: true, kingRobberScoring: '15/40' });
  });

  it('names them in the game’s language, and no line without variants', async () => {
    const { lines } = await open(channels[4] as string, { 'king-robber': 'continuously', language: 'lv' });
    expect(lines[1]).toBe('Varianti: Ķēniņš un Laupītājs: 1 par katru pabeigšanu uzreiz');
    expect(lines.some((line) => line.startsWith('Variants'))).toBe(false);
    expect(driver.errors).toEqual([]);
  });

  it('names the crop-circle tiles in play, the default set too', async () => {
    const { lines } = await open(channels[5] as string, { expansions: 'crop-circles' });
    expect(lines[1]).toBe('Tile sets: Crop Circles I (the default; the Big Box holds II)');
  });
});
