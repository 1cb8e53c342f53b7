// The Barber-Surgeons through the real bot: a member plays a whole game against a computer player to the
// end (her figure steps click the buy-out button whenever one of her followers lies in a bathhouse).
import { afterEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine';
import { lastArchivedGame, playToTheEnd, startSoloGame } from './expansion-game';

type Table = Awaited<ReturnType<typeof startSoloGame>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

describe('the Barber-Surgeons in Discord', () => {
  it('plays a whole game against a computer to the end', async () => {
    table = await startSoloGame('barber-surgeons', 'barber-surgeons');
    const { driver, channelId } = table;
    // seed 2: her lone follower goes into a bathhouse and she buys it out from the figure step's button
    const played = await playToTheEnd(table, { module: 'barber-surgeons', actions: ['buy-out'], seed: 2 });
    expect(driver.errors).toEqual([]);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await lastArchivedGame(table))?.data;
    expect(archived?.status).toBe('finished');
    const events: GameEvent[] = archived?.log.flatMap((entry) => entry.events) ?? [];
    const hers = (what: string) =>
      events.filter(
        (e) =>
          e.type === 'expansion' &&
          e.module === 'barber-surgeons' &&
          e.what === what &&
          e.data?.player === table?.alice,
      ).length;
    expect(hers('sent')).toBeGreaterThan(0);
    expect(hers('bought-out')).toBeGreaterThan(0);
    expect(played.actions).toBe(hers('bought-out'));
  }, 600_000);
});
