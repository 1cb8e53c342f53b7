// A small Tower board for tests: Blue's monks north and east of Red's tower (2 high, then its capture
// question waits), and Blue's finished tower (1 high, Blue's follower on top) further east.
import type { GameState } from '../../../src/engine';
import { applyMove } from '../../../src/engine';
import { accepted, placeTile, playTurns, scriptedGame } from '../../engine/support/scripted-game';

/** The figure step's tower action, then the answer naming the tower and what to do with it. */
export const action = (state: GameState, player: string, name: string, args: Record<string, unknown>) => {
  const asked = accepted(applyMove(state, player, { type: 'action', action: 'tower' })).state;
  return accepted(applyMove(asked, player, { type: 'action', action: name, args })).state;
};

/** The board with Red's capture question pending (the tower at 0,2 reaches 0,1 and 0,0). */
export function towerBoard(): GameState {
  let state = scriptedGame({ expansions: ['tower'], options: { unlimitedTiles: true } });
  state = playTurns(state, [
    { player: 'blue', tile: 'B', at: [0, 1], rotation: 0, place: { feature: 'monastery', where: 'center' } },
    { player: 'blue', tile: 'B', at: [1, 1], rotation: 0, place: { feature: 'monastery', where: 'center' } },
  ]).state;
  state = action(
    placeTile(state, { player: 'blue', tile: 'TO/F', at: [2, 1], rotation: 0 }).state,
    'blue',
    'buildTower',
    { x: 2, y: 1 },
  );
  // Blue declines to capture its own monk next to it
  state = accepted(applyMove(state, 'blue', { type: 'pass' })).state;
  state = action(placeTile(state, { player: 'blue', tile: 'B', at: [2, 2], rotation: 0 }).state, 'blue', 'capTower', {
    x: 2,
    y: 1,
    figure: 'meeple',
  });
  state = action(
    placeTile(state, { player: 'red', tile: 'TO/F', at: [0, 2], rotation: 0 }).state,
    'red',
    'buildTower',
    { x: 0, y: 2 },
  );
  // the capture question Red declines, then a second piece: height 2
  state = accepted(applyMove(state, 'red', { type: 'pass' })).state;
  return action(placeTile(state, { player: 'red', tile: 'B', at: [1, 2], rotation: 0 }).state, 'red', 'buildTower', {
    x: 0,
    y: 2,
  });
}
