// What `npm run start:sharded` hands discord.js's ShardingManager: each shard is a whole bot process
// (main.js beside this file) with its own client; they share the database (DATABASE_URL), and the
// lease keeps the turn-clock sweep and the outbox's retries in one of them.
import path from 'node:path';
import type { ShardingManagerOptions } from 'discord.js';

export interface ShardPlan {
  /** The bot's entry, run once per shard. */
  file: string;
  options: ShardingManagerOptions & { totalShards: number | 'auto' };
}

/** SHARDS: a count, or unset/'auto' for the count Discord recommends for the bot's servers. */
export function shardPlan(env: NodeJS.ProcessEnv, directory: string): ShardPlan {
  const shards = env.SHARDS?.trim() || 'auto';
  if (shards !== 'auto' && !/^[1-9]\d*$/.test(shards)) {
    throw new Error(`SHARDS must be a whole number of shards or "auto", got "${shards}"`);
  }
  return {
    file: path.join(directory, 'main.js'),
    options: {
      totalShards: shards === 'auto' ? 'auto' : Number(shards),
      mode: 'process',
      respawn: true,
      ...(env.DISCORD_TOKEN?.trim() ? { token: env.DISCORD_TOKEN.trim() } : {}),
    },
  };
}
