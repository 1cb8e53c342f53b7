// On start, the bot registers /carcassonne itself when the command's definition (or where it goes)
// changed since its last registration: a hash of both is kept in the database (Keyv row
// <namespace>:commands:registered), so an unchanged bot sends nothing and a new release's command
// reaches Discord without `npm run deploy-commands`.
import { createHash } from 'node:crypto';
import type { SqlRunner } from '../storage/sql-runner';
import { commandDefinitions, deployCommands } from './deploy';

const TABLE = 'games';
const KEY = 'carcassonne:commands:registered';

export interface RegistrationTarget {
  token: string;
  applicationId: string;
  /** One server (instant, for development); every server when absent. */
  guildId?: string;
  restApi?: string;
}

/** Registers when the hash differs from the stored one; says which it did. */
export async function registerCommandsIfChanged(
  sql: SqlRunner,
  target: RegistrationTarget,
): Promise<'registered' | 'unchanged'> {
  const hash = createHash('sha256')
    .update(
      JSON.stringify({
        applicationId: target.applicationId,
        guildId: target.guildId ?? null,
        commands: commandDefinitions(),
      }),
    )
    .digest('hex');
  if ((await storedHash(sql)) === hash) return 'unchanged';
  await deployCommands({
    token: target.token,
    clientId: target.applicationId,
    ...(target.guildId ? { guildId: target.guildId } : {}),
    ...(target.restApi ? { restApi: target.restApi } : {}),
  });
  await sql.query(
    `INSERT INTO ${TABLE} (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
    KEY,
    JSON.stringify({ value: { hash, at: Date.now() } }),
  );
  return 'registered';
}

/** The hash stored last time; anything unreadable counts as none (the command is registered again). */
async function storedHash(sql: SqlRunner): Promise<string | undefined> {
  const [row] = await sql.query<{ value: string }>(`SELECT value FROM ${TABLE} WHERE key = ?`, KEY);
  try {
    const hash = (JSON.parse(row?.value ?? 'null') as { value?: { hash?: unknown } } | null)?.value?.hash;
    return typeof hash === 'string' ? hash : undefined;
  } catch {
    return undefined;
  }
}
