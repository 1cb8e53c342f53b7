// Run by storage.ts in a fresh process on a file of many games: the bot's storage work, timed, then
// the process's memory. Arguments: the SQLite file, the "now" of its due times, the number of live games.
import { PerformanceObserver } from 'node:perf_hooks';
import { setImmediate as nextTurnOfTheLoop } from 'node:timers/promises';
import { randomMove, SeededRandom } from '../src/ai/random-player';
import { type Actor, GameService } from '../src/app/game-service';
import { openGameRepository } from '../src/app/open-repository';
import { installEveryExpansion } from '../src/expansions';
import { summarise, timeIt } from './measure';

const [file = '', nowText = '0', liveText = '0'] = process.argv.slice(2);
const now = Number(nowText);
const live = Number(liveText);
const GUILD = '300000000000000001';
// a fresh process: the games it reads name expansions, which only the composition root registers
installEveryExpansion();

let started = performance.now();
const repository = await openGameRepository({ path: file, now: () => now, log: () => {} });
const rows = [summarise('storage · open (indexes checked)', [performance.now() - started], 'ms')];
const service = new GameService(repository, { now: () => now, log: () => {} });

rows.push(
  await timeIt(`storage · sweep: find the due games among ${live} live`, 20, () => repository.dueChannels(now)),
);
rows.push(await timeIt('storage · /history of the biggest server', 20, () => service.history(GUILD)));
rows.push(await timeIt('storage · /stats of the biggest server', 20, () => service.stats(GUILD)));

// load + save: a random live game (mostly not in the cache), then one legal move saved; the machine is
// shared, so also the CPU time each took (all of the process's threads) and the garbage collections
const random = new SeededRandom(99);
const times: number[] = [];
const loads: number[] = [];
const cpuTimes: number[] = [];
const collections: number[] = [];
const gcObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) collections.push(entry.duration);
});
gcObserver.observe({ entryTypes: ['gc'] });
for (let i = 0; i < 400; i++) {
  // each move in its own turn of the event loop, as the bot's interactions come
  await nextTurnOfTheLoop();
  const channel = `7${String(Math.floor(random.next() * live)).padStart(17, '0')}`;
  const cpuBefore = process.cpuUsage();
  started = performance.now();
  const record = await service.find(channel);
  if (!record?.state) throw new Error(`no game in ${channel}`);
  loads.push(performance.now() - started);
  const actor: Actor = { userId: record.state.players[record.state.turn.player]?.id ?? '', name: 'x' };
  const outcome = await service.play(channel, actor, randomMove(record.state, random)!);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.message));
  times.push(performance.now() - started);
  const cpu = process.cpuUsage(cpuBefore);
  cpuTimes.push((cpu.user + cpu.system) / 1000);
}
await nextTurnOfTheLoop(); // the observer's last entries
gcObserver.disconnect();
rows.push(summarise('storage · load a random live game (not in the cache: read + replay)', loads, 'ms'));
rows.push(summarise('storage · load + save one move of a random live game', times, 'ms'));
rows.push(summarise('storage · load + save one move of a random live game (CPU time)', cpuTimes, 'ms'));
rows.push(summarise('storage · garbage collections during those 400 moves', [collections.length], ''));
const collecting = collections.reduce((sum, duration) => sum + duration, 0);
rows.push(summarise('storage · time in garbage collection during those 400 moves', [collecting], 'ms'));

// the sweep pass as the bot runs it: each due game changed, saved and its notice handed over in turn
started = performance.now();
let notices = 0;
let mostRss = 0;
for await (const _notice of service.sweepNotices()) {
  notices++;
  if (notices % 100 === 0) mostRss = Math.max(mostRss, process.memoryUsage.rss());
}
rows.push(
  summarise(`storage · a whole sweep pass (${notices} games due, each changed)`, [performance.now() - started], 'ms'),
);
rows.push(summarise('storage · process RSS at most during the sweep pass', [mostRss / 2 ** 20], 'MB'));

const memory = process.memoryUsage();
rows.push(summarise('storage · process RSS after all of the above', [memory.rss / 2 ** 20], 'MB'));
rows.push(summarise('storage · process heap used after all of the above', [memory.heapUsed / 2 ** 20], 'MB'));
await repository.close();
for (const row of rows) console.log(JSON.stringify(row));
