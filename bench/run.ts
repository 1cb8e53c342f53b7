// npm run bench: one JSON line per measurement {name, median, p95, unit}.
import { engineBenchmarks } from './engine';
import type { BenchRow } from './measure';

type Suite = () => Promise<BenchRow[]>;

/** Suites that exist in this checkout (the renderer and bot suites land with their features). */
async function suites(): Promise<Suite[]> {
  const list: Suite[] = [engineBenchmarks];
  for (const [file, name] of [
    ['./render', 'renderBenchmarks'],
    ['./turn', 'turnBenchmarks'],
    ['./storage', 'storageBenchmarks'],
  ] as const) {
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
