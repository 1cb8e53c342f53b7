// Plays a seeded random game for the CLI, the bench and the tests: random legal placements, a figure now
// and then. Up to the size of the base game it plays the real draws; beyond that (a 200-tile board) it
// forces tiles drawn from the base game's mix, without a supply limit.

import { SeededRandom } from '../../src/ai/random-player';
import type { GameState } from '../../src/engine';
import { applyMove, createGame, findModule, forceTurn, legalMoves } from '../../src/engine';

export interface SimulationOptions {
  seed: number;
  /** Tiles placed after the start tile. */
  turns: number;
  players?: number;
  /** Chance of placing a figure when one may be placed. */
  figureChance?: number;
  /** Stop waiting for the next tile ('placeTile', default) or for a figure on the last tile placed. */
  stopAt?: 'placeTile' | 'placeFigure';
  expansions?: string[];
}

const NAMES = ['Ann', 'Bob', 'Cleo', 'Dan', 'Eve', 'Finn'];
/** Tiles in the base game's supply once the start tile is out. */
const BASE_SUPPLY = 71;

function weightedTiles(): string[] {
  const counts = findModule('base')?.tileCounts?.({}) ?? {};
  return Object.entries(counts).flatMap(([tile, n]) => Array<string>(n).fill(tile));
}

const ok = (result: ReturnType<typeof applyMove>): GameState => {
  if (!result.ok) throw new Error(`simulation: ${result.why} ${JSON.stringify(result.params ?? {})}`);
  return result.state;
};

export function simulateGame(options: SimulationOptions): GameState {
  const random = new SeededRandom(options.seed);
  const unlimited = options.turns >= BASE_SUPPLY;
  const { state: start } = createGame({
    players: NAMES.slice(0, options.players ?? 4).map((name) => ({ id: name.toLowerCase(), name })),
    expansions: options.expansions ?? ['farmers'],
    seed: options.seed,
    ...(unlimited ? { options: { scriptedDraws: true, unlimitedTiles: true } } : {}),
  });
  const mix = weightedTiles();
  let state = start;
  const active = () => state.players[state.turn.player]?.id ?? '';

  // In the unlimited game a tile is named each turn; one that fits nowhere is named again.
  const draw = () => {
    if (!unlimited) return;
    for (let attempt = 0; attempt < 50; attempt++) {
      state = ok(forceTurn(state, active(), random.pick(mix)));
      const moves = legalMoves(state);
      if (moves.step === 'placeTile' && moves.placements.length) return;
    }
    throw new Error('simulation: no tile fits');
  };

  // modules' decisions (the mage or the witch, a robber ...) get a random answer, by whoever decides
  const decide = () => {
    for (let moves = legalMoves(state); moves.step === 'decide'; moves = legalMoves(state)) {
      const choice = moves.choices.length ? random.pick(moves.choices) : undefined;
      state = ok(
        applyMove(
          state,
          moves.player,
          choice
            ? { type: 'action', action: choice.action, ...(choice.args ? { args: choice.args } : {}) }
            : { type: 'pass' },
        ),
      );
    }
  };

  draw();
  for (let turn = 1; turn <= options.turns; turn++) {
    // a question before the draw (a tile of the player's own instead of a draw)
    decide();
    const moves = legalMoves(state);
    if (moves.step !== 'placeTile' || !moves.placements.length) break;
    const spot = random.pick(moves.placements);
    state = ok(
      applyMove(state, active(), { type: 'placeTile', x: spot.x, y: spot.y, rotation: random.pick(spot.rotations) }),
    );
    decide();
    if (turn === options.turns && options.stopAt === 'placeFigure') return state;
    const figureMoves = legalMoves(state);
    const spots = figureMoves.step === 'placeFigure' ? figureMoves.spots : [];
    if (spots.length && random.next() < (options.figureChance ?? 0.5)) {
      const chosen = random.pick(spots);
      state = ok(
        applyMove(state, active(), {
          type: 'placeFigure',
          figure: random.pick(chosen.figures),
          feature: chosen.feature,
          ...(chosen.on ? { on: chosen.on } : {}),
        }),
      );
    } else state = ok(applyMove(state, active(), { type: 'pass' }));
    decide();
    if (state.turn.step === 'ended') break;
    draw();
  }
  return state;
}
