// The container image: it builds, and started without a token it says so in one line and exits; the
// compose file is valid. Needs a Docker engine: where none answers (as on the CI machine) the test is
// skipped and the run says so in one line.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const engine = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8', timeout: 20_000 });
const hasEngine = engine.status === 0;
if (!hasEngine) console.log('Container tests skipped: no Docker engine answers here (docker info failed).');

const IMAGE = `carcassonne-test:${process.pid}`;

it.runIf(hasEngine)(
  'builds the image, which without a token says so in one line and exits; compose.yaml is valid',
  () => {
    execFileSync('docker', ['build', '--tag', IMAGE, root], { stdio: 'inherit', timeout: 15 * 60_000 });
    try {
      const run = spawnSync('docker', ['run', '--rm', '--env', 'DISCORD_TOKEN=', IMAGE], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(/DISCORD_TOKEN is not set/);
      const user = spawnSync('docker', ['run', '--rm', '--entrypoint', 'id', IMAGE, '-un'], { encoding: 'utf8' });
      expect(user.stdout.trim()).toBe('node');
      const compose = spawnSync('docker', ['compose', '--file', path.join(root, 'compose.yaml'), 'config', '--quiet'], {
        encoding: 'utf8',
        cwd: root,
      });
      expect(compose.stderr).toBe('');
      expect(compose.status).toBe(0);
    } finally {
      spawnSync('docker', ['image', 'rm', '--force', IMAGE]);
    }
  },
  20 * 60_000,
);
