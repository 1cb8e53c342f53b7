// The Cathars through the real bot: a whole game with farmers to the end, steered so knights sit in besieged
// cities beside monasteries; the escape question is asked of the active player with a menu of the
// followers that may escape and a Decline, and both answers do what they say.
import { afterAll, describe, expect, it } from 'vitest';
import { playSiegeGame } from './siege-steering';
import { startTableForTwo } from './table';

let table: Awaited<ReturnType<typeof startTableForTwo>> | undefined;

afterAll(async () => {
  await table?.stop();
});

describe('the Cathars in Discord', () => {
  it('asks the escape with a menu and a Decline, and plays to the end', async () => {
    table = await startTableForTwo('cathars');
    const game = await playSiegeGame(table, 'cathars');
    expect(game.problems).toEqual([]);
    expect(game.escapedByMenu).toBe(true);
    expect(game.declinedByButton).toBe(true);
    expect(game.status).toMatch(/^finished/);
    expect(game.history).toMatch(/Finished games/);
  });
});
