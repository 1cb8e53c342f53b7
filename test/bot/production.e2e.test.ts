// The production build: `npm run build` bundles the bot into a folder that plain Node runs (no tsx),
// render threads and fonts included; on SIGTERM the compiled bot stops taking interactions (and says
// so), finishes the one in flight, closes the database and exits within 10 s.
import { type ChildProcess, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ShardingManager } from 'discord.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { shardPlan } from '../../src/bot/shard-options';
import { spawnCollecting } from '../support/collect-output';
import { startFakeDiscord } from '../support/fake-discord';
import { CALLBACK, CHANNEL_POST } from './driver';
import { isPng } from './moves';

const root = fileURLToPath(new URL('../../', import.meta.url));
// Inside the project (the bundles find node_modules from there), in the ignored out/ folder.
const build = path.join(root, 'out', `build-test-${process.pid}`);
// An empty working folder: no .env to pick a token up from.
const cwd = mkdtempSync(path.join(tmpdir(), 'carc-prod-'));

beforeAll(() => {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), build], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

afterAll(() => {
  rmSync(build, { recursive: true, force: true });
  rmSync(cwd, { recursive: true, force: true });
});

function environment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { DISCORD_TOKEN: _t, DISCORD_CLIENT_ID: _c, DATABASE_PATH: _d, DISCORD_REST_API: _r, ...env } = process.env;
  return { ...env, ...extra };
}

it('builds main.js, the render worker and the fonts; without a token it exits with one line', () => {
  for (const file of [
    'main.js',
    'shard-manager.js',
    'render-worker.js',
    'deploy-commands.js',
    'fonts/DejaVuSans.ttf',
  ]) {
    expect(existsSync(path.join(build, file)), file).toBe(true);
  }
  const result = spawnSync(process.execPath, [path.join(build, 'main.js')], {
    cwd,
    env: environment({ DISCORD_TOKEN: '' }),
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(result.stderr).toMatch(/DISCORD_TOKEN is not set/);
});

it('builds the shard manager: it runs main.js once per shard (SHARDS or the recommended count)', () => {
  const plan = shardPlan({ SHARDS: '3', DISCORD_TOKEN: 'fake-bot-token' }, build);
  // The manager writes its settings into process.env for the shards it forks: kept from later tests.
  const before = { ...process.env };
  const manager = new ShardingManager(plan.file, plan.options);
  process.env = before;
  expect(manager.file).toBe(path.join(build, 'main.js'));
  expect([manager.totalShards, plan.options.mode, manager.respawn]).toEqual([3, 'process', true]);
  expect(shardPlan({}, build).options.totalShards).toBe('auto');
  expect(() => shardPlan({ SHARDS: 'many' }, build)).toThrow(/SHARDS must be/);

  const result = spawnSync(process.execPath, [path.join(build, 'shard-manager.js')], {
    cwd,
    env: environment({ DISCORD_TOKEN: '' }),
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(result.stderr).toMatch(/DISCORD_TOKEN is not set/);
});

/** Resolves with the exit code; rejects if the process is still running after `ms`. */
function exitWithin(child: ChildProcess, ms: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still running after ${ms} ms`)), ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

it('runs under plain Node against Discord, and on SIGTERM finishes what is in flight and exits within 10 s', async () => {
  const fake = await startFakeDiscord({
    guilds: [{ channels: [{ name: 'games' }], members: [{ username: 'alice' }, { username: 'bob' }] }],
  });
  const databasePath = path.join(cwd, 'games.sqlite');
  const { child, output } = spawnCollecting(process.execPath, [path.join(build, 'main.js')], {
    cwd,
    env: environment({ DISCORD_TOKEN: 'fake-bot-token', DISCORD_REST_API: fake.restApi, DATABASE_PATH: databasePath }),
  });
  try {
    await expect.poll(output, { timeout: 20_000, interval: 100 }).toMatch(/online as/);
    const channelId = fake.guild().channels[0]?.id as string;
    const [alice, bob] = fake.guild().members.map((m) => m.id) as [string, string];
    const slash = (subcommand: string, userId: string) => {
      const id = fake.injectSlashCommand({ name: 'carcassonne', subcommand, userId, channelId });
      return fake.waitForCall((c) => c.interactionId === id && c.route === CALLBACK, 10_000).then(() => id);
    };
    await slash('new', alice);
    await slash('join', bob);

    // Discord is slow with the first board: the start is still in flight when SIGTERM arrives.
    fake.holdNext({ method: 'POST', route: CHANNEL_POST, params: { channelId }, ms: 2000 });
    await slash('start', alice);
    const signalled = Date.now();
    child.kill('SIGTERM');
    await expect.poll(output, { timeout: 5000, interval: 50 }).toMatch(/Stopping/);
    const late = await slash('scores', bob);
    expect(fake.message(channelId, fake.interaction(late).originalMessageId ?? '')?.content).toMatch(/restarting/);

    expect(await exitWithin(child, 10_000)).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    const board = fake.calls.find((c) => c.route === CHANNEL_POST && c.method === 'POST' && c.status === 200);
    expect(isPng(board?.attachments[0]?.data)).toBe(true);
    // SQLite removes the write-ahead log when the last connection closes cleanly.
    expect(existsSync(databasePath)).toBe(true);
    expect(existsSync(`${databasePath}-wal`)).toBe(false);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await fake.close();
  }
});
