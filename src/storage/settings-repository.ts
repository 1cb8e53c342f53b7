// Server and member settings in the games' database, as Keyv rows:
//   <namespace>:settings:guild:<guildId>   { language }   a server's language for new games
//   <namespace>:settings:user:<userId>     { language, notify, dmRefused }   the language a member is
//     answered in, how they hear of their turn, and whether they were told their DMs are closed
// Small documents read once per interaction; a missing one means "no choice made".
import * as v from 'valibot';
import { LOCALES, type Locale } from '../i18n';
import type { SqlRunner } from './sql-runner';
import { SqliteDatabase } from './sqlite-database';

const TABLE = 'games';

export interface Settings {
  language?: Locale;
  /** How a member hears it is their turn: a ping in the game's channel (default) or a direct message. */
  notify?: 'dm' | 'channel';
  /** Set once the member was told in a channel that their DMs are closed (told once); cleared by a DM that gets through. */
  dmRefused?: boolean;
}

export interface SettingsRepository {
  guild(guildId: string): Promise<Settings>;
  setGuild(guildId: string, settings: Settings): Promise<void>;
  user(userId: string): Promise<Settings>;
  setUser(userId: string, settings: Settings): Promise<void>;
  /** Changes some of a member's settings and keeps the others (a field set to undefined is cleared). */
  updateUser(userId: string, change: Partial<Settings>): Promise<void>;
  close(): Promise<void>;
}

/**
 * A settings document as stored. Each field is checked on its own: one this build does not know (a
 * language since removed, a stray value) counts as no choice made, and the others stay.
 */
const settingsRow = v.fallback(
  v.object({
    language: v.fallback(v.optional(v.picklist(LOCALES)), undefined),
    notify: v.fallback(v.optional(v.picklist(['dm', 'channel'])), undefined),
    dmRefused: v.fallback(v.optional(v.literal(true)), undefined),
  }),
  {},
);

/** Only known fields with valid values come back: a stored document is never trusted blindly. */
function parsed(value: unknown): Settings {
  const { language, notify, dmRefused } = v.parse(settingsRow, value);
  return {
    ...(language ? { language } : {}),
    ...(notify ? { notify } : {}),
    ...(dmRefused ? { dmRefused } : {}),
  };
}

export class KeyvSettingsRepository implements SettingsRepository {
  private closed = false;

  private constructor(
    private readonly store: SqlRunner,
    private readonly namespace: string,
    /** Closes the connection when the repository opened its own. */
    private readonly disconnect: () => Promise<void>,
  ) {}

  /** The settings on a connection the caller keeps (the game repository's `sideTables`). */
  static on(connection: SqlRunner, namespace = 'carcassonne'): KeyvSettingsRepository {
    return new KeyvSettingsRepository(connection, namespace, async () => {});
  }

  /** Opens the settings beside the games (same file, table and key namespace) on a connection of their own. */
  static async open(options: { path: string; namespace?: string }): Promise<KeyvSettingsRepository> {
    // Keyv's SQLite adapter creates the table.
    const database = await SqliteDatabase.open(options.path, TABLE);
    return new KeyvSettingsRepository(database, options.namespace ?? 'carcassonne', () => database.close());
  }

  async guild(guildId: string): Promise<Settings> {
    return this.read(`settings:guild:${guildId}`);
  }

  async setGuild(guildId: string, settings: Settings): Promise<void> {
    await this.write(`settings:guild:${guildId}`, settings);
  }

  async user(userId: string): Promise<Settings> {
    return this.read(`settings:user:${userId}`);
  }

  async setUser(userId: string, settings: Settings): Promise<void> {
    await this.write(`settings:user:${userId}`, settings);
  }

  async updateUser(userId: string, change: Partial<Settings>): Promise<void> {
    await this.setUser(userId, { ...(await this.user(userId)), ...change });
  }

  /** A row as Keyv keeps it (`{"value": ...}`); one that cannot be read counts as no choice made. */
  private async read(key: string): Promise<Settings> {
    const rows = await this.store.query<{ value: string }>(`SELECT value FROM ${TABLE} WHERE key = ?`, this.full(key));
    try {
      return parsed(rows[0] ? (JSON.parse(rows[0].value) as { value?: unknown }).value : undefined);
    } catch {
      return {};
    }
  }

  /** An empty document is deleted, so "back to the default" leaves nothing behind. */
  private async write(key: string, settings: Settings): Promise<void> {
    const kept = parsed(settings);
    if (!Object.keys(kept).length) {
      await this.store.query(`DELETE FROM ${TABLE} WHERE key = ?`, this.full(key));
      return;
    }
    await this.store.query(
      `INSERT INTO ${TABLE} (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
      this.full(key),
      JSON.stringify({ value: kept }),
    );
  }

  private full(key: string): string {
    return `${this.namespace}:${key}`;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.disconnect();
  }
}
