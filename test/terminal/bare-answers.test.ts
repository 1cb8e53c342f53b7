// A bare answer to the terminal's prompt: the prompt asks for a spot, a letter or a choice, and a player
// types just that ("3", "3 90", "A", "2"); it means the command of the step the game is at. A number in a
// figure step that offers no action is told the spots' letters, and a typed action number that is not
// offered says which numbers there are. The test module `poll` (test/support/poll-module.ts) asks the next player in
// seat order after every turn. A letter before the tile is down, or while a question waits, is told
// what comes first.
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
import { pollManifest } from '../support/poll-module';

installEveryExpansion([...EXPANSIONS, pollManifest]);

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function gameOf(expansions: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'carc-bare-test-'));
  dirs.push(dir);
  const repository = await openGameRepository({ path: join(dir, 'games.sqlite') });
  const service = new GameService(repository, { newSeed: () => 5 });
  const ann = { userId: 'human-1', name: 'Ann' };
  const bob = { userId: 'human-2', name: 'Bob' };
  await service.newGame(CHANNEL, 'terminal', ann, { expansions });
  await service.join(CHANNEL, bob);
  await service.start(CHANNEL, ann);
  const now = async () => (await service.find(CHANNEL)) as GameRecord;
  const seat = (id: string | undefined) => (id === ann.userId ? ann : bob);
  // the first turn: its player, and a bare answer that places the tile on spot 1 the way it fits
  const drawn = await now();
  const active = seat(playerToMove(drawn)?.id);
  const legal = legalMoves(drawn.state as NonNullable<GameRecord['state']>);
  if (legal.step !== 'placeTile') throw new Error('expected a tile');
  const onSpotOne = `1 ${legal.placements[0]?.rotations[0]}`;
  return { repository, service, now, seat, drawn, active, onSpotOne };
}

describe('a bare answer in npm run play', () => {
  it('places on a numbered spot, puts a figure on a lettered one and answers a question by its number', async () => {
    const { repository, service, now, seat, drawn, active, onSpotOne } = await gameOf(['poll']);
    try {
      // a letter before the tile is down: the figure comes after the tile
      expect((await runCommand(service, drawn, active, 'A')).lines).toEqual([
        'Place your tile first: type `place` and its spot, e.g. `place 3`.',
      ]);
      const nowhere = await runCommand(service, drawn, active, '999');
      expect(nowhere.lines[0]).toMatch(/^There is no spot 999: the spots go from 1 to \d+\.$/);
      const placed = await runCommand(service, drawn, active, onSpotOne);
      expect(placed.changed).toBe(true);
      expect(placed.lines[0]).toBe(`${active.name} placed a tile.`);

      const figureStep = await now();
      expect(figureStep.state?.turn.step).toBe('placeFigure');
      // no action is offered here: a number is no answer to "place a figure", and the reply names the letters
      const numbered = await runCommand(service, figureStep, active, '9');
      expect(numbered.changed).toBe(false);
      expect(numbered.lines[0]).toMatch(/^There is no figure spot “9”\. The spots on this tile are A\b/);
      const figure = await runCommand(service, figureStep, active, 'a');
      expect(figure.changed).toBe(true);
      expect(figure.lines[0]).toMatch(new RegExp(`^${active.name} put a follower on `));

      const asking = await now();
      const asked = seat(playerToMove(asking)?.id);
      expect(asking.state?.turn.step).toBe('decide');
      // a letter while a question waits: the question comes first
      const lettered = await runCommand(service, asking, asked, 'B');
      expect(lettered.changed).toBe(false);
      expect(lettered.lines[0]).toMatch(/^First the question must be answered: /);
      expect((await runCommand(service, asking, asked, '9')).lines).toEqual([
        'There is no choice “9”: the choices go from 1 to 3.',
      ]);
      const answered = await runCommand(service, asking, asked, '2');
      expect(answered.changed).toBe(true);
      expect(answered.lines[0]).toBe(`${asked.name} scores 2 points.`);
    } finally {
      await repository.close();
    }
  });

  it('takes a figure-step action by its number, and names the numbers there are for one not offered', async () => {
    const { repository, service, now, drawn, active, onSpotOne } = await gameOf(['little-buildings']);
    try {
      await runCommand(service, drawn, active, onSpotOne);
      const figureStep = await now();
      const offered = legalMoves(figureStep.state as NonNullable<GameRecord['state']>);
      if (offered.step !== 'placeFigure') throw new Error('expected the figure step');
      expect(offered.actions.length).toBeGreaterThan(0);
      // one action here (a little building): the reply says it is the only one, not "from 1 to 1"
      expect(offered.actions).toHaveLength(1);
      expect((await runCommand(service, figureStep, active, 'action 99')).lines).toEqual([
        'There is no choice “99”: the only choice is 1.',
      ]);
      const taken = await runCommand(service, figureStep, active, '1');
      expect(taken.changed).toBe(true);
      expect((await now()).state?.turn.step).not.toBe('placeFigure');
    } finally {
      await repository.close();
    }
  });
});
