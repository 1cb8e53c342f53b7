// The Catapult through the real bot: a member plays a whole game against a computer player. After each
// fair tile a catapult round runs across both players: the placer picks the token from the question's
// menu, then each player launches in turn (the member aims from the menu, the computer aims on its own),
// a seduction's swap may be declined, and the catch game asks the thrower's lane and the catcher's guess.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine';
import { lastArchivedGame, playToTheEnd, startSoloGame } from './expansion-game';

type Table = Awaited<ReturnType<typeof startSoloGame>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

describe('the Catapult in Discord', () => {
  it('plays a whole game against a computer, every catapult round launched by both players', async () => {
    table = await startSoloGame('catapult', 'catapult');
    const { driver, channelId } = table;
    const played = await playToTheEnd(table, { module: 'catapult', actions: [], seed: 4 });
    expect(driver.errors).toEqual([]);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await lastArchivedGame(table))?.data;
    expect(archived?.status).toBe('finished');
    expect(played.answers).toBeGreaterThan(0);
    expect(played.questions.some((q) => /Choose the catapult token everyone launches/.test(q))).toBe(true);
    expect(played.questions.some((q) => /aim your|throw the catch token|guess the lane/.test(q))).toBe(true);
    // each round: both players launch (or throw) once
    const events: GameEvent[] = archived?.log.flatMap((entry) => entry.events) ?? [];
    const catapult = events.filter((e) => e.type === 'expansion' && e.module === 'catapult');
    const rounds = catapult.filter((e) => e.type === 'expansion' && e.what === 'round-over').length;
    const launches = catapult.filter((e) => e.type === 'expansion' && (e.what === 'landed' || e.what === 'thrown'));
    expect(rounds).toBeGreaterThan(0);
    expect(launches.length).toBe(rounds * 2);
    const launchers = new Set(launches.map((e) => (e.type === 'expansion' ? e.data?.player : undefined)));
    expect(launchers.size).toBe(2);
  }, 900_000);
});
