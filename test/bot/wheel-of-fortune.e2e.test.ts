// The Wheel of Fortune through the real bot: a member plays a whole game against a computer player; her
// figure steps offer a button per sector with a free crown space, which she clicks now and then; a plague
// asks her, before her tile is placed, which follower goes home, answered from the question's menu
// (never declinable); the game ends and is archived. Typed `wheel-of-fortune:standalone`, the game opens
// as the standalone box, which the lobby names.
import { afterEach, describe, expect, it } from 'vitest';
import { lastArchivedGame, playToTheEnd, startSoloGame, startSoloTable } from './expansion-game';

type Table = Awaited<ReturnType<typeof startSoloTable>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

describe('the Wheel of Fortune in Discord', () => {
  it('plays a whole game against a computer: the crown-space buttons, the wheel turned by the tiles', async () => {
    table = await startSoloGame('wheel-of-fortune', 'farmers,wheel-of-fortune');
    const { driver, channelId } = table;
    const played = await playToTheEnd(table, { module: 'wheel-of-fortune', actions: ['wheel-crown'], seed: 3 });
    expect(driver.errors).toEqual([]);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await lastArchivedGame(table))?.data;
    expect(archived?.status).toBe('finished');
    expect(played.actions).toBeGreaterThan(0);
    const events = archived?.log.flatMap((entry) => entry.events) ?? [];
    const turned = events.filter(
      (e) => e.type === 'expansion' && e.module === 'wheel-of-fortune' && e.what === 'turned',
    );
    expect(turned.length).toBeGreaterThan(5);
    // every plague question she was asked was answered from its menu: it has no Decline
    expect(played.declines).toBe(0);
    expect(played.answers).toBe(played.questions.length);
  }, 600_000);

  it('opens the standalone box when typed wheel-of-fortune:standalone, and the lobby names it', async () => {
    table = await startSoloTable('wheel-standalone');
    const { driver, channelId, alice, slash } = table;
    const opened = await driver.run(slash(alice, 'new', { expansions: 'wheel-of-fortune:standalone' }));
    const lines = opened.reply?.embeds[0]?.description?.split('\n') ?? [];
    expect(lines).toContain('Tile sets: Wheel of Fortune as the standalone box (its own tiles)');
    const record = await driver.record(channelId);
    expect(record?.expansions).toContain('wheel-of-fortune');
    expect(record?.options).toMatchObject({ wheelOfFortuneBox: 'standalone' });
    expect(driver.errors).toEqual([]);
  });
});
