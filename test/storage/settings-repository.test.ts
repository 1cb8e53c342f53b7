// Server and member settings live in the games' SQLite file and survive reopening it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KeyvSettingsRepository } from '../../src/storage/settings-repository';
import { makeSqliteFixture, type SqliteFixture } from './sqlite-fixture';

let fixture: SqliteFixture;
beforeEach(async () => {
  fixture = await makeSqliteFixture();
});
afterEach(() => fixture.cleanup());

describe('settings repository', () => {
  it('keeps a server’s and a member’s language beside the games, across a reopen', async () => {
    const games = await fixture.openRepo();
    const settings = await KeyvSettingsRepository.open({ path: fixture.dbPath });
    expect(await settings.guild('1')).toEqual({});
    await settings.setGuild('1', { language: 'lv' });
    await settings.setUser('42', { language: 'is' });
    await settings.close();

    const again = await KeyvSettingsRepository.open({ path: fixture.dbPath });
    expect(await again.guild('1')).toEqual({ language: 'lv' });
    expect(await again.user('42')).toEqual({ language: 'is' });
    expect(await again.user('43')).toEqual({});
    expect(await (await fixture.raw()).valueOf('carcassonne:settings:guild:1')).toEqual({ language: 'lv' });
    expect(await games.get('1')).toBeUndefined();
    await again.close();
  });

  it('forgets a choice set back to the default, and ignores a stored value it does not know', async () => {
    const settings = await KeyvSettingsRepository.open({ path: fixture.dbPath });
    await settings.setUser('42', { language: 'ro' });
    await settings.setUser('42', {});
    expect(await (await fixture.raw()).valueOf('carcassonne:settings:user:42')).toBeUndefined();
    await (await fixture.raw()).put('carcassonne:settings:user:7', { language: 'xx' });
    expect(await settings.user('7')).toEqual({});
    await settings.close();
  });

  it('changes one setting of a member and keeps the others; unknown notice choices are ignored', async () => {
    const settings = await KeyvSettingsRepository.open({ path: fixture.dbPath });
    await settings.updateUser('42', { language: 'bg' });
    await settings.updateUser('42', { notify: 'dm', dmRefused: true });
    expect(await settings.user('42')).toEqual({ language: 'bg', notify: 'dm', dmRefused: true });
    await settings.updateUser('42', { language: undefined, dmRefused: undefined });
    expect(await settings.user('42')).toEqual({ notify: 'dm' });
    await (await fixture.raw()).put('carcassonne:settings:user:7', { notify: 'pigeon', dmRefused: 'yes' });
    expect(await settings.user('7')).toEqual({});
    await settings.close();
  });
});
