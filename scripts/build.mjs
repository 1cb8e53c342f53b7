// npm run build: the bot for plain Node in dist/ (main.js, shard-manager.js, deploy-commands.js,
// render-worker.js, computer-worker.js, fonts/).
//
// Bundled with esbuild rather than compiled file by file with tsc: the sources import each other
// without extensions (`./render-board`), which Node's ESM loader refuses, so tsc's output would not run
// without rewriting every import; esbuild resolves them as tsx does and writes one file per entry.
// Packages stay in node_modules (native ones such as @napi-rs/canvas and better-sqlite3 cannot be bundled).
//
// `node scripts/build.mjs [outdir]` (default dist); the folder must sit inside the project so the
// bundles find node_modules.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = path.resolve(root, process.argv[2] ?? 'dist');

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/bot/main.ts',
    // Beside main.js: it starts main.js once per shard.
    'shard-manager': 'src/bot/shard-manager.ts',
    'deploy-commands': 'src/bot/deploy-commands.ts',
    // Beside main.js: render/render-pool.ts starts it from there.
    'render-worker': 'render/render-worker.ts',
    // Beside main.js: src/bot/computer-thread.ts starts it from there.
    'computer-worker': 'src/bot/computer-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// render/fonts.ts looks for its fonts beside the code that loads it.
await cp(path.join(root, 'render/fonts'), path.join(outdir, 'fonts'), { recursive: true });
console.log(`built ${path.relative(root, outdir) || '.'}/`);
