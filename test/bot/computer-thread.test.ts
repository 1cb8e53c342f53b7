// The computer players think on a worker thread: the main thread keeps running while a strong player
// searches, and the move that comes back is legal.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BUDGET_MS } from '../../src/ai';
import { budgetFromEnv, ComputerThread } from '../../src/bot/computer-thread';
import { applyMove, createGame } from '../../src/engine';

const threads: ComputerThread[] = [];
afterEach(async () => {
  for (const thread of threads.splice(0)) await thread.close();
});

const { state } = createGame({
  players: [
    { id: 'a', name: 'Ann' },
    { id: 'b', name: 'Bob' },
  ],
  expansions: ['farmers'],
  seed: 5,
});

describe('computer thread', () => {
  it('answers with a legal move while the main thread keeps turning', async () => {
    const thread = new ComputerThread(400);
    threads.push(thread);
    await thread.think('greedy', state, 1); // the worker is up before the clock starts
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const move = await thread.think('strong', state, 1);
    clearInterval(timer);
    expect(move?.type).toBe('placeTile');
    expect(applyMove(state, 'a', move as never).ok).toBe(true);
    // a search on the main thread would let no timer fire until it ends
    expect(ticks).toBeGreaterThan(10);
  });

  it('takes its budget from AI_BUDGET_MS, else the default', () => {
    expect(budgetFromEnv({ AI_BUDGET_MS: '250' })).toBe(250);
    expect(budgetFromEnv({ AI_BUDGET_MS: 'soon' })).toBe(DEFAULT_BUDGET_MS);
    expect(budgetFromEnv({})).toBe(DEFAULT_BUDGET_MS);
  });

  it('refuses work once closed', async () => {
    const thread = new ComputerThread(10);
    await thread.close();
    await expect(thread.think('random', state, 1)).rejects.toThrow(/closed/);
  });
});
