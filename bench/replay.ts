// The end-of-game replay of a 72-tile game: the engine replay of its move log, drawing and encoding every
// frame (as the render worker does), and the animated PNG's size against Discord's 10 MB upload limit.
import { renderReplay } from '../render/replay';
import { turnStates } from '../src/app/record-codec';
import { randomReplaySource } from '../src/sim/random-replay';
import { type BenchRow, summarise, timeIt } from './measure';

export async function replayBenchmarks(samples = 3): Promise<BenchRow[]> {
  const source = randomReplaySource(72);
  const states = turnStates(source);
  const rows: BenchRow[] = [];
  rows.push(await timeIt('replay.game72.states', 20, () => turnStates(source)));
  rows.push(await timeIt('replay.game72.apng', samples, () => renderReplay(turnStates(source)), 1));
  const replay = await renderReplay(states);
  rows.push(summarise('replay.game72.bytes', [replay.image.length], 'bytes'));
  rows.push(summarise('replay.game72.frames', [replay.frames], 'frames'));
  rows.push(summarise('replay.game72.pixels', [replay.width * replay.height], 'px'));
  return rows;
}
