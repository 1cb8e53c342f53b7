import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const tsx = 'node_modules/.bin/tsx';
const run = (script: string, ...args: string[]) => spawnSync(tsx, [script, ...args], { encoding: 'utf8' });
const render = (...args: string[]) => run('render/cli.ts', ...args);

describe('npm run render', () => {
  it('prints its usage with --help', () => {
    const result = render('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^usage: npm run render/);
    expect(result.stdout).toContain('--turns N');
  });

  it.each([
    [['--bogus'], "Unknown option '--bogus'"],
    [['--turns', '500'], '--turns takes a whole number from 0 to 71'],
    [['--turns', 'ten'], '--turns takes a whole number'],
    [['--players', '9'], '--players takes a whole number from 1 to 5'],
    [['--step', 'fig'], '--step takes tile or figure'],
    [['--format', 'gif'], '--format takes png or webp'],
    [['--expansions', 'farmers,dragons'], 'unknown expansion dragons'],
    [['--sheet', 'nope'], '--sheet takes tiles, figures, samples'],
    [['--tile-size', '5000'], '--tile-size takes a whole number from 24 to 256'],
  ])('refuses %j with the reason and the usage, exit 2', (args, reason) => {
    const result = render(...args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(reason);
    expect(result.stderr).toContain('usage: npm run render');
  });

  it('allows as many turns as the game has tiles, counting the expansions', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'render-cli-')), 'river.png');
    expect(render('--expansions', 'farmers,river', '--turns', '90', '--out', out).stderr).toContain('from 0 to 82');
    const result = render('--expansions', 'farmers,river', '--turns', '14', '--out', out);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('15 tiles');
  });
});

describe('npm run tiles', () => {
  it('names its columns above the table and explains them with --help', () => {
    const table = run('src/cli/tiles.ts');
    expect(table.status).toBe(0);
    expect(table.stdout.split('\n')[0]).toMatch(/^id\s+ref\s+module\s+copies\s+edges \(N E S W\)$/);
    expect(table.stdout).toMatch(/\nD\s+BA\/RCr\s+base\s+4\s+city road field road\n/);
    const help = run('src/cli/tiles.ts', '--help');
    expect(help.stdout).toContain('copies    how many copies');
  });
});
