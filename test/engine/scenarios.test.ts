// Every scenario file, ours and the shared acceptance examples, must hold.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/scenario/run';

// ours sit in test/scenarios, an expansion's in a folder of its own there (test/scenarios/<expansion>/)
const folders = [resolve('test/scenarios'), resolve('../shared/scenarios')];
const files = folders.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(folder, f)),
);

describe('scenario files', () => {
  it('finds the shared examples and ours', () => {
    expect(files.some((f) => f.includes('shared'))).toBe(true);
  });
  it.each(files)('%s', (file) => {
    const result = runScenario(JSON.parse(readFileSync(file, 'utf8')));
    expect(result.error).toBeUndefined();
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);
  });
});
