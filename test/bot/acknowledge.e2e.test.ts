// Discord drops an interaction that is not acknowledged within 3 s. Late in ten games at once (turn 60,
// the biggest boards), 200 interactions arrive together: moves that conflict, previews that each draw
// a board, refusals and score look-ups. Every one must be acknowledged within 3 s, and exactly one move
// per channel applied.
import { InteractionResponseType } from 'discord.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GameRecord } from '../../src/app/record';
import { encodeId } from '../../src/bot/custom-id';
import { legalMoves } from '../../src/engine';
import { randomMove, SeededRandom } from '../../src/sim/random-player';
import type { FakeDiscord } from '../support/fake-discord';
import { type BotDriver, startTable } from './driver';
import { CMD, slashIn } from './table';

const CHANNELS = 10;
const PER_CHANNEL = 20;
const TURN = 60;

let fake: FakeDiscord;
let driver: BotDriver;
let table: Awaited<ReturnType<typeof startTable>>;

beforeAll(async () => {
  table = await startTable({
    channels: Array.from({ length: CHANNELS }, (_, i) => ({ name: `game-${i}` })),
    members: [{ username: 'alice' }, { username: 'bob' }],
  });
  ({ fake, driver } = table);
  await Promise.all(fake.guild().channels.map((channel, i) => fastForward(channel.id, i + 1)));
}, 120_000);

afterAll(async () => {
  await table?.stop();
});

/** Plays a game through the service (not Discord) up to the start of turn 60. */
async function fastForward(channelId: string, seed: number): Promise<void> {
  const service = driver.bot.service;
  const [alice, bob] = fake.guild().members.map((m) => ({ userId: m.id, name: m.username }));
  if (!alice || !bob) throw new Error('two members expected');
  await service.newGame(channelId, fake.guild().id, alice, { expansions: ['farmers'] });
  await service.join(channelId, bob);
  await service.start(channelId, alice);
  const random = new SeededRandom(seed);
  for (;;) {
    const record = (await service.find(channelId)) as GameRecord;
    const state = record.state;
    if (!state) throw new Error('the game did not start');
    if (state.turn.number === TURN && state.turn.step === 'placeTile') return;
    const move = randomMove(state, random);
    const actor = state.players[state.turn.player];
    if (!move || !actor) throw new Error(`no move at turn ${state.turn.number}`);
    const outcome = await service.play(channelId, { userId: actor.id, name: actor.name }, move);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.message));
  }
}

/** Twenty interactions for one channel: 4 previews, 10 conflicting placements, 3 refusals, 3 score look-ups. */
function burst(channelId: string, record: GameRecord): (() => string)[] {
  const state = record.state;
  const legal = state && legalMoves(state);
  if (!state || legal?.step !== 'placeTile') throw new Error('expected a tile to place');
  const active = state.players[state.turn.player]?.id as string;
  const other = state.players.find((p) => p.id !== active)?.id as string;
  const placements = legal.placements.flatMap((p, i) => p.rotations.map((rotation) => ({ spot: i + 1, rotation })));
  const slash = slashIn(fake, channelId);
  const place = (userId: string, i: number) => slash(userId, 'place', placements[i % placements.length]);
  const preview = (i: number) => () =>
    fake.injectStringSelect({
      customId: encodeId({ action: 'spot', gameId: record.gameId, turn: TURN, arg: '0' }),
      values: [String((i % legal.placements.length) + 1)],
      userId: active,
      channelId,
    });
  const scores = slash(other, 'scores');
  const injects = [
    ...Array.from({ length: 4 }, (_, i) => preview(i)),
    ...Array.from({ length: 10 }, (_, i) => place(active, i)),
    ...Array.from({ length: 3 }, (_, i) => place(other, i)),
    scores,
    scores,
    scores,
  ];
  expect(injects).toHaveLength(PER_CHANNEL);
  return injects;
}

/** Interleaves the channels' bursts, as clicks from many servers arrive. */
function interleave<T>(lists: T[][]): T[] {
  const longest = Math.max(...lists.map((l) => l.length));
  return Array.from({ length: longest }, (_, i) => lists.flatMap((l) => (i < l.length ? [l[i] as T] : []))).flat();
}

it('acknowledges 200 simultaneous interactions in 10 games at turn 60 within 3 s; one move per channel', async () => {
  const channels = fake.guild().channels.map((c) => c.id);
  const records = await Promise.all(channels.map(async (id) => (await driver.record(id)) as GameRecord));
  const injects = interleave(channels.map((id, i) => burst(id, records[i] as GameRecord)));

  const started = performance.now();
  const handled = await driver.runAll(injects);
  const elapsed = performance.now() - started;

  const latencies = handled
    .map((h) => {
      const interaction = fake.interaction(h.id);
      return (interaction.response?.at ?? Number.POSITIVE_INFINITY) - interaction.createdAt;
    })
    .sort((a, b) => a - b);
  const p95 = latencies[Math.ceil(latencies.length * 0.95) - 1] ?? 0;
  const max = latencies[latencies.length - 1] ?? 0;
  console.log(
    `acknowledged ${latencies.length} interactions: p95 ${Math.round(p95)} ms, max ${Math.round(max)} ms; ` +
      `all answered and drawn in ${(elapsed / 1000).toFixed(1)} s`,
  );
  expect(latencies).toHaveLength(CHANNELS * PER_CHANNEL);
  expect(max).toBeLessThan(3000);

  for (const channelId of channels) {
    const after = (await driver.record(channelId)) as GameRecord;
    const placed = after.log.filter((entry) => entry.turn === TURN && entry.move.type === 'placeTile');
    expect(placed, channelId).toHaveLength(1);
  }
  // The previews came first: each drew its own private board.
  const previews = handled.filter((h) => h.reply?.attachments?.some((a) => a.filename.startsWith('preview')));
  expect(previews).toHaveLength(CHANNELS * 4);
  expect(driver.errors).toEqual([]);
}, 60_000);

it('defers /history and /stats publicly before reading the archive, then fills the answer in', async () => {
  const [history, stats] = await driver.runAll(
    ['history', 'stats'].map(
      (subcommand) => () => fake.injectSlashCommand({ name: CMD, subcommand, channelId: fake.guild().channels[0]?.id }),
    ),
  );
  for (const handled of [history, stats]) {
    expect(handled?.callback.body).toMatchObject({ type: InteractionResponseType.DeferredChannelMessageWithSource });
    expect(handled?.ephemeral).toBe(false);
    expect(handled?.reply?.content).toMatch(/No finished games/);
  }
});
