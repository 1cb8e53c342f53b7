// The game's life cycle: setup, the steps of a turn, and the end. Every function returns a new state
// and never changes the one it was given.
import { BOARD_REACH, tileAt, withTile } from './board';
import { findTileType, orientedOf, tileType } from './catalog';
import { addTileFeatures } from './features';
import { figureProblem, figureSpots } from './figures';
import { extendFrontier } from './frontier';
import { isRotation } from './geometry';
import type { ActionChoice } from './modules/module';
import { findModule, type Rules, rulesFor } from './modules/registry';
import { hasPlacement, legalPlacements, placementProblem } from './placement';
import { nextRandom, seedState } from './rng';
import { scoreCompletedFeatures, scoreFinal, updatePlayer } from './scoring';
import { orientedTile } from './tiles/oriented';
import type {
  CodeParams,
  GameEvent,
  GameSetup,
  GameState,
  LegalMoves,
  Move,
  MoveResult,
  Player,
  RefusalWhy,
  RejectCode,
} from './types';

export const PLAYER_COLORS = ['red', 'blue', 'yellow', 'green', 'black', 'pink'] as const;
export const DEFAULT_START = { tile: 'D', x: 0, y: 0, rotation: 0 } as const;

export type SetupWhy =
  | 'unknown-expansion'
  | 'needs-expansion'
  | 'unknown-option'
  | 'bad-option-value'
  | 'player-count'
  | 'duplicate-player'
  | 'unknown-start-tile'
  | 'bad-start-rotation'
  | 'start-off-board';

/** Settings a game cannot be played with: a code and its particulars (the message is for developers). */
export class SetupError extends Error {
  constructor(
    readonly why: SetupWhy,
    readonly params: CodeParams = {},
  ) {
    super(`${why} ${JSON.stringify(params)}`);
  }
}

/** How far from 0,0 a start tile may lie, leaving the board room to grow inside BOARD_REACH. */
const START_REACH = BOARD_REACH >> 1;

/**
 * A copy of the state whose turn may be written. Every other container is shared with the original and
 * replaced (never edited) by whoever changes it, so an unchanged board keeps its identity and the
 * caches keyed on it stay warm; players change through updatePlayer.
 */
function draftOf(state: GameState): GameState {
  // field by field rather than a spread: states then share one object shape, which keeps every read of
  // them fast (spreading states of differing shapes was the engine's most expensive line)
  const draft: GameState = {
    schema: state.schema,
    expansions: state.expansions,
    options: state.options,
    rng: state.rng,
    players: state.players,
    turn: { ...state.turn },
    supply: state.supply,
    board: state.board,
    nodes: state.nodes,
    figures: state.figures,
    nextFigure: state.nextFigure,
  };
  if (state.queue) draft.queue = state.queue;
  return draft;
}

// Supplies already built, by expansions and options: every game of a kind starts from the same one.
const supplies = new Map<string, readonly string[]>();

function buildSupply(rules: Rules, options: Record<string, unknown>): string[] {
  const key = `${rules.modules.map((m) => m.id).join(',')} ${JSON.stringify(options)}`;
  let supply = supplies.get(key);
  if (!supply) {
    const tiles: string[] = [];
    for (const module of rules.modules) {
      for (const [tile, count] of Object.entries(module.tileCounts?.(options) ?? {})) {
        for (let i = 0; i < count; i++) tiles.push(tile);
      }
    }
    supply = tiles.sort();
    supplies.set(key, supply);
  }
  return supply.slice();
}

function takeFromSupply(draft: GameState, tile: string): boolean {
  const index = draft.supply.indexOf(tile);
  if (index < 0) return false;
  draft.supply = draft.supply.filter((_, i) => i !== index);
  return true;
}

function takeFromQueue(draft: GameState, tile: string): boolean {
  const index = draft.queue?.indexOf(tile) ?? -1;
  if (index < 0) return false;
  draft.queue = (draft.queue as string[]).filter((_, i) => i !== index);
  return true;
}

/** The drawn tile leaves the player's hand unplayed: back to the queue's front (the river) or the supply. */
function returnDrawnTile(draft: GameState) {
  const { tile, queued, ...turn } = draft.turn;
  if (!tile) return;
  if (queued) draft.queue = [tile, ...(draft.queue ?? [])];
  else draft.supply = [...draft.supply, tile].sort();
  draft.turn = { ...turn, tile: null };
}

function putTile(draft: GameState, tile: string, x: number, y: number, rotation: 0 | 90 | 180 | 270) {
  const nodes = addTileFeatures(draft, orientedTile(tileType(tile), rotation), x, y);
  const board = withTile(draft.board, { tile, x, y, rotation, nodes, turn: draft.turn.number });
  extendFrontier(draft.board, board);
  draft.board = board;
}

function finish(draft: GameState, rules: Rules, events: GameEvent[]) {
  scoreFinal(draft, rules, events);
  for (const hook of rules.hooks.finalScoring) hook.run(draft, events);
  draft.turn = { ...draft.turn, step: 'ended', tile: null, placed: null };
  const best = Math.max(...draft.players.map((p) => p.score));
  events.push({
    type: 'gameEnded',
    winners: draft.players.filter((p) => p.score === best).map((p) => p.id),
    scores: Object.fromEntries(draft.players.map((p) => [p.id, p.score])),
  });
}

/** The next tile to draw: the queue first (the river), then a random one from the supply. */
function drawTile(draft: GameState): { tile: string; queued: boolean } | undefined {
  if (draft.queue?.length) {
    const [tile, ...rest] = draft.queue as [string, ...string[]];
    draft.queue = rest;
    return { tile, queued: true };
  }
  if (!draft.supply.length) return undefined;
  const { state, value } = nextRandom(draft.rng);
  draft.rng = state;
  const index = Math.floor(value * draft.supply.length);
  const tile = draft.supply[index] as string;
  draft.supply = draft.supply.filter((_, i) => i !== index);
  return { tile, queued: false };
}

/**
 * Step "draw": the next tile; tiles that fit nowhere are set aside. Ends the game when none is left.
 * `bonus` names the module that granted this extra turn to the same player.
 */
function beginTurn(draft: GameState, rules: Rules, playerIndex: number, events: GameEvent[], bonus?: string) {
  draft.turn = { number: draft.turn.number + 1, player: playerIndex, step: 'placeTile', tile: null, placed: null };
  if (bonus) draft.turn.bonus = bonus;
  if (draft.options.scriptedDraws) return;
  for (let drawn = drawTile(draft); drawn; drawn = drawTile(draft)) {
    const { tile, queued } = drawn;
    if (hasPlacement(draft, rules, tileType(tile))) {
      draft.turn.tile = tile;
      if (queued) draft.turn.queued = true;
      const player = (draft.players[playerIndex] as Player).id;
      events.push({ type: 'turnStarted', player, turn: draft.turn.number }, { type: 'tileDrawn', player, tile });
      return;
    }
    events.push({ type: 'tileDiscarded', tile, why: 'fits-nowhere' });
  }
  finish(draft, rules, events);
}

/** Checks expansions and options; throws SetupError with the reason. Returns the rules. */
export function checkSettings(expansionIds: readonly string[], options: Record<string, unknown>): Rules {
  for (const id of expansionIds) {
    const module = findModule(id);
    if (!module || id === 'base') throw new SetupError('unknown-expansion', { expansion: id });
    const needs = module.requires?.find((needed) => !expansionIds.includes(needed));
    if (needs) throw new SetupError('needs-expansion', { expansion: id, needs });
  }
  const rules = rulesFor(expansionIds);
  for (const [name, value] of Object.entries(options)) {
    const option = rules.modules.flatMap((m) => m.options ?? []).find((o) => o.name === name);
    if (!option) throw new SetupError('unknown-option', { option: name });
    if (!option.values.includes(value as string | boolean | number)) {
      throw new SetupError('bad-option-value', {
        option: name,
        value: String(value),
        choices: option.values.join(', '),
      });
    }
  }
  return rules;
}

// modules may preset options (the Abbot plays with the garden tiles); the game's own choices win
const withPresets = (rules: Rules, options: Record<string, unknown> = {}): Record<string, unknown> =>
  Object.assign({}, ...rules.modules.map((m) => m.presetOptions ?? {}), options);

/** The options a game with these expansions and choices plays by, presets included. */
export const gameOptions = (expansionIds: readonly string[], options: Record<string, unknown>) =>
  withPresets(rulesFor(expansionIds), options);

/** Most players a game seats: five colours, six when Inns & Cathedrals brings the sixth. */
export const playerLimit = (expansions: readonly string[]) => (expansions.includes('inns-cathedrals') ? 6 : 5);

export function createGame(setup: GameSetup): { state: GameState; events: GameEvent[] } {
  const expansions = [...new Set(setup.expansions ?? [])];
  const rules = checkSettings(expansions, { ...setup.options });
  const options = withPresets(rules, setup.options);
  const maxPlayers = playerLimit(expansions);
  const count = setup.players.length;
  if (count < 1 || count > maxPlayers) throw new SetupError('player-count', { max: maxPlayers, count });
  if (new Set(setup.players.map((p) => p.id)).size !== count) throw new SetupError('duplicate-player');

  const supplyOfFigures = Object.fromEntries([...rules.figures.values()].map((f) => [f.id, f.perPlayer]));
  const players: Player[] = setup.players.map((p, i) => ({
    id: p.id,
    name: p.name,
    color: p.color ?? (PLAYER_COLORS[i] as string),
    score: 0,
    supply: { ...supplyOfFigures },
  }));
  const moduleStart = rules.modules.find((m) => m.startTile)?.startTile;
  const start = setup.start ?? (moduleStart ? { tile: moduleStart, x: 0, y: 0, rotation: 0 as const } : DEFAULT_START);
  if (!findTileType(start.tile)) throw new SetupError('unknown-start-tile', { tile: start.tile });
  if (!isRotation(start.rotation)) throw new SetupError('bad-start-rotation');
  if (![start.x, start.y].every((n) => Number.isInteger(n) && Math.abs(n) <= START_REACH)) {
    throw new SetupError('start-off-board', { reach: START_REACH });
  }
  const draft: GameState = {
    schema: 1,
    expansions,
    options,
    rng: seedState(setup.seed),
    players,
    turn: { number: 0, player: 0, step: 'placeTile', tile: null, placed: null },
    supply: buildSupply(rules, options),
    board: [],
    nodes: [],
    figures: [],
    nextFigure: 1,
  };
  const startTile = tileType(start.tile).id;
  takeFromSupply(draft, startTile);
  putTile(draft, startTile, start.x, start.y, start.rotation);
  for (const hook of rules.hooks.setupGame) hook.run(draft);
  const events: GameEvent[] = [];
  beginTurn(draft, rules, (setup.firstPlayer ?? 0) % count, events);
  return { state: draft, events };
}

export function legalMoves(state: GameState): LegalMoves {
  const rules = rulesFor(state.expansions);
  const player = state.players[state.turn.player]?.id ?? '';
  if (state.turn.step === 'ended') return { step: 'ended' };
  if (!state.turn.tile) return { step: 'placeTile', player, tile: '', placements: [] };
  if (state.turn.step === 'placeTile') {
    return {
      step: 'placeTile',
      player,
      tile: state.turn.tile,
      placements: legalPlacements(state, rules, tileType(state.turn.tile)),
    };
  }
  const actions: ActionChoice[] = [];
  for (const hook of rules.hooks.actions) actions.push(...hook.run(state));
  return { step: 'placeFigure', player, spots: figureSpots(state, rules), actions };
}

const reject = (code: RejectCode, why: RefusalWhy, params?: CodeParams): MoveResult =>
  params ? { ok: false, code, why, params } : { ok: false, code, why };

/** Ends the turn: scores what the tile completed, then the next player draws (or the same, on a bonus turn). */
function endTurn(draft: GameState, rules: Rules, events: GameEvent[], mayEarnBonus = true) {
  // asked before scoring: the tile placed earns an extra turn even if scoring then sends the builder home
  const earned = mayEarnBonus && !draft.turn.bonus;
  const bonus = earned ? rules.hooks.grantsBonusTurn.find((hook) => hook.run(draft))?.module : undefined;
  const placed = draft.turn.placed;
  if (placed) scoreCompletedFeatures(draft, rules, placed.x, placed.y, events);
  for (const hook of rules.hooks.afterScoring) hook.run(draft, events);
  const next = bonus ? draft.turn.player : (draft.turn.player + 1) % draft.players.length;
  beginTurn(draft, rules, next, events, bonus);
}

export function applyMove(state: GameState, playerId: string, move: Move): MoveResult {
  if (state.turn.step === 'ended') return reject('game-over', 'game-over');
  const active = state.players[state.turn.player] as Player;
  if (active.id !== playerId) return reject('not-your-turn', 'not-your-turn', { player: active.id });
  const rules = rulesFor(state.expansions);
  const events: GameEvent[] = [];

  switch (move.type) {
    case 'placeTile': {
      if (state.turn.step !== 'placeTile') return reject('wrong-step', 'tile-already-placed');
      if (!state.turn.tile) return reject('wrong-step', 'no-tile-drawn');
      if (!Number.isInteger(move.x) || !Number.isInteger(move.y))
        return reject('unknown-move', 'coordinates-not-whole');
      if (!isRotation(move.rotation)) return reject('unknown-move', 'bad-rotation');
      const tile = state.turn.tile as string;
      const problem = placementProblem(state, rules, tileType(tile), move.x, move.y, move.rotation);
      if (problem) return { ok: false, ...problem };
      const draft = draftOf(state);
      putTile(draft, tile, move.x, move.y, move.rotation);
      draft.turn.step = 'placeFigure';
      draft.turn.placed = { x: move.x, y: move.y, rotation: move.rotation };
      events.push({ type: 'tilePlaced', player: playerId, tile, x: move.x, y: move.y, rotation: move.rotation });
      return { ok: true, state: draft, events };
    }
    case 'placeFigure': {
      if (state.turn.step !== 'placeFigure') return reject('wrong-step', 'place-tile-first');
      const problem = figureProblem(state, rules, move.figure, move.feature);
      if (problem) return { ok: false, ...problem };
      const draft = draftOf(state);
      const at = draft.turn.placed as { x: number; y: number };
      updatePlayer(draft, playerId, (p) => ({
        ...p,
        supply: { ...p.supply, [move.figure]: (p.supply[move.figure] ?? 0) - 1 },
      }));
      draft.figures = [
        ...draft.figures,
        {
          id: `f${draft.nextFigure}`,
          player: playerId,
          kind: move.figure,
          x: at.x,
          y: at.y,
          feature: move.feature,
        },
      ];
      draft.nextFigure += 1;
      const placed = tileAt(draft.board, at.x, at.y);
      const featureKind = placed ? (orientedOf(placed).type.features[move.feature]?.kind ?? '') : '';
      events.push({
        type: 'figurePlaced',
        player: playerId,
        figure: move.figure,
        x: at.x,
        y: at.y,
        feature: move.feature,
        featureKind,
      });
      endTurn(draft, rules, events);
      return { ok: true, state: draft, events };
    }
    case 'pass': {
      if (state.turn.step !== 'placeFigure') return reject('wrong-step', 'skip-before-tile');
      const draft = draftOf(state);
      endTurn(draft, rules, events);
      return { ok: true, state: draft, events };
    }
    case 'action': {
      // an action is taken instead of placing a figure, so it ends the figure step like one
      if (state.turn.step !== 'placeFigure') return reject('wrong-step', 'place-tile-first');
      const choice = { action: move.action, ...(move.args ? { args: move.args } : {}) };
      const offered = rules.hooks.actions.some((hook) =>
        hook.run(state).some((a) => a.action === choice.action && sameArgs(a.args, choice.args)),
      );
      if (!offered) return reject('unknown-move', 'action-not-offered', { action: move.action });
      const draft = draftOf(state);
      for (const hook of rules.hooks.applyAction) {
        const refused = hook.run(draft, choice, events);
        if (refused) return { ok: false, code: 'rule', ...refused };
      }
      endTurn(draft, rules, events);
      return { ok: true, state: draft, events };
    }
    default:
      return reject('unknown-move', 'unknown-move', { move: String((move as { type: string }).type) });
  }
}

const sameArgs = (a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined) =>
  JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/** Ends the game now (all tiles played, abandoned, or a scenario's end): final scoring runs once. */
export function endGame(state: GameState): { state: GameState; events: GameEvent[] } {
  if (state.turn.step === 'ended') return { state, events: [] };
  const draft = draftOf(state);
  if (draft.turn.step === 'placeTile') returnDrawnTile(draft);
  const rules = rulesFor(state.expansions);
  const events: GameEvent[] = [];
  // a tile already placed this turn gets its scoring step (as if its player passed): what it completed
  // pays the completed value, not the end-of-game value
  const placed = draft.turn.step === 'placeFigure' ? draft.turn.placed : null;
  if (placed) scoreCompletedFeatures(draft, rules, placed.x, placed.y, events);
  finish(draft, rules, events);
  return { state: draft, events };
}

/**
 * Rigs the current turn for scenarios and tests: makes `playerId` active with `tile` drawn. The tile
 * drawn at random goes back to the supply; with the unlimitedTiles option any tile type may be named.
 */
export function forceTurn(state: GameState, playerId: string, tile: string): MoveResult {
  if (state.turn.step !== 'placeTile') return reject('wrong-step', 'rig-after-placement');
  const index = state.players.findIndex((p) => p.id === playerId);
  if (index < 0) return reject('not-your-turn', 'no-such-player', { player: playerId });
  const type = findTileType(tile);
  if (!type) return reject('rule', 'no-such-tile', { tile });
  const draft = draftOf(state);
  returnDrawnTile(draft);
  // a queued tile (the river) may be named too, in any order
  const fromSupply = takeFromSupply(draft, type.id);
  const queued = !fromSupply && takeFromQueue(draft, type.id);
  if (!fromSupply && !queued && !state.options.unlimitedTiles) {
    return reject('rule', 'tile-not-in-supply', { tile: type.id });
  }
  draft.turn = { ...draft.turn, player: index, tile: type.id, ...(queued ? { queued } : {}) };
  return { ok: true, state: draft, events: [] };
}

/**
 * Takes a player out of a running game: their figures leave the board and play goes on with the
 * others. A player leaving mid-turn ends that turn (a placed tile stays and scores; a drawn one goes
 * back to the supply). With one player left the game ends.
 */
export function removePlayer(state: GameState, playerId: string): MoveResult {
  const seat = state.players.findIndex((p) => p.id === playerId);
  if (seat < 0) return reject('not-your-turn', 'no-such-player', { player: playerId });
  if (state.turn.step === 'ended') return reject('game-over', 'game-over');
  const rules = rulesFor(state.expansions);
  const events: GameEvent[] = [];
  const draft = draftOf(state);
  const wasActive = seat === draft.turn.player;
  if (wasActive && draft.turn.step === 'placeFigure' && draft.turn.placed) {
    scoreCompletedFeatures(draft, rules, draft.turn.placed.x, draft.turn.placed.y, events);
  } else if (wasActive) {
    returnDrawnTile(draft);
  }
  for (const figure of draft.figures.filter((f) => f.player === playerId)) {
    events.push({ type: 'figureReturned', player: playerId, figure: figure.kind, x: figure.x, y: figure.y });
  }
  draft.figures = draft.figures.filter((f) => f.player !== playerId);
  draft.players = draft.players.filter((p) => p.id !== playerId);
  events.push({ type: 'playerRemoved', player: playerId });
  if (draft.players.length < 2) {
    finish(draft, rules, events);
  } else if (wasActive) {
    draft.turn.player = (seat - 1 + draft.players.length) % draft.players.length;
    beginTurn(draft, rules, seat % draft.players.length, events);
  } else if (seat < draft.turn.player) {
    draft.turn.player -= 1;
  }
  return { ok: true, state: draft, events };
}

/**
 * Skips the active player's turn (their turn clock ran out): a drawn tile goes back where it came from,
 * a placed one stays and the turn ends as if they placed no figure. The next player draws.
 */
export function skipTurn(state: GameState): MoveResult {
  if (state.turn.step === 'ended') return reject('game-over', 'game-over');
  const player = (state.players[state.turn.player] as Player).id;
  const draft = draftOf(state);
  const events: GameEvent[] = [{ type: 'turnSkipped', player }];
  const rules = rulesFor(state.expansions);
  if (draft.turn.step === 'placeTile' && draft.turn.tile) {
    returnDrawnTile(draft);
    beginTurn(draft, rules, (draft.turn.player + 1) % draft.players.length, events);
  } else {
    // a turn lost to the clock earns no extra turn
    endTurn(draft, rules, events, false);
  }
  return { ok: true, state: draft, events };
}
