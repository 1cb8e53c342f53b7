// The terminal's computer players sit as members, so the service answers their questions with one answer
// too; the terminal says so only of the people at the keyboard (a computer answers its own at once anyway).
import { afterEach, beforeEach, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { GameService } from '../../src/app/game-service';
import { GAME_RECORD_STORAGE } from '../../src/app/open-repository';
import type { GameRecord } from '../../src/app/record';
import { decidingPlayer, type Move } from '../../src/engine';
import { render } from '../../src/i18n';
import { CHANNEL } from '../../src/terminal/commands';
import { changeLines } from '../../src/terminal/prompt';
import { makeSqliteFixture } from '../storage/sqlite-fixture';

let fixture: Awaited<ReturnType<typeof makeSqliteFixture>>;
let service: GameService;

beforeEach(async () => {
  fixture = await makeSqliteFixture();
  service = new GameService(await fixture.openRepo<GameRecord>(GAME_RECORD_STORAGE), { newSeed: () => 7 });
});
afterEach(async () => fixture.cleanup());

it("says an answer was given for the person at the keyboard, not for a computer player's", async () => {
  const ann = { userId: 'human-1', name: 'Ann' };
  const computer = { userId: 'computer-1', name: 'Computer 1' };
  await service.newGame(CHANNEL, 'g', ann, { expansions: ['farmers', 'princess-dragon', 'plague'] });
  await service.join(CHANNEL, computer);
  const started = await service.start(CHANNEL, ann);
  if (!started.ok) throw new Error(started.message.key);
  let record = started.record;
  const random = new SeededRandom(3);
  const given = new Map<string, number>();
  const notes: string[] = [];
  while (record.status === 'playing' && record.state) {
    const actor = decidingPlayer(record.state) === ann.userId ? ann : computer;
    const outcome = await service.play(CHANNEL, actor, randomMove(record.state, random) as Move);
    if (!outcome.ok) throw new Error(outcome.message.key);
    record = outcome.record;
    for (const { player } of outcome.given ?? []) given.set(player, (given.get(player) ?? 0) + 1);
    notes.push(
      ...changeLines(outcome).flatMap((line) => (line.key === 'play.only-answer' ? [render('en', line)] : [])),
    );
  }
  expect(given.get(computer.userId)).toBeGreaterThan(0);
  expect(notes.length).toBe(given.get(ann.userId));
  expect(notes.length).toBeGreaterThan(0);
  expect(new Set(notes)).toEqual(new Set(['Ann: only one answer was possible, so it was given at once.']));
});
