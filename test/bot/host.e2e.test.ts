// The host role passes on when the host leaves, through the real bot: the channel is told who hosts
// now, and the former host can no longer end the game.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeDiscord } from '../support/fake-discord';
import { type BotDriver, startTable } from './driver';
import { type Slash, slashIn } from './table';

let fake: FakeDiscord;
let driver: BotDriver;
let members: string[];
let channel: string;
let slash: Slash;
let bot: Awaited<ReturnType<typeof startTable>>;

beforeAll(async () => {
  bot = await startTable({
    channels: [{ name: 'games' }],
    members: [{ username: 'alice' }, { username: 'bob' }, { username: 'cat' }],
  });
  ({ fake, driver } = bot);
  members = fake.guild().members.map((m) => m.id);
  channel = fake.guild().channels[0]?.id as string;
  slash = slashIn(fake, channel);
});
afterAll(async () => {
  await bot?.stop();
});

describe('a host who leaves mid-game', () => {
  it('passes the role to the next player, says so, and keeps no powers', async () => {
    const [alice, bob, cat] = members as [string, string, string];
    await driver.run(slash(alice, 'new'));
    await driver.run(slash(bob, 'join'));
    await driver.run(slash(cat, 'join'));
    await driver.run(slash(alice, 'start'));
    const asked = await driver.run(slash(alice, 'leave'));
    expect(asked.ephemeral).toBe(true);
    const left = await driver.click(channel, asked.reply, 'Confirm', alice);
    expect(left.followUps[0]?.ephemeral).toBe(false);
    expect(left.followUps[0]?.content).toBe(
      '**alice** left the game. Their figures left the board. **bob** is the host now.',
    );
    const abandon = await driver.run(slash(alice, 'abandon'));
    expect(abandon.ephemeral).toBe(true);
    expect((await driver.record(channel))?.status).toBe('playing');
    const clock = await driver.run(slash(bob, 'clock', { hours: 24 }));
    expect(clock.ephemeral).toBe(false);
    expect((await driver.record(channel))?.clock?.hours).toBe(24);
    expect(driver.errors).toEqual([]);
  });
});
