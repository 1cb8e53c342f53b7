// Cathedrals in Germany through the real bot: a whole game of two members, every move through the bot so
// the channel hears every score. Each figure step on a cathedral tile puts a follower on the cathedral as
// the archbishop with `/carcassonne figure spot` (the letter of the "cathedral, as archbishop" spot the
// figure step offers beside the roads' and fields'); the archbishops are scored, in play once all their
// roads are completed or at the end, in road segments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATHEDRAL } from '../../src/expansions/german-cathedrals/tiles';
import { lastArchivedGame } from './expansion-game';
import { startTableForTwo } from './table';
import { playTwoSeatGame, startTwoSeatGame } from './two-seat-game';

type Table = Awaited<ReturnType<typeof startTableForTwo>>;
let table: Table;

beforeAll(async () => {
  table = await startTableForTwo('german-cathedrals');
});

afterAll(async () => {
  await table?.stop();
});

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('Cathedrals in Germany in Discord', () => {
  it('offers the cathedral as a spot, puts archbishops there, and scores them in road segments', async () => {
    const { driver, channelId, slash } = table;
    await startTwoSeatGame(table, 'german-cathedrals');
    let archbishops = 0;
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
      const cathedral = legal.spots.findIndex((s) => s.kind === CATHEDRAL && s.figures.includes('meeple'));
      if (cathedral >= 0) {
        // its roads are offered too, each a letter of its own
        expect(legal.spots.some((s) => s.kind === 'road')).toBe(true);
        archbishops++;
        words.push(said(await driver.run(slash(legal.player, 'figure', { spot: LETTERS[cathedral] as string }))));
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
    expect(archbishops).toBeGreaterThan(1);
    // every archbishop is scored, in play or at the end, in its roads' segments
    const scored = words.join('\n').match(/cathedral's archbishop: \d+ road segments?/g) ?? [];
    expect(scored.length).toBe(archbishops);
  }, 600_000);
});
