// The game's life cycle: setup, the steps of a turn, and the end. Every function returns a new state
// and never changes the one it was given.

import { BOARD_REACH, tileAt, withTile } from './board';
import { findTileType, playedAs, tileType } from './catalog';
import { PLAYER_COLORS } from './colors';
import { partnerSquare, placedSquares } from './double-tiles';
import { addTileFeatures, joinPlacedFeatures } from './features';
import { figuresPerPlayer } from './figure-count';
import { figureProblem, figureSpots, placeFigure } from './figures';
import { isRotation } from './geometry';
import { fillHalfSquare } from './half-tiles';
import { oweExtraTurn } from './module-state';
import type { ActionChoice, RuleOption, TurnContext } from './modules/module';
import { EXPANSION_IDS, expansionManifest, findModule, hasPhase, type Rules, rulesFor } from './modules/registry';
import { choiceForPlace } from './place-names';
import { fitsSomewhere, hasPlacement, legalPlacements, placementProblem } from './placement';
import { seedState } from './rng';
import { scoreCompleted, scoreFinal } from './scoring';
import { orientedTile } from './tiles/oriented';
import { advance, answerDecision, contextFor, pendingDecision, resumePoint, type TurnSteps } from './turn';
import type {
  CodeParams,
  Decision,
  DecisionChoice,
  FigureSpot,
  GameEvent,
  GameSetup,
  GameState,
  LegalMoves,
  Move,
  MoveResult,
  Player,
  RefusalWhy,
  RejectCode,
  Rotation,
} from './types';

export { PLAYER_COLORS };
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
    // Object.assign copies the turn's many shapes faster than a spread does
    turn: Object.assign({}, state.turn),
    supply: state.supply,
    board: state.board,
    nodes: state.nodes,
    figures: state.figures,
    nextFigure: state.nextFigure,
  };
  if (state.queue) draft.queue = state.queue;
  if (state.neutral) draft.neutral = state.neutral;
  if (state.modules) draft.modules = state.modules;
  return draft;
}

// Supplies already built, by expansions and options: every game of a kind starts from the same one.
const supplies = new Map<string, readonly string[]>();

function buildSupply(rules: Rules, options: Record<string, unknown>): string[] {
  const key = `${rules.modules.map((m) => m.id).join(',')} ${JSON.stringify(options)}`;
  let supply = supplies.get(key);
  if (!supply) {
    // a module may take out copies another put in (a negative count: German monasteries for the base game's)
    const counts = new Map<string, number>();
    for (const module of rules.modules) {
      for (const [printed, count] of Object.entries(module.tileCounts?.(options) ?? {})) {
        const tile = playedAs(rules, printed);
        counts.set(tile, (counts.get(tile) ?? 0) + count);
      }
    }
    const tiles: string[] = [];
    for (const [tile, count] of counts) for (let i = 0; i < count; i++) tiles.push(tile);
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

/**
 * The supply with one more tile, sorted: put in its place when the supply is sorted (as the engine keeps
 * it), which gives what sorting the whole list would without its cost at every provisional end of game.
 */
function sortedWith(supply: readonly string[], tile: string): string[] {
  let at = supply.length;
  for (let i = 0; i < supply.length; i++) {
    const id = supply[i] as string;
    if (i > 0 && (supply[i - 1] as string) > id) return [...supply, tile].sort();
    if (at === supply.length && id > tile) at = i;
  }
  const next = supply.slice(0, at);
  next.push(tile);
  for (let i = at; i < supply.length; i++) next.push(supply[i] as string);
  return next;
}

/** The drawn tile leaves the player's hand unplayed: back to the queue's front (the river) or the supply. */
function returnDrawnTile(draft: GameState) {
  const { tile, queued, ...turn } = draft.turn;
  if (!tile) return;
  const player = draft.players[turn.player]?.id ?? '';
  const held = rulesFor(draft.expansions).hooks.heldTiles.some((hook) => hook.run(draft, player).includes(tile));
  // a tile of the player's own (an abbey) stays theirs: it was never in the supply
  if (queued) draft.queue = [tile, ...(draft.queue ?? [])];
  else if (!held) draft.supply = sortedWith(draft.supply, tile);
  draft.turn = { ...turn, tile: null };
}

function putTile(draft: GameState, rules: Rules, tile: string, x: number, y: number, rotation: Rotation) {
  const type = tileType(tile);
  // a half tile into another half's gap makes the square one tile (half-tiles.ts)
  if (type.half && tileAt(draft.board, x, y)) {
    fillHalfSquare(draft, { x, y }, tile);
    return;
  }
  const nodes = addTileFeatures(draft, orientedTile(type, rotation), x, y);
  // the position as small integers (`| 0`: the same whole numbers): a move built from a listing may carry
  // them as doubles, and one tile holding a double makes V8 keep every tile's x and y as boxed doubles
  const placed = { tile, x: x | 0, y: y | 0, rotation, nodes, turn: draft.turn.number };
  const board = withTile(draft.board, placed);
  draft.board = board;
  joinPlacedFeatures(draft, rules, placed, true);
  // a double tile's second half goes down with it, beside it (double-tiles.ts)
  const partner = type.double?.partner;
  if (partner) {
    const at = partnerSquare({ x, y }, rotation);
    putTile(draft, rules, partner, at.x, at.y, rotation);
  }
}

function finish(draft: GameState, rules: Rules, events: GameEvent[], silent = false) {
  // nobody is asked anything once the game is over: modules take their defaults
  const ctx = contextFor(draft, rules, events, { canAsk: false, silent });
  for (const hook of rules.hooks.beforeFinal) hook.run(draft, ctx);
  scoreFinal(draft, ctx);
  for (const hook of rules.hooks.finalScoring) hook.run(draft, ctx);
  draft.turn = { number: draft.turn.number, player: draft.turn.player, step: 'ended', tile: null, placed: null };
  if (silent) return;
  const best = Math.max(...draft.players.map((p) => p.score));
  events.push({
    type: 'gameEnded',
    winners: draft.players.filter((p) => p.score === best).map((p) => p.id),
    scores: Object.fromEntries(draft.players.map((p) => [p.id, p.score])),
  });
}

/** The next tile to draw: the queue first (the river), then a random one from the supply. */
function drawTile(draft: GameState, ctx: TurnContext): { tile: string; queued: boolean } | undefined {
  if (draft.queue?.length) {
    const [tile, ...rest] = draft.queue as [string, ...string[]];
    draft.queue = rest;
    return { tile, queued: true };
  }
  if (!draft.supply.length) return undefined;
  const index = ctx.random(draft.supply.length);
  const tile = draft.supply[index] as string;
  // a copy without the tile (a filter would call a function per tile of the supply, every draw)
  const supply = draft.supply.slice();
  supply.splice(index, 1);
  draft.supply = supply;
  return { tile, queued: false };
}

/** A module sets the drawn tile aside for now (a dragon tile before the dragon is in play). */
const setAsideByModule = (draft: GameState, ctx: TurnContext, tile: string) =>
  ctx.rules.hooks.setAsideDrawn.some((hook) => hook.run(draft, tile, ctx));

/**
 * Modules see the drawn tile before it is placed or discarded (ModuleHooks.onDrawn); when they asked
 * decisions, the turn waits for them holding the tile, and the draw step goes on from it afterwards.
 */
function askedOnDrawing(draft: GameState, ctx: TurnContext, tile: string, queued: boolean): boolean {
  for (const hook of ctx.rules.hooks.onDrawn) hook.run(draft, tile, ctx);
  if (!draft.turn.decisions?.length) return false;
  draft.turn = { ...draft.turn, tile, drawnUnchecked: true, step: 'decide', phase: ctx.rules.stops.draw };
  if (queued) draft.turn.queued = true;
  return true;
}

/** The tile a drawing's decisions held (askedOnDrawing), taken back off the turn to be placed or discarded. */
function takeUncheckedTile(draft: GameState): { tile: string; queued: boolean } | undefined {
  // most draws held no tile: no copy of the turn then
  if (!draft.turn.drawnUnchecked || !draft.turn.tile) return undefined;
  const { drawnUnchecked: _, queued, ...turn } = draft.turn;
  if (!turn.tile) return undefined;
  draft.turn = { ...turn, tile: null };
  return { tile: turn.tile, queued: Boolean(queued) };
}

/** Step 1B "draw": the next tile; tiles that fit nowhere are set aside. Ends the game when none is left. */
function drawStep(draft: GameState, ctx: TurnContext): boolean {
  if (draft.options.scriptedDraws) return true;
  const player = (draft.players[draft.turn.player] as Player).id;
  // a tile drawn before the decisions its drawing asked: now it is placed or set aside
  const resumed = takeUncheckedTile(draft);
  // a module gave the turn a tile of the player's own (an abbey) in 1B: nothing is drawn
  if (draft.turn.tile) {
    ctx.events.push({ type: 'turnStarted', player, turn: draft.turn.number });
    return true;
  }
  for (let drawn = resumed ?? drawTile(draft, ctx); drawn; drawn = drawTile(draft, ctx)) {
    const { tile, queued } = drawn;
    if (drawn !== resumed) {
      if (!queued && setAsideByModule(draft, ctx, tile)) continue;
      if (askedOnDrawing(draft, ctx, tile, queued)) return false;
    }
    // whether it fits at all: the listing of every place waits for whoever asks for it (a computer
    // player's simulated game stops at a drawn tile it never places, and reads the score instead)
    if (fitsSomewhere(draft, ctx.rules, tileType(tile))) {
      draft.turn.tile = tile;
      if (queued) draft.turn.queued = true;
      ctx.events.push({ type: 'turnStarted', player, turn: draft.turn.number }, { type: 'tileDrawn', player, tile });
      return true;
    }
    ctx.events.push({ type: 'tileDiscarded', tile, why: 'fits-nowhere' });
  }
  // a player may still play a tile of their own (the abbeys' last round): the turn passes without a tile
  if (ctx.rules.hooks.playsOn.some((hook) => hook.run(draft, ctx.rules))) {
    turnOver(draft, ctx);
    return false;
  }
  // the last tile is played: modules may ask before the game ends (the draw is tried again after)
  for (const hook of ctx.rules.hooks.beforeEnd) hook.run(draft, ctx);
  if (draft.turn.decisions?.length) {
    draft.turn = { ...draft.turn, step: 'decide', phase: ctx.rules.stops.draw };
    return false;
  }
  finish(draft, ctx.rules, ctx.events);
  return false;
}

/**
 * Step 4B: the turn is over; the same player goes again on an extra turn a module granted (the builder's
 * first, then those still owed), else the player a module names (a bazaar round), else the next seat.
 */
function turnOver(draft: GameState, ctx: TurnContext) {
  const [bonus, ...owed] = draft.turn.owed ?? [];
  const next = bonus ? draft.turn.player : (chosenNext(draft, ctx) ?? (draft.turn.player + 1) % draft.players.length);
  beginTurn(draft, ctx, next, bonus, owed);
}

/** The seat a module names for the next turn out of seat order (a bazaar round), if any. */
function chosenNext(draft: GameState, ctx: TurnContext): number | undefined {
  for (const hook of ctx.rules.hooks.nextTurn) {
    const seat = hook.run(draft, ctx);
    if (seat !== undefined && seat >= 0 && seat < draft.players.length) return seat;
  }
  return undefined;
}

const STEPS: TurnSteps = { draw: drawStep, endTurn: turnOver };

/**
 * A new turn for the player in seat `playerIndex`, run up to its first decision. `bonus` names the module
 * that granted this extra turn to the same player: it starts at the draw (1A is not repeated).
 */
function beginTurn(draft: GameState, ctx: TurnContext, playerIndex: number, bonus?: string, owed: string[] = []) {
  draft.turn = { number: draft.turn.number + 1, player: playerIndex, step: 'placeTile', tile: null, placed: null };
  if (bonus) draft.turn.bonus = bonus;
  if (owed.length) draft.turn.owed = owed;
  advance(draft, ctx, bonus || !turnStarts(draft, ctx.rules) ? ctx.rules.stops.draw : 0, STEPS);
}

/**
 * Whether 1A runs now: no turn starts after the last tile (the game "ends when the turn in which the
 * last tile was placed is finished"), so what a turn's start brings (the fairy's point ...) comes only
 * to a turn that gets a tile. With scripted draws the tile is known only when forceTurn names it: 1A
 * waits for it (`turn.unstarted`), and a game ended before never runs it.
 */
function turnStarts(draft: GameState, rules: Rules): boolean {
  if (rules.stops.draw === 0) return true;
  if (draft.options.scriptedDraws) {
    draft.turn.unstarted = true;
    return false;
  }
  if (draft.queue?.length || draft.supply.some((tile, i) => tile !== draft.supply[i - 1] && fitsAnywhere(tile)))
    return true;
  // no tile is left to draw: a player may still play a tile of their own (an abbey in the last round)
  const player = draft.players[draft.turn.player]?.id ?? '';
  return (
    rules.hooks.playsOn.some((hook) => hook.run(draft, rules)) &&
    rules.hooks.heldTiles.some((hook) => hook.run(draft, player).some(fitsAnywhere))
  );

  function fitsAnywhere(tile: string) {
    return fitsSomewhere(draft, rules, tileType(tile));
  }
}

/**
 * The rule options the modules of a game with these (known) expansions declare, in module order, each
 * once (several modules may offer one: the siege sets).
 */
export const ruleOptionsOf = (expansionIds: readonly string[]): RuleOption[] =>
  rulesFor(expansionIds)
    .modules.flatMap((m) => m.options ?? [])
    .filter((o, i, all) => all.findIndex((other) => other.name === o.name) === i);

/** Checks expansions and options; throws SetupError with the reason. Returns the rules. */
export function checkSettings(expansionIds: readonly string[], options: Record<string, unknown>): Rules {
  for (const id of expansionIds) {
    const module = findModule(id);
    if (!module || id === 'base') throw new SetupError('unknown-expansion', { expansion: id });
    const needs = module.requires?.find((needed) => !expansionIds.includes(needed));
    if (needs) throw new SetupError('needs-expansion', { expansion: id, needs });
  }
  const rules = rulesFor(expansionIds);
  const known = ruleOptionsOf(expansionIds);
  for (const [name, value] of Object.entries(options)) {
    const option = known.find((o) => o.name === name);
    // the options these expansions do know, so whoever typed it can pick one
    if (!option) throw new SetupError('unknown-option', { option: name, choices: known.map((o) => o.name).join(', ') });
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

/** Players the base game seats: five colours. */
const BASE_PLAYER_LIMIT = 5;

/** Most players a game seats: five colours, more when an expansion brings more (its manifest's playerLimit). */
export const playerLimit = (expansions: readonly string[]) =>
  Math.max(BASE_PLAYER_LIMIT, ...expansions.map((id) => expansionManifest(id)?.playerLimit ?? 0));

export function createGame(setup: GameSetup): { state: GameState; events: GameEvent[] } {
  const typed = [...new Set(setup.expansions ?? [])];
  checkSettings(typed, { ...setup.options });
  // kept in the registry's order, so the order a host typed them in changes nothing
  const expansions = EXPANSION_IDS.filter((id) => typed.includes(id));
  const rules = rulesFor(expansions);
  const options = withPresets(rules, setup.options);
  const maxPlayers = playerLimit(expansions);
  const count = setup.players.length;
  if (count < 1 || count > maxPlayers) throw new SetupError('player-count', { max: maxPlayers, count });
  if (new Set(setup.players.map((p) => p.id)).size !== count) throw new SetupError('duplicate-player');

  const supplyOfFigures = figuresPerPlayer(rules, options);
  const players: Player[] = setup.players.map((p, i) => ({
    id: p.id,
    name: p.name,
    color: p.color ?? (PLAYER_COLORS[i] as string),
    score: 0,
    supply: { ...supplyOfFigures },
  }));
  const moduleStart = rules.modules.reduce<string | undefined>(
    (tile, m) => (tile && m.replaceStart?.(tile, options)) || tile,
    (rules.modules.find((m) => m.startTiles) ?? rules.modules.find((m) => m.startTile))?.startTile,
  );
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
  putTile(draft, rules, startTile, start.x, start.y, start.rotation);
  // a start of several tiles (the city of Carcassonne) lies around its start tile
  for (const part of rules.modules.find((m) => m.startTile === startTile)?.startTiles ?? []) {
    takeFromSupply(draft, part.tile);
    putTile(draft, rules, part.tile, start.x + part.x, start.y + part.y, 0);
  }
  for (const hook of rules.hooks.setupGame) hook.run(draft);
  const events: GameEvent[] = [];
  beginTurn(draft, contextFor(draft, rules, events), (setup.firstPlayer ?? 0) % count);
  return { state: draft, events };
}

/** The player whose move the game waits for: a pending decision's player, else the active player. */
export function decidingPlayer(state: GameState): string | undefined {
  if (state.turn.step === 'ended') return undefined;
  return pendingDecision(state)?.player ?? state.players[state.turn.player]?.id;
}

export function legalMoves(state: GameState): LegalMoves {
  const rules = rulesFor(state.expansions);
  const player = state.players[state.turn.player]?.id ?? '';
  if (state.turn.step === 'ended') return { step: 'ended' };
  const decision = pendingDecision(state);
  if (decision) {
    const choices = decisionChoices(state, rules, decision);
    return { step: 'decide', player: decision.player, decision, choices, optional: Boolean(decision.optional) };
  }
  if (!state.turn.tile) return { step: 'placeTile', player, tile: '', placements: [] };
  if (state.turn.step === 'placeTile') {
    return {
      step: 'placeTile',
      player,
      tile: state.turn.tile,
      placements: legalPlacements(state, rules, tileType(state.turn.tile)),
    };
  }
  return { step: 'placeFigure', player, spots: listedSpots(state, rules), actions: offeredActions(state, rules) };
}

/**
 * The last state whose choices, actions or figure spots were listed, with them: a move answering it is
 * checked against that listing rather than a second one (a player or the computer lists, then moves).
 * States are never changed once returned, so the same objects in every part mean the same listing.
 */
let listed:
  | { state: GameState; parts: Parts; choices?: DecisionChoice[]; actions?: ActionChoice[]; spots?: FigureSpot[] }
  | undefined;

/** The parts of a state a listing depends on, as they were listed (they are replaced, never edited). */
type Parts = Pick<
  GameState,
  'turn' | 'board' | 'nodes' | 'figures' | 'players' | 'neutral' | 'modules' | 'supply' | 'queue' | 'rng'
>;

/** The parts of a state as they are now: those alone, not a copy of the whole state (a copy of many shapes is slow). */
const partsOf = (state: GameState): Parts => ({
  turn: state.turn,
  board: state.board,
  nodes: state.nodes,
  figures: state.figures,
  players: state.players,
  neutral: state.neutral,
  modules: state.modules,
  supply: state.supply,
  queue: state.queue,
  rng: state.rng,
});

/** Whether every part of the state is the one it was when it was listed. */
function unchanged(state: GameState, parts: Parts): boolean {
  return (
    state.turn === parts.turn &&
    state.board === parts.board &&
    state.nodes === parts.nodes &&
    state.figures === parts.figures &&
    state.players === parts.players &&
    state.neutral === parts.neutral &&
    state.modules === parts.modules &&
    state.supply === parts.supply &&
    state.queue === parts.queue &&
    state.rng === parts.rng
  );
}

function listingOf(state: GameState): NonNullable<typeof listed> {
  if (listed?.state !== state || !unchanged(state, listed.parts)) listed = { state, parts: partsOf(state) };
  return listed;
}

/** The answers to the pending decision, from the module that asked it. */
function decisionChoices(state: GameState, rules: Rules, decision: Decision): DecisionChoice[] {
  const listing = listingOf(state);
  listing.choices ??= rules.modulesById.get(decision.module)?.hooks?.choices?.(state, decision, rules) ?? [];
  return listing.choices;
}

/** Where the active player may put a figure on the tile just placed. */
function listedSpots(state: GameState, rules: Rules): FigureSpot[] {
  const listing = listingOf(state);
  listing.spots ??= figureSpots(state, rules);
  return listing.spots;
}

/** Whether the state's listing offered this figure there: such a move needs no second look. */
function listedFigure(state: GameState, move: Move & { type: 'placeFigure' }): boolean {
  const spots = listingOf(state).spots;
  if (!spots) return false;
  for (const spot of spots) {
    if (spot.feature === move.feature && spot.on === move.on && spot.figures.includes(move.figure)) return true;
  }
  return false;
}

/** The actions offered in the figure step instead of a figure. */
function offeredActions(state: GameState, rules: Rules): ActionChoice[] {
  const listing = listingOf(state);
  if (!listing.actions) {
    const actions: ActionChoice[] = [];
    // element by element: most modules offer nothing, and a spread call costs the same either way
    for (const hook of rules.hooks.actions) for (const action of hook.run(state, rules)) actions.push(action);
    listing.actions = actions;
  }
  return listing.actions;
}

const reject = (code: RejectCode, why: RefusalWhy, params?: CodeParams): MoveResult =>
  params ? { ok: false, code, why, params } : { ok: false, code, why };

/**
 * The figure step is over (a figure, an action or nothing): the turn goes on to 2C, scoring and the rest.
 * Whether the tile earned an extra turn is asked here, before scoring: the tile placed earns it even if
 * scoring then sends the builder home. A turn lost to the clock earns none.
 */
function afterFigureStep(draft: GameState, ctx: TurnContext, mayEarnBonus = true) {
  if (mayEarnBonus && !draft.turn.bonus) {
    const earned = ctx.rules.hooks.grantsBonusTurn.find((hook) => hook.run(draft))?.module;
    if (earned) oweExtraTurn(draft, earned);
  }
  advance(draft, ctx, resumePoint(draft, ctx.rules), STEPS);
}

const forcedOf = (move: Move): TurnContext['forced'] | undefined =>
  (move.type === 'action' || move.type === 'placeFigure' || move.type === 'pass') &&
  (move.roll !== undefined || move.draw !== undefined)
    ? {
        ...(move.roll !== undefined ? { roll: move.roll } : {}),
        ...(move.draw !== undefined ? { draw: move.draw } : {}),
      }
    : undefined;

/** A move answering the pending decision: an offered choice, or a pass when the player may decline. */
function answer(state: GameState, rules: Rules, playerId: string, move: Move): MoveResult {
  const decision = pendingDecision(state) as NonNullable<ReturnType<typeof pendingDecision>>;
  if (decision.player !== playerId) return reject('not-your-turn', 'not-your-decision', { player: decision.player });
  let choice = null;
  if (move.type === 'action') {
    const choices = decisionChoices(state, rules, decision);
    choice =
      offeredChoice(choices, move.action, move.args) ??
      // the same place by another of its names (another tile or edge of the same feature)
      choiceForPlace(state, choices, move.action, move.args, sameArgs);
    if (!choice) return reject('unknown-move', 'choice-not-offered', { action: move.action });
  } else if (move.type === 'pass') {
    if (!decision.optional) return reject('wrong-step', 'decision-required');
  } else {
    return reject('wrong-step', 'decide-first');
  }
  const draft = draftOf(state);
  const events: GameEvent[] = [];
  const refused = answerDecision(draft, contextFor(draft, rules, events, { forced: forcedOf(move) }), choice, STEPS);
  if (refused) return { ok: false, code: 'rule', ...refused };
  return { ok: true, state: draft, events };
}

export function applyMove(state: GameState, playerId: string, move: Move): MoveResult {
  if (state.turn.step === 'ended') return reject('game-over', 'game-over');
  const rules = rulesFor(state.expansions);
  if (state.turn.step === 'decide') return answer(state, rules, playerId, move);
  const active = state.players[state.turn.player] as Player;
  if (active.id !== playerId) return reject('not-your-turn', 'not-your-turn', { player: active.id });
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
      putTile(draft, rules, tile, move.x, move.y, move.rotation);
      draft.turn.placed = { x: move.x, y: move.y, rotation: move.rotation };
      events.push({ type: 'tilePlaced', player: playerId, tile, x: move.x, y: move.y, rotation: move.rotation });
      advance(draft, contextFor(draft, rules, events), resumePoint(state, rules), STEPS);
      return { ok: true, state: draft, events };
    }
    case 'placeFigure': {
      if (state.turn.step !== 'placeFigure') return reject('wrong-step', 'place-tile-first');
      const problem = !listedFigure(state, move) && figureProblem(state, rules, move.figure, move.feature, move.on);
      if (problem) return { ok: false, ...problem };
      const draft = draftOf(state);
      const at = (move.on ? placedSquares(state)[move.on] : draft.turn.placed) as { x: number; y: number };
      placeFigure(draft, rules, { player: playerId, kind: move.figure, at: { ...at, feature: move.feature } }, events);
      afterFigureStep(draft, contextFor(draft, rules, events, { forced: forcedOf(move) }));
      return { ok: true, state: draft, events };
    }
    case 'pass': {
      if (state.turn.step !== 'placeFigure') return reject('wrong-step', 'skip-before-tile');
      const draft = draftOf(state);
      afterFigureStep(draft, contextFor(draft, rules, events, { forced: forcedOf(move) }));
      return { ok: true, state: draft, events };
    }
    case 'action': {
      // an action is taken instead of placing a figure, so it ends the figure step like one (unless free)
      if (state.turn.step !== 'placeFigure') return reject('wrong-step', 'place-tile-first');
      const choice = { action: move.action, ...(move.args ? { args: move.args } : {}) };
      const offered = offeredChoice(offeredActions(state, rules), choice.action, choice.args);
      if (!offered) return reject('unknown-move', 'action-not-offered', { action: move.action });
      const draft = draftOf(state);
      const ctx = contextFor(draft, rules, events, { forced: forcedOf(move) });
      for (const hook of rules.hooks.applyAction) {
        const refused = hook.run(draft, choice, ctx);
        if (refused) return { ok: false, code: 'rule', ...refused };
      }
      if (endsPlacing(rules, choice.action)) draft.turn.secondFigureBarred = true;
      // an action besides the figure (a ransom) leaves the figure step open
      if (!offered.free) afterFigureStep(draft, ctx);
      return { ok: true, state: draft, events };
    }
    default:
      return reject('unknown-move', 'unknown-move', { move: String((move as { type: string }).type) });
  }
}

// the actions that bar a second figure under the last rules asked about (none without a 2B-2 phase), worked
// out once: asked at every action move (keyed by identity, safely: a Rules object is built once per set of expansions)
let placingEnders: { rules: Rules; actions: ReadonlySet<string> } | undefined;

/** Whether a figure-step action bars a second figure (2B-2), in a game that has that step. */
function endsPlacing(rules: Rules, action: string): boolean {
  if (placingEnders?.rules !== rules) {
    const actions = hasPhase(rules, 'secondFigure') ? rules.modules.flatMap((module) => module.endsPlacing ?? []) : [];
    placingEnders = { rules, actions: new Set(actions) };
  }
  return placingEnders.actions.has(action);
}

/** Plain JSON values equal in structure: a move's arguments match in whatever order they were written. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  // counted rather than listed: a move is compared with every offered choice, and most differ at once
  let keys = 0;
  for (const key in left) {
    if (!sameValue(left[key], right[key])) return false;
    keys++;
  }
  for (const _ in right) keys--;
  return keys === 0;
}

const sameArgs = (a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined) =>
  sameValue(a ?? {}, b ?? {});

/**
 * The offered choice or action a move names: first by the arguments object itself (a move built from the
 * listing carries the offered one, and a magic tile offers 142), else by equal arguments.
 */
function offeredChoice<T extends { action: string; args?: Record<string, unknown> }>(
  offered: readonly T[],
  action: string,
  args: Record<string, unknown> | undefined,
): T | undefined {
  if (args) {
    for (const choice of offered) if (choice.args === args && choice.action === action) return choice;
  }
  return offered.find((c) => c.action === action && sameArgs(c.args, args));
}

/**
 * Scores what this turn's tile completed if its scoring step has not run yet (the turn is cut short: the
 * game ends, its player leaves): the completed value, not the end-of-game one. Nobody is asked anything.
 */
function scoreCutTurn(draft: GameState, rules: Rules, events: GameEvent[], silent = false) {
  if (!draft.turn.placed || draft.turn.step === 'placeTile') return;
  const scoreAt = rules.chain.findIndex((link) => link.kind === 'phase' && link.phase === 'score');
  if (resumePoint(draft, rules) > scoreAt && !draft.turn.scoring) return;
  scoreCompleted(draft, contextFor(draft, rules, events, { canAsk: false, silent }));
}

/**
 * Ends the game now (all tiles played, abandoned, or a scenario's end): final scoring runs once. `silent`:
 * only the final state is wanted (a computer player's provisional scores), so the scoring's events are
 * not all built; the state is the same.
 */
export function endGame(state: GameState, { silent = false } = {}): { state: GameState; events: GameEvent[] } {
  if (state.turn.step === 'ended') return { state, events: [] };
  const draft = draftOf(state);
  if (draft.turn.step === 'placeTile') returnDrawnTile(draft);
  const rules = rulesFor(state.expansions);
  const events: GameEvent[] = [];
  scoreCutTurn(draft, rules, events, silent);
  finish(draft, rules, events, silent);
  return { state: draft, events };
}

/**
 * The tiles a player holds to play instead of a draw (an abbey, castles, half tiles), each module's hand
 * apart and in its order: what the player alone may be shown.
 */
export function heldTilesOf(state: GameState, player: string): string[][] {
  const rules = rulesFor(state.expansions);
  return rules.hooks.heldTiles.map((hook) => hook.run(state, player)).filter((hand) => hand.length > 0);
}

/**
 * The tiles off the board the pending question is about though its answers are not tiles (the tile up for
 * auction while players bid), each numbered as the players know it: none when nothing is asked.
 */
export function decisionTilesOf(state: GameState): { tile: string; number: number }[] {
  const decision = pendingDecision(state);
  if (!decision) return [];
  const module = rulesFor(state.expansions).modulesById.get(decision.module);
  const tiles = module?.hooks?.decisionTiles?.(state, decision) ?? [];
  return tiles.map((shown, n) => ({ tile: shown.tile, number: shown.number ?? n + 1 }));
}

/** What every module keeps for a player outside the supply, by id (`gold`, `goods.wine` ...). */
export function playerTokens(state: GameState, player: string): Record<string, number> {
  const rules = rulesFor(state.expansions);
  return Object.assign({}, ...rules.hooks.tokens.map((hook) => hook.run(state, player)));
}

/**
 * Scenarios: the tile rigged with forceTurn is taken out of play, as the rules do with a tile that fits
 * nowhere or one a module sets aside (a dragon tile before the dragon is in play); refused when it fits
 * somewhere and no module takes it. The same player then draws again.
 */
export function discardDrawn(state: GameState): MoveResult {
  const tile = state.turn.tile;
  if (state.turn.step !== 'placeTile' || !tile) return reject('wrong-step', 'no-tile-drawn');
  const rules = rulesFor(state.expansions);
  const draft = draftOf(state);
  const { queued: _, ...turn } = draft.turn;
  draft.turn = { ...turn, tile: null };
  const events: GameEvent[] = [];
  if (!state.turn.queued && setAsideByModule(draft, contextFor(draft, rules, events), tile)) {
    return { ok: true, state: draft, events };
  }
  if (hasPlacement(state, rules, tileType(tile))) return reject('rule', 'tile-fits', { tile });
  return { ok: true, state: draft, events: [{ type: 'tileDiscarded', tile, why: 'fits-nowhere' }] };
}

/**
 * Rigs the current turn for scenarios and tests: makes `playerId` active with `tile` drawn. The tile
 * drawn at random goes back to the supply; with the unlimitedTiles option any tile type may be named.
 */
export function forceTurn(state: GameState, playerId: string, tile: string): MoveResult {
  if (state.turn.step !== 'placeTile') return reject('wrong-step', 'rig-after-placement');
  const index = state.players.findIndex((p) => p.id === playerId);
  if (index < 0) return reject('not-your-turn', 'no-such-player', { player: playerId });
  const named = findTileType(tile);
  if (!named) return reject('rule', 'no-such-tile', { tile });
  const rules = rulesFor(state.expansions);
  // a printed passage is played as portals where tokens pair them: naming the printed tile draws that
  const type = findTileType(playedAs(rules, named.id)) ?? named;
  const draft = draftOf(state);
  returnDrawnTile(draft);
  // a queued tile (the river) may be named too, in any order
  // a tile the player keeps (an abbey) is theirs to play: its module takes it when it is placed
  const held = rules.hooks.heldTiles.some((hook) => hook.run(state, playerId).includes(type.id));
  const fromSupply = !held && takeFromSupply(draft, type.id);
  const queued = !held && !fromSupply && takeFromQueue(draft, type.id);
  if (!held && !fromSupply && !queued && !state.options.unlimitedTiles) {
    return reject('rule', 'tile-not-in-supply', { tile: type.id });
  }
  const { unstarted, ...turn } = draft.turn;
  draft.turn = { ...turn, player: index, tile: type.id, ...(queued ? { queued } : {}) };
  const events: GameEvent[] = [];
  const ctx = contextFor(draft, rules, events);
  // the turn has its tile, so it starts: 1A runs now, then the chain stops again at the tile
  if (unstarted) advance(draft, ctx, 0, STEPS);
  // the rigged tile is drawn as a drawn one is: modules see it, and their decisions come before placing it
  if (draft.turn.step === 'placeTile' && rules.hooks.onDrawn.length) {
    for (const hook of rules.hooks.onDrawn) hook.run(draft, type.id, ctx);
    if (draft.turn.decisions?.length) draft.turn = { ...draft.turn, step: 'decide', phase: rules.stops.tile };
  }
  return { ok: true, state: draft, events };
}

/**
 * Takes a player out of a running game: their figures leave the board and play goes on with the
 * others. A player leaving mid-turn ends that turn (a placed tile stays and scores; a drawn one goes
 * back to the supply); decisions waiting for them are dropped. With one player left the game ends.
 */
export function removePlayer(state: GameState, playerId: string): MoveResult {
  const seat = state.players.findIndex((p) => p.id === playerId);
  if (seat < 0) return reject('not-your-turn', 'no-such-player', { player: playerId });
  if (state.turn.step === 'ended') return reject('game-over', 'game-over');
  const rules = rulesFor(state.expansions);
  const events: GameEvent[] = [];
  const draft = draftOf(state);
  const wasActive = seat === draft.turn.player;
  if (wasActive && draft.turn.placed) scoreCutTurn(draft, rules, events);
  else if (wasActive) returnDrawnTile(draft);
  for (const figure of draft.figures.filter((f) => f.player === playerId)) {
    events.push({ type: 'figureReturned', player: playerId, figure: figure.kind, x: figure.x, y: figure.y });
  }
  draft.figures = draft.figures.filter((f) => f.player !== playerId);
  draft.players = draft.players.filter((p) => p.id !== playerId);
  events.push({ type: 'playerRemoved', player: playerId });
  const ctx = contextFor(draft, rules, events);
  if (draft.players.length < 2) {
    finish(draft, rules, events);
  } else if (wasActive) {
    draft.turn = { ...draft.turn, player: (seat - 1 + draft.players.length) % draft.players.length };
    beginTurn(draft, ctx, seat % draft.players.length);
  } else {
    if (seat < draft.turn.player) draft.turn.player -= 1;
    const left = draft.turn.decisions?.filter((d) => d.player !== playerId);
    if (left && left.length !== draft.turn.decisions?.length) {
      draft.turn = { ...draft.turn, decisions: left };
      if (!left.length) {
        const { decisions: _, ...turn } = draft.turn;
        draft.turn = turn;
        advance(draft, ctx, resumePoint(draft, rules), STEPS);
      }
    }
  }
  return { ok: true, state: draft, events };
}

/**
 * Skips the move the game waits for (the turn clock ran out). The active player's turn: a drawn tile
 * goes back where it came from, a placed one stays and the turn ends as if they placed no figure, and
 * the next player draws. A decision: declined when it may be, else its first choice is taken.
 */
export function skipTurn(state: GameState): MoveResult {
  if (state.turn.step === 'ended') return reject('game-over', 'game-over');
  const rules = rulesFor(state.expansions);
  const decision = pendingDecision(state);
  if (decision) {
    const legal = legalMoves(state);
    const first = legal.step === 'decide' ? legal.choices[0] : undefined;
    const declined = Boolean(decision.optional || !first);
    const result = declined
      ? answerAnyway(state, rules)
      : answer(state, rules, decision.player, {
          type: 'action',
          action: (first as NonNullable<typeof first>).action,
          ...(first?.args ? { args: first.args } : {}),
        });
    const { module, kind } = decision;
    if (result.ok)
      result.events.unshift({ type: 'turnSkipped', player: decision.player, decision: { module, kind, declined } });
    return result;
  }
  const player = (state.players[state.turn.player] as Player).id;
  const draft = draftOf(state);
  const events: GameEvent[] = [{ type: 'turnSkipped', player }];
  const ctx = contextFor(draft, rules, events);
  if (draft.turn.step === 'placeTile' && draft.turn.tile) {
    returnDrawnTile(draft);
    beginTurn(draft, ctx, (draft.turn.player + 1) % draft.players.length);
  } else {
    afterFigureStep(draft, ctx, false);
  }
  return { ok: true, state: draft, events };
}

/** Declines the pending decision even when the rules would not let a player (no choice was possible). */
function answerAnyway(state: GameState, rules: Rules): MoveResult {
  const draft = draftOf(state);
  const events: GameEvent[] = [];
  const refused = answerDecision(draft, contextFor(draft, rules, events), null, STEPS);
  if (refused) return { ok: false, code: 'rule', ...refused };
  return { ok: true, state: draft, events };
}
