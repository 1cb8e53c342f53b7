// The render threads draw exactly what the renderer draws in the calling thread, report the renderer's
// errors, and keep working after one; a question's close-ups come back with its board.
import { afterAll, expect, it } from 'vitest';
import { runRenderJob } from '../../render/render-jobs';
import { RenderPool } from '../../render/render-pool';
import { createGame, legalMoves } from '../../src/engine';
import { installEveryExpansion } from '../../src/expansions';
import { latePortal } from '../support/decision-samples';

installEveryExpansion();

const pool = new RenderPool(1);
afterAll(() => pool.close());

const { state } = createGame({
  players: [
    { id: 'a', name: 'Ann' },
    { id: 'b', name: 'Bob' },
  ],
  expansions: ['farmers'],
  options: {},
  seed: 7,
  firstPlayer: 0,
});

it('draws the same board and preview bytes on a worker thread as in this one', async () => {
  const legal = legalMoves(state);
  if (legal.step !== 'placeTile') throw new Error('expected a tile to place');
  const spot = legal.placements[0]!;
  const preview = { kind: 'preview', state, x: spot.x, y: spot.y, rotation: spot.rotations[0]! } as const;
  for (const job of [{ kind: 'board', state } as const, preview]) {
    const [threaded, local] = await Promise.all([pool.run(job), runRenderJob(job)]);
    expect(threaded.format).toBe('png');
    expect(threaded.image.equals(local.image)).toBe(true);
  }
});

it("rejects with the renderer's reason and goes on drawing", async () => {
  await expect(pool.run({ kind: 'preview', state, x: 40, y: 40, rotation: 0 })).rejects.toThrow(/No preview/);
  expect((await pool.run({ kind: 'board', state })).image.length).toBeGreaterThan(1000);
});

it("hands back a scattered question's close-ups with the board, the same bytes as in this thread", async () => {
  const portal = latePortal();
  const job = { kind: 'board', state: portal.state } as const;
  const [threaded, local] = await Promise.all([pool.run(job), runRenderJob(job)]);
  expect(threaded.closeUps?.length).toBeGreaterThan(1);
  expect(threaded.closeUps?.map((c) => [c.name, c.numbers])).toEqual(local.closeUps?.map((c) => [c.name, c.numbers]));
  threaded.closeUps?.forEach((closeUp, i) => {
    expect(closeUp.image.equals(local.closeUps?.[i]?.image as Buffer)).toBe(true);
  });
}, 120_000);
