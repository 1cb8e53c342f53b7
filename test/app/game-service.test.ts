// The use cases against a real SQLite file: lobby rules, turn order, refusals that change nothing,
// concurrent moves, leaving, and archiving at the end.
import { describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { GameService, type Outcome } from '../../src/app/game-service';
import type { GameRecord } from '../../src/app/record';
import { scoreTimeline } from '../../src/app/score-timeline';
import { legalMoves, type Move } from '../../src/engine';
import { render } from '../../src/i18n';
import { serviceForEachTest } from './service-fixture';

/** An outcome with its refusal in English words, for readable expectations. */
const english = (outcome: Outcome) => (outcome.ok ? outcome : { ...outcome, message: render('en', outcome.message) });

const ann = { userId: '100', name: 'Ann' };
const bob = { userId: '200', name: 'Bob' };
const cat = { userId: '300', name: 'Cat' };
const CHANNEL = 'c1';
const GUILD = 'g1';

const db = serviceForEachTest({ newSeed: () => 12345 });

async function startedGame() {
  await db.service.newGame(CHANNEL, GUILD, ann, { expansions: ['farmers'] });
  await db.service.join(CHANNEL, bob);
  const started = await db.service.start(CHANNEL, ann);
  if (!started.ok) throw new Error(started.message.key);
  return started.record;
}

const activePlayer = (record: GameRecord) => record.state?.players[record.state.turn.player]?.id as string;
const actorFor = (id: string) => [ann, bob, cat].find((a) => a.userId === id) as typeof ann;

describe('lobby', () => {
  it('gathers players, refuses duplicates and lets only the host start with two or more', async () => {
    expect((await db.service.newGame(CHANNEL, GUILD, ann, { expansions: [] })).ok).toBe(true);
    expect(english(await db.service.newGame(CHANNEL, GUILD, bob, { expansions: [] }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/already gathering/),
    });
    expect(english(await db.service.start(CHANNEL, ann))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/at least 2 players/),
    });
    expect((await db.service.join(CHANNEL, bob)).ok).toBe(true);
    expect(english(await db.service.join(CHANNEL, bob))).toMatchObject({
      ok: false,
      message: 'You are already in this game.',
    });
    expect(english(await db.service.start(CHANNEL, bob))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Only the host, Ann/),
    });
    const started = await db.service.start(CHANNEL, ann);
    expect(started.ok && started.record.status).toBe('playing');
    expect(started.ok && started.record.state?.players.map((p) => p.name)).toEqual(['Ann', 'Bob']);
    expect(english(await db.service.join(CHANNEL, cat))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/already started/),
    });
  });

  it('seats five players, or six with Inns & Cathedrals', async () => {
    const guest = (i: number) => ({ userId: `9${i}`, name: `Guest ${i}` });
    await db.service.newGame(CHANNEL, GUILD, ann, { expansions: [] });
    for (let i = 1; i <= 4; i++) expect((await db.service.join(CHANNEL, guest(i))).ok).toBe(true);
    expect(english(await db.service.join(CHANNEL, guest(5)))).toMatchObject({
      ok: false,
      message: 'The game is full (5 players).',
    });
    await db.service.newGame('c2', GUILD, ann, { expansions: ['inns-cathedrals'] });
    for (let i = 1; i <= 5; i++) expect((await db.service.join('c2', guest(i))).ok).toBe(true);
    expect(english(await db.service.join('c2', guest(6)))).toMatchObject({
      ok: false,
      message: 'The game is full (6 players).',
    });
    expect((await db.service.start('c2', ann)).ok).toBe(true);
  });

  it('gives games opened in the same millisecond different ids (random, not from the clock)', async () => {
    const pinned = new GameService(db.repository, { now: () => 1_700_000_000_000 });
    const ids = new Set<string>();
    for (const channel of ['c10', 'c11', 'c12', 'c13']) {
      const opened = await pinned.newGame(channel, GUILD, ann, { expansions: [] });
      if (!opened.ok) throw new Error(opened.message.key);
      ids.add(opened.record.gameId);
    }
    expect(ids.size).toBe(4);
  });

  it('refuses unknown expansions before creating anything', async () => {
    expect(english(await db.service.newGame(CHANNEL, GUILD, ann, { expansions: ['dragons'] }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Unknown expansion: dragons/),
    });
    expect(await db.service.find(CHANNEL)).toBeUndefined();
  });

  it('hands the host role on when the host leaves, and closes an empty lobby', async () => {
    await db.service.newGame(CHANNEL, GUILD, ann, { expansions: [] });
    await db.service.join(CHANNEL, bob);
    const left = await db.service.leave(CHANNEL, ann);
    expect(left.ok && left.record.hostId).toBe(bob.userId);
    await db.service.leave(CHANNEL, bob);
    expect(await db.service.find(CHANNEL)).toBeUndefined();
    expect((await db.repository.listArchived(GUILD))[0]?.data.status).toBe('abandoned');
  });
});

describe('moves', () => {
  it('refuses a move out of turn with the active player named, and changes nothing', async () => {
    const record = await startedGame();
    const waiting = activePlayer(record) === ann.userId ? bob : ann;
    const legal = legalMoves(record.state!);
    if (legal.step !== 'placeTile') throw new Error('expected a tile to place');
    const spot = legal.placements[0]!;
    const before = await db.repository.get(CHANNEL);
    const refused = await db.service.play(CHANNEL, waiting, {
      type: 'placeTile',
      x: spot.x,
      y: spot.y,
      rotation: spot.rotations[0]!,
    });
    expect(english(refused)).toMatchObject({ ok: false, message: expect.stringMatching(/turn, not yours/) });
    expect(await db.repository.get(CHANNEL)).toEqual(before);
  });

  it('refuses a click on an old board', async () => {
    const record = await startedGame();
    const outcome = await db.service.play(
      CHANNEL,
      actorFor(activePlayer(record)),
      { type: 'pass' },
      record.state!.turn.number - 1,
    );
    expect(english(outcome)).toMatchObject({ ok: false, message: expect.stringMatching(/out of date/) });
  });

  it('applies exactly one of 20 identical moves fired at once', async () => {
    const record = await startedGame();
    const legal = legalMoves(record.state!);
    if (legal.step !== 'placeTile') throw new Error('expected a tile to place');
    const spot = legal.placements[0]!;
    const move: Move = { type: 'placeTile', x: spot.x, y: spot.y, rotation: spot.rotations[0]! };
    const player = actorFor(activePlayer(record));
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => db.service.play(CHANNEL, player, move, record.state!.turn.number)),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    const stored = await db.repository.get(CHANNEL);
    expect(stored?.data.log).toHaveLength(1);
    expect(stored?.revision).toBe(4); // created, joined, started, one move
  });

  it('plays a whole game to the end, then archives it with its move log', async () => {
    let record = await startedGame();
    const random = new SeededRandom(5);
    let moves = 0;
    while (record.status === 'playing') {
      const move = randomMove(record.state!, random) as Move;
      const outcome = await db.service.play(CHANNEL, actorFor(activePlayer(record)), move);
      if (!outcome.ok) throw new Error(outcome.message.key);
      record = outcome.record;
      moves++;
    }
    expect(record.status).toBe('finished');
    expect(scoreTimeline(record).turns.at(-1)?.scores).toEqual(record.state!.players.map((p) => p.score));
    expect(await db.service.find(CHANNEL)).toBeUndefined();
    const [archived] = await db.repository.listArchived(GUILD);
    expect(archived?.data.log).toHaveLength(moves);
    expect(archived?.data.log.at(-1)?.events.some((e) => e.type === 'gameEnded')).toBe(true);
  });
});

describe('leaving and removal', () => {
  it("takes a leaving player's figures off and ends a game left with one player", async () => {
    const record = await startedGame();
    const outcome = await db.service.leave(CHANNEL, bob);
    expect(outcome.ok && outcome.record.status).toBe('finished');
    expect(outcome.ok && outcome.events.some((e) => e.type === 'playerRemoved' && e.player === bob.userId)).toBe(true);
    expect(record.state?.players).toHaveLength(2);
  });

  it('lets only the host or a moderator remove someone', async () => {
    await db.service.newGame(CHANNEL, GUILD, ann, { expansions: [] });
    await db.service.join(CHANNEL, bob);
    await db.service.join(CHANNEL, cat);
    await db.service.start(CHANNEL, ann);
    expect(english(await db.service.remove(CHANNEL, bob, cat.userId))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Only the host/),
    });
    const removed = await db.service.remove(CHANNEL, { ...bob, canManage: true }, cat.userId);
    expect(removed.ok && removed.record.state?.players.map((p) => p.id)).toEqual([ann.userId, bob.userId]);
    expect(removed.ok && removed.record.status).toBe('playing');
  });

  it('lets the host abandon at once, and keeps the abandoned game in the archive', async () => {
    await startedGame();
    expect((await db.service.abandon(CHANNEL, ann)).ok).toBe(true);
    expect((await db.repository.listArchived(GUILD))[0]?.data.status).toBe('abandoned');
  });

  it("counts a player's abandon as a vote: more than half of the players end the game", async () => {
    await db.service.newGame(CHANNEL, GUILD, ann, { expansions: [] });
    await db.service.join(CHANNEL, bob);
    await db.service.join(CHANNEL, cat);
    await db.service.start(CHANNEL, ann);
    const first = await db.service.abandon(CHANNEL, bob);
    expect(first.ok && first.record.status).toBe('playing');
    expect(first.ok && first.record.abandonVotes).toEqual([bob.userId]);
    expect(english(await db.service.abandon(CHANNEL, bob))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/already voted/),
    });
    expect(english(await db.service.abandon(CHANNEL, { userId: '999', name: 'Eve' }))).toMatchObject({ ok: false });
    const second = await db.service.abandon(CHANNEL, cat);
    expect(second.ok && second.record.status).toBe('abandoned');
  });

  it('hands the host role over to another player, by the host only', async () => {
    await startedGame();
    expect(english(await db.service.handOver(CHANNEL, bob, bob.userId))).toMatchObject({ ok: false });
    expect(english(await db.service.handOver(CHANNEL, ann, cat.userId))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/must be a player/),
    });
    const handed = await db.service.handOver(CHANNEL, ann, bob.userId);
    expect(handed.ok && handed.record.hostId).toBe(bob.userId);
  });
});

describe('taking a tile back', () => {
  it('restores the state before the placement, only for the active player and only before the turn ends', async () => {
    const record = await startedGame();
    const player = actorFor(activePlayer(record));
    const other = player === ann ? bob : ann;
    const legal = legalMoves(record.state!);
    if (legal.step !== 'placeTile') throw new Error('expected a tile to place');
    const spot = legal.placements[0]!;
    expect(english(await db.service.undo(CHANNEL, player))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/nothing to take back/),
    });
    await db.service.play(CHANNEL, player, { type: 'placeTile', x: spot.x, y: spot.y, rotation: spot.rotations[0]! });
    // the one check of whose turn it is, worded as members see it
    expect(english(await db.service.undo(CHANNEL, other))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/turn, not yours/),
    });
    const undone = await db.service.undo(CHANNEL, player);
    expect(undone.ok && undone.record.state).toEqual(record.state);
    expect(undone.ok && undone.record.log).toEqual([]);
    await db.service.play(CHANNEL, player, { type: 'placeTile', x: spot.x, y: spot.y, rotation: spot.rotations[0]! });
    await db.service.play(CHANNEL, player, { type: 'pass' });
    expect(english(await db.service.undo(CHANNEL, player))).toMatchObject({ ok: false });
  });
});

describe('history', () => {
  it('lists finished games with winners and per-player statistics, leaving abandoned games out', async () => {
    for (const channel of ['c1', 'c2']) {
      await db.service.newGame(channel, GUILD, ann, { expansions: [] });
      await db.service.join(channel, bob);
      await db.service.start(channel, ann);
    }
    await db.service.abandon('c2', ann);
    let record = (await db.service.find('c1')) as GameRecord;
    const random = new SeededRandom(8);
    while (record.status === 'playing') {
      const outcome = await db.service.play(
        'c1',
        actorFor(activePlayer(record)),
        randomMove(record.state!, random) as Move,
      );
      if (!outcome.ok) throw new Error(outcome.message.key);
      record = outcome.record;
    }
    const { games, total } = await db.service.history(GUILD);
    expect(games).toHaveLength(1);
    expect(total).toBe(1);
    const scores = record.state!.players.map((p) => p.score);
    expect(games[0]?.scores.map((s) => s.score)).toEqual([...scores].sort((a, b) => b - a));
    const stats = await db.service.stats(GUILD);
    expect(stats.map((s) => s.games)).toEqual([1, 1]);
    expect(stats.reduce((n, s) => n + s.wins, 0)).toBeGreaterThanOrEqual(1);
    expect(stats.find((s) => s.userId === ann.userId)?.meanScore).toBe(
      record.state!.players.find((p) => p.id === ann.userId)?.score,
    );
  });
});
