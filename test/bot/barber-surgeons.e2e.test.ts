// The Barber-Surgeons through the real bot: a member plays a whole game against a computer player. Her
// lone scorers go into bathhouses (the bathhouse question's menu when several are free), and her figure
// steps offer the buy-out button beside the figure spots while one of her followers lies in a bathhouse.
import { afterEach, describe, expect, it } from 'vitest';
import { lastArchivedGame, playToTheEnd, startSoloGame } from './expansion-game';

type Table = Awaited<ReturnType<typeof startSoloGame>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

describe('the Barber-Surgeons in Discord', () => {
  it('plays a whole game against a computer: followers sent into bathhouses and bought out', async () => {
    table = await startSoloGame('barber-surgeons', 'barber-surgeons');
    const { driver, channelId, alice } = table;
    const played = await playToTheEnd(table, { module: 'barber-surgeons', actions: ['buy-out'], seed: 3 });
    expect(driver.errors).toEqual([]);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await lastArchivedGame(table))?.data;
    expect(archived?.status).toBe('finished');
    const events = archived?.log.flatMap((entry) => entry.events) ?? [];
    const mine = (what: string) =>
      events.filter(
        (e) => e.type === 'expansion' && e.module === 'barber-surgeons' && e.what === what && e.data?.player === alice,
      );
    expect(mine('sent').length).toBeGreaterThan(0);
    expect(mine('bought-out')).toHaveLength(played.actions);
    expect(played.actions).toBeGreaterThan(0);
  }, 600_000);
});
