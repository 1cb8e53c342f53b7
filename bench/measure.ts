// Repeats a measurement and reports its median, mean and 95th percentile.
export interface BenchRow {
  name: string;
  median: number;
  /** The average: above the median when a few slow runs (a garbage collection, a long game) weigh in. */
  mean?: number;
  p95: number;
  unit: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;

/** Times `run` (milliseconds) `samples` times after `warmup` unmeasured runs. */
export async function timeIt(name: string, samples: number, run: () => unknown, warmup = 3): Promise<BenchRow> {
  for (let i = 0; i < warmup; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return summarise(name, times, 'ms');
}

export function summarise(name: string, values: number[], unit: string): BenchRow {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  return {
    name,
    median: round(percentile(sorted, 0.5)),
    mean: round(mean),
    p95: round(percentile(sorted, 0.95)),
    unit,
  };
}
