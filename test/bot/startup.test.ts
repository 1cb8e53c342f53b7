// `npm start` and `npm run deploy-commands` without their variables: one line that says what to do, no stack.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
// An empty working folder: no .env to pick a token up from.
const cwd = mkdtempSync(path.join(tmpdir(), 'carc-start-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

function run(script: string) {
  const { DISCORD_TOKEN: _t, DISCORD_CLIENT_ID: _c, ...env } = process.env;
  return spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, script)], {
    cwd,
    env: { ...env, DISCORD_TOKEN: '' },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

it('npm start without a token exits with a one-line explanation', () => {
  const result = run('src/bot/main.ts');
  expect(result.status).toBe(1);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(result.stderr).toMatch(/DISCORD_TOKEN is not set.*\.env/);
  expect(result.stderr).not.toMatch(/\n\s+at /);
});

it('deploy-commands without a token or client id exits with a one-line explanation', () => {
  const result = run('src/bot/deploy-commands.ts');
  expect(result.status).toBe(1);
  expect(result.stderr.trim()).toBe('DISCORD_TOKEN and DISCORD_CLIENT_ID must be set in .env (see .env.example).');
});
