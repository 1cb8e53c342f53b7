// Wind Roses through the real bot: a whole game from the orange rose. Each time a wind-rose quarter is
// drawn, its player places it from the turn post with `/carcassonne place` on a spot in the sector it
// names (when there is one), and the channel hears the 3 points in words; the other moves go to the game
// directly. The game ends, and the points the quarters earned are in the scores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/app/record';
import { boardSector, inSector, isQuadrant, roseOn, rosesOf } from '../../src/expansions/wind-roses/rules';
import { startTableForTwo } from './table';
import { playTwoSeatGame, startTwoSeatGame } from './two-seat-game';

type Table = Awaited<ReturnType<typeof startTableForTwo>>;
let table: Table;

beforeAll(async () => {
  table = await startTableForTwo('wind-roses');
});

afterAll(async () => {
  await table?.stop();
});

describe('Wind Roses in Discord', () => {
  it('starts from the orange rose, pays a quarter placed in its sector with words, and plays to the end', async () => {
    const { driver, channelId, slash } = table;
    await startTwoSeatGame(table, 'wind-roses');
    const first = (await driver.record(channelId)) as GameRecord;
    expect(first.state?.board[0]?.tile).toBe('WRO');
    const said: string[] = [];
    const ended = await playTwoSeatGame(table, 8, async ({ state, legal }) => {
      const quarter = legal.step === 'placeTile' ? roseOn(legal.tile) : undefined;
      const rose = rosesOf(state).rose;
      const spot =
        legal.step === 'placeTile' && isQuadrant(quarter) && rose
          ? legal.placements.findIndex((p) => inSector(p, boardSector(quarter, rose), rose))
          : -1;
      if (legal.step !== 'placeTile' || spot < 0) return false;
      const before = state.players.find((p) => p.id === legal.player)?.score ?? 0;
      const rotation = legal.placements[spot]?.rotations[0] as number;
      const placed = await driver.run(slash(legal.player, 'place', { spot: spot + 1, rotation }));
      const text = [
        placed.reply?.content ?? '',
        ...placed.posts.map((p) => (p.body as { content?: string }).content ?? ''),
      ].join('\n');
      said.push(text);
      expect(text).toMatch(
        /scores 3 points: the wind-rose quarter at -?\d+,-?\d+ lies in the (north|south)-(east|west) sector it shows/,
      );
      const after = (await driver.record(channelId))?.state;
      if (after) expect(after.players.find((p) => p.id === legal.player)?.score).toBeGreaterThanOrEqual(before + 3);
      return true;
    });
    expect(driver.errors).toEqual([]);
    expect(ended).toBe(true);
    expect(said.length).toBeGreaterThanOrEqual(2);
  }, 600_000);
});
