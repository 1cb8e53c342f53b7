// A whole game with Princess & Dragon, the Tower, Abbey & Mayor, Mage & Witch, the Messengers and the
// Ferries in each language, its questions played through the posts' menus as a new user would: every
// question's menus and Decline, every figure step that offers an action, and one turn in six from the
// spot menu and its preview's rotation buttons on (the other moves go to the game directly, to spare the
// drawing of posts nobody reads; the next question is then read from a fresh `/carcassonne board`).
// Every kind of question met is answered from its menu at least once (never first declined or typed, as
// the answers past a menu's 125 are); every menu and row of buttons offers
// no two alike labels, every answer and action names its figure by that figure's own word, and every
// question's board and close-ups pass the phone test. With DECISION_TEXTS=<file>, every question's post
// (its text, description and answers) is appended to that file, to read.
import { appendFileSync } from 'node:fs';
import { type APIMessage, ComponentType } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { distinctRotations } from '../../src/app/tile-looks';
import { legalMoves, type Move } from '../../src/engine';
import { LOCALES } from '../../src/i18n';
import { decisionBoardProblems } from '../support/decision-board';
import { isFigureKind, namesFigure } from '../support/figure-names';
import { buttonFor, componentsOf, selectFor } from './moves';
import { startTableForTwo } from './table';

const SIX = 'princess-dragon,tower,abbey-mayor,mage-witch,messengers,ferries';

type Table = Awaited<ReturnType<typeof startTableForTwo>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

/** Labels repeated within one menu, or within one message's buttons. */
function repeatedLabels(message: APIMessage | undefined): string[] {
  const repeated: string[] = [];
  const components = componentsOf(message);
  const groups = [
    ...components
      .filter((c) => c.type === ComponentType.StringSelect)
      .map((c) => (c.options ?? []).map((o) => o.label)),
    components.filter((c) => c.type === ComponentType.Button).map((c) => c.label ?? ''),
  ];
  for (const labels of groups) {
    const seen = new Set<string>();
    for (const label of labels) {
      if (seen.has(label)) repeated.push(label);
      seen.add(label);
    }
  }
  return repeated;
}

describe('a whole game with six expansions, through the menus', () => {
  for (const locale of LOCALES)
    it(`plays to the end in ${locale}: labels apart, figures named, decision boards legible`, async () => {
      table = await startTableForTwo(`six-${locale}`);
      const { fake, driver, channelId, alice, bob, slash } = table;
      const random = new SeededRandom(77);
      await driver.run(slash(alice, 'new', { expansions: SIX, language: locale }));
      await driver.run(slash(bob, 'join'));
      await driver.run(slash(alice, 'start'));

      const problems: string[] = [];
      const counts = {
        turns: 0,
        questions: 0,
        answers: 0,
        declined: 0,
        typed: 0,
        figureSteps: 0,
        closeUpPosts: 0,
        figuresNamed: 0,
        menus: 0,
        ownQuestions: 0,
      };
      // the kinds of question met, and those answered from the post's menu
      const met = new Set<string>();
      const fromMenu = new Set<string>();
      const declinedOnly = new Set<string>();
      const check = (what: string, message: APIMessage | undefined) => {
        counts.menus++;
        for (const label of repeatedLabels(message)) problems.push(`${what}: “${label}” twice`);
      };
      const optionLabel = (message: APIMessage | undefined, value: string) =>
        componentsOf(message)
          .flatMap((c) => c.options ?? [])
          .find((o) => o.value === value)?.label;
      const buttonLabel = (message: APIMessage | undefined, action: string, arg: string) =>
        componentsOf(message).find(
          (c) =>
            c.type === ComponentType.Button && c.custom_id?.split(':')[1] === action && c.custom_id.endsWith(`:${arg}`),
        )?.label;

      // a click that leads to the clicker's own next question answers with that question and its menus
      const expectOwnQuestionAsked = async (reply: APIMessage | undefined, clicker: string, what: string) => {
        const after = (await driver.record(channelId))?.state;
        const next = after && legalMoves(after);
        if (next?.step !== 'decide' || next.player !== clicker || !next.choices.length) return;
        counts.ownQuestions++;
        if (!componentsOf(reply).some((c) => c.type === ComponentType.StringSelect))
          problems.push(`${what}: the clicker's own next question was not asked in the answer: ${reply?.content}`);
      };
      let lastPrivate: APIMessage | undefined;
      let over = false;
      let fresh = true;
      let menuTurn = 0;
      for (let step = 0; step < 3000 && !over; step++) {
        // a finished game leaves the channel for the archive
        const current = await driver.record(channelId);
        if (!current?.state || current.status !== 'playing') {
          over = true;
          break;
        }
        const state = current.state;
        const legal = legalMoves(state);
        if (legal.step === 'ended') {
          over = true;
          break;
        }
        const turn = state.turn.number;
        // every question and every figure step with an action goes through the posts' menus, and one
        // turn in six from its tile on; the other moves go straight to the game (their posts would only
        // cost drawing time), after which the next menu is read from a fresh `/carcassonne board`
        const viaMenus =
          legal.step === 'decide' ||
          (legal.step === 'placeFigure' && (legal.actions.length > 0 || menuTurn === turn)) ||
          (legal.step === 'placeTile' && turn % 6 === 1);
        if (!viaMenus) {
          const move = randomMove(state, random, 0.5) as Move;
          const outcome = await driver.bot.service.play(channelId, { userId: legal.player, name: legal.player }, move);
          if (!outcome.ok) throw new Error(`turn ${turn}: refused ${outcome.message.key}`);
          fresh = false;
          continue;
        }
        if (!fresh) {
          await driver.run(slash(legal.player, 'board'));
          fresh = true;
          continue;
        }
        const live = fake.message(channelId, current.liveMessages[0] ?? '');
        check(`turn ${turn} post`, live);

        if (legal.step === 'placeTile') {
          counts.turns++;
          menuTurn = turn;
          const index = Math.floor(random.next() * legal.placements.length);
          const placement = legal.placements[index] as (typeof legal.placements)[number];
          const spot = index + 1;
          const rotation = random.pick(distinctRotations(legal.tile, placement.rotations));
          const select = selectFor(live, spot);
          if (!select) {
            await driver.run(slash(legal.player, 'place', { spot, rotation }));
            continue;
          }
          const picked = await driver.run(() =>
            fake.injectStringSelect({
              customId: select,
              values: [String(spot)],
              messageId: live?.id,
              userId: legal.player,
              channelId,
            }),
          );
          check(`turn ${turn} preview`, picked.reply);
          const button = buttonFor(picked.reply, 'tile', `${spot}-${rotation}`) as string;
          const placed = await driver.run(() =>
            fake.injectButton({ customId: button, messageId: picked.reply?.id, userId: legal.player, channelId }),
          );
          lastPrivate = placed.reply;
          continue;
        }

        if (legal.step === 'placeFigure') {
          counts.figureSteps++;
          // the figure choice, on the turn post (and the private message of the placement)
          const post = componentsOf(live).some((c) => c.label && c.custom_id?.includes(':skip:')) ? live : lastPrivate;
          check(`turn ${turn} figures`, post);
          legal.actions.forEach((action, i) => {
            const label = buttonLabel(post, 'act', String(i + 1));
            const figure = action.params?.figure;
            if (!label || !isFigureKind(figure)) return;
            counts.figuresNamed++;
            if (!namesFigure(label, locale, figure)) problems.push(`turn ${turn} action names no ${figure}: ${label}`);
          });
          const buttons = componentsOf(post).filter((c) => c.type === ComponentType.Button);
          const acts = buttons.filter((c) => c.custom_id?.split(':')[1] === 'act');
          const figures = buttons.filter((c) => c.custom_id?.split(':')[1] === 'fig');
          const roll = random.next();
          const chosen =
            acts.length && roll < 0.3
              ? random.pick(acts)
              : figures.length && roll < 0.7
                ? random.pick(figures)
                : buttons.find((c) => c.custom_id?.split(':')[1] === 'skip');
          if (!chosen?.custom_id) throw new Error(`turn ${turn}: no figure buttons`);
          const customId = chosen.custom_id;
          const clicked = await driver.run(() =>
            fake.injectButton({ customId, messageId: post?.id, userId: legal.player, channelId }),
          );
          await expectOwnQuestionAsked(clicked.reply, legal.player, `turn ${turn} figure step`);
          continue;
        }

        if (legal.step !== 'decide') throw new Error(`unexpected step ${(legal as { step: string }).step}`);
        counts.questions++;
        const kind = `${legal.decision.module}.${legal.decision.kind}`;
        met.add(kind);
        const where = `turn ${turn} ${kind}`;
        // past 72 tiles (the phone test's boards) a question's numbers may be sized down to fit nine close-ups
        const huge = state.board.length > 72;
        for (const problem of decisionBoardProblems(state, locale, huge)) problems.push(`${where} board: ${problem}`);
        // answers scattered too widely for one close-up: the post carries a titled close-up of each region
        if ((live?.attachments.length ?? 0) > 1) {
          counts.closeUpPosts++;
          if (live?.embeds.length !== live?.attachments.length || live?.embeds.slice(1).some((e) => !e.title))
            problems.push(`${where}: close-ups without their titled embeds`);
        }
        const texts = process.env.DECISION_TEXTS;
        if (texts)
          appendFileSync(
            texts,
            `${JSON.stringify({
              locale,
              kind,
              content: live?.content,
              description: live?.embeds[0]?.description,
              closeUps: live?.embeds.slice(1).map((e) => e.title),
              answers: componentsOf(live).flatMap((c) => (c.options ?? []).map((o) => o.label)),
              buttons: componentsOf(live).flatMap((c) => (c.type === ComponentType.Button ? [c.label] : [])),
            })}\n`,
          );
        legal.choices.forEach((choice, i) => {
          const label = optionLabel(live, String(i + 1));
          const figure = choice.params?.figure;
          // a robber goes beside a figure of the score track, whose "meeple" is no follower
          if (!label || !isFigureKind(figure) || legal.decision.module === 'robbers') return;
          counts.figuresNamed++;
          if (!namesFigure(label, locale, figure)) problems.push(`${where} names no ${figure}: ${label}`);
        });
        const decline = componentsOf(live).find((c) => c.custom_id?.split(':')[1] === 'decline');
        // a kind of question not yet answered from its menu is answered (one without answers can only be declined)
        const mayDecline = fromMenu.has(kind) ? random.next() < 0.2 : !legal.choices.length;
        if (legal.optional && decline?.custom_id && mayDecline) {
          if (!legal.choices.length) declinedOnly.add(kind);
          const customId = decline.custom_id;
          counts.declined++;
          await driver.run(() => fake.injectButton({ customId, messageId: live?.id, userId: legal.player, channelId }));
          continue;
        }
        counts.answers++;
        // the first answer of a kind from the menus (which hold 125), later ones anywhere
        const number =
          1 + Math.floor(random.next() * Math.min(legal.choices.length, fromMenu.has(kind) ? Infinity : 125));
        const select = selectFor(live, number);
        if (!select) {
          // past the menus' 125 entries an answer is typed
          counts.typed++;
          await driver.run(slash(legal.player, 'choose', { option: number }));
          continue;
        }
        fromMenu.add(kind);
        const answered = await driver.run(() =>
          fake.injectStringSelect({
            customId: select,
            values: [String(number)],
            messageId: live?.id,
            userId: legal.player,
            channelId,
          }),
        );
        await expectOwnQuestionAsked(answered.reply, legal.player, where);
      }

      expect(driver.errors).toEqual([]);
      expect(over).toBe(true);
      expect(await driver.record(channelId)).toBeUndefined();
      expect(problems).toEqual([]);
      expect(counts.turns).toBeGreaterThan(10);
      expect(counts.questions).toBeGreaterThan(10);
      expect(counts.figuresNamed).toBeGreaterThan(5);
      // every kind of question met was answered from its menu at least once (or, where it may, declined)
      expect([...met].filter((kind) => !fromMenu.has(kind) && !declinedOnly.has(kind))).toEqual([]);
      expect(counts.declined).toBeGreaterThan(0);
      console.log(`${locale}: ${JSON.stringify(counts)} kinds ${[...met].sort().join(' ')}`);
    }, 900_000);
});
