// The engine against an earlier commit, on this machine and in the same minutes: npm run bench:against --
// [REV] (default bcff779, where issue 30 set its engine targets). Those targets were times on a machine
// about half as fast as later ones, so only a ratio to that commit measured on one machine says how far the
// engine has come. REV is checked out into a temporary worktree (node_modules linked), each set is played
// by bench/compare-trees.ts in both load orders, and one JSON line per set and order gives the two medians
// (CPU time a game) and their ratio. GAMES scales the games (1 = 1,000 base, 300 Big Box, 120 nineteen).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BIG_BOX } from '../test/engine/support/big-box';
import { NINETEEN } from './engine';

const here = fileURLToPath(new URL('..', import.meta.url));
const rev = process.argv[2] ?? 'bcff779';
const scale = Number(process.env.GAMES ?? 1);
const SETS: [string, string[], number][] = [
  ['base game with farmers', ['farmers'], 1000],
  ['Big Box', BIG_BOX, 300],
  [`the ${NINETEEN.length} expansions of issue 30's target`, NINETEEN, 120],
];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): string {
  const done = spawnSync(command, args, { cwd: here, env, encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${done.stderr}`);
  return done.stdout;
}

/** "median 3.61 ms" of one tree's line of compare-trees' output. */
function medianOf(output: string, tree: 'base' | 'this'): number {
  const line = output.split('\n').find((l) => l.startsWith(`${tree} `));
  const median = line && /median ([\d.]+) ms/.exec(line)?.[1];
  if (!median) throw new Error(`no median for ${tree} in:\n${output}`);
  return Number(median);
}

const dir = mkdtempSync(join(tmpdir(), 'carc-against-'));
const tree = join(dir, 'tree');
run('git', ['worktree', 'add', '--detach', tree, rev]);
try {
  symlinkSync(join(here, 'node_modules'), join(tree, 'node_modules'));
  for (const [name, expansions, games] of SETS) {
    for (const first of ['old', 'new']) {
      const env = {
        ...process.env,
        BASE: tree,
        EXPANSIONS: expansions.join(','),
        GAMES: String(Math.max(1, Math.round(games * scale))),
        FIRST: first,
      };
      const output = run(process.execPath, ['--import', 'tsx', 'bench/compare-trees.ts'], env);
      const before = medianOf(output, 'base');
      const now = medianOf(output, 'this');
      const ratio = Math.round((now / before) * 1000) / 1000;
      console.log(JSON.stringify({ name: `engine against ${rev}: ${name}`, loadedFirst: first, before, now, ratio }));
    }
  }
} finally {
  run('git', ['worktree', 'remove', '--force', tree]);
  rmSync(dir, { recursive: true, force: true });
}
