// npm run bench: one JSON line per measurement {name, median, mean, p95, unit}.
// BENCH_ONLY=storage (or engine, render, turn, ai, acknowledge; comma-separated) runs only those suites;
// BENCH_STORAGE=full builds the storage suite's big file (10,000 live, 100,000 archived games).
//
// Several suites run one after another, each in a fresh process of its own: what one suite leaves behind
// (its heap, its caches, a crash or a hang) never reaches the next. A full run once printed nothing
// after the storage suite while `BENCH_ONLY=ai,acknowledge` worked: the suites shared one process, so
// whatever ended it took the suites after it along, without a word. Now a suite that fails is named,
// with its exit code, and the others still run.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { installEveryExpansion } from '../src/expansions';
import { engineBenchmarks } from './engine';
import type { BenchRow } from './measure';

type Suite = () => Promise<BenchRow[]>;

/** Every suite, in the order a full run measures them: its file and the function it exports. */
const SUITES = [
  ['engine', './engine', 'engineBenchmarks'],
  ['render', './render', 'renderBenchmarks'],
  ['replay', './replay', 'replayBenchmarks'],
  ['turn', './turn', 'turnBenchmarks'],
  ['storage', './storage', 'storageBenchmarks'],
  ['ai', './ai', 'aiBenchmarks'],
  ['acknowledge', './acknowledge', 'acknowledgeBenchmarks'],
] as const;

const only = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const names = SUITES.map(([name]) => name).filter((name) => !only || only.includes(name));

/** The suite's function, or undefined when this checkout has no such suite (they land with their features). */
async function load(name: string): Promise<Suite | undefined> {
  const [, file, exported] = SUITES.find(([suite]) => suite === name) as (typeof SUITES)[number];
  if (name === 'engine') return engineBenchmarks;
  try {
    return ((await import(file)) as Record<string, Suite>)[exported];
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    return undefined;
  }
}

if (names.length === 1) {
  // every expansion handed to the engine, the catalog, the rules reference and the renderer, before anything else
  installEveryExpansion();
  const suite = await load(names[0] as string);
  for (const row of (await suite?.()) ?? []) console.log(JSON.stringify(row));
} else {
  const self = fileURLToPath(import.meta.url);
  const failed: string[] = [];
  for (const name of names) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', self], {
      env: { ...process.env, BENCH_ONLY: name },
      stdio: 'inherit',
    });
    if (run.status !== 0) {
      failed.push(name);
      console.error(`bench: the ${name} suite ended with ${run.signal ?? `exit code ${run.status}`}`);
    }
  }
  if (failed.length) process.exitCode = 1;
}
