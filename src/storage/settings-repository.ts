// Server and member settings (the language, for now) in the games' SQLite file, through Keyv:
//   <namespace>:settings:guild:<guildId>   { language }   a server's language for new games
//   <namespace>:settings:user:<userId>     { language }   the language a member is answered in
// Small documents read once per interaction; a missing one means "no choice made".
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import Keyv from 'keyv';
import { isLocale, type Locale } from '../i18n';

export interface Settings {
  language?: Locale;
}

export interface SettingsRepository {
  guild(guildId: string): Promise<Settings>;
  setGuild(guildId: string, settings: Settings): Promise<void>;
  user(userId: string): Promise<Settings>;
  setUser(userId: string, settings: Settings): Promise<void>;
  close(): Promise<void>;
}

/** Only known fields with valid values come back: a stored document is never trusted blindly. */
function parsed(value: unknown): Settings {
  const language = (value as Settings | undefined)?.language;
  return isLocale(language) ? { language } : {};
}

export class KeyvSettingsRepository implements SettingsRepository {
  private closed = false;

  private constructor(
    private readonly store: KeyvSqlite,
    private readonly keyv: Keyv<Settings>,
  ) {}

  /** Opens the settings beside the games: the same SQLite file, table and key namespace. */
  static async open(options: { path: string; namespace?: string }): Promise<KeyvSettingsRepository> {
    await mkdir(path.dirname(path.resolve(options.path)), { recursive: true });
    // One argument only: @keyv/sqlite 4 ignores a second options argument.
    const store = new KeyvSqlite({ uri: `sqlite://${options.path}`, table: 'games', busyTimeout: 5000 });
    const keyv = new Keyv<Settings>({
      store,
      namespace: options.namespace ?? 'carcassonne',
      throwOnErrors: true,
      serialize: JSON.stringify,
      deserialize: JSON.parse,
    });
    return new KeyvSettingsRepository(store, keyv);
  }

  async guild(guildId: string): Promise<Settings> {
    return parsed(await this.keyv.get(`settings:guild:${guildId}`));
  }

  async setGuild(guildId: string, settings: Settings): Promise<void> {
    await this.write(`settings:guild:${guildId}`, settings);
  }

  async user(userId: string): Promise<Settings> {
    return parsed(await this.keyv.get(`settings:user:${userId}`));
  }

  async setUser(userId: string, settings: Settings): Promise<void> {
    await this.write(`settings:user:${userId}`, settings);
  }

  /** An empty document is deleted, so "back to the default" leaves nothing behind. */
  private async write(key: string, settings: Settings): Promise<void> {
    const kept = parsed(settings);
    if (Object.keys(kept).length) await this.keyv.set(key, kept);
    else await this.keyv.delete(key);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.store.disconnect();
  }
}
