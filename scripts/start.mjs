// npm start (and npm run start:sharded): builds dist/ first when it is missing or older than the
// sources, then runs the bot (dist/main.js, or dist/shard-manager.js with `shard-manager`) in this
// process. A server that installed with --omit=dev has no esbuild: there dist/ must be built already.
//
// `node scripts/start.mjs [main|shard-manager]`; BUILD_DIR (default dist) is where the build goes.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = process.argv[2] ?? 'main';
if (entry !== 'main' && entry !== 'shard-manager') {
  console.error(`usage: node scripts/start.mjs [main|shard-manager], not "${entry}"`);
  process.exit(1);
}
const outdir = path.resolve(root, process.env.BUILD_DIR?.trim() || 'dist');
// What the build reads: a change to any of these makes dist/ out of date.
const SOURCES = ['src', 'commands', 'render', 'scripts/build.mjs', 'package.json', 'package-lock.json'];

/** The newest modification time under a file or folder (0 when it is not there). */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, name)));
  return latest;
}

const built = path.join(outdir, `${entry}.js`);
const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map((source) => newest(path.join(root, source))));
if (builtAt < changedAt) {
  if (!existsSync(path.join(root, 'node_modules/esbuild'))) {
    console.error(
      `${path.relative(root, outdir)}/ is ${builtAt ? 'older than the sources' : 'missing'} and esbuild (a development dependency) is not installed: run npm install, or build where it is (npm run build).`,
    );
    process.exit(1);
  }
  console.error(`Building ${path.relative(root, outdir)}/ (${builtAt ? 'the sources changed' : 'first start'})…`);
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), outdir], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(built).href);
