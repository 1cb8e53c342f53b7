// Plays a scenario against the engine and checks its expectations.

import { refusalInEnglish, setupInEnglish } from '../app/game-words';
import {
  applyMove,
  createGame,
  decidingPlayer,
  discardDrawn,
  endGame,
  featureAt,
  forceTurn,
  legalMoves,
  orientedOf,
  placedSquares,
  placeName,
  playerTokens,
  removePlayer,
  rulesFor,
  SetupError,
  tileAt,
} from '../engine';
import type { GameEvent, GameState, Move, MoveResult } from '../engine/types';
import {
  MalformedScenario,
  readScenario,
  type Scenario,
  type ScenarioAction,
  type ScenarioEntry,
  type ScenarioFigure,
  type ScenarioTurn,
} from './format';

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
const REPORTED = new Set([
  'tilePlaced',
  'tileDiscarded',
  'figurePlaced',
  'scored',
  'points',
  'figureReturned',
  'playerRemoved',
  'gameEnded',
  'expansion',
]);

type Rejected = Extract<MoveResult, { ok: false }>;

/** A turn the scenario cannot go on with: a decision nobody answers, an answer left over (exit 2). */
class Stuck extends Error {}

const KEYS_NOT_ARGS = new Set(['action', 'player', 'roll', 'draw', 'expectError']);

/** An entry's arguments for its action: everything but the runner's own keys. */
function argsOf(entry: ScenarioAction): Record<string, unknown> | undefined {
  const args = Object.fromEntries(Object.entries(entry).filter(([key]) => !KEYS_NOT_ARGS.has(key)));
  return Object.keys(args).length ? args : undefined;
}

function actionMove(entry: ScenarioAction): Move {
  const args = argsOf(entry);
  return {
    type: 'action',
    action: entry.action,
    ...(args ? { args } : {}),
    ...(entry.roll !== undefined ? { roll: entry.roll } : {}),
    ...(entry.draw !== undefined ? { draw: entry.draw } : {}),
  };
}

/** Plays one turn; returns the new state and its events, or the engine's refusal. */
function playTurn(start: GameState, turn: ScenarioTurn, failures: string[], where: string): MoveResult {
  let state = start;
  const events: GameEvent[] = [];
  const step = (result: MoveResult): result is Rejected => {
    if (!result.ok) return true;
    state = result.state;
    events.push(...result.events);
    return false;
  };
  const entries = [...(turn.actions ?? [])];
  const turnNumber = () => state.turn.number;
  const number = turnNumber();
  /** Answers the pending decision with the next entry (or declines it); a refusal to report, else undefined. */
  const decide = (legal: Extract<ReturnType<typeof legalMoves>, { step: 'decide' }>): MoveResult | undefined => {
    const entry = entries[0];
    const answers =
      entry && (entry.player ?? turn.player) === legal.player && legal.choices.some((c) => c.action === entry.action);
    if (!entry || !answers) {
      if (legal.optional) {
        if (step(applyMove(state, legal.player, { type: 'pass' }))) throw new Stuck(`${where}: could not decline`);
        return undefined;
      }
      const asked = `${legal.decision.module}.${legal.decision.kind} of ${legal.player}`;
      throw new Stuck(
        `${where}: the engine waits for ${asked}; ${entry ? `the next entry is "${entry.action}"` : 'no entry answers it'}`,
      );
    }
    entries.shift();
    const answer = applyMove(state, legal.player, actionMove(entry));
    if (!answer.ok) return entry.expectError ? undefined : answer;
    if (entry.expectError)
      failures.push(`${where}: expected the engine to refuse "${entry.action}", but it was accepted`);
    step(answer);
    return undefined;
  };
  let result = forceTurn(state, turn.player, turn.tile);
  if (step(result)) return result;
  // decisions the drawn tile asks before it is placed (a Wheel of Fortune tile's plague)
  for (let legal = legalMoves(state); legal.step === 'decide'; legal = legalMoves(state)) {
    const refused = decide(legal);
    if (refused) return refused;
  }
  result = applyMove(state, turn.player, { type: 'placeTile', x: turn.at[0], y: turn.at[1], rotation: turn.rotation });
  if (step(result)) return result;
  let figureDone = false;
  // chance named on the turn itself rides on the move that ends the figure step (its scoring draws)
  const forced = {
    ...(turn.roll !== undefined ? { roll: turn.roll } : {}),
    ...(turn.draw !== undefined ? { draw: turn.draw } : {}),
  };
  // answers every decision the engine asks until the turn is over
  while (turnNumber() === number && state.turn.step !== 'ended') {
    const legal = legalMoves(state);
    if (legal.step === 'decide') {
      const refused = decide(legal);
      if (refused) return refused;
      continue;
    }
    if (legal.step !== 'placeFigure' || figureDone) break;
    figureDone = true;
    // the figure step: an action instead of a figure (refused, if not offered), the figure, or nothing
    const entry = entries[0];
    const figureAction =
      entry && rulesFor(state.expansions).modules.some((m) => m.figureActions?.includes(entry.action));
    if (entry && figureAction) {
      entries.shift();
      result = applyMove(state, turn.player, actionMove(entry));
      // refused as expected: the next entry answers the same figure step (SCENARIOS.md)
      if (!result.ok && entry.expectError) {
        figureDone = false;
        continue;
      }
      // an action besides the figure (a ransom) leaves the figure step open for the next entry or figure
      if (result.ok && result.state.turn.step === 'placeFigure' && result.state.turn.number === number) {
        step(result);
        figureDone = false;
        continue;
      }
      // a figure named as well comes too late: the action ended the figure step
      if (result.ok && turn.place) {
        step(result);
        result = applyMove(state, turn.player, { type: 'placeFigure', figure: turn.place.figure, feature: 0 });
      }
    } else if (turn.place) {
      // a figure on a double tile's second half names that square (place.at)
      const square = turn.place.at ?? turn.at;
      const on =
        placedSquares(state).findIndex((p) => p.x === square[0] && p.y === square[1]) === 1 ? (1 as const) : undefined;
      const placed = tileAt(state.board, square[0], square[1]);
      const feature = placed ? featureAt(orientedOf(placed), turn.place.feature, turn.place.where) : -1;
      if (feature < 0) {
        return {
          ok: false,
          code: 'no-such-feature',
          why: 'no-such-feature',
          params: { feature: `${turn.place.feature} "${turn.place.where}"` },
        };
      }
      const move: Move = { type: 'placeFigure', figure: turn.place.figure, feature, ...(on ? { on } : {}), ...forced };
      result = applyMove(state, turn.player, move);
    } else {
      result = applyMove(state, turn.player, { type: 'pass', ...forced });
    }
    if (step(result)) return result;
  }
  if (entries.length)
    throw new Stuck(`${where}: ${entries.length} action entries were not asked for ("${entries[0]?.action}")`);
  return { ok: true, state, events };
}

function expectations(scenario: Scenario, state: GameState): string[] {
  const failures: string[] = [];
  const expect = scenario.expect ?? {};
  for (const [name, want] of Object.entries(expect.scores ?? {})) {
    const got = state.players.find((p) => p.id === name)?.score;
    if (got !== want) failures.push(`score of ${name}: expected ${want}, got ${got ?? 'no such player'}`);
  }
  for (const [name, figures] of Object.entries(expect.supply ?? {})) {
    const player = state.players.find((p) => p.id === name);
    for (const [figure, want] of Object.entries(figures)) {
      const got = player?.supply[figure] ?? 0;
      if (got !== want) failures.push(`supply of ${name}: expected ${want} ${figure}, got ${got}`);
    }
  }
  if (expect.next !== undefined) {
    const next = decidingPlayer(state);
    if (next !== expect.next) failures.push(`next: expected ${expect.next} to decide, got ${next ?? 'nobody'}`);
  }
  for (const [name, tokens] of Object.entries(expect.tokens ?? {})) {
    const held = playerTokens(state, name);
    for (const [token, want] of Object.entries(tokens)) {
      const got = held[token] ?? 0;
      if (got !== want) failures.push(`tokens of ${name}: expected ${want} ${token}, got ${got}`);
    }
  }
  if (expect.board) failures.push(...boardFailures(expect.board, state));
  return failures;
}

/** A figure as expect.board names it, for comparing lists in any order. */
function figureLine(figure: ScenarioFigure): string {
  const place = figure.feature ? ` ${figure.feature} ${figure.where ?? ''}`.trimEnd() : '';
  return `${figure.figure}${figure.player ? ` of ${figure.player}` : ''} at ${figure.at.join(',')}${place}`;
}

function onBoard(state: GameState): ScenarioFigure[] {
  const where = (x: number, y: number, feature: number | undefined) => {
    const placed = tileAt(state.board, x, y);
    if (!placed || feature === undefined) return {};
    const tile = orientedOf(placed);
    return { feature: tile.type.features[feature]?.kind ?? '?', where: placeName(tile, feature) };
  };
  return [
    ...state.figures.map((f) => ({
      at: [f.x, f.y] as [number, number],
      figure: f.kind,
      player: f.player,
      ...where(f.x, f.y, f.feature),
    })),
    ...(state.neutral ?? []).map((f) => ({
      at: [f.x, f.y] as [number, number],
      figure: f.kind,
      ...where(f.x, f.y, f.feature),
    })),
  ];
}

function boardFailures(expected: ScenarioFigure[], state: GameState): string[] {
  // a place is named by any edge it touches, so an expected one is matched against the figure's feature
  const actual = onBoard(state);
  const unmatched = [...actual];
  const failures: string[] = [];
  for (const want of expected) {
    const index = unmatched.findIndex((got) => matches(state, want, got));
    if (index < 0) failures.push(`board: expected ${figureLine(want)}, not there`);
    else unmatched.splice(index, 1);
  }
  for (const extra of unmatched) failures.push(`board: ${figureLine(extra)} is there but not expected`);
  return failures;
}

function matches(state: GameState, want: ScenarioFigure, got: ScenarioFigure): boolean {
  if (want.figure !== got.figure || want.player !== got.player) return false;
  if (want.at[0] !== got.at[0] || want.at[1] !== got.at[1]) return false;
  if (!want.feature) return !got.feature;
  const placed = tileAt(state.board, want.at[0], want.at[1]);
  if (!placed || want.feature !== got.feature) return false;
  const tile = orientedOf(placed);
  return featureAt(tile, want.feature, want.where ?? '') === featureAt(tile, got.feature ?? '', got.where ?? '');
}

function playEntry(state: GameState, entry: ScenarioEntry, failures: string[], where: string): MoveResult {
  if ('leave' in entry) return removePlayer(state, entry.leave);
  if ('discard' in entry) {
    const drawn = forceTurn(state, entry.player, entry.tile);
    if (!drawn.ok) return drawn;
    // the draw may have started the turn (1A): its events come first
    const discarded = discardDrawn(drawn.state);
    return discarded.ok ? { ...discarded, events: [...drawn.events, ...discarded.events] } : discarded;
  }
  return playTurn(state, entry, failures, where);
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

  for (const [index, entry] of scenario.turns.entries()) {
    const where = `turn ${index + 1}`;
    let played: MoveResult;
    try {
      played = playEntry(state, entry, result.failures, where);
    } catch (error) {
      if (!(error instanceof Stuck)) throw error;
      result.error = error.message;
      break;
    }
    const expectError = 'expectError' in entry && entry.expectError;
    if (played.ok) {
      state = played.state;
      result.events.push(...played.events.filter((e) => REPORTED.has(e.type)));
      if (expectError) result.failures.push(`${where}: expected the engine to refuse it, but it was accepted`);
    } else if (!expectError) {
      result.error = `${where} rejected: ${refusalInEnglish(played)}`;
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
