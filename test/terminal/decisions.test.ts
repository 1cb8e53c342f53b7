// Questions in the terminal: the asked player (not always the active one) types `choose N` or `decline`,
// a computer seat answers its own, and the active player is refused. The test module `poll`
// (test/support/poll-module.ts) asks the next player in seat order after every turn.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { playerToMove } from '../../src/app/describe';
import { GameService } from '../../src/app/game-service';
import { openGameRepository } from '../../src/app/open-repository';
import type { GameRecord } from '../../src/app/record';
import { legalMoves } from '../../src/engine';
import { EXPANSIONS, installEveryExpansion } from '../../src/expansions';
import { CHANNEL, runCommand } from '../../src/terminal/commands';
import { playInTerminal } from '../../src/terminal/session';
import { pollManifest } from '../support/poll-module';

// every expansion and the test module `poll`, handed to the engine as an expansion of its own would be
installEveryExpansion([...EXPANSIONS, pollManifest]);

const dirs: string[] = [];
const outDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'carc-decide-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const PROMPT = /a question for you:|place the tile shown|place a figure|nowhere to put a figure/;

/**
 * The people at the keyboard: place on spot 1 (turning until the tile fits) and end the turn; asked a
 * question, first a choice that is not there, then Ann takes choice 2 and anybody else declines. Quits
 * after `questions` answers.
 */
function keyboard(printed: string[], questions: number): AsyncIterator<string> {
  let rotation = 0;
  let answered = 0;
  const erred = new Set<string>();
  let typed = 0;
  return {
    async next() {
      // a game that never asks would otherwise keep this keyboard typing
      if (++typed > 300) return { done: true, value: undefined };
      const who = printed.findLast((line) => line.endsWith('> '))?.slice(0, -2) ?? '';
      const prompt = printed.findLast((line) => PROMPT.test(line)) ?? '';
      if (prompt.includes('a question for you')) {
        if (!erred.has(who)) {
          erred.add(who);
          return { done: false, value: 'choose 9' };
        }
        answered++;
        return { done: false, value: who === 'Ann' ? 'choose 2' : 'decline' };
      }
      if (answered >= questions) return { done: false, value: 'quit' };
      if (prompt.includes('place the tile shown')) {
        const value = `place 1 ${rotation}`;
        rotation = (rotation + 90) % 360;
        return { done: false, value };
      }
      rotation = 0;
      return { done: false, value: 'skip' };
    },
  };
}

describe('questions in npm run play', () => {
  it('asks the next player, who answers with choose N or declines; a computer seat answers its own', async () => {
    const printed: string[] = [];
    const record = await playInTerminal({
      humans: ['Ann', 'Bob'],
      computers: 1,
      levels: ['greedy'],
      seed: 5,
      expansions: ['poll'],
      out: outDir(),
      input: keyboard(printed, 4),
      print: (line) => printed.push(line),
    });
    const text = printed.join('\n');
    // a question goes to the player after the active one, who types at their own prompt
    const asked = printed.filter((line) => /a question for you:/.test(line)).map((line) => line.split(',')[0]);
    expect(new Set(asked)).toEqual(new Set(['Ann', 'Bob']));
    // a computer seat is asked nothing: the game says it is playing, and what it answered follows
    expect(printed.filter((line) => line.startsWith('Computer 1, '))).toEqual([]);
    expect(text).toMatch(/Computer 1 is playing its turn\./);
    // the terminal names the command to type, never a menu it does not have
    expect(text).toMatch(/Type choose N \(1–3\), or decline\./);
    expect(text).toMatch(/a question for you: .*\n {2}choose 1: .*\n {2}choose 2: .*\n {2}choose 3: .*\nType choose N/);
    expect(text).not.toMatch(/menu/);
    expect(text).toMatch(/There is no choice “9”: the choices go from 1 to 3\./);
    expect(text).toMatch(/Ann scores 2 points\./);
    // the greedy computer takes the best answer when asked
    expect(text).toMatch(/Computer 1 scores 3 points\./);
    // Bob was asked (above) and declined every time: no poll points for him
    const bob = record?.state?.players.find((p) => p.name === 'Bob');
    expect(bob?.score).toBe(0);
  });

  it('refuses the active player who types an answer, and offers help with the numbered choices', async () => {
    const repository = await openGameRepository({ path: join(outDir(), 'games.sqlite') });
    try {
      const service = new GameService(repository, { newSeed: () => 5 });
      const ann = { userId: 'human-1', name: 'Ann' };
      const bob = { userId: 'human-2', name: 'Bob' };
      await service.newGame(CHANNEL, 'terminal', ann, { expansions: ['poll'] });
      await service.join(CHANNEL, bob);
      let record = (await service.start(CHANNEL, ann)) as { ok: true; record: GameRecord };
      const seat = (id: string | undefined) => (id === ann.userId ? ann : bob);
      const active = seat(playerToMove(record.record)?.id);
      const legal = legalMoves(record.record.state as NonNullable<GameRecord['state']>);
      if (legal.step !== 'placeTile') throw new Error('expected a tile');
      const spot = legal.placements[0];
      await runCommand(service, record.record, active, `place 1 ${spot?.rotations[0]}`);
      const placed = (await service.find(CHANNEL)) as GameRecord;
      // "pass" is the figure step's skip (and, below, a question's decline)
      const skipped = await runCommand(service, placed, active, 'pass');
      expect(skipped.changed).toBe(true);
      const asking = (await service.find(CHANNEL)) as GameRecord;
      const asked = seat(playerToMove(asking)?.id);
      expect(asked).not.toBe(active);
      const refused = await runCommand(service, asking, active, 'choose 1');
      expect(refused).toEqual({ lines: [`${asked.name} decides this, not you.`], changed: false });
      const help = await runCommand(service, asking, asked, 'help');
      // the question's answers one to a line (an answer's own words may hold a " · "), not listed twice
      const helpLines = help.lines.join('\n').split('\n');
      expect(helpLines).toContain('  choose 3: Expansion choice · choice 3');
      expect(helpLines.filter((line) => line.startsWith('  choose 3:'))).toHaveLength(1);
      const declined = await runCommand(service, asking, asked, 'pass');
      expect(declined.changed).toBe(true);
      record = { ok: true, record: (await service.find(CHANNEL)) as GameRecord };
      expect(playerToMove(record.record)?.id).toBe(asked.userId);
      expect(record.record.state?.turn.step).toBe('placeTile');
    } finally {
      await repository.close();
    }
  });
});
