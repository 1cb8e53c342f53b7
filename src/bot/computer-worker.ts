// The computer players' thread: thinks about the moves the main thread (computer-thread.ts) asks for, so a
// strong player's second of search never holds up the acknowledgement of an interaction.
import { parentPort } from 'node:worker_threads';
import { computerMove, type Level } from '../ai';
import { SeededRandom } from '../ai/random-player';
import type { GameState, Move } from '../engine/types';
import { installEveryExpansion } from '../expansions';

// every expansion handed to the engine, the catalog, the rules reference and the renderer, before anything else
installEveryExpansion();

export interface ThinkRequest {
  id: number;
  level: Level;
  state: GameState;
  /** Seeds the player's own randomness (not the game's draws). */
  seed: number;
  budgetMs: number;
}

export type ThinkReply = { id: number; ok: true; move: Move | null } | { id: number; ok: false; message: string };

if (!parentPort) throw new Error('computer-worker runs as a worker thread only');
const port = parentPort;

port.on('message', ({ id, level, state, seed, budgetMs }: ThinkRequest) => {
  try {
    const move = computerMove(level, state, new SeededRandom(seed), { budgetMs });
    port.postMessage({ id, ok: true, move } satisfies ThinkReply);
  } catch (error) {
    port.postMessage({
      id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    } satisfies ThinkReply);
  }
});
