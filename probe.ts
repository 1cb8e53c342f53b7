import { boardWithTiles } from './bench/engine';
import { applyMove } from './src/engine';
import { rankedTurns, concealed } from './src/ai/players';
import { standing } from './src/ai/evaluate';
import { SeededRandom, randomMove } from './src/sim/random-player';
for (const n of [10, 40, 70]) {
  let s = boardWithTiles(n);
  if (s.turn.step === 'placeFigure') { const r = applyMove(s, s.players[s.turn.player]!.id, { type: 'pass' }); if (r.ok) s = r.state; }
  const r = new SeededRandom(1);
  let t = performance.now();
  for (let i = 0; i < 100; i++) standing(s, 0);
  const st = (performance.now() - t) / 100;
  t = performance.now();
  let cur = concealed(s, r); let k = 0;
  while (cur.turn.step !== 'ended' && k < 30) { const m = randomMove(cur, r)!; const x = applyMove(cur, cur.players[cur.turn.player]!.id, m); if (!x.ok) break; cur = x.state; k++; }
  console.log(n, 'standing ms', st.toFixed(2), 'random move ms', ((performance.now() - t) / k).toFixed(2));
}
