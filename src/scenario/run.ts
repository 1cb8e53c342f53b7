// Plays a scenario against the engine and checks its expectations.

import { refusalInEnglish, setupInEnglish } from '../app/game-words';
import { featureAt, orientedOf, SetupError } from '../engine';
import { tileAt } from '../engine/board';
import { applyMove, createGame, endGame, forceTurn } from '../engine/game';
import type { GameEvent, GameState, MoveResult } from '../engine/types';
import { MalformedScenario, readScenario, type Scenario, type ScenarioTurn } from './format';

export interface ScenarioResult {
  name: string;
  ok: boolean;
  scores: Record<string, number>;
  supply: Record<string, Record<string, number>>;
  events: GameEvent[];
  failures: string[];
  /** Set when the file is malformed or a turn was rejected unexpectedly (exit code 2). */
  error?: string;
}

/** Events a scenario reports: what the turns did, not the engine's own draws (scenarios force them). */
const REPORTED = new Set(['tilePlaced', 'figurePlaced', 'scored', 'figureReturned', 'gameEnded', 'expansion']);

type Rejected = Extract<MoveResult, { ok: false }>;

/** Plays one turn; returns the new state and its events, or the engine's refusal. */
function playTurn(state: GameState, turn: ScenarioTurn): MoveResult {
  const events: GameEvent[] = [];
  const step = (result: MoveResult): result is Rejected => {
    if (!result.ok) return true;
    state = result.state;
    events.push(...result.events);
    return false;
  };
  let result = forceTurn(state, turn.player, turn.tile);
  if (step(result)) return result;
  result = applyMove(state, turn.player, { type: 'placeTile', x: turn.at[0], y: turn.at[1], rotation: turn.rotation });
  if (step(result)) return result;
  const figureStep = state.turn.number;
  for (const { action, ...args } of turn.actions ?? []) {
    result = applyMove(state, turn.player, { type: 'action', action, args });
    if (step(result)) return result;
  }
  // an action taken instead of a figure (recalling the abbot) has ended the figure step already
  if (state.turn.number !== figureStep && !turn.place) return { ok: true, state, events };
  if (turn.place) {
    const placed = tileAt(state.board, turn.at[0], turn.at[1]);
    const feature = placed ? featureAt(orientedOf(placed), turn.place.feature, turn.place.where) : -1;
    if (feature < 0) {
      return {
        ok: false,
        code: 'no-such-feature',
        why: 'no-such-feature',
        params: { feature: `${turn.place.feature} "${turn.place.where}"` },
      };
    }
    result = applyMove(state, turn.player, { type: 'placeFigure', figure: turn.place.figure, feature });
  } else {
    result = applyMove(state, turn.player, { type: 'pass' });
  }
  if (step(result)) return result;
  return { ok: true, state, events };
}

function expectations(scenario: Scenario, state: GameState): string[] {
  const failures: string[] = [];
  for (const [name, want] of Object.entries(scenario.expect?.scores ?? {})) {
    const got = state.players.find((p) => p.id === name)?.score;
    if (got !== want) failures.push(`score of ${name}: expected ${want}, got ${got ?? 'no such player'}`);
  }
  for (const [name, figures] of Object.entries(scenario.expect?.supply ?? {})) {
    const player = state.players.find((p) => p.id === name);
    for (const [figure, want] of Object.entries(figures)) {
      const got = player?.supply[figure] ?? 0;
      if (got !== want) failures.push(`supply of ${name}: expected ${want} ${figure}, got ${got}`);
    }
  }
  return failures;
}

export function runScenario(raw: unknown): ScenarioResult {
  const name = (raw as { name?: unknown })?.name;
  const result: ScenarioResult = {
    name: typeof name === 'string' ? name : '(unnamed)',
    ok: false,
    scores: {},
    supply: {},
    events: [],
    failures: [],
  };
  let scenario: Scenario;
  let state: GameState;
  try {
    scenario = readScenario(raw);
    const start = scenario.start && {
      tile: scenario.start.tile,
      x: scenario.start.at[0],
      y: scenario.start.at[1],
      rotation: scenario.start.rotation,
    };
    state = createGame({
      players: scenario.setup.players.map((p) => ({ id: p, name: p })),
      expansions: scenario.setup.expansions ?? [],
      options: { ...scenario.setup.options, scriptedDraws: true },
      seed: 1,
      ...(start ? { start } : {}),
    }).state;
  } catch (error) {
    result.error = error instanceof SetupError ? setupInEnglish(error) : (error as Error).message;
    return result;
  }

  for (const [index, turn] of scenario.turns.entries()) {
    const played = playTurn(state, turn);
    if (played.ok) {
      state = played.state;
      result.events.push(...played.events.filter((e) => REPORTED.has(e.type)));
      if (turn.expectError)
        result.failures.push(`turn ${index + 1}: expected the engine to refuse it, but it was accepted`);
    } else if (!turn.expectError) {
      result.error = `turn ${index + 1} rejected: ${refusalInEnglish(played)}`;
      break;
    }
  }
  if (!result.error && scenario.end) {
    const ended = endGame(state);
    state = ended.state;
    result.events.push(...ended.events.filter((e) => REPORTED.has(e.type)));
  }
  result.scores = Object.fromEntries(state.players.map((p) => [p.id, p.score]));
  result.supply = Object.fromEntries(state.players.map((p) => [p.id, { ...p.supply }]));
  if (!result.error) result.failures.push(...expectations(scenario, state));
  result.ok = !result.error && result.failures.length === 0;
  return result;
}

export { MalformedScenario };
