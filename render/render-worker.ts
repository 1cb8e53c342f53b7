// A render thread: draws what the pool (render-pool.ts) sends and hands the bytes back without copying.
import { parentPort } from 'node:worker_threads';
import { installEveryExpansion } from '../src/expansions';
import { runRenderJob } from './render-jobs';
import type { JobMessage, ResultMessage } from './render-pool';

// every expansion handed to the engine, the catalog, the rules reference and the renderer, before anything else
installEveryExpansion();

if (!parentPort) throw new Error('render-worker runs as a worker thread only');
const port = parentPort;

/** A buffer from Node's shared pool can't be transferred: those (small) ones are copied. */
const transferable = (image: Uint8Array): Uint8Array =>
  image.byteOffset === 0 && image.byteLength === image.buffer.byteLength ? image : Uint8Array.from(image);

port.on('message', async ({ id, job }: JobMessage) => {
  try {
    const { image, format, closeUps, offered } = await runRenderJob(job);
    const owned = transferable(image);
    const reply: ResultMessage = {
      id,
      ok: true,
      image: owned,
      format,
      ...(closeUps ? { closeUps: closeUps.map((c) => ({ ...c, image: transferable(c.image) })) } : {}),
      ...(offered ? { offered: transferable(offered) } : {}),
    };
    const extras = [...(reply.closeUps ?? []).map((c) => c.image), ...(reply.offered ? [reply.offered] : [])];
    const buffers = [owned, ...extras].map((b) => b.buffer as ArrayBuffer);
    port.postMessage(reply, buffers);
  } catch (error) {
    const reply: ResultMessage = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
    port.postMessage(reply);
  }
});
