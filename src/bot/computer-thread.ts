// Runs computer players' decisions on one worker thread (computer-worker.ts), one at a time in a queue.
// A worker that dies fails its request and is replaced. The thinking time comes from AI_BUDGET_MS.
import type { Worker } from 'node:worker_threads';
import { DEFAULT_BUDGET_MS, type Level } from '../ai';
import type { GameState, Move } from '../engine/types';
import { startWorkerBeside } from '../worker-thread';
import type { ThinkReply, ThinkRequest } from './computer-worker';

/** A strong player's thinking time per decision: AI_BUDGET_MS from the environment, else the default. */
export function budgetFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.AI_BUDGET_MS);
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_BUDGET_MS;
}

const startWorker = () => startWorkerBeside(import.meta.url, 'computer-worker');

interface Pending {
  request: ThinkRequest;
  resolve: (move: Move | null) => void;
  reject: (error: Error) => void;
}

export class ComputerThread {
  private worker: Worker | undefined;
  private readonly queue: Pending[] = [];
  private current: Pending | undefined;
  private nextId = 1;
  private closed = false;

  constructor(readonly budgetMs = budgetFromEnv()) {}

  /** The move a computer player of `level` makes in `state` (null when it has none). */
  think(level: Level, state: GameState, seed: number): Promise<Move | null> {
    if (this.closed) return Promise.reject(new Error('the computer thread is closed'));
    return new Promise((resolve, reject) => {
      const request: ThinkRequest = { id: this.nextId++, level, state, seed, budgetMs: this.budgetMs };
      this.queue.push({ request, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('the computer thread is closed'));
    this.current?.reject(new Error('the computer thread is closed'));
    this.current = undefined;
    await this.worker?.terminate();
  }

  private spawn(): Worker {
    const worker = startWorker();
    worker.on('message', (reply: ThinkReply) => {
      const pending = this.current;
      if (!pending || pending.request.id !== reply.id) return;
      this.current = undefined;
      if (reply.ok) pending.resolve(reply.move);
      else pending.reject(new Error(reply.message));
      this.dispatch();
    });
    const replace = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      const pending = this.current;
      this.current = undefined;
      pending?.reject(error);
      if (!this.closed) this.dispatch();
    };
    worker.on('error', replace);
    worker.on('exit', (code) => replace(new Error(`the computer thread stopped (exit code ${code})`)));
    return worker;
  }

  private dispatch(): void {
    if (this.closed || this.current) return;
    const next = this.queue.shift();
    if (!next) {
      // an idle worker must not keep the process alive
      this.worker?.unref();
      return;
    }
    this.worker ??= this.spawn();
    this.worker.ref();
    this.current = next;
    this.worker.postMessage(next.request);
  }
}
