// A question whose answers are scattered over a big board (the magic portal's hundred features): the turn
// post carries the whole board, then one titled close-up per region that numbers its answers, every answer
// in some close-up's title; Discord's ten attachments are never exceeded. Drawn by the real renderer.
import { describe, expect, it } from 'vitest';
import { runRenderJob } from '../../render/render-jobs';
import { boardImage, numberRuns } from '../../src/bot/board-image';
import { turnPost } from '../../src/bot/messages';
import { legalMoves } from '../../src/engine';
import { installEveryExpansion } from '../../src/expansions';
import { latePortal, recordOf } from '../support/decision-samples';

installEveryExpansion();

/** "1–4, 7" back to 1, 2, 3, 4, 7. */
const unrun = (runs: string) =>
  runs.split(', ').flatMap((run) => {
    const [from, to] = run.split('–').map(Number) as [number, number?];
    return Array.from({ length: (to ?? from) - from + 1 }, (_, i) => from + i);
  });

describe('scattered answers on the turn post', () => {
  it('shortens runs of numbers', () => {
    expect(numberRuns(['1', '2', '3', '4', '7', '9', '10'])).toBe('1–4, 7, 9, 10');
    expect(unrun('1–4, 7, 9, 10')).toEqual([1, 2, 3, 4, 7, 9, 10]);
  });

  it('posts the board and a titled close-up for each region, together numbering every answer', async () => {
    // the portal's 108 answers over a 68-tile board
    const portal = latePortal();
    const legal = legalMoves(portal.state);
    if (legal.step !== 'decide') throw new Error('a question');
    const image = await boardImage(runRenderJob, portal.state, { locale: 'lv' });
    const closeUps = image.closeUps ?? [];
    expect(closeUps.length).toBeGreaterThan(1);
    const post = turnPost(recordOf(portal.state, 'lv'), image, { ping: false });
    expect(post.files).toHaveLength(1 + closeUps.length);
    expect(post.files.length).toBeLessThanOrEqual(10);
    const embeds = post.embeds.map((e) => e.toJSON());
    expect(embeds.map((e) => e.image?.url)).toEqual([
      'attachment://board.png',
      ...closeUps.map((_, i) => `attachment://close-up-${String.fromCharCode(65 + i)}.png`),
    ]);
    const titled = embeds.slice(1).map((e) => e.title ?? '');
    const listed = new Set<number>();
    titled.forEach((title, i) => {
      const match = title.match(/^Tuvplāns ([A-I]) · numuri (.+)$/);
      expect(match?.[1], title).toBe(String.fromCharCode(65 + i));
      for (const number of unrun(match?.[2] ?? '')) listed.add(number);
    });
    expect([...listed].sort((a, b) => a - b)).toEqual(legal.choices.map((_, i) => i + 1));
  }, 120_000);
});
