// Plays hand-written turns against the engine API (forced draws), failing loudly on any refusal.
import { expect } from 'vitest';
import { scoreInEnglish } from '../../../src/app/game-words';
import type { GameEvent, GameSetup, GameState, MoveResult, Rotation } from '../../../src/engine';
import { applyMove, createGame, featureAt, forceTurn, orientedOf } from '../../../src/engine';
import { tileAt } from '../../../src/engine/board';

export interface Played {
  state: GameState;
  events: GameEvent[];
}

export interface ScriptedTurn {
  player: string;
  tile: string;
  at: [number, number];
  rotation: Rotation;
  /** A follower on the named place of the tile just placed; omitted = pass. */
  place?: { feature: string; where: string };
}

export const players = (...ids: string[]) => ids.map((id) => ({ id, name: id[0]?.toUpperCase() + id.slice(1) }));

/** A game whose draws are all forced (scriptedDraws), red and blue unless told otherwise. */
export function scriptedGame(setup: Partial<GameSetup> = {}): GameState {
  return createGame({
    players: players('red', 'blue'),
    seed: 1,
    ...setup,
    options: { ...setup.options, scriptedDraws: true },
  }).state;
}

/** The new state and events of a move the engine must accept. */
export function accepted(result: MoveResult): Played {
  if (!result.ok) expect.fail(`the engine refused: ${result.code}: ${result.why}`);
  return { state: result.state, events: result.events };
}

/** Index of the feature of `kind` at place `where` on the tile at (x, y). */
export function featureOn(state: GameState, x: number, y: number, kind: string, where: string): number {
  const placed = tileAt(state.board, x, y);
  if (!placed) expect.fail(`no tile at ${x},${y}`);
  const index = featureAt(orientedOf(placed), kind, where);
  if (index < 0) expect.fail(`no ${kind} at ${where} on the tile at ${x},${y}`);
  return index;
}

/** Forces the draw and places the tile; the turn then waits for its figure step. */
export function placeTile(state: GameState, turn: Omit<ScriptedTurn, 'place'>): Played {
  const forced = accepted(forceTurn(state, turn.player, turn.tile));
  const [x, y] = turn.at;
  return accepted(applyMove(forced.state, turn.player, { type: 'placeTile', x, y, rotation: turn.rotation }));
}

export function playTurn(state: GameState, turn: ScriptedTurn): Played {
  const tile = placeTile(state, turn);
  const [x, y] = turn.at;
  const move = turn.place
    ? {
        type: 'placeFigure' as const,
        figure: 'meeple',
        feature: featureOn(tile.state, x, y, turn.place.feature, turn.place.where),
      }
    : { type: 'pass' as const };
  const done = accepted(applyMove(tile.state, turn.player, move));
  return { state: done.state, events: [...tile.events, ...done.events] };
}

export function playTurns(state: GameState, turns: ScriptedTurn[]): Played {
  const events: GameEvent[] = [];
  for (const turn of turns) {
    const played = playTurn(state, turn);
    state = played.state;
    events.push(...played.events);
  }
  return { state, events };
}

export const scoreOf = (state: GameState, player: string) => state.players.find((p) => p.id === player)?.score;
export const followersOf = (state: GameState, player: string) =>
  state.players.find((p) => p.id === player)?.supply.meeple;

type Scored = Extract<GameEvent, { type: 'scored' }>;
/** A scored event with its reason in English words (the engine gives it as data), for readable tests. */
export type ScoredEvent = Omit<Scored, 'score'> & { reason: string };
export const scoredEvents = (events: GameEvent[]): ScoredEvent[] =>
  events
    .filter((e): e is Scored => e.type === 'scored')
    .map(({ score, ...rest }) => ({ ...rest, reason: scoreInEnglish({ feature: rest.feature, score }) }));
