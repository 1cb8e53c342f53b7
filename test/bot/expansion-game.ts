// One member and one computer player through the real bot, playing a whole game with an expansion to the
// end: every figure step that offers one of the expansion's actions clicks its button on the turn post,
// and every question of the expansion asked of the member is answered from the post's menu or declined
// with its Decline button; other moves are typed (/carcassonne place, figure, skip). The computer plays
// its own turns (and answers its own questions) at once after the member's. Used by the e2e test of each
// small expansion (test/bot/<id>.e2e.test.ts).
import { type APIMessage, ComponentType } from 'discord.js';
import { expect } from 'vitest';
import { SeededRandom } from '../../src/ai/random-player';
import { legalMoves } from '../../src/engine';
import { type BotDriver, startTable } from './driver';
import { componentsOf, selectFor } from './moves';
import { HOUR, type Slash, slashIn } from './table';

export interface ExpansionGame {
  /** Clicks of the expansion's action buttons, answers from its question menus, Decline buttons. */
  actions: number;
  answers: number;
  declines: number;
  /** The questions' words as posted (their first lines), for the tests to read. */
  questions: string[];
  turns: number;
}

/** A table of one member (alice) and a fake Discord, for a game against one computer player. */
export async function startSoloTable(name: string, options: Parameters<typeof startTable>[1] = {}) {
  const table = await startTable(
    { channels: [{ name }], members: [{ username: 'alice' }] },
    { aiBudgetMs: 5, ...options },
  );
  const alice = table.fake.guild().members[0]?.id as string;
  const channelId = table.fake.guild().channels[0]?.id as string;
  return { ...table, alice, channelId, slash: slashIn(table.fake, channelId) };
}

type SoloTable = Awaited<ReturnType<typeof startSoloTable>>;

/**
 * A solo table whose game, with `expansions`, alice starts against one greedy computer player. With
 * `clockHours` the game runs under that turn clock on a clock of the test's own: `outwaitClock` moves it an
 * hour past the limit and lets the bot sweep, and says what the log gained.
 */
export async function startSoloGame(name: string, expansions: string, clockHours?: number) {
  let now = Date.UTC(2026, 0, 1);
  const table = await startSoloTable(name, clockHours === undefined ? {} : { now: () => now });
  const { driver, channelId, alice, slash } = table;
  const options: Record<string, string | number> = { expansions, computer: 1, level: 'greedy' };
  if (clockHours !== undefined) options.clock = clockHours;
  await driver.run(slash(alice, 'new', options));
  await driver.run(slash(alice, 'start'));
  const outwaitClock = async () => {
    const before = await driver.record(channelId);
    now += ((clockHours ?? 0) + 1) * HOUR;
    await driver.bot.sweep();
    await driver.bot.idle();
    const after = await driver.record(channelId);
    const events = after?.log.slice(before?.log.length ?? 0).flatMap((entry) => entry.events) ?? [];
    return { before, after, events };
  };
  return { ...table, outwaitClock };
}

/** Whether the table's game now waits on a question of `module` (of that kind, of that player, when named). */
export function askingNow(table: SoloTable, module: string, which: { kind?: string; player?: string } = {}) {
  return async () => {
    const state = (await table.driver.record(table.channelId))?.state;
    const legal = state && legalMoves(state);
    return (
      legal?.step === 'decide' &&
      legal.decision.module === module &&
      (which.kind === undefined || legal.decision.kind === which.kind) &&
      (which.player === undefined || legal.player === which.player)
    );
  };
}

/** The table's last finished game, from the archive. */
export async function lastArchivedGame(table: Pick<SoloTable, 'driver' | 'fake'>) {
  return (await table.driver.bot.service.repository.listArchived(table.fake.guild().id, 1))[0];
}

export interface PlayOptions {
  /** The expansion whose questions are answered from the menus. */
  module: string;
  /** Its figure-step action ids, clicked from the buttons. */
  actions: readonly string[];
  seed?: number;
  /** The share of optional questions declined. */
  decline?: number;
  /** Stops early when it says so (checked before each move). */
  until?: () => Promise<boolean>;
  /** A figure kind of the expansion typed with /carcassonne figure (its `kind`) whenever a spot offers it. */
  figureKind?: string;
}

/**
 * Plays alice's moves until the game ends (or `until` says stop). `module` is the expansion whose actions
 * and questions go through the post's buttons and menus; `decline` is the share of its optional questions
 * declined. Returns what was done.
 */
export async function playToTheEnd(
  table: {
    driver: BotDriver;
    channelId: string;
    alice: string;
    slash: Slash;
    fake: Awaited<ReturnType<typeof startTable>>['fake'];
  },
  { module, actions, seed = 7, decline = 0.25, until, figureKind }: PlayOptions,
): Promise<ExpansionGame> {
  const { driver, channelId, alice, slash, fake } = table;
  const random = new SeededRandom(seed);
  let lastReply: APIMessage | undefined;
  const done: ExpansionGame = { actions: 0, answers: 0, declines: 0, questions: [], turns: 0 };
  for (let step = 0; step < 2000; step++) {
    if (until && (await until())) return done;
    const record = await driver.record(channelId);
    if (!record?.state || record.status !== 'playing') return done;
    const legal = legalMoves(record.state);
    if (legal.step === 'ended') return done;
    expect(legal.player, 'the computer never keeps the member waiting').toBe(alice);
    const post = fake.message(channelId, record.liveMessages[0] ?? '');
    // the figure step's buttons are on the turn post, or on the private answer to the placement
    const live =
      legal.step === 'placeFigure' && !componentsOf(post).some((c) => c.custom_id?.includes(':skip:'))
        ? lastReply
        : post;
    const buttons = componentsOf(live).filter((c) => c.type === ComponentType.Button);
    const click = (customId: string) =>
      driver.run(() => fake.injectButton({ customId, messageId: live?.id, userId: alice, channelId }));
    if (legal.step === 'placeTile') {
      done.turns++;
      const spot = 1 + Math.floor(random.next() * legal.placements.length);
      const rotation = legal.placements[spot - 1]?.rotations[0] ?? 0;
      lastReply = (await driver.run(slash(alice, 'place', { spot, rotation }))).reply;
    } else if (legal.step === 'placeFigure') {
      const index = legal.actions.findIndex((a) => actions.includes(a.action));
      const act = buttons.find((c) => c.custom_id?.split(':')[1] === 'act' && c.custom_id.endsWith(`:${index + 1}`));
      // spot A is the first spot (src/app/choices.ts): the letter of the first offering the figure kind
      const kindAt = figureKind ? legal.spots.findIndex((s) => s.figures.includes(figureKind)) : -1;
      if (index >= 0 && act?.custom_id && random.next() < 0.8) {
        done.actions++;
        await click(act.custom_id);
      } else if (kindAt >= 0 && random.next() < 0.7) {
        const spot = String.fromCharCode(65 + kindAt);
        lastReply = (await driver.run(slash(alice, 'figure', { spot, kind: figureKind as string }))).reply;
      } else if (legal.spots.length && random.next() < 0.6) {
        lastReply = (await driver.run(slash(alice, 'figure', { spot: 'A' }))).reply;
      } else {
        lastReply = (await driver.run(slash(alice, 'skip'))).reply;
      }
    } else if (legal.step === 'decide') {
      const mine = legal.decision.module === module;
      if (mine) done.questions.push(String((live as { content?: string })?.content ?? '').split('\n')[0] ?? '');
      const declineButton = buttons.find((c) => c.custom_id?.split(':')[1] === 'decline');
      if (mine && legal.optional) expect(declineButton, 'an optional question has its Decline button').toBeDefined();
      if (legal.optional && declineButton?.custom_id && (random.next() < decline || !legal.choices.length)) {
        if (mine) done.declines++;
        await click(declineButton.custom_id);
        continue;
      }
      const number = 1 + Math.floor(random.next() * legal.choices.length);
      // a question the figure typed raised may be asked on the private answer to it
      const onReply = !selectFor(live, number) && selectFor(lastReply, number);
      const menuPost = onReply ? lastReply : live;
      const select = selectFor(menuPost, number);
      if (mine) {
        expect(select, 'a question of the expansion has its menu').toBeDefined();
        done.answers++;
      }
      if (select) {
        await driver.run(() =>
          fake.injectStringSelect({
            customId: select,
            values: [String(number)],
            messageId: menuPost?.id,
            userId: alice,
            channelId,
          }),
        );
      } else {
        await driver.run(slash(alice, 'choose', { option: number }));
      }
    }
  }
  throw new Error('the game did not end in 2000 moves');
}
