// Draws boards on worker threads, so a render (~20 ms of CPU for a 72-tile board) never holds up the main
// thread, where the bot acknowledges interactions within Discord's 3 seconds. Each worker takes one job
// at a time; jobs wait in a queue. A worker that dies fails its job and is replaced.
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startWorkerBeside } from '../src/worker-thread';
import type { RenderedImage, RenderJob } from './render-jobs';

/** What the pool sends a worker (render-worker.ts), and what it answers. */
export interface JobMessage {
  id: number;
  job: RenderJob;
}

export type ResultMessage =
  | {
      id: number;
      ok: true;
      image: Uint8Array;
      format: 'png' | 'webp';
      closeUps?: { image: Uint8Array; name: string; numbers: string[] }[];
      offered?: Uint8Array;
    }
  | { id: number; ok: false; message: string };

interface Pending {
  id: number;
  job: RenderJob;
  resolve: (image: RenderedImage) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Pending | undefined;
}

const startWorker = () => startWorkerBeside(import.meta.url, 'render-worker');

/** One worker less than the cores (the main thread keeps one), at least one. */
export const defaultRenderThreads = () => Math.max(1, Math.min(4, availableParallelism() - 1));

export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly size = defaultRenderThreads()) {
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  /** Draws the job on a worker thread. */
  run(job: RenderJob): Promise<RenderedImage> {
    if (this.closed) return Promise.reject(new Error('the render pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.dispatch();
    });
  }

  /** Loads the renderer in every worker (start-up), so the first board is not slower than the rest. */
  async warmUp(): Promise<void> {
    await Promise.all(this.slots.map(() => this.run({ kind: 'warm-up' })));
  }

  /** Fails queued jobs and stops the workers. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('the render pool is closed'));
    // a job being drawn fails too: its worker stops, and nothing would ever answer it
    for (const slot of this.slots) slot.job?.reject(new Error('the render pool is closed'));
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private spawn(): Slot {
    const slot: Slot = { worker: startWorker(), job: undefined };
    slot.worker.unref();
    slot.worker.on('message', (message: ResultMessage) => {
      const pending = slot.job;
      if (!pending || pending.id !== message.id) return;
      this.finish(slot);
      if (message.ok)
        pending.resolve({
          image: Buffer.from(message.image.buffer),
          format: message.format,
          ...(message.closeUps
            ? { closeUps: message.closeUps.map((c) => ({ ...c, image: Buffer.from(c.image.buffer) })) }
            : {}),
          ...(message.offered ? { offered: Buffer.from(message.offered.buffer) } : {}),
        });
      else pending.reject(new Error(message.message));
    });
    const replace = (error: Error) => {
      const pending = slot.job;
      this.finish(slot);
      pending?.reject(error);
      if (this.closed) return;
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots[index] = this.spawn();
      this.dispatch();
    };
    slot.worker.on('error', replace);
    slot.worker.on('exit', (code) => {
      if (!this.closed) replace(new Error(`a render worker stopped (exit code ${code})`));
    });
    return slot;
  }

  private finish(slot: Slot): void {
    slot.job = undefined;
    // An idle worker must not keep the process alive.
    slot.worker.unref();
    this.dispatch();
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.job) continue;
      const pending = this.queue.shift();
      if (!pending) return;
      slot.job = pending;
      slot.worker.ref();
      const message: JobMessage = { id: pending.id, job: pending.job };
      slot.worker.postMessage(message);
    }
  }
}
