// Computer players take their turns at once after the move that made it their turn: each turn is thought
// out on the computer thread, saved like a member's, and posted like any other turn (without a ping).
import type { SendableChannels } from 'discord.js';
import { computerMove, type Level } from '../ai';
import { SeededRandom } from '../ai/random-player';
import { computerToMove, playerToMove } from '../app/describe';
import type { GameRecord } from '../app/record';
import type { GameEvent, GameState, Move } from '../engine';
import type { BotDeps } from './context';

/** Enough for any game: a turn is two moves, a game at most a few hundred turns. */
const MOST_MOVES = 1000;

/** Channels whose computer turns this process is playing now (the sweep leaves them alone). */
const playing = new Map<string, number>();
export const playingComputerTurns = (channelId: string) => playing.has(channelId);

/**
 * The computer's own randomness for this decision: fixed by the game and turn (and for a question by the
 * moves made before it), so a replay agrees.
 */
const decisionSeed = (record: GameRecord, state: GameState) =>
  (record.seed * 31 +
    state.turn.number * 2 +
    (state.turn.step === 'placeFigure' ? 1 : 0) +
    (state.turn.step === 'decide' ? record.log.length * 7919 : 0)) >>>
  0;

async function think(deps: BotDeps, level: Level, record: GameRecord, state: GameState): Promise<Move | null> {
  const seed = decisionSeed(record, state);
  try {
    return await deps.computers.think(level, state, seed);
  } catch (error) {
    // the thread failed: a quick greedy move on this thread beats a game that waits
    deps.log('the computer thread failed; playing greedy here', error);
    return computerMove('greedy', state, new SeededRandom(seed));
  }
}

/** Plays every computer turn due in the channel's game, posting each, until a member is to play. */
export async function playComputerTurns(
  deps: BotDeps,
  channel: SendableChannels | undefined,
  channelId: string,
  start: GameRecord,
): Promise<void> {
  playing.set(channelId, (playing.get(channelId) ?? 0) + 1);
  try {
    await playTurns(deps, channel, channelId, start);
  } finally {
    const left = (playing.get(channelId) ?? 1) - 1;
    if (left) playing.set(channelId, left);
    else playing.delete(channelId);
  }
}

async function playTurns(
  deps: BotDeps,
  channel: SendableChannels | undefined,
  channelId: string,
  start: GameRecord,
): Promise<void> {
  let record = start;
  let events: GameEvent[] = [];
  for (let moves = 0; moves < MOST_MOVES; moves++) {
    const level = computerToMove(record);
    const state = record.state;
    if (!level || !state) return;
    const seat = playerToMove(record);
    const move = await think(deps, level, record, state);
    if (!seat || !move) return deps.log(`computer player ${seat?.id} found no move`);
    const actor = { userId: seat.id, name: seat.name };
    const outcome = await deps.service.play(channelId, actor, move, state.turn.number, record.log.length);
    // a member's move (a leave, a removal) got in first: whoever is to play now is played next round
    if (!outcome.ok) return;
    record = outcome.record;
    events = [...events, ...outcome.events];
    // posted once the turn is over, or when a member must move now (a question in a computer's turn)
    const turnOver = record.state?.turn.number !== state.turn.number || !computerToMove(record);
    if (turnOver || record.status !== 'playing') {
      await deps.posts.deliver(channel, channelId, record, events);
      events = [];
    }
  }
}
