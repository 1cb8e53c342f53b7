// Bridges, Castles & Bazaars through the real bot: a member plays a whole game against a computer player;
// when she completes a small city of two half-circles she is asked whether it becomes a castle, and after
// placing a tile whether she lays a bridge; she answers from the question's menu or declines it.
import { afterEach, describe, expect, it } from 'vitest';
import { lastArchivedGame, playToTheEnd, startSoloGame } from './expansion-game';

type Table = Awaited<ReturnType<typeof startSoloGame>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

describe('Bridges, Castles & Bazaars in Discord', () => {
  it('plays a whole game against a computer, castle and bridge questions answered or declined', async () => {
    table = await startSoloGame('bcb', 'farmers,bridges-castles-bazaars');
    const { driver, channelId } = table;
    const played = await playToTheEnd(table, { module: 'bridges-castles-bazaars', actions: [], seed: 3, decline: 0.3 });
    expect(driver.errors).toEqual([]);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await lastArchivedGame(table))?.data;
    expect(archived?.status).toBe('finished');
    for (const question of played.questions) expect(question).toMatch(/castle|bridge|bazaar|bids \d/);
    expect(played.questions.some((question) => /bridge/.test(question))).toBe(true);
    // every castle built is on the board at the end, with its token spent
    const castles =
      (archived?.state?.modules?.['bridges-castles-bazaars'] as { castles: { player: string }[] } | undefined)
        ?.castles ?? [];
    expect(castles.length).toBeLessThanOrEqual(6);
    // bridges were laid, no more than the two players' three each
    const bridges =
      (archived?.state?.modules?.['bridges-castles-bazaars.bridges'] as { bridges: unknown[] } | undefined)?.bridges ??
      [];
    expect(bridges.length).toBeGreaterThan(0);
    expect(bridges.length).toBeLessThanOrEqual(6);
  }, 600_000);
});
