// Stopping takes longer than its grace when many channels are busy. Six members each end their turn at
// once while the bot does one interaction's work at a time; the bot is stopped with no grace at all.
// Every interaction is still answered: one whose work had not started is told to try again in a
// minute and changes nothing; one whose work started saved its move, and the turn post it owes is made,
// before the stop or by the next start (noted in the outbox before the render threads closed).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import type { GameRecord } from '../../src/app/record';
import { translate } from '../../src/i18n';
import type { FakeDiscord } from '../support/fake-discord';
import { type BotDriver, CALLBACK, CHANNEL_POST, startTable } from './driver';
import { CMD } from './table';

const CHANNELS = 6;
const TURN = 3;

let fake: FakeDiscord;
let driver: BotDriver;
let table: Awaited<ReturnType<typeof startTable>>;

beforeAll(async () => {
  table = await startTable(
    {
      channels: Array.from({ length: CHANNELS }, (_, i) => ({ name: `busy-${i}` })),
      members: [{ username: 'alice' }, { username: 'bob' }],
    },
    { concurrentWork: 1 },
  );
  ({ fake, driver } = table);
  await Promise.all(fake.guild().channels.map((channel, i) => toFigureStep(channel.id, i + 1)));
}, 120_000);

afterAll(async () => table?.stop());

/** A game played through the service up to the figure step of turn 3 (the tile is placed). */
async function toFigureStep(channelId: string, seed: number): Promise<void> {
  const service = driver.bot.service;
  const [alice, bob] = fake.guild().members.map((m) => ({ userId: m.id, name: m.username }));
  if (!alice || !bob) throw new Error('two members expected');
  await service.newGame(channelId, fake.guild().id, alice, { expansions: [] });
  await service.join(channelId, bob);
  await service.start(channelId, alice);
  const random = new SeededRandom(seed);
  for (;;) {
    const state = ((await service.find(channelId)) as GameRecord).state;
    if (!state) throw new Error('the game did not start');
    if (state.turn.number === TURN && state.turn.step === 'placeFigure') return;
    const move = state.turn.step === 'placeFigure' ? { type: 'pass' as const } : randomMove(state, random);
    const actor = state.players[state.turn.player];
    if (!move || !actor) throw new Error(`no move at turn ${state.turn.number}`);
    const outcome = await service.play(channelId, { userId: actor.id, name: actor.name }, move);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.message));
  }
}

const turnPostsOf = (channelId: string, turn: number) =>
  fake.calls.filter(
    (c) =>
      c.route === CHANNEL_POST &&
      c.params.channelId === channelId &&
      c.status === 200 &&
      (c.body as { embeds?: { title?: string }[] }).embeds?.[0]?.title?.startsWith(`Turn ${turn} `),
  );

it('answers every interaction when stopped past its grace, and the next start makes the posts owed', async () => {
  const channels = fake.guild().channels.map((c) => c.id);
  const before = await Promise.all(channels.map(async (id) => (await driver.record(id)) as GameRecord));
  // each active player ends their turn without a figure, all at once
  const ids = before.map((record, i) => {
    const active = record.state?.players[record.state.turn.player]?.id as string;
    return fake.injectSlashCommand({ name: CMD, subcommand: 'skip', userId: active, channelId: channels[i] });
  });
  await Promise.all(ids.map((id) => fake.waitForCall((c) => c.interactionId === id && c.route === CALLBACK, 10_000)));
  await driver.bot.stop(0);

  const restarting = translate('en', 'bot.restarting');
  const answers = ids.map((id) => {
    const interaction = fake.interaction(id);
    const reply = interaction.originalMessageId
      ? fake.message(interaction.channelId, interaction.originalMessageId)
      : undefined;
    return reply?.content ?? '';
  });
  // none left "thinking": each was answered, and at least one was turned away (one works at a time)
  expect(
    answers.every((content) => content.length > 0),
    answers.join(' | '),
  ).toBe(true);
  const turnedAway = answers.map((content) => content === restarting);
  expect(turnedAway.filter(Boolean).length).toBeGreaterThan(0);

  await driver.start();
  await driver.bot.idle();
  for (const [i, channelId] of channels.entries()) {
    const after = (await driver.record(channelId)) as GameRecord;
    if (turnedAway[i]) {
      // nothing changed: still the figure step of the same turn, the same moves logged
      expect(after.state?.turn).toMatchObject({ number: TURN, step: 'placeFigure' });
      expect(after.log).toHaveLength(before[i]?.log.length ?? -1);
    } else {
      // the move was saved, and the next turn's post is out (before the stop, or made by this start)
      expect(after.state?.turn.number, answers[i]).toBe(TURN + 1);
      await expect.poll(() => turnPostsOf(channelId, TURN + 1).length, { timeout: 5000 }).toBeGreaterThan(0);
    }
  }
  expect(driver.errors.filter((e) => /failed$/.test(e.message) && !/posting the board/.test(e.message))).toEqual([]);
}, 60_000);
