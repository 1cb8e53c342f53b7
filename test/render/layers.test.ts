// The renderer draws a view the app prepares: nothing it loads, directly or through other files, comes
// from the application or the bot; nor does the message catalog, the rules lookup or the settings
// storage, which the app and the bot build on.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const SPECIFIER = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const ABOVE = /^(src\/app|src\/bot|commands)\//;

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}/index.ts`, base].find((file) => existsSync(file) && statSync(file).isFile());
}

/** Every file `entry` loads, directly or not, each with the chain of imports that reaches it. */
function reached(entry: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const next = resolveImport(file, (match[1] ?? match[2]) as string);
      if (!next || chains.has(next)) continue;
      chains.set(next, [...(chains.get(file) ?? []), next]);
      queue.push(next);
    }
  }
  return chains;
}

/** The import chains from `entry` into the app, the bot or the commands. */
function upward(entry: string): string[] {
  return [...reached(resolve(ROOT, entry)).entries()]
    .filter(([file]) => ABOVE.test(relative(ROOT, file)))
    .map(([, chain]) => chain.map((file) => relative(ROOT, file)).join(' → '));
}

describe('layers below the app', () => {
  it.each([
    'render/index.ts',
    'render/render-jobs.ts',
    'render/render-worker.ts',
    'render/cli.ts',
    'src/i18n/index.ts',
    'src/rules/search.ts',
    'src/storage/settings-repository.ts',
  ])('%s imports nothing from src/app, src/bot or commands', (entry) => {
    expect(upward(entry)).toEqual([]);
  });

  it('sees an upward import where there is one', () => {
    expect(upward('src/bot/board-image.ts').length).toBeGreaterThan(0);
  });
});
