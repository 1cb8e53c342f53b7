// npm run start:sharded (node dist/shard-manager.js): reads .env, then starts one bot process per shard
// (SHARDS, default the count Discord recommends) and restarts any that dies. Ctrl+C or SIGTERM is passed
// on to every shard, which stops as `npm start` does; the manager exits once they all have.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ShardingManager } from 'discord.js';
import dotenv from 'dotenv';
import { createLogger, logSettingsFromEnv } from '../logging/logger';
import { shardPlan } from './shard-options';

dotenv.config({ quiet: true });

/** A setting a person has to fix: one line on standard error, no stack, and exit. */
function refuse(error: unknown): never {
  console.error(`The shards could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let plan: ReturnType<typeof shardPlan>;
let log: ReturnType<typeof createLogger>;
try {
  plan = shardPlan(process.env, path.dirname(fileURLToPath(import.meta.url)));
  if (!plan.options.token)
    throw new Error('DISCORD_TOKEN is not set. Copy .env.example to .env and paste your bot token.');
  log = createLogger(logSettingsFromEnv(process.env, process.stdout.isTTY === true)).child({ role: 'shard-manager' });
} catch (error) {
  refuse(error);
}

try {
  const manager = new ShardingManager(plan.file, plan.options);
  manager.on('shardCreate', (shard) => {
    log.info({ shard: shard.id }, `Shard ${shard.id + 1} of ${manager.totalShards} starting.`);
    shard.on('ready', () => log.info({ shard: shard.id }, `Shard ${shard.id + 1} is connected.`));
    shard.on('disconnect', () => log.warn({ shard: shard.id }, `Shard ${shard.id + 1} lost its gateway connection.`));
    shard.on('reconnecting', () => log.warn({ shard: shard.id }, `Shard ${shard.id + 1} is reconnecting.`));
    shard.on('death', () => log.error({ shard: shard.id }, `Shard ${shard.id + 1} stopped; starting it again.`));
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      manager.respawn = false;
      const exits = [...manager.shards.values()].map((shard) => {
        const child = shard.process;
        if (!child || child.exitCode !== null) return Promise.resolve();
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        return exited;
      });
      // Each shard exits within 10 s on its own (main.ts); this is only the last word.
      setTimeout(() => process.exit(1), 11_000).unref();
      void Promise.all(exits).then(() => process.exit(0));
    });
  }
  await manager.spawn();
} catch (error) {
  log.fatal({ err: error }, 'The shards could not start');
  process.exit(1);
}
