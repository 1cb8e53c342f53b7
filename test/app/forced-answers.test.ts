// A question a member can answer only one way, and may not decline, is answered for them in the same save,
// with a note saying so (after that answer's events): whole seeded games of two members through the service over a real SQLite file,
// their logs replayed by the engine alone.
import { describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { describeEvents, describeLogged } from '../../src/app/describe';
import type { GameRecord } from '../../src/app/record';
import { decidingPlayer, type GameState, legalMoves, type Move } from '../../src/engine';
import { render } from '../../src/i18n';
import { replayLog } from './replay';
import { serviceForEachTest } from './service-fixture';

const ann = { userId: '100', name: 'Ann' };
const bob = { userId: '200', name: 'Bob' };
const CHANNEL = 'c1';
const GUILD = 'g1';

const db = serviceForEachTest({ newSeed: () => 7 });

type Question = 'one answer, must answer' | 'one answer, may decline' | 'several answers' | 'none';

/** What the game waits for in `state`, by its question's answers. */
function questionOf(state: GameState): Question {
  const legal = legalMoves(state);
  if (legal.step !== 'decide') return 'none';
  if (legal.choices.length > 1) return 'several answers';
  return legal.optional ? 'one answer, may decline' : 'one answer, must answer';
}

/** A whole game of two members playing random moves: the notes the service gave, what the game waited for. */
async function playWhole(expansions: string[], seed: number) {
  await db.service.newGame(CHANNEL, GUILD, ann, { expansions });
  await db.service.join(CHANNEL, bob);
  const started = await db.service.start(CHANNEL, ann);
  if (!started.ok) throw new Error(started.message.key);
  let record = started.record;
  const random = new SeededRandom(seed);
  const notes: string[] = [];
  const waitedOn = new Set<Question>();
  while (record.status === 'playing' && record.state) {
    const move = randomMove(record.state, random) as Move;
    const actor = decidingPlayer(record.state) === ann.userId ? ann : bob;
    const outcome = await db.service.play(CHANNEL, actor, move);
    if (!outcome.ok) throw new Error(outcome.message.key);
    record = outcome.record;
    const said = describeEvents(record, outcome.events, outcome.given).map((line) => render('en', line));
    notes.push(...said.filter((line) => line.includes('only one answer')));
    if (record.state) waitedOn.add(questionOf(record.state));
  }
  const [archived] = await db.repository.listArchived(GUILD);
  return { notes, waitedOn, archived: archived?.data as GameRecord };
}

/** How many logged moves answered each kind of question, from the log replayed by the engine alone. */
function answersByQuestion(record: GameRecord): Map<Question, number> {
  const counted = new Map<Question, number>();
  const end = replayLog(record, record.setup?.players ?? [], (before) => {
    const kind = questionOf(before);
    counted.set(kind, (counted.get(kind) ?? 0) + 1);
  });
  expect(end).toEqual(JSON.parse(JSON.stringify(record.state)));
  return counted;
}

describe('questions with one answer', () => {
  it('are answered for the member in the same save, each said so, in the reply and in the log', async () => {
    const { notes, waitedOn, archived } = await playWhole(['farmers', 'plague'], 3);
    // the game never stopped at such a question: each was answered as the member's move in the log
    expect(waitedOn.has('one answer, must answer')).toBe(false);
    const forced = answersByQuestion(archived).get('one answer, must answer') ?? 0;
    expect(forced).toBeGreaterThan(0);
    expect(notes).toHaveLength(forced);
    expect(notes[0]).toMatch(/^(Ann|Bob): only one answer was possible, so it was given at once\.$/);
    // the log marks them, so the turn post and the history say it too
    expect(archived.log.filter((entry) => entry.forced)).toHaveLength(forced);
    const logged = describeLogged(archived, archived.log).filter((line) => line.key === 'play.only-answer');
    expect(logged).toHaveLength(forced);
  });

  it('are still asked when they may be declined, as are questions with several answers', async () => {
    const { waitedOn } = await playWhole(['farmers', 'princess-dragon', 'plague'], 5);
    expect(waitedOn.has('one answer, must answer')).toBe(false);
    expect(waitedOn.has('several answers')).toBe(true);
    expect(waitedOn.has('one answer, may decline')).toBe(true);
  });
});
