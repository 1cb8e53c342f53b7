// On start, the bot registers /carcassonne itself when the command's definition (or where it goes)
// changed since its last registration: a hash of both is kept in the database (Keyv row
// <namespace>:commands:registered), so an unchanged bot sends nothing and a new release's command
// reaches Discord without `npm run deploy-commands`.
import { createHash } from 'node:crypto';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { readDocument, writeDocument } from '../storage/keyv-document';
import type { SqlRunner } from '../storage/sql-runner';
import { deployCommands } from './deploy';

const KEY = 'carcassonne:commands:registered';

export interface RegistrationTarget {
  token: string;
  applicationId: string;
  /** One server (instant, for development); every server when absent. */
  guildId?: string;
  restApi?: string;
  /** The command as Discord receives it (commands/index.ts, handed to startBot by the entry point). */
  command: RESTPostAPIChatInputApplicationCommandsJSONBody;
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
        commands: [target.command],
      }),
    )
    .digest('hex');
  const stored = (await readDocument(sql, KEY)) as { hash?: unknown } | undefined;
  if (stored?.hash === hash) return 'unchanged';
  await deployCommands({
    token: target.token,
    clientId: target.applicationId,
    ...(target.guildId ? { guildId: target.guildId } : {}),
    ...(target.restApi ? { restApi: target.restApi } : {}),
    command: target.command,
  });
  await writeDocument(sql, KEY, { hash, at: Date.now() });
  return 'registered';
}
