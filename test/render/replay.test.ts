// The end-of-game replay: the move log replays through the engine to the game that was played, one frame
// per turn; the animated PNG is well formed (chunk CRCs, frame sequence), its frames composed in order
// end on exactly the final board, and it stays far under Discord's upload limit.
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { runRenderJob } from '../../render/render-jobs';
import { renderReplay } from '../../render/replay';
import { turnStates } from '../../src/app/record-codec';
import { randomReplaySource } from '../../src/sim/random-replay';

interface Chunk {
  type: string;
  data: Buffer;
}

function chunks(png: Buffer): Chunk[] {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const list: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(crc32(data, crc32(type)));
    list.push({ type, data });
    at += 12 + length;
  }
  return list;
}

/**
 * Composes every animation frame in order (dispose none, blend source), as a viewer would; returns RGB
 * pixels, and the default image (IDAT, shown by viewers that do not animate) apart.
 */
function finalPixels(png: Buffer): { width: number; height: number; frames: number; rgb: Buffer; still: Buffer } {
  const list = chunks(png);
  const header = list.find((c) => c.type === 'IHDR')?.data as Buffer;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  expect(header[9]).toBe(2); // RGB
  const animation = list.find((c) => c.type === 'acTL')?.data as Buffer;
  const rgb = Buffer.alloc(width * height * 3);
  const still = Buffer.alloc(width * height * 3);
  let sequence = 0;
  let frame: { x: number; y: number; w: number; h: number } | undefined;
  let frames = 0;
  const paint = (target: Buffer, raw: Buffer, f: { x: number; y: number; w: number; h: number }) => {
    for (let y = 0; y < f.h; y++) {
      expect(raw[y * (f.w * 3 + 1)]).toBe(0); // filter: none
      raw.copy(target, ((f.y + y) * width + f.x) * 3, y * (f.w * 3 + 1) + 1, (y + 1) * (f.w * 3 + 1));
    }
  };
  for (const { type, data } of list) {
    if (type === 'fcTL') {
      expect(data.readUInt32BE(0)).toBe(sequence++);
      frame = { w: data.readUInt32BE(4), h: data.readUInt32BE(8), x: data.readUInt32BE(12), y: data.readUInt32BE(16) };
      if (frames === 0) expect(frame).toEqual({ w: width, h: height, x: 0, y: 0 });
      expect(frame.x + frame.w).toBeLessThanOrEqual(width);
      expect(frame.y + frame.h).toBeLessThanOrEqual(height);
      frames++;
    }
    if (type === 'IDAT') {
      expect(frame).toBeUndefined(); // the default image is not an animation frame
      paint(still, inflateSync(data), { x: 0, y: 0, w: width, h: height });
    }
    if (type === 'fdAT') {
      expect(data.readUInt32BE(0)).toBe(sequence++);
      paint(rgb, inflateSync(data.subarray(4)), frame as NonNullable<typeof frame>);
    }
  }
  expect(animation.readUInt32BE(0)).toBe(frames);
  expect(animation.readUInt32BE(4)).toBe(0); // loops forever
  return { width, height, frames, rgb, still };
}

describe('end-of-game replay', () => {
  const source = randomReplaySource(72);
  const states = turnStates(source);

  it('replays the move log to the game that was played: the start, then one state per turn', () => {
    expect(states[0]?.board).toHaveLength(1);
    expect(states.at(-1)?.turn.step).toBe('ended');
    expect(states.at(-1)?.board).toHaveLength(72);
    expect(states.map((s) => s.board.length)).toEqual(states.map((_, i) => i + 1));
  });

  it('is a well-formed animated PNG whose frames end on the final board, under 1 MB', async () => {
    const replay = await renderReplay(states);
    const composed = finalPixels(replay.image);
    expect([composed.width, composed.height]).toEqual([replay.width, replay.height]);
    expect(composed.frames).toBeGreaterThan(60);
    // the final board alone, drawn with the same camera: the composed animation ends exactly there
    const alone = finalPixels((await renderReplay([states.at(-1) as (typeof states)[number]])).image);
    expect(alone.frames).toBe(1);
    expect(composed.rgb.equals(alone.still)).toBe(true);
    // a viewer that does not animate shows the final board too
    expect(composed.still.equals(alone.still)).toBe(true);
    expect(alone.rgb.equals(alone.still)).toBe(true);
    expect(replay.image.length).toBeLessThan(1_000_000);
    expect(Math.max(replay.width, replay.height)).toBeLessThanOrEqual(400);
  });

  it('runs as a render job from the replay source', async () => {
    const short = randomReplaySource(5);
    const rendered = await runRenderJob({ kind: 'replay', states: turnStates(short) });
    expect(rendered.format).toBe('png');
    expect(finalPixels(rendered.image).frames).toBeGreaterThan(1);
  });
});
