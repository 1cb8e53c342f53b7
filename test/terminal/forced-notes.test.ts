// A question with one answer in npm run play: the person at the keyboard hears it was answered for them;
// a computer player, seated as one, answers its own as it always did, and nothing is said of it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { GameRecord } from '../../src/app/record';
import { type GameState, legalMoves } from '../../src/engine';
import { playInTerminal } from '../../src/terminal/session';
import { replayLog } from '../app/replay';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Ann at the keyboard: spot 1, turning the tile until it fits; no figure; the first answer to a question. */
function keyboard(printed: string[]): AsyncIterator<string> {
  let rotation = 0;
  return {
    async next() {
      const prompt = printed.findLast((line) =>
        /a question for you|place the tile shown|place a figure|nowhere to put a figure/.test(line),
      );
      if (prompt?.includes('a question for you')) return { done: false, value: 'choose 1' };
      if (prompt?.includes('place the tile shown')) {
        rotation = (rotation + 90) % 360;
        return { done: false, value: `place 1 ${rotation}` };
      }
      return { done: false, value: 'skip' };
    },
  };
}

const oneAnswer = (state: GameState) => {
  const legal = legalMoves(state);
  return legal.step === 'decide' && !legal.optional && legal.choices.length === 1;
};

it("says an answer was given for the person at the keyboard, never for a computer player's", async () => {
  const out = mkdtempSync(join(tmpdir(), 'carc-forced-test-'));
  dirs.push(out);
  const printed: string[] = [];
  const record = (await playInTerminal({
    humans: ['Ann'],
    computers: 1,
    seed: 3,
    expansions: ['farmers', 'princess-dragon'],
    out,
    input: keyboard(printed),
    print: (line) => printed.push(line),
  })) as GameRecord;
  expect(record.status).toBe('finished');
  // who answered a question with one answer, from the log replayed by the engine alone
  const answeredBy: string[] = [];
  replayLog(record, record.setup?.players ?? [], (before, entry) => {
    if (oneAnswer(before)) answeredBy.push(`${entry.player}${entry.forced ? ' (given)' : ''}`);
  });
  expect(answeredBy).toContain('computer-1');
  expect(answeredBy).not.toContain('computer-1 (given)');
  expect(answeredBy).not.toContain('human-1');
  const notes = printed.filter((line) => line.includes('only one answer was possible'));
  expect(notes.length).toBe(answeredBy.filter((who) => who === 'human-1 (given)').length);
  expect(notes.length).toBeGreaterThan(0);
  expect(new Set(notes)).toEqual(new Set(['Ann: only one answer was possible, so it was given at once.']));
});
