// How long the real bot takes to acknowledge a burst (Discord drops an interaction not acknowledged
// within 3 s): 200 interactions at once in 10 games at turn 60, through the fake Discord, as
// test/bot/acknowledge.e2e.test.ts sends them (that test checks the order that guarantees it; this
// times it). Milliseconds from the interaction's arrival to its acknowledgement.
import type { GameRecord } from '../src/app/record';
import { burst, fastForward, interleave } from '../test/bot/burst';
import { startTable } from '../test/bot/driver';
import { type BenchRow, summarise } from './measure';

const CHANNELS = 10;
const TURN = 60;

export async function acknowledgeBenchmarks(): Promise<BenchRow[]> {
  const table = await startTable({
    channels: Array.from({ length: CHANNELS }, (_, i) => ({ name: `game-${i}` })),
    members: [{ username: 'alice' }, { username: 'bob' }],
  });
  try {
    const { fake, driver } = table;
    const channels = fake.guild().channels.map((channel) => channel.id);
    await Promise.all(channels.map((id, i) => fastForward(driver, fake, id, i + 1, TURN)));
    const records = await Promise.all(channels.map(async (id) => (await driver.record(id)) as GameRecord));
    const started = performance.now();
    // measured, not checked here: on a loaded machine an acknowledgement may take longer than the tests wait
    const injects = interleave(channels.map((id, i) => burst(fake, id, records[i] as GameRecord)));
    const handled = await driver.runAll(injects, 120_000);
    const answered = performance.now() - started;
    const latencies = handled.map(({ id }) => {
      const interaction = fake.interaction(id);
      return (interaction.response?.at ?? Number.POSITIVE_INFINITY) - interaction.createdAt;
    });
    const name = `acknowledge · ${handled.length} interactions at once in ${CHANNELS} games at turn ${TURN}`;
    const slowest = Math.round(Math.max(...latencies));
    return [
      summarise(`${name} (target: all within 3000)`, latencies, 'ms'),
      { name: `${name}: the slowest`, median: slowest, p95: slowest, unit: 'ms' },
      { name: `${name}: all answered and drawn`, median: Math.round(answered), p95: Math.round(answered), unit: 'ms' },
    ];
  } finally {
    await table.stop();
  }
}
