// npm run scenario -- FILE...: one JSON line per file; exit 0 all held, 1 an expectation failed, 2 malformed.
import { readFileSync } from 'node:fs';
import { installEveryExpansion } from '../expansions';
import { runScenario, type ScenarioResult } from '../scenario/run';
import { readOptions } from './options';

// every expansion handed to the engine, the catalog, the rules reference and the renderer, before anything else
installEveryExpansion();

const USAGE = `usage: npm run scenario -- FILE.json [FILE.json ...]

Runs each scenario file (format: ../shared/SCENARIOS.md) and prints one JSON line per file.
Exit 0: every expectation held; 1: one failed; 2: a file could not be read or played.`;

const { positionals: files } = readOptions(USAGE, {}, true);
if (!files.length) {
  console.error(USAGE);
  process.exit(2);
}

let exitCode = 0;
for (const file of files) {
  let result: ScenarioResult;
  try {
    result = runScenario(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    result = {
      name: file,
      ok: false,
      scores: {},
      supply: {},
      events: [],
      failures: [],
      error: `${file}: ${(error as Error).message}`,
    };
  }
  console.log(JSON.stringify({ file, ...result }));
  exitCode = Math.max(exitCode, result.error ? 2 : result.ok ? 0 : 1);
}
process.exit(exitCode);
