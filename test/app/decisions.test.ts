// Questions a rule module asks a player who is not always the active one, through the application layer:
// numbered answers, refusals for the wrong player, declining, the turn clock and computer players. The
// test module `poll` (test/support/poll-module.ts) asks the next player in seat order after every turn.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { greedyMove, rankedAnswers, strongMove } from '../../src/ai/players';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import {
  decisionChoices,
  mayDecline,
  resolveDecision,
  resolveDecline,
  resolvePlacement,
  resolveSkip,
} from '../../src/app/choices';
import { describeEvents, playerToMove, scoreBreakdown, turnPrompt } from '../../src/app/describe';
import { type Actor, GameService } from '../../src/app/game-service';
import { GAME_RECORD_STORAGE } from '../../src/app/open-repository';
import type { GameRecord } from '../../src/app/record';
import { applyMove, legalMoves, type Move } from '../../src/engine';
import { EXPANSIONS, installEveryExpansion } from '../../src/expansions';
import { render } from '../../src/i18n';
import { makeSqliteFixture } from '../storage/sqlite-fixture';
import { pollManifest } from '../support/poll-module';
import { said } from './refusal-words';
import { sweepAll } from './sweep';

// every expansion and the test module `poll`, handed to the engine as an expansion of its own would be
installEveryExpansion([...EXPANSIONS, pollManifest]);

const HOUR = 3_600_000;
const ann: Actor = { userId: '100', name: 'Ann' };
const bob: Actor = { userId: '200', name: 'Bob' };

let fixture: Awaited<ReturnType<typeof makeSqliteFixture>>;
let service: GameService;
let now = 1_000_000;

async function open(options: Record<string, unknown> = {}, turnHours = 0) {
  const repository = await fixture.openRepo<GameRecord>(GAME_RECORD_STORAGE);
  service = new GameService(repository, { now: () => now, newSeed: () => 4 });
  await service.newGame('c1', 'g1', ann, { expansions: ['poll'], options, turnHours });
  await service.join('c1', bob);
  await service.start('c1', ann);
}

const current = async () => (await service.find('c1')) as GameRecord;
const actorOf = (id: string | undefined) => (id === ann.userId ? ann : bob);
const english = (record: GameRecord, lines = describeEvents(record, record.log.at(-1)?.events ?? [])) =>
  lines.map((line) => render('en', line));

/** The active player places the tile on the first legal spot and places no figure: the poll then asks. */
async function playTurnUntilQuestion(): Promise<GameRecord> {
  let record = await current();
  const active = actorOf(record.state?.players[record.state.turn.player]?.id);
  const legal = legalMoves(record.state as NonNullable<GameRecord['state']>);
  if (legal.step !== 'placeTile') throw new Error(`expected a tile to place, not ${legal.step}`);
  const spot = legal.placements[0] as (typeof legal.placements)[number];
  const place: Move = { type: 'placeTile', x: spot.x, y: spot.y, rotation: spot.rotations[0] ?? 0 };
  for (const move of [place, { type: 'pass' } as const]) {
    const outcome = await service.play('c1', active, move);
    if (!outcome.ok) throw new Error(said(outcome));
    record = outcome.record;
  }
  return record;
}

beforeEach(async () => {
  now = 1_000_000;
  fixture = await makeSqliteFixture();
});
afterEach(async () => fixture.cleanup());

describe('a question of another player', () => {
  it('waits for the asked player, numbers the answers and refuses the active player', async () => {
    await open();
    const record = await playTurnUntilQuestion();
    const active = record.state?.players[record.state.turn.player]?.id;
    const asked = playerToMove(record)?.id;
    expect(record.state?.turn.step).toBe('decide');
    expect(asked).not.toBe(active);
    const askedName = actorOf(asked).name;
    expect(render('en', turnPrompt(record))).toBe(
      `${askedName}, a question for you: choose one of the options.\n**1** Expansion choice · choice 1 · **2** Expansion choice · choice 2 · **3** Expansion choice · choice 3\nChoose 1–3 (the menu below or \`/carcassonne choose\`), or decline.`,
    );
    expect(decisionChoices(record).map((c) => [c.number, c.move])).toEqual([
      [1, { type: 'action', action: 'take', args: { points: 1 } }],
      [2, { type: 'action', action: 'take', args: { points: 2 } }],
      [3, { type: 'action', action: 'take', args: { points: 3 } }],
    ]);
    expect(mayDecline(record)).toBe(true);

    const move = resolveDecision(record, 2);
    expect(move).toEqual({ ok: true, move: { type: 'action', action: 'take', args: { points: 2 } } });
    if (move.ok !== true) return;
    const refused = await service.play('c1', actorOf(active), move.move);
    expect(said(refused)).toBe(`${askedName} decides this, not you.`);
    expect((await current()).log.length).toBe(record.log.length);

    const answered = await service.play('c1', actorOf(asked), move.move, record.state?.turn.number, record.log.length);
    expect(answered.ok).toBe(true);
    if (!answered.ok) return;
    expect(answered.record.state?.players.find((p) => p.id === asked)?.score).toBe(2);
    expect(english(answered.record, describeEvents(answered.record, answered.events))).toContain(
      `${askedName} scores 2 points.`,
    );
    // the answer ended the turn: the asked player's own turn follows, with a tile to place
    expect(answered.record.state?.turn.number).toBe((record.state?.turn.number ?? 0) + 1);
    expect(playerToMove(answered.record)?.id).toBe(asked);
    expect(
      scoreBreakdown(answered.record)
        .get(asked as string)
        ?.get('poll'),
    ).toBe(2);
  });

  it('says clearly what is wrong with an answer typed or clicked', async () => {
    await open();
    const record = await playTurnUntilQuestion();
    expect(said(resolveDecision(record, 4))).toBe('There is no choice “4”: the choices go from 1 to 3.');
    expect(said(resolveDecision(record, 0))).toBe('There is no choice “0”: the choices go from 1 to 3.');
    expect(said(resolveDecision(record, Number.NaN))).toBe('There is no choice “NaN”: the choices go from 1 to 3.');
    expect(said(resolvePlacement(record, 1, 0))).toBe(
      'First the question must be answered: choose one of the options.',
    );
    // outside a question
    const answered = await service.play('c1', actorOf(playerToMove(record)?.id), { type: 'pass' });
    if (!answered.ok) throw new Error(said(answered));
    expect(said(resolveDecision(answered.record, 1))).toBe('There is no question to answer now.');
    expect(said(resolveDecline(answered.record))).toBe('There is no question to answer now.');
  });

  it('is declined with a pass (Decline, skip) when optional, and refuses declining when required', async () => {
    await open();
    const record = await playTurnUntilQuestion();
    expect(resolveDecline(record)).toEqual({ ok: true, move: { type: 'pass' } });
    expect(resolveSkip(record)).toEqual({ ok: true, move: { type: 'pass' } });
    const asked = playerToMove(record)?.id;
    const declined = await service.play('c1', actorOf(asked), { type: 'pass' });
    expect(declined.ok && declined.record.state?.players.every((p) => p.score === 0)).toBe(true);

    await fixture.cleanup();
    fixture = await makeSqliteFixture();
    await open({ pollRequired: true });
    const required = await playTurnUntilQuestion();
    expect(mayDecline(required)).toBe(false);
    expect(said(resolveDecline(required))).toBe('This question cannot be declined: pick one of the 3 choices.');
    expect(said(resolveSkip(required))).toBe('This question cannot be declined: pick one of the 3 choices.');
    const refused = await service.play('c1', actorOf(playerToMove(required)?.id), { type: 'pass' });
    expect(said(refused)).toBe('This cannot be skipped: pick one of the choices.');
  });

  it('refuses an answer to a question already answered in the same turn', async () => {
    await open();
    const record = await playTurnUntilQuestion();
    const asked = actorOf(playerToMove(record)?.id);
    const move = { type: 'action', action: 'take', args: { points: 1 } } as const;
    const stale = await service.play('c1', asked, move, record.state?.turn.number, record.log.length - 1);
    expect(said(stale)).toBe('That question has already been answered. Use the latest turn post.');
  });
});

describe('the turn clock on a question', () => {
  it('runs for the asked player, restarts for them, and declines an optional question when it runs out', async () => {
    await open({}, 24);
    now += 5 * HOUR;
    const record = await playTurnUntilQuestion();
    const asked = playerToMove(record)?.id as string;
    // the question's player gets a whole clock of their own
    expect(record.clock?.decider).toBe(asked);
    expect(record.clock?.turnStartedAt).toBe(now);
    now += 12 * HOUR;
    expect((await sweepAll(service)).map((n) => [n.action, n.player])).toEqual([['remind-half', asked]]);
    now += 10 * HOUR;
    expect((await sweepAll(service)).map((n) => [n.action, n.player])).toEqual([['remind-end', asked]]);
    now += 2 * HOUR;
    const [skipped] = await sweepAll(service);
    expect(skipped?.action).toBe('skip');
    expect(skipped?.player).toBe(asked);
    expect(skipped?.record.clock?.timeouts).toEqual({ [asked]: 1 });
    expect(skipped?.events[0]).toEqual({
      type: 'turnSkipped',
      player: asked,
      decision: { module: 'poll', kind: 'bonus', declined: true },
    });
    const name = actorOf(asked).name;
    expect(english(skipped?.record as GameRecord, describeEvents(record, skipped?.events ?? []))).toContain(
      `${name} ran out of time to answer: the question was declined.`,
    );
    expect(skipped?.record.state?.players.every((p) => p.score === 0)).toBe(true);
  });

  it('takes the first answer of a required question when the clock runs out', async () => {
    await open({ pollRequired: true }, 12);
    const record = await playTurnUntilQuestion();
    const asked = playerToMove(record)?.id as string;
    now += 12 * HOUR;
    const [skipped] = await sweepAll(service);
    expect(skipped?.action).toBe('skip');
    expect(skipped?.record.state?.players.find((p) => p.id === asked)?.score).toBe(1);
  });
});

describe('computer players answering questions', () => {
  it('greedy and strong take the answer that leaves the deciding player best off; random answers legally', async () => {
    await open();
    const record = await playTurnUntilQuestion();
    const state = record.state as NonNullable<GameRecord['state']>;
    const best = { type: 'action', action: 'take', args: { points: 3 } };
    expect(greedyMove(state, new SeededRandom(1))).toEqual(best);
    expect(strongMove(state, new SeededRandom(1), { budgetMs: 5 })).toEqual(best);
    // every answer and declining are weighed
    expect(rankedAnswers(state, new SeededRandom(1)).map((a) => a.move)).toHaveLength(4);
    const asked = playerToMove(record)?.id as string;
    for (let seed = 1; seed < 20; seed++) {
      const move = randomMove(state, new SeededRandom(seed));
      expect(move && applyMove(state, asked, move).ok).toBe(true);
    }
  });

  it('greedy declines a question whose answers leave it no better off than declining', async () => {
    await open({ pollWorthless: true });
    const state = (await playTurnUntilQuestion()).state as NonNullable<GameRecord['state']>;
    const ranked = rankedAnswers(state, new SeededRandom(1));
    // all four weigh the same: the pass is ranked first, not whichever answer was listed first
    expect(new Set(ranked.map((a) => a.value)).size).toBe(1);
    expect(greedyMove(state, new SeededRandom(1))).toEqual({ type: 'pass' });
  });
});
