// Seeded random games that stop at every question a rule module asks and at every figure step that offers
// an action: the states a test formats (every module's decisions, in every language) or draws.

import { randomMove, SeededRandom } from '../../src/ai/random-player';
import type { GameRecord } from '../../src/app/record';
import { applyMove, createGame, EXPANSION_IDS, type GameState, legalMoves } from '../../src/engine';
import type { Locale } from '../../src/i18n';

const NAMES = ['Ann', 'Bob', 'Cleo', 'Dan'];

/**
 * The nineteen expansions of the first release, in their composition order. New expansions are appended
 * after them, so games seeded over these stay the same games as more arrive (a test that needs one
 * particular late question keeps finding it).
 */
export const FIRST_NINETEEN: readonly string[] = EXPANSION_IDS.slice(0, 19);

/** The magic portal asked late in a game over the first nineteen: about a hundred answers on ~68 tiles. */
export function latePortal(): Sample {
  const portal = decisionSamples({ games: 1, perKind: 4, seed: 1, expansions: FIRST_NINETEEN }).find(
    (s) => s.id === 'princess-dragon.portal' && s.state.board.length > 60 && s.state.board.length < 100,
  );
  if (!portal) throw new Error('no late portal among the samples');
  return portal;
}

export interface Sample {
  /** The module and kind of the question (or `figure-step` for actions offered instead of a figure). */
  id: string;
  state: GameState;
}

/**
 * Plays `games` seeded random games with these expansions (every one by default) and keeps up to
 * `perKind` states of each kind of question, and of the figure step when it offers actions.
 */
export function decisionSamples(
  options: { expansions?: readonly string[]; games?: number; perKind?: number; players?: number; seed?: number } = {},
): Sample[] {
  const expansions = [...(options.expansions ?? EXPANSION_IDS)];
  const perKind = options.perKind ?? 3;
  const kept = new Map<string, number>();
  const samples: Sample[] = [];
  const keep = (id: string, state: GameState) => {
    const count = kept.get(id) ?? 0;
    if (count >= perKind) return;
    kept.set(id, count + 1);
    samples.push({ id, state });
  };
  for (let game = 0; game < (options.games ?? 12); game++) {
    const seed = (options.seed ?? 1) + game;
    const random = new SeededRandom(seed);
    let { state } = createGame({
      players: NAMES.slice(0, options.players ?? 3).map((name) => ({ id: name.toLowerCase(), name })),
      expansions,
      seed,
    });
    for (let move = 0; move < 2000 && state.turn.step !== 'ended'; move++) {
      const legal = legalMoves(state);
      if (legal.step === 'decide') keep(`${legal.decision.module}.${legal.decision.kind}`, state);
      if (legal.step === 'placeFigure' && legal.actions.length) keep('figure-step', state);
      const next = randomMove(state, random, 0.6);
      if (!next) break;
      const result = applyMove(state, legal.step === 'decide' ? legal.player : legalPlayer(state), next);
      if (!result.ok) throw new Error(`sample game ${seed}: ${result.why}`);
      state = result.state;
    }
  }
  return samples;
}

const legalPlayer = (state: GameState) => state.players[state.turn.player]?.id ?? '';

/** A running game's record around a state, as the app keeps it (seats named after the players). */
export function recordOf(state: GameState, language: Locale = 'en'): GameRecord {
  return {
    gameId: 'sample',
    status: 'playing',
    hostId: state.players[0]?.id ?? '',
    expansions: [...state.expansions],
    options: {},
    seats: state.players.map((p) => ({ userId: p.id, name: p.name })),
    seed: 1,
    state,
    log: [],
    liveMessages: [],
    createdAt: 0,
    language,
  };
}
