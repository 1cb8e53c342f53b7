// npm run bench: one JSON line per measurement {name, median, mean, p95, unit}.
// BENCH_ONLY=storage (or engine, render, turn, ai, acknowledge; comma-separated) runs only those suites;
// BENCH_STORAGE=full builds the storage suite's big file (10,000 live, 100,000 archived games).
import { installEveryExpansion } from '../src/expansions';
import { engineBenchmarks } from './engine';
import type { BenchRow } from './measure';

// every expansion handed to the engine, the catalog, the rules reference and the renderer, before anything else
installEveryExpansion();

type Suite = () => Promise<BenchRow[]>;

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const wanted = (name: string) => !only || only.includes(name);

/** Suites that exist in this checkout (the renderer and bot suites land with their features). */
async function suites(): Promise<Suite[]> {
  const list: Suite[] = wanted('engine') ? [engineBenchmarks] : [];
  for (const [file, name] of [
    ['./render', 'renderBenchmarks'],
    ['./replay', 'replayBenchmarks'],
    ['./turn', 'turnBenchmarks'],
    ['./storage', 'storageBenchmarks'],
    ['./ai', 'aiBenchmarks'],
    ['./acknowledge', 'acknowledgeBenchmarks'],
  ] as const) {
    if (!wanted(file.slice(2))) continue;
    try {
      const module = (await import(file)) as Record<string, Suite>;
      if (module[name]) list.push(module[name]);
    } catch (error) {
      if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    }
  }
  return list;
}

for (const suite of await suites()) {
  for (const row of await suite()) console.log(JSON.stringify(row));
}
