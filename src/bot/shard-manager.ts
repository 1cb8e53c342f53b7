// npm run start:sharded (node dist/shard-manager.js): reads .env, then starts one bot process per shard
// (SHARDS, default the count Discord recommends) and restarts any that dies. Ctrl+C or SIGTERM is passed
// on to every shard, which stops as `npm start` does; the manager exits once they all have.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ShardingManager } from 'discord.js';
import dotenv from 'dotenv';
import { redactTokens } from './log-redaction';
import { shardPlan } from './shard-options';

dotenv.config({ quiet: true });

const oneLine = (error: unknown) =>
  redactTokens((error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '');

try {
  const plan = shardPlan(process.env, path.dirname(fileURLToPath(import.meta.url)));
  if (!plan.options.token)
    throw new Error('DISCORD_TOKEN is not set. Copy .env.example to .env and paste your bot token.');
  const manager = new ShardingManager(plan.file, plan.options);
  manager.on('shardCreate', (shard) => {
    console.log(`Shard ${shard.id + 1} of ${manager.totalShards} starting.`);
    shard.on('death', () => console.error(`Shard ${shard.id + 1} stopped; starting it again.`));
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
  console.error(`The shards could not start: ${oneLine(error)}`);
  process.exit(1);
}
