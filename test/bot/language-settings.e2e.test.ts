// Which language: a member's own choice, the server's (set with Manage Server), and a game's (new-game
// option, else the server's), stored in SQLite beside the games and used by the real bot.
import { Locale as DiscordLocale, PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, type FakeDiscord } from '../support/fake-discord';
import { type BotDriver, startTable } from './driver';
import { CMD } from './table';

let table: Awaited<ReturnType<typeof startTable>>;
let fake: FakeDiscord;
let driver: BotDriver;
let admin: string;
let member: string;
let games: string;
let thread: string;

beforeAll(async () => {
  table = await startTable({
    channels: [{ name: 'games' }, { name: 'more' }],
    members: [{ username: 'ada' }, { username: 'ben' }],
  });
  ({ fake, driver } = table);
  [admin, member] = fake.guild().members.map((m) => m.id) as [string, string];
  [games, thread] = fake.guild().channels.map((c) => c.id) as [string, string];
});

afterAll(() => table?.stop());

// the admin's commands carry every permission: not the shared plain Slash
const slash = (userId: string, channelId: string, subcommand: string, options?: Record<string, string>) => () =>
  fake.injectSlashCommand({
    name: CMD,
    subcommand,
    userId,
    channelId,
    ...(userId === admin ? { memberPermissions: ALL_PERMISSIONS } : {}),
    ...(options ? { options } : {}),
  });

describe('language settings', () => {
  it('lets only a member with Manage Server set the server language, which new games then take', async () => {
    expect(ALL_PERMISSIONS & PermissionFlagsBits.ManageGuild).toBe(PermissionFlagsBits.ManageGuild);
    const refused = await driver.run(slash(member, games, 'language', { language: 'lv', for: 'server' }));
    expect(refused.ephemeral).toBe(true);
    expect(refused.reply?.content).toMatch(/manage the server/i);

    const set = await driver.run(slash(admin, games, 'language', { language: 'lv', for: 'server' }));
    expect(set.ephemeral).toBe(true);
    const opened = await driver.run(slash(admin, games, 'new'));
    expect((await driver.record(games))?.language).toBe('lv');
    expect(opened.reply?.embeds[0]?.description).toContain('Latviešu');

    // a game may choose another language than the server's
    await driver.run(slash(member, thread, 'new', { language: 'bg' }));
    expect((await driver.record(thread))?.language).toBe('bg');
  });

  it('answers a member in their Discord language when they chose none', async () => {
    const asked = await driver.run(() =>
      fake.injectSlashCommand({
        name: CMD,
        subcommand: 'language',
        userId: member,
        channelId: games,
        locale: DiscordLocale.Bulgarian,
      }),
    );
    expect(asked.ephemeral).toBe(true);
    expect(asked.reply?.content).toContain('Български'); // theirs, from Discord
    expect(asked.reply?.content).toContain('Latviešu'); // the server's
  });

  it('keeps a member’s own language across a restart, and forgets it on request', async () => {
    const chosen = await driver.run(slash(member, games, 'language', { language: 'is' }));
    expect(chosen.reply?.content).toContain('Íslenska');
    await driver.restart();
    const shown = await driver.run(slash(member, games, 'language'));
    expect(shown.reply?.content).toContain('Íslenska'); // theirs
    expect(shown.reply?.content).toContain('Latviešu'); // the server's
    await driver.run(slash(member, games, 'language', { language: 'discord' }));
    const after = await driver.run(slash(member, games, 'language'));
    expect(after.reply?.content).not.toContain('Íslenska');
  });
});
