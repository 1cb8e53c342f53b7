// Replays a record's move log from the start with the engine alone: the stored state must be exactly
// what its log leads to (the log is the game's history and its archive).
import type { GameRecord, LoggedMove } from '../../src/app/record';
import { applyMove, createGame, type GameState, type Move, removePlayer, skipTurn } from '../../src/engine';

export function replayLog(
  record: GameRecord,
  players: { id: string; name: string }[],
  /** Shown each logged move with the state it was made in. */
  visit?: (before: GameState, entry: LoggedMove) => void,
): GameState {
  let { state } = createGame({
    players,
    expansions: record.expansions,
    options: record.options,
    seed: record.seed,
    firstPlayer: record.seed % players.length,
  });
  for (const entry of record.log) {
    const move = entry.move;
    visit?.(state, entry);
    const result =
      move.type === 'removePlayer'
        ? removePlayer(state, move.player)
        : move.type === 'timeout'
          ? skipTurn(state)
          : applyMove(state, entry.player, move as Move);
    if (!result.ok) throw new Error(`turn ${entry.turn}: ${move.type} does not replay: ${result.why}`);
    state = result.state;
  }
  return JSON.parse(JSON.stringify(state));
}
