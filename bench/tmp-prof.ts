import { applyMove, createGame, decidingPlayer } from '../src/engine';
import { randomMove, SeededRandom } from '../src/sim/random-player';
const players = [{ id: 'a', name: 'a' }, { id: 'b', name: 'b' }];
function game(seed: number, expansions: string[]) {
  const random = new SeededRandom(seed);
  let { state } = createGame({ players, expansions, seed });
  let moves = 0;
  while (state.turn.step !== 'ended') {
    const move = randomMove(state, random);
    const r = move && applyMove(state, decidingPlayer(state) as string, move);
    if (!r?.ok) throw new Error('refused');
    state = r.state; moves++;
  }
  return moves;
}
for (const _ of [1, 2]) for (const ex of [['farmers'], ['farmers', 'tower']]) {
  let m = 0; const t = performance.now();
  for (let i = 0; i < 100; i++) m += game(i + 1, ex);
  console.log(ex.join('+'), ((performance.now() - t) / 100).toFixed(2), 'ms/game', m / 100, 'moves');
}
