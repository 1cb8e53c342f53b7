// `npm start` on a fresh clone: it builds the bot (nothing built yet), registers the slash command,
// prints the invite link and runs; started again with nothing changed, it neither rebuilds nor
// registers again (the command's hash is in the database).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { spawnCollecting } from '../support/collect-output';
import { startFakeDiscord } from '../support/fake-discord';

const root = fileURLToPath(new URL('../../', import.meta.url));
// Inside the project (the bundles find node_modules from there), in the ignored out/ folder.
const buildDir = path.join(root, 'out', `start-test-${process.pid}`);
// An empty working folder: no .env to pick a token up from.
const cwd = mkdtempSync(path.join(tmpdir(), 'carc-npm-start-'));
afterAll(() => {
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(cwd, { recursive: true, force: true });
});

/** `npm start` as npm runs it, until the bot is online; returns its output so far and the process. */
async function start(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; output: () => string }> {
  const { child, output } = spawnCollecting(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd, env });
  await expect.poll(output, { timeout: 60_000, interval: 100 }).toMatch(/online as/);
  await expect.poll(output, { timeout: 5000, interval: 50 }).toMatch(/Invite it to a server/);
  return { child, output };
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

it('builds when nothing is built, registers the command once, prints the invite link, and runs', async () => {
  const fake = await startFakeDiscord({
    guilds: [{ channels: [{ name: 'games' }], members: [{ username: 'alice' }] }],
  });
  const { DISCORD_CLIENT_ID: _c, DISCORD_GUILD_ID: _g, LOG_FORMAT: _f, LOG_LEVEL: _l, ...inherited } = process.env;
  const env = {
    ...inherited,
    BUILD_DIR: buildDir,
    DISCORD_TOKEN: 'fake-bot-token',
    DISCORD_REST_API: fake.restApi,
    DATABASE_PATH: path.join(cwd, 'games.sqlite'),
  };
  const puts = () => fake.calls.filter((call) => call.method === 'PUT' && call.route.includes('/commands'));
  try {
    const first = await start(env);
    expect(first.output()).toMatch(/Building .*start-test-\d+\/ \(first start\)/);
    await expect.poll(() => first.output(), { timeout: 5000 }).toMatch(/Registered \/carcassonne for every server/);
    expect(fake.registeredCommands().map((command) => command.name)).toEqual(['carcassonne']);
    // JSON lines (standard output is not a terminal here), the invite link with its exact permissions
    const invite = first
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: string; msg: string; shard: number })
      .find((line) => line.msg.startsWith('Invite it to a server'));
    expect(invite).toMatchObject({ level: 'info', shard: 0 });
    expect(invite?.msg).toMatch(
      /https:\/\/discord\.com\/oauth2\/authorize\?client_id=\d+&scope=bot\+applications\.commands&permissions=309237697536$/,
    );
    expect(await stop(first.child)).toBe(0);

    const second = await start(env);
    expect(second.output()).not.toMatch(/Building/);
    await expect.poll(() => second.output(), { timeout: 5000 }).toMatch(/registered for every server as it is/);
    expect(puts()).toHaveLength(1);
    expect(await stop(second.child)).toBe(0);
  } finally {
    await fake.close();
  }
});
