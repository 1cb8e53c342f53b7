// Plays whole games with random legal moves, checking the invariants after every move.

import { randomMove, SeededRandom } from '../ai/random-player';
import { refusalInEnglish } from '../app/game-words';
import { applyMove, createGame, decidingPlayer, featureAt, orientedOf, placeName, tileType } from '../engine';
import { tileAt } from '../engine/board';
import type { GameEvent, GameState, Move } from '../engine/types';
import type { Scenario, ScenarioAction, ScenarioTurn } from '../scenario/format';
import { brokenInvariant, openLedger } from './invariants';

export interface SimulationOptions {
  games: number;
  seed: number;
  players: number;
  expansions: string[];
  /** The games' rule options (halflingsDeal: 'drafted' ...); none: every default. */
  options?: Record<string, unknown>;
  /** Called with each finished game as a scenario file, when dumping. */
  onGame?: (scenario: Scenario, gameSeed: number) => void;
  /** Skip the (slower) per-move invariant checks, e.g. for benchmarks. */
  unchecked?: boolean;
}

export interface Violation {
  violation: string;
  game: number;
  seed: number;
  move: number;
}

export interface SimulationSummary {
  games: number;
  moves: number;
  meanScores: number[];
  gamesPerSecond: number;
}

/** Seed of game `index` of a run: games replay alone with `--games 1 --seed <this>`. */
export const gameSeed = (seed: number, index: number) => (seed + index) >>> 0;

/** The scenario turn a tile placement starts. */
function turnOf(state: GameState, move: Move & { type: 'placeTile' }): ScenarioTurn {
  return {
    player: decidingPlayer(state) as string,
    // reference ids, so a dump reads the same to any implementation of the format
    tile: tileType(state.turn.tile as string).ref,
    at: [move.x, move.y],
    rotation: move.rotation,
  };
}

/** Plays one game; returns the violation if an invariant broke. */
export function playRandomGame(options: SimulationOptions, seed: number, index: number) {
  const random = new SeededRandom(seed ^ 0x9e3779b9);
  const players = Array.from({ length: options.players }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
  let { state } = createGame({ players, expansions: options.expansions, seed, options: options.options ?? {} });
  const ledger = openLedger(state);
  const turns: ScenarioTurn[] = [];
  let moves = 0;
  let violation: Violation | null = null;
  while (state.turn.step !== 'ended') {
    const move = randomMove(state, random);
    if (!move) {
      violation = { violation: 'no legal move in a running game', game: index, seed, move: moves };
      break;
    }
    const result = applyMove(state, decidingPlayer(state) as string, move);
    moves++;
    if (!result.ok) {
      violation = { violation: `legal move refused: ${refusalInEnglish(result)}`, game: index, seed, move: moves };
      break;
    }
    const broken = options.unchecked ? null : brokenInvariant(state, result.state, result.events, ledger);
    if (broken) {
      violation = { violation: broken, game: index, seed, move: moves };
      break;
    }
    if (options.onGame) recordTurn(turns, state, move, result.events);
    state = result.state;
  }
  return { state, moves, turns, violation };
}

function recordTurn(turns: ScenarioTurn[], before: GameState, move: Move, events: GameEvent[]) {
  if (move.type === 'placeTile') {
    turns.push(turnOf(before, move));
    return;
  }
  if (move.type === 'action') {
    const turn = turns[turns.length - 1];
    if (!turn) return;
    // who answered (when not the turn's player) and the chance the move met, so the runner repeats it
    const player = decidingPlayer(before);
    const chance = events.find((e) => e.type === 'chance');
    const entry: ScenarioAction = {
      action: move.action,
      ...move.args,
      ...(player && player !== turn.player ? { player } : {}),
      ...(chance?.type === 'chance' && chance.roll !== undefined ? { roll: chance.roll } : {}),
      ...(chance?.type === 'chance' && chance.draw !== undefined ? { draw: chance.draw } : {}),
    };
    turn.actions = [...(turn.actions ?? []), entry];
    return;
  }
  const placed = events.find((e) => e.type === 'figurePlaced');
  const turn = turns[turns.length - 1];
  if (!placed || !turn) return;
  const tile = tileAt(before.board, placed.x, placed.y);
  if (!tile) return;
  turn.place = {
    figure: placed.figure,
    feature: placed.featureKind,
    where: placeName(orientedOf(tile), placed.feature),
  };
  // a place name must lead back to the same feature, or the dump would not replay
  if (featureAt(orientedOf(tile), placed.featureKind, turn.place.where) !== placed.feature)
    throw new Error('ambiguous place name');
}

/** The start tile as a scenario names it: its reference id, where it lies and how it is turned. */
function startOf(state: GameState): Scenario['start'] {
  const start = state.board[0] as GameState['board'][number];
  return { tile: tileType(start.tile).ref, at: [start.x, start.y], rotation: start.rotation };
}

export function simulate(options: SimulationOptions): SimulationSummary | Violation {
  const totals = new Array<number>(options.players).fill(0);
  let moves = 0;
  const started = performance.now();
  for (let index = 0; index < options.games; index++) {
    const seed = gameSeed(options.seed, index);
    const game = playRandomGame(options, seed, index);
    if (game.violation) return game.violation;
    moves += game.moves;
    game.state.players.forEach((p, i) => {
      totals[i] = (totals[i] ?? 0) + p.score;
    });
    options.onGame?.(
      {
        name: `random game, seed ${seed}`,
        setup: {
          players: game.state.players.map((p) => p.id),
          expansions: options.expansions,
          options: options.options ?? {},
        },
        start: startOf(game.state),
        turns: game.turns,
        end: true,
        expect: { scores: Object.fromEntries(game.state.players.map((p) => [p.id, p.score])) },
      },
      seed,
    );
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    games: options.games,
    moves,
    meanScores: totals.map((t) => Math.round((t / options.games) * 100) / 100),
    gamesPerSecond: Math.round(options.games / seconds),
  };
}
