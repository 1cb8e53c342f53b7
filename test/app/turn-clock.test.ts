// The turn clock through the sweep, with a clock the test moves by hand and a real SQLite file.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GameService } from '../../src/app/game-service';
import { GAME_RECORD_STORAGE } from '../../src/app/open-repository';
import type { GameRecord } from '../../src/app/record';
import { COMPUTER_TURN_GRACE_MS, deadline, dueAction, nextDueAt } from '../../src/app/turn-clock';
import { makeSqliteFixture } from '../storage/sqlite-fixture';
import { sweepAll } from './sweep';

const HOUR = 3_600_000;
const ann = { userId: '100', name: 'Ann' };
const bob = { userId: '200', name: 'Bob' };

let fixture: Awaited<ReturnType<typeof makeSqliteFixture>>;
let service: GameService;
let now = 1_000_000;

beforeEach(async () => {
  fixture = await makeSqliteFixture();
  const repository = await fixture.openRepo<GameRecord>(GAME_RECORD_STORAGE);
  service = new GameService(repository, { now: () => now, newSeed: () => 7 });
  await service.newGame('c1', 'g1', ann, { expansions: ['farmers'], turnHours: 24 });
  await service.join('c1', bob);
  await service.start('c1', ann);
});
afterEach(async () => fixture.cleanup());

const active = async () => {
  const record = (await service.find('c1')) as GameRecord;
  return record.state?.players[record.state.turn.player]?.id;
};

describe('turn clock', () => {
  it('reminds at half time and near the end, once each, then skips the turn', async () => {
    const first = await active();
    const record = (await service.find('c1')) as GameRecord;
    expect(deadline(record.clock)).toBe(now + 24 * HOUR);
    now += 11 * HOUR;
    expect(await sweepAll(service)).toEqual([]);
    now += 1 * HOUR;
    expect((await sweepAll(service)).map((n) => n.action)).toEqual(['remind-half']);
    expect(await sweepAll(service)).toEqual([]);
    now += 10 * HOUR;
    expect((await sweepAll(service)).map((n) => n.action)).toEqual(['remind-end']);
    now += 2 * HOUR;
    const [skipped] = await sweepAll(service);
    expect(skipped?.action).toBe('skip');
    expect(skipped?.player).toBe(first);
    expect(await active()).not.toBe(first);
    expect(skipped?.record.clock?.turnStartedAt).toBe(now);
    expect(skipped?.events.some((e) => e.type === 'turnSkipped')).toBe(true);
  });

  it('takes out a player after three timeouts, which ends a two-player game', async () => {
    const actions: string[] = [];
    for (let i = 0; i < 6 && (await service.find('c1')); i++) {
      now += 25 * HOUR;
      actions.push(...(await sweepAll(service)).map((n) => n.action));
    }
    expect(actions).toEqual(['skip', 'skip', 'skip', 'skip', 'remove']);
    expect(await service.find('c1')).toBeUndefined(); // finished and archived
  });

  it('can be switched off by the host only', async () => {
    expect(await service.setClock('c1', bob, 0)).toMatchObject({ ok: false });
    expect((await service.setClock('c1', ann, 0)).ok).toBe(true);
    now += 100 * HOUR;
    expect(await sweepAll(service)).toEqual([]);
  });
});

describe('a computer player standing in', () => {
  it('takes the seat of a player out of time three times instead; the member takes it back with join', async () => {
    await service.abandon('c1', ann);
    await service.newGame('c1', 'g1', ann, { expansions: ['farmers'], turnHours: 24, standIn: 'random' });
    await service.join('c1', bob);
    await service.start('c1', ann);
    const actions: string[] = [];
    // every timeout is a member's: neither is replaced before their third
    for (let i = 0; i < 5; i++) {
      now += 25 * HOUR;
      actions.push(...(await sweepAll(service)).map((n) => n.action));
    }
    expect(actions).toEqual(['skip', 'skip', 'skip', 'skip', 'replace']);
    const record = (await service.find('c1')) as GameRecord;
    const replaced = record.seats.find((s) => s.computer);
    expect(replaced).toMatchObject({ computer: 'random', away: true });
    expect(record.state?.players.map((p) => p.id)).toContain(replaced?.userId);
    // the computer's turn is due: the sweep hands it over once the bot has had time to play it itself
    expect(dueAction(record, now)).toBeNull();
    expect(nextDueAt(record)).toBe(now + COMPUTER_TURN_GRACE_MS);
    expect(dueAction(record, now + COMPUTER_TURN_GRACE_MS)).toBe('computer');
    now += 100 * HOUR;
    expect((await sweepAll(service)).map((n) => n.action)).toEqual(['computer']);
    const member = replaced?.userId === ann.userId ? ann : bob;
    expect(await service.join('c1', { ...bob, userId: '300' })).toMatchObject({ ok: false });
    const back = await service.join('c1', member);
    expect(back.ok && back.record.seats.find((s) => s.userId === member.userId)).toEqual({
      userId: member.userId,
      name: member.name,
    });
    // a member's turn again: the clock runs for them, and their next timeout hands the seat over again
    expect(dueAction((await service.find('c1')) as GameRecord, now)).toBe('replace');
  });
});

describe('a sweep pass', () => {
  it('hands each due game over before it changes the next, so a pass holds one game at a time', async () => {
    await service.newGame('c2', 'g1', ann, { expansions: ['farmers'], turnHours: 24 });
    await service.join('c2', bob);
    await service.start('c2', ann);
    now += 25 * HOUR;
    const before = (await service.find('c2')) as GameRecord;

    const pass = service.sweepNotices();
    const first = await pass.next();
    const other = first.value?.channelId === 'c1' ? 'c2' : 'c1';
    expect(first.value?.action).toBe('skip');
    // the other game, due as well, is untouched until the caller asks for more
    const untouched = (await service.find(other)) as GameRecord;
    expect(untouched.log.length).toBe(before.log.length);
    const second = await pass.next();
    expect(second.value?.channelId).toBe(other);
    expect(((await service.find(other)) as GameRecord).log.length).toBe(before.log.length + 1);
    expect((await pass.next()).done).toBe(true);
  });
});

describe('the due index', () => {
  it('names the first moment the sweep has something to do, whatever was already sent', async () => {
    const record = (await service.find('c1')) as GameRecord;
    for (const reminded of [[], ['half'], ['end'], ['half', 'end']] as ('half' | 'end')[][]) {
      for (const hours of [12, 24, 72]) {
        const clocked = { ...record, clock: { ...record.clock!, hours, reminded } };
        const due = nextDueAt(clocked) as number;
        expect(dueAction(clocked, due - 1)).toBeNull();
        expect(dueAction(clocked, due)).not.toBeNull();
      }
    }
    expect(nextDueAt({ ...record, clock: { ...record.clock!, hours: null } })).toBeNull();
  });
});
