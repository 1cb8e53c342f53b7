// Computer players: pure functions over the engine's state (no I/O), for every rule module alike.
export { provisionalScores, standing } from './evaluate';
export { computerMove, DEFAULT_BUDGET_MS, type DecideOptions, isLevel, LEVELS, type Level } from './players';
