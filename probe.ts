import { boardWithTiles } from './bench/engine';
import { applyMove } from './src/engine';
import { rankedTurns } from './src/ai/players';
import { turnChoices } from './src/ai/turns';
import { SeededRandom } from './src/sim/random-player';
for (const n of [10, 40, 70]) {
  let s = boardWithTiles(n);
  if (s.turn.step === 'placeFigure') { const r = applyMove(s, s.players[s.turn.player]!.id, { type: 'pass' }); if (r.ok) s = r.state; }
  const r = new SeededRandom(1);
  let t = performance.now();
  const c = turnChoices(s);
  const tc = performance.now() - t;
  t = performance.now();
  rankedTurns(s, r);
  console.log(n, c.length, tc.toFixed(1), (performance.now() - t).toFixed(1));
}
