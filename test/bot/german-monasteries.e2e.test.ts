// Monasteries in Germany through the real bot: a whole game of two members where every figure step on a
// German monastery tile lies a follower down as the abbot with `/carcassonne figure spot` (the letter of
// the "monastery, as abbot" spot the figure step offers beside the monk's), the channel says it lies on
// its side, and the final scoring words each abbot's row and column. Other moves go to the game directly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeededRandom } from '../../src/ai/random-player';
import { legalMoves } from '../../src/engine';
import { ABBOT_PLACE } from '../../src/expansions/german-monasteries/tiles';
import { startTableForTwo } from './table';

type Table = Awaited<ReturnType<typeof startTableForTwo>>;
let table: Table;

beforeAll(async () => {
  table = await startTableForTwo('german-monasteries');
});

afterAll(async () => {
  await table?.stop();
});

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('Monasteries in Germany in Discord', () => {
  it('offers the abbot beside the monk, says the follower lies down, and scores the abbots at the end', async () => {
    const { driver, channelId, alice, bob, slash } = table;
    await driver.run(slash(alice, 'new', { expansions: 'german-monasteries' }));
    await driver.run(slash(bob, 'join'));
    await driver.run(slash(alice, 'start'));
    const random = new SeededRandom(4);
    let abbots = 0;
    let announced = 0;
    const words: string[] = [];
    let ended = false;
    for (let step = 0; step < 3000 && !ended; step++) {
      const record = await driver.record(channelId);
      const state = record?.state;
      if (!record || !state || record.status !== 'playing') {
        ended = true;
        break;
      }
      const legal = legalMoves(state);
      if (legal.step === 'ended') break;
      const collect = (handled: Awaited<ReturnType<typeof driver.run>>) =>
        [
          handled.reply?.content ?? '',
          ...handled.posts.map((p) => (p.body as { content?: string }).content ?? ''),
        ].join('\n');
      if (legal.step === 'placeTile') {
        const spot = 1 + Math.floor(random.next() * legal.placements.length);
        const rotation = legal.placements[spot - 1]?.rotations[0] ?? 0;
        words.push(collect(await driver.run(slash(legal.player, 'place', { spot, rotation }))));
        continue;
      }
      if (legal.step !== 'placeFigure') throw new Error(`unexpected step ${legal.step}`);
      const abbotSpot = legal.spots.findIndex((s) => s.kind === ABBOT_PLACE && s.figures.includes('meeple'));
      let handled: Awaited<ReturnType<typeof driver.run>>;
      if (abbotSpot >= 0) {
        // the monk's spot is offered too, a letter of its own
        expect(legal.spots.some((s) => s.kind === 'monastery')).toBe(true);
        abbots++;
        handled = await driver.run(slash(legal.player, 'figure', { spot: LETTERS[abbotSpot] as string }));
        if (/follower lies on its side at -?\d+,-?\d+: the monastery's abbot/.test(collect(handled))) announced++;
      } else if (legal.spots.length && random.next() < 0.3) {
        handled = await driver.run(slash(legal.player, 'figure', { spot: 'A' }));
      } else {
        handled = await driver.run(slash(legal.player, 'skip'));
      }
      words.push(collect(handled));
    }
    const last = await driver.record(channelId);
    const archived = (await driver.bot.service.repository.listArchived(table.fake.guild().id, 1))[0]?.data;
    expect(driver.errors).toEqual([]);
    expect(last).toBeUndefined();
    expect(archived?.status).toBe('finished');
    expect(abbots).toBeGreaterThan(1);
    expect(announced).toBe(abbots);
    // the final scoring words each abbot: its row and column
    expect(words.join('\n')).toMatch(/monastery's abbot: itself \+ \d+ tiles? in its row and column/);
  }, 600_000);
});
