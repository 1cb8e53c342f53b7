// Starts a worker thread on an entry module beside the calling module: the compiled .js in the production
// build (dist/<name>.js next to dist/main.js), or under tsx and vitest the .ts source, loaded through tsx's
// loader registered inside the worker (a worker's `--import` does not apply to its entry on Node 20).
import { Worker } from 'node:worker_threads';

/** `callerUrl` is the caller's `import.meta.url`; `name` the entry's file name without its extension. */
export function startWorkerBeside(callerUrl: string, name: string): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, callerUrl));
  const entry = new URL(`./${name}.ts`, callerUrl).href;
  // tsx's ESM API (its CommonJS build of the same API fails to register on Node 20).
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { eval: true });
}
