// Who may act after players leave: undo keeps a removal, the host role passes on, only current
// players' votes count; and a game archived by another process between a read and a write is a stale
// move like any other. Real GameService over a real SQLite file.

import { describe, expect, it } from 'vitest';
import { type Actor, GameService } from '../../src/app/game-service';
import { GAME_RECORD_STORAGE } from '../../src/app/open-repository';
import type { GameRecord } from '../../src/app/record';
import { legalMoves } from '../../src/engine';
import { render } from '../../src/i18n';
import { replayLog } from './replay';
import { serviceForEachTest } from './service-fixture';
import { sweepAll } from './sweep';

const ann = { userId: '100', name: 'Ann' };
const bob = { userId: '200', name: 'Bob' };
const cat = { userId: '300', name: 'Cat' };
const dan = { userId: '400', name: 'Dan' };
const everyone = [ann, bob, cat, dan];
const CHANNEL = 'c1';
const GUILD = 'g1';

const db = serviceForEachTest({ newSeed: () => 12345 });

const seated = (players: Actor[]) => players.map((p) => ({ id: p.userId, name: p.name }));
const actorFor = (id: string) => everyone.find((a) => a.userId === id) as Actor;
const activeOf = (record: GameRecord) => actorFor(record.state?.players[record.state.turn.player]?.id as string);

async function gameOf(players: Actor[]): Promise<GameRecord> {
  await db.service.newGame(CHANNEL, GUILD, players[0] as Actor, { expansions: ['farmers'] });
  for (const player of players.slice(1)) await db.service.join(CHANNEL, player);
  const started = await db.service.start(CHANNEL, players[0] as Actor);
  if (!started.ok) throw new Error(JSON.stringify(started.message));
  return started.record;
}

/** The active player places the drawn tile on its first legal spot. */
async function placeTile(record: GameRecord): Promise<GameRecord> {
  const legal = legalMoves(record.state!);
  if (legal.step !== 'placeTile') throw new Error('expected a tile to place');
  const spot = legal.placements[0]!;
  const placed = await db.service.play(CHANNEL, activeOf(record), {
    type: 'placeTile',
    x: spot.x,
    y: spot.y,
    rotation: spot.rotations[0]!,
  });
  if (!placed.ok) throw new Error(JSON.stringify(placed.message));
  return placed.record;
}

describe('taking a tile back after someone left', () => {
  for (const how of ['leaves', 'is removed'] as const) {
    it(`keeps the removal when another player ${how} while the active player chooses a figure`, async () => {
      const start = await gameOf([ann, bob, cat]);
      const placed = await placeTile(start);
      const active = activeOf(placed);
      const leaver = [ann, bob, cat].find((p) => p !== active && p !== ann) as Actor;
      const gone =
        how === 'leaves'
          ? await db.service.leave(CHANNEL, leaver)
          : await db.service.remove(CHANNEL, { ...ann, canManage: true }, leaver.userId);
      expect(gone.ok).toBe(true);

      const undone = await db.service.undo(CHANNEL, active);
      if (!undone.ok) throw new Error(JSON.stringify(undone.message));
      const state = undone.record.state!;
      expect(state.players.map((p) => p.id)).not.toContain(leaver.userId);
      expect(undone.record.seats.map((s) => s.userId)).not.toContain(leaver.userId);
      // the active player's tile is back in hand, the same tile, at the same turn
      expect(state.turn).toMatchObject({
        step: 'placeTile',
        number: start.state!.turn.number,
        tile: start.state!.turn.tile,
      });
      expect(state.players[state.turn.player]?.id).toBe(active.userId);
      expect(undone.record.log.map((e) => e.move.type)).toEqual(['removePlayer']);
      const stored = (await db.repository.get(CHANNEL))!.data;
      expect(replayLog(stored, seated([ann, bob, cat]))).toEqual(stored.state);

      // and the game goes on from there
      const again = await placeTile(stored);
      expect(replayLog(again, seated([ann, bob, cat]))).toEqual(again.state);
    });
  }
});

describe('the host role', () => {
  it('passes to the next player in play order when the host leaves mid-game; the former host has no powers', async () => {
    await gameOf([ann, bob, cat]);
    const left = await db.service.leave(CHANNEL, ann);
    expect(left.ok && left.record.hostId).toBe(bob.userId);
    expect(await db.service.abandon(CHANNEL, ann)).toMatchObject({ ok: false });
    expect(await db.service.setClock(CHANNEL, ann, 24)).toMatchObject({ ok: false });
    expect(await db.service.remove(CHANNEL, ann, cat.userId)).toMatchObject({ ok: false });
    expect(await db.service.handOver(CHANNEL, ann, cat.userId)).toMatchObject({ ok: false });
    expect((await db.service.find(CHANNEL))?.status).toBe('playing');
    // the new host holds the powers
    expect((await db.service.handOver(CHANNEL, bob, cat.userId)).ok).toBe(true);
    const ended = await db.service.abandon(CHANNEL, cat);
    expect(ended.ok && ended.record.status).toBe('abandoned');
  });

  it('passes on when the host is removed by a moderator, to the player after the host', async () => {
    await gameOf([ann, bob, cat, dan]);
    await db.service.handOver(CHANNEL, ann, cat.userId);
    const removed = await db.service.remove(CHANNEL, { ...bob, canManage: true }, cat.userId);
    expect(removed.ok && removed.record.hostId).toBe(dan.userId);
  });

  it('passes to the next seat in the lobby, wrapping round', async () => {
    await db.service.newGame(CHANNEL, GUILD, ann, { expansions: [] });
    for (const player of [bob, cat, dan]) await db.service.join(CHANNEL, player);
    await db.service.handOver(CHANNEL, ann, bob.userId);
    const left = await db.service.leave(CHANNEL, bob);
    expect(left.ok && left.record.hostId).toBe(cat.userId);
    await db.service.handOver(CHANNEL, cat, dan.userId);
    const last = await db.service.leave(CHANNEL, dan);
    expect(last.ok && last.record.hostId).toBe(ann.userId);
    expect(await db.service.start(CHANNEL, dan)).toMatchObject({ ok: false });
    expect(await db.service.start(CHANNEL, bob)).toMatchObject({ ok: false });
  });

  it('passes on when the turn clock takes the host out', async () => {
    let now = 0;
    db.service = new GameService(db.repository, { newSeed: () => 12345, now: () => now });
    const record = await gameOf([ann, bob, cat]);
    await db.service.setClock(CHANNEL, ann, 12);
    // the host runs out of time on their turns until taken out
    let current = record;
    for (let guard = 0; guard < 20 && current.seats.some((s) => s.userId === ann.userId); guard++) {
      if (activeOf(current) === ann) {
        now += 13 * 3_600_000;
        await sweepAll(db.service);
      } else {
        current = await placeTile(current);
        const passed = await db.service.play(CHANNEL, activeOf(current), { type: 'pass' });
        if (!passed.ok) throw new Error(JSON.stringify(passed.message));
      }
      current = (await db.service.find(CHANNEL)) as GameRecord;
    }
    expect(current.seats.map((s) => s.userId)).not.toContain(ann.userId);
    expect(current.hostId).not.toBe(ann.userId);
    expect(current.seats.map((s) => s.userId)).toContain(current.hostId);
  });

  it('gives host powers to a seated player when a stored record names a host who is gone', async () => {
    await gameOf([ann, bob, cat]);
    const stored = (await db.repository.get(CHANNEL))!;
    // as records from before this fix: the host left, the role stayed with them
    const seats = stored.data.seats.filter((s) => s.userId !== ann.userId);
    const state = stored.data.state!;
    const players = state.players.filter((p) => p.id !== ann.userId);
    await db.repository.update(CHANNEL, stored.revision, {
      ...stored.data,
      seats,
      state: { ...state, players, turn: { ...state.turn, player: 0 } },
      hostId: ann.userId,
    });
    expect(await db.service.abandon(CHANNEL, ann)).toMatchObject({ ok: false });
    expect((await db.service.setClock(CHANNEL, bob, 24)).ok).toBe(true);
  });
});

describe('votes to abandon', () => {
  it('count only the players still in the game, against a majority of them', async () => {
    await gameOf([ann, bob, cat, dan]);
    expect((await db.service.abandon(CHANNEL, bob)).ok).toBe(true);
    expect((await db.service.abandon(CHANNEL, cat)).ok).toBe(true);
    // two of four: not yet; Bob and Cat leave, and their votes go with them
    await db.service.leave(CHANNEL, bob);
    const afterLeave = await db.service.leave(CHANNEL, cat);
    expect(afterLeave.ok && afterLeave.record.abandonVotes).toEqual([]);
    // Ann and Dan remain: one vote of two is not more than half
    const one = await db.service.abandon(CHANNEL, dan);
    expect(one.ok && one.record.status).toBe('playing');
    expect(one.ok && one.record.abandonVotes).toEqual([dan.userId]);
  });

  it('ignore stored votes of players who are gone', async () => {
    await gameOf([ann, bob, cat, dan]);
    await db.service.handOver(CHANNEL, ann, dan.userId);
    const stored = (await db.repository.get(CHANNEL))!;
    // as records from before this fix: Bob and Cat voted, then left with their votes kept
    const state = stored.data.state!;
    const players = state.players.filter((p) => p.id !== bob.userId && p.id !== cat.userId);
    const seats = stored.data.seats.filter((s) => s.userId !== bob.userId && s.userId !== cat.userId);
    await db.repository.update(CHANNEL, stored.revision, {
      ...stored.data,
      seats,
      state: { ...state, players, turn: { ...state.turn, player: 0 } },
      abandonVotes: [bob.userId, cat.userId],
    });
    const vote = await db.service.abandon(CHANNEL, ann);
    expect(vote.ok && vote.record.status).toBe('playing');
    expect(vote.ok && vote.record.abandonVotes).toEqual([ann.userId]);
  });

  it('end the game when a repeated vote finds a majority after someone left', async () => {
    await gameOf([ann, bob, cat, dan]);
    await db.service.handOver(CHANNEL, ann, dan.userId);
    await db.service.abandon(CHANNEL, ann);
    await db.service.abandon(CHANNEL, bob);
    // two of four; Cat leaves: two of three is more than half
    await db.service.leave(CHANNEL, cat);
    const again = await db.service.abandon(CHANNEL, bob);
    expect(again.ok && again.record.status).toBe('abandoned');
  });
});

describe('a game archived by another process while a move is on its way', () => {
  it('is read only in the transaction that saves the move, so nothing comes in between', async () => {
    const record = await gameOf([ann, bob]);
    const other = await db.fixture.openRepo<GameRecord>(GAME_RECORD_STORAGE);
    // reads outside a transaction (the move used to look at the game first, then lock it)
    let looks = 0;
    const watched = new Proxy(db.repository, {
      get(target, property, receiver) {
        if (property !== 'get') return Reflect.get(target, property, receiver);
        return (channelId: string) => {
          looks++;
          return target.get(channelId);
        };
      },
    });
    const racer = new GameService(watched, { newSeed: () => 12345 });
    const legal = legalMoves(record.state!);
    if (legal.step !== 'placeTile') throw new Error('expected a tile to place');
    const rotation = legal.placements[0]!.rotations[0]!;
    const intent = {
      userId: activeOf(record).userId,
      answers: {},
      choice: { kind: 'place', spot: 1, rotation },
    } as const;
    const placed = await racer.move(CHANNEL, intent);
    expect(placed.kind).not.toBe('refused');
    expect(looks).toBe(0);
    // the other process archives it: the next move finds no game and changes nothing
    const live = await db.repository.get(CHANNEL);
    await other.archive(CHANNEL, live!.revision);
    const late = await racer.move(CHANNEL, { ...intent, choice: { kind: 'skip' } });
    expect(late.kind === 'refused' && render('en', late.message)).toMatch(/no game/i);
    const [archived] = await db.repository.listArchived(GUILD);
    expect(archived?.data.log).toHaveLength(1);
    expect(await db.repository.get(CHANNEL)).toBeUndefined();
  });
});

describe('computer players seated beside members', () => {
  it('have no vote to abandon: two of three members are a majority', async () => {
    await db.service.newGame(CHANNEL, GUILD, ann, {
      expansions: ['farmers'],
      computers: { count: 2, level: 'greedy' },
    });
    await db.service.join(CHANNEL, bob);
    await db.service.join(CHANNEL, cat);
    await db.service.start(CHANNEL, ann);
    expect((await db.service.abandon(CHANNEL, bob)).ok).toBe(true);
    const second = await db.service.abandon(CHANNEL, cat);
    expect(second.ok && second.record.status).toBe('abandoned');
  });

  it('never take the host role when the host leaves', async () => {
    await db.service.newGame(CHANNEL, GUILD, ann, {
      expansions: ['farmers'],
      computers: { count: 2, level: 'greedy' },
    });
    await db.service.join(CHANNEL, bob);
    // seats: Ann, Computer 1, Computer 2, Bob: the role passes over the computers
    const left = await db.service.leave(CHANNEL, ann);
    expect(left.ok && left.record.hostId).toBe(bob.userId);
  });
});
