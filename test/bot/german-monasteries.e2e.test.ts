// Monasteries in Germany through the real bot: a whole game of two members, every move through the bot so
// the channel hears every score. Each figure step on a German monastery tile lies a follower down as the
// abbot with `/carcassonne figure spot` (the letter of the "monastery, as abbot" spot the figure step
// offers beside the monk's); the channel says it lies on its side, and the final scoring words each
// abbot's row and column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABBOT_PLACE } from '../../src/expansions/german-monasteries/tiles';
import { lastArchivedGame } from './expansion-game';
import { startTableForTwo } from './table';
import { playTwoSeatGame, startTwoSeatGame } from './two-seat-game';

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
    const { driver, channelId, slash } = table;
    await startTwoSeatGame(table, 'german-monasteries');
    let abbots = 0;
    let announced = 0;
    const words: string[] = [];
    const said = (handled: Awaited<ReturnType<typeof driver.run>>) =>
      [handled.reply?.content ?? '', ...handled.posts.map((p) => (p.body as { content?: string }).content ?? '')].join(
        '\n',
      );
    const ended = await playTwoSeatGame(table, 4, async ({ legal, random }) => {
      if (legal.step === 'placeTile') {
        const spot = 1 + Math.floor(random.next() * legal.placements.length);
        const rotation = legal.placements[spot - 1]?.rotations[0] ?? 0;
        words.push(said(await driver.run(slash(legal.player, 'place', { spot, rotation }))));
        return true;
      }
      if (legal.step !== 'placeFigure') return false;
      const abbotSpot = legal.spots.findIndex((s) => s.kind === ABBOT_PLACE && s.figures.includes('meeple'));
      if (abbotSpot >= 0) {
        // the monk's spot is offered too, a letter of its own
        expect(legal.spots.some((s) => s.kind === 'monastery')).toBe(true);
        abbots++;
        const text = said(await driver.run(slash(legal.player, 'figure', { spot: LETTERS[abbotSpot] as string })));
        if (/follower lies on its side at -?\d+,-?\d+: the monastery's abbot/.test(text)) announced++;
        words.push(text);
      } else if (legal.spots.length && random.next() < 0.3) {
        words.push(said(await driver.run(slash(legal.player, 'figure', { spot: 'A' }))));
      } else {
        words.push(said(await driver.run(slash(legal.player, 'skip'))));
      }
      return true;
    });
    const archived = (await lastArchivedGame(table))?.data;
    expect(driver.errors).toEqual([]);
    expect(ended).toBe(true);
    expect(await driver.record(channelId)).toBeUndefined();
    expect(archived?.status).toBe('finished');
    expect(abbots).toBeGreaterThan(1);
    expect(announced).toBe(abbots);
    // the final scoring words each abbot: its row and column
    expect(words.join('\n')).toMatch(/monastery's abbot: itself \+ \d+ tiles? in its row and column/);
  }, 600_000);
});
