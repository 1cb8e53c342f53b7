// Little Buildings through the real bot: a whole game where, whenever the figure step offers a building,
// the player answers from the turn post's buttons: a building button (named by its kind) puts that token
// on the tile just placed, or Skip declines it; the other moves go to the game directly. The game ends,
// and every building clicked lies on its tile, counted in the final scores.
import { ComponentType } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/app/record';
import { buildingsOf, PLACE_BUILDING } from '../../src/expansions/little-buildings/rules';
import { componentsOf } from './moves';
import { startTableForTwo } from './table';
import { playTwoSeatGame, startTwoSeatGame } from './two-seat-game';

type Table = Awaited<ReturnType<typeof startTableForTwo>>;
let table: Table;

beforeAll(async () => {
  table = await startTableForTwo('little-buildings');
});

afterAll(async () => {
  await table?.stop();
});

describe('Little Buildings in Discord', () => {
  it('offers each building as a button beside Skip, puts the clicked one on the tile, and plays to the end', async () => {
    const { fake, driver, channelId, slash } = table;
    await startTwoSeatGame(table, 'little-buildings');
    const counts = { built: 0, declined: 0, labels: 0 };
    const ended = await playTwoSeatGame(table, 5, async ({ state, legal, random }) => {
      const offered = legal.step === 'placeFigure' ? legal.actions.filter((a) => a.action === PLACE_BUILDING) : [];
      // one building turn in three goes through the buttons; the rest straight to the game
      if (!offered.length || random.next() > 0.35) return false;
      await driver.run(slash(legal.player, 'board'));
      const fresh = (await driver.record(channelId)) as GameRecord;
      const post = fake.message(channelId, fresh.liveMessages[0] ?? '');
      const buttons = componentsOf(post).filter((c) => c.type === ComponentType.Button);
      const acts = buttons.filter((c) => c.custom_id?.split(':')[1] === 'act');
      const skip = buttons.find((c) => c.custom_id?.split(':')[1] === 'skip');
      expect(acts.map((c) => c.label?.match(/^Put a (house|tower|shed) on this tile/)?.[1])).toEqual(
        offered.map((a) => a.params?.kind),
      );
      expect(skip).toBeDefined();
      counts.labels += acts.length;
      const placed = state.turn.placed as { x: number; y: number };
      const declining = random.next() < 0.25;
      const index = Math.floor(random.next() * acts.length);
      const button = declining ? skip : acts[index];
      await driver.run(() =>
        fake.injectButton({
          customId: button?.custom_id as string,
          messageId: post?.id,
          userId: legal.player,
          channelId,
        }),
      );
      const after = (await driver.record(channelId))?.state ?? null;
      const token = after && buildingsOf(after).onTiles[`${placed.x},${placed.y}`];
      if (declining) {
        counts.declined++;
        expect(token).toBeUndefined();
      } else {
        counts.built++;
        // the game may have ended with this turn: the archive then has the state
        if (after) expect(token).toBe(offered[index]?.params?.kind);
      }
      return true;
    });
    expect(driver.errors).toEqual([]);
    expect(ended).toBe(true);
    expect(counts.built).toBeGreaterThan(2);
    expect(counts.declined).toBeGreaterThan(0);
  }, 600_000);
});
