// .env.example is the list of settings a server owner reads: every variable the bot reads is in it,
// with a comment that gives its default.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Set by discord.js's ShardingManager for the processes it starts, not by anyone's .env. */
const INTERNAL = new Set(['SHARDING_MANAGER']);

function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(root, folder, file));
}

it('lists every variable the bot reads, each with its default', () => {
  const read = new Set(
    ['src', 'render', 'commands']
      .flatMap(sources)
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z_]+)/g)].map((m) => m[1] as string))
      .filter((name) => !INTERNAL.has(name)),
  );
  expect(read.size).toBeGreaterThan(10);
  const example = readFileSync(path.join(root, '.env.example'), 'utf8');
  const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z_]+)=/gm)].map((m) => m[1]));
  expect([...read].filter((name) => !listed.has(name))).toEqual([]);
  // each setting's comment block says its default (or that it is required, or for tests only)
  for (const block of example.split(/\n\n+/).filter((text) => /^[A-Z_]+=/m.test(text))) {
    expect(block, block).toMatch(/Default:|Required|Tests only/);
  }
});
