// A burst of interactions late in several games at once: what the acknowledgement test checks the order
// of, and what `npm run bench` (bench/acknowledge.ts) times. No vitest here: the bench imports it too.

import { randomMove, SeededRandom } from '../../src/ai/random-player';
import type { GameRecord } from '../../src/app/record';
import { encodeId } from '../../src/bot/custom-id';
import { type GameState, legalMoves } from '../../src/engine';
import type { FakeDiscord, OptionValue } from '../support/fake-discord';
import type { BotDriver } from './driver';

const CMD = 'carcassonne';

/** Plays a game through the service (not Discord) up to the tile step of `turn`. */
export function fastForward(driver: BotDriver, fake: FakeDiscord, channelId: string, seed: number, turn: number) {
  return playThrough(
    driver,
    fake,
    channelId,
    seed,
    (state) => state.turn.number === turn && state.turn.step === 'placeTile',
  );
}

/** Plays a whole game through the service (not Discord): it ends finished, in the channel's archive. */
export function playToTheEnd(driver: BotDriver, fake: FakeDiscord, channelId: string, seed: number) {
  return playThrough(driver, fake, channelId, seed, () => false);
}

/** A game of the guild's first two members, random moves seeded by `seed`, until `stop` or its end. */
async function playThrough(
  driver: BotDriver,
  fake: FakeDiscord,
  channelId: string,
  seed: number,
  stop: (state: GameState) => boolean,
) {
  const service = driver.bot.service;
  const [alice, bob] = fake.guild().members.map((m) => ({ userId: m.id, name: m.username }));
  if (!alice || !bob) throw new Error('two members expected');
  await service.newGame(channelId, fake.guild().id, alice, { expansions: ['farmers'] });
  await service.join(channelId, bob);
  await service.start(channelId, alice);
  const random = new SeededRandom(seed);
  for (;;) {
    const record = await service.find(channelId);
    // a game over is archived: the channel has none
    if (!record) return;
    const state = record.state;
    if (!state) throw new Error('the game did not start');
    if (stop(state)) return;
    const move = randomMove(state, random);
    const actor = state.players[state.turn.player];
    if (!move || !actor) throw new Error(`no move at turn ${state.turn.number}`);
    const outcome = await service.play(channelId, { userId: actor.id, name: actor.name }, move);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.message));
  }
}

/**
 * Interactions for one channel at its tile step: 4 previews (each draws a board), 10 conflicting
 * placements by the active player, 3 refused placements by the other, and 3 score look-ups; with
 * `lookUps`, also one each of board, tiles, help, rules, games, language, notify, history and stats.
 */
export function burst(fake: FakeDiscord, channelId: string, record: GameRecord, lookUps = false): (() => string)[] {
  const state = record.state;
  const legal = state && legalMoves(state);
  if (!state || legal?.step !== 'placeTile') throw new Error('expected a tile to place');
  const active = state.players[state.turn.player]?.id as string;
  const other = state.players.find((p) => p.id !== active)?.id as string;
  const placements = legal.placements.flatMap((p, i) => p.rotations.map((rotation) => ({ spot: i + 1, rotation })));
  const slash = (userId: string, subcommand: string, options?: Record<string, OptionValue>) => () =>
    fake.injectSlashCommand({ name: CMD, subcommand, userId, channelId, ...(options ? { options } : {}) });
  const place = (userId: string, i: number) => slash(userId, 'place', placements[i % placements.length]);
  const preview = (i: number) => () =>
    fake.injectStringSelect({
      customId: encodeId({ action: 'spot', gameId: record.gameId, turn: state.turn.number, arg: '0' }),
      values: [String((i % legal.placements.length) + 1)],
      userId: active,
      channelId,
    });
  const scores = slash(other, 'scores');
  const looks = lookUps
    ? ['board', 'tiles', 'help', 'games', 'language', 'notify', 'history', 'stats']
        .map((subcommand) => slash(other, subcommand))
        .concat(slash(other, 'rules', { topic: 'farmer' }))
    : [];
  return [
    ...Array.from({ length: 4 }, (_, i) => preview(i)),
    ...Array.from({ length: 10 }, (_, i) => place(active, i)),
    ...Array.from({ length: 3 }, (_, i) => place(other, i)),
    scores,
    scores,
    scores,
    ...looks,
  ];
}

/** Interleaves the channels' bursts, as clicks from many servers arrive. */
export function interleave<T>(lists: T[][]): T[] {
  const longest = Math.max(...lists.map((l) => l.length));
  return Array.from({ length: longest }, (_, i) => lists.flatMap((l) => (i < l.length ? [l[i] as T] : []))).flat();
}
