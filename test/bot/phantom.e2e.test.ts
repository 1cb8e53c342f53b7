// The Phantom through the real bot: a whole two-player game with the farmers and the phantom, every
// phantom question (after the figure step) answered from the turn post's menu or its Decline button, as a
// member would; each question pings its player, its menu lists every place with the phantom named by its
// own word, its board passes the phone test, and the game plays to its end.
import { ComponentType } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decisionBoardProblems } from '../support/decision-board';
import { namesFigure } from '../support/figure-names';
import { componentsOf, selectFor } from './moves';
import { startTableForTwo } from './table';
import { playTwoSeatGame, startTwoSeatGame } from './two-seat-game';

type Table = Awaited<ReturnType<typeof startTableForTwo>>;
let table: Table;

beforeAll(async () => {
  table = await startTableForTwo('phantom');
});

afterAll(async () => {
  await table?.stop();
});

describe('a game with the phantom in Discord', () => {
  it('asks each phantom question on the turn post, takes the answer from its menu or Decline, and ends', async () => {
    const { fake, driver, channelId, slash } = table;
    await startTwoSeatGame(table, 'phantom');
    const problems: string[] = [];
    const counts = { questions: 0, placed: 0, declined: 0 };
    await playTwoSeatGame(table, 208, async ({ record: current, state, legal, random, afterDirect }) => {
      if (legal.step !== 'decide' || legal.decision.module !== 'phantom') return false;
      // the moves above went to the game directly: the question's post comes with a fresh board
      if (afterDirect) {
        const asked = await driver.run(slash(legal.player, 'board'));
        const body = asked.posts.at(-1)?.body as { content?: string } | undefined;
        if (!body?.content?.includes(`<@${legal.player}>`)) problems.push(`no ping: ${body?.content}`);
        if (!/phantom/.test(body?.content ?? '')) problems.push(`question names no phantom: ${body?.content}`);
        return true;
      }
      counts.questions++;
      for (const problem of decisionBoardProblems(state, 'en')) problems.push(`board: ${problem}`);
      const live = fake.message(channelId, current.liveMessages[0] ?? '');
      const select = componentsOf(live).find((c) => c.type === ComponentType.StringSelect);
      const options = select?.options ?? [];
      if (options.length !== legal.choices.length) problems.push(`menu ${options.length} of ${legal.choices.length}`);
      for (const option of options)
        if (!namesFigure(option.label, 'en', 'phantom')) problems.push(`option names no phantom: ${option.label}`);
      const decline = componentsOf(live).find((c) => c.custom_id?.split(':')[1] === 'decline');
      if (!decline?.custom_id) problems.push('no Decline button');
      // the first questions are declined (the phantom stays home, so it is asked again), later ones answered
      if (decline?.custom_id && counts.questions <= 4) {
        const customId = decline.custom_id;
        await driver.run(() => fake.injectButton({ customId, messageId: live?.id, userId: legal.player, channelId }));
        counts.declined++;
        return true;
      }
      const number = 1 + Math.floor(random.next() * legal.choices.length);
      const placing = legal.choices[number - 1]?.at;
      const answered = await driver.run(() =>
        fake.injectStringSelect({
          customId: selectFor(live, number) as string,
          values: [String(number)],
          messageId: live?.id,
          userId: legal.player,
          channelId,
        }),
      );
      expect(answered.reply?.content).toMatch(/^Done!/);
      const after = (await driver.record(channelId))?.state;
      const there = after?.figures.some(
        (f) => f.kind === 'phantom' && f.x === placing?.x && f.y === placing?.y && f.player === legal.player,
      );
      // a phantom placed on a feature its tile completed has scored and come home already
      if (after && !there && !after.players.some((p) => p.id === legal.player && p.supply.phantom === 1))
        problems.push(`the phantom is neither at ${placing?.x},${placing?.y} nor home`);
      counts.placed++;
      return true;
    });
    expect(driver.errors).toEqual([]);
    expect(await driver.record(channelId)).toBeUndefined();
    expect(problems).toEqual([]);
    expect(counts.declined).toBe(4);
    expect(counts.placed).toBeGreaterThanOrEqual(2);
    console.log(`phantom questions: ${JSON.stringify(counts)}`);
  }, 900_000);
});
