// The Tower (classic-and-all-expansions.md §10, base-game-editions.md §1.13): instead of a figure a
// player puts one of their tower pieces on a foundation or a tower that no follower has finished, and
// may then capture one follower within reach (the tower's height in tiles, orthogonally, past gaps and
// other towers); or finishes a tower by putting a follower on top, where it stays to the end unless
// something removes the figures of that tile (the dragon, another tower). An opponent's captured
// follower is held by the captor; one's own goes home. Two players holding each other's followers
// exchange one for one at once; the active player may ransom a follower once a turn for 3 points paid
// to its holder, and place it that same turn.

import { tileAt, tilesWhere } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { figureAtRefusal, placeName } from '../../engine/figures';
import { positionKey } from '../../engine/geometry';
import { returnFigure, returnLoneCompanions, slotOf, writeSlot } from '../../engine/module-state';
import type { ActionChoice, FigureKind, RuleModule, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import { updatePlayer } from '../../engine/scoring';
import { byTileSet } from '../../engine/tile-set';
import type {
  Decision,
  DecisionChoice,
  Figure,
  GameState,
  PlacedTile,
  Player,
  Position,
  Refusal,
} from '../../engine/types';
import { TOWER_GARDEN_SET, TOWER_SET, TOWER_TILE_IDS, TOWER_TILES } from './tiles';

export const TOWER = 'tower';
/**
 * Figure-step action instead of a figure: asks which tower (the decision 'tower', its choices numbered on
 * the board at each tower), so the many towers of a board never crowd the figure step's buttons.
 */
export const TOWER_ACTION = 'tower';
/** An answer to 'tower': a tower piece onto the foundation or tower at args { x, y }. */
export const BUILD = 'buildTower';
/** An answer to 'tower': args { x, y, figure } finishes the tower there with that follower on top. */
export const CAP = 'capTower';
/** Taken besides the figure (once a turn): args { holder, figure } frees one of the player's followers. */
export const RANSOM = 'ransom';
/** The answer to a capture: args { x, y, feature, where, owner, figure } name the follower taken. */
export const CAPTURE = 'capture';
/** The answer to an exchange: args { figure }, the kind of follower the player gets back. */
export const RELEASE = 'release';
/** What a ransom costs the payer and pays the holder. */
export const RANSOM_PRICE = 3;
/** The index of the foundation among each tower tile's features (tiles.ts lists it first). */
export const FOUNDATION = 0;

/** Tower pieces each player gets, by the number of players (2 to 6); others take the nearest count. */
const PIECES_BY_PLAYERS: Record<number, number> = { 2: 10, 3: 9, 4: 7, 5: 6, 6: 5 };
export const piecesFor = (players: number) => PIECES_BY_PLAYERS[Math.min(6, Math.max(2, players))] as number;

/** A follower held prisoner: whose it is and which kind. */
export interface Prisoner {
  owner: string;
  figure: string;
}

export interface TowerSlot {
  /** Tower pieces still in each player's supply. */
  pieces: Record<string, number>;
  /** Height of each tower by its tile ("x,y"); a foundation without a piece is absent. */
  towers: Record<string, number>;
  /** The followers each player holds prisoner, by holder. */
  prisoners: Record<string, Prisoner[]>;
  /** Pieces handed out at setup (the pieces in supplies and towers always add up to it). */
  total: number;
  /** The active player has paid a ransom this turn (a builder's double turn is one turn). */
  ransomed?: boolean;
}

const EMPTY: TowerSlot = { pieces: {}, towers: {}, prisoners: {}, total: 0 };
export const towerSlot = (state: GameState) => slotOf<TowerSlot>(state, TOWER, EMPTY);
const activePlayer = (state: GameState) => state.players[state.turn.player];
const nameOf = (state: GameState, id: string) => state.players.find((p) => p.id === id)?.name ?? id;

function setup(draft: GameState) {
  const each = piecesFor(draft.players.length);
  const pieces = Object.fromEntries(draft.players.map((p) => [p.id, each]));
  writeSlot<TowerSlot>(draft, TOWER, { ...EMPTY, pieces, total: each * draft.players.length });
}

/** A tower tile on the board: where it is, its height (0: a bare foundation) and the follower on top. */
export interface TowerSite extends Position {
  height: number;
  top?: Figure;
}

const isTowerTile = (placed: PlacedTile) => TOWER_TILE_IDS.has(placed.tile);

/** The tower on a tower tile (`towers` from the Tower's slot). */
function siteOf(state: GameState, placed: PlacedTile, towers: TowerSlot['towers']): TowerSite {
  const { x, y } = placed;
  const top = topOf(state, placed);
  return { x, y, height: towers[positionKey(x, y)] ?? 0, ...(top ? { top } : {}) };
}

/** The follower on top of a tower tile's tower, if any (a plain loop: asked of every tower at every figure step). */
function topOf(state: GameState, { x, y }: Position): Figure | undefined {
  for (const figure of state.figures)
    if (figure.x === x && figure.y === y && figure.feature === FOUNDATION) return figure;
  return undefined;
}

/** Every tower foundation on the board, with its tower. */
export function towerSites(state: GameState): TowerSite[] {
  const { towers } = towerSlot(state);
  return tilesWhere(state.board, isTowerTile).map((placed) => siteOf(state, placed, towers));
}

/** Followers a tower may capture: figures that vote in a majority, never a builder or a pig. */
export const capturable = (rules: Rules, figure: Figure) => {
  const kind = rules.figures.get(figure.kind);
  return !!kind && kind.weight > 0 && kind.placement !== 'own';
};

/** The tiles a tower of this height reaches: its own and `height` tiles each way, gaps or not. */
export function inReach(at: Position, height: number, figure: Position): boolean {
  if (figure.x === at.x) return Math.abs(figure.y - at.y) <= height;
  return figure.y === at.y && Math.abs(figure.x - at.x) <= height;
}

/** The followers a tower at `at` of `height` may capture, one of each (owner, kind, place). */
export function captureTargets(state: GameState, rules: Rules, at: Position, height: number): Figure[] {
  const seen = new Set<string>();
  return state.figures.filter((f) => {
    if (!inReach(at, height, f) || !capturable(rules, f)) return false;
    const key = `${f.x},${f.y},${f.feature},${f.player},${f.kind}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A player's ransoms: one for each kind of their followers each holder holds (asked at every figure step). */
function ransomActions(state: GameState, player: Player): ActionChoice[] {
  const actions: ActionChoice[] = [];
  const slot = towerSlot(state);
  if (slot.ransomed || player.score < RANSOM_PRICE) return actions;
  for (const holder in slot.prisoners) {
    const held = slot.prisoners[holder] as Prisoner[];
    // most holders hold none of the player's followers: nothing is listed for them
    if (!held.some((p) => p.owner === player.id)) continue;
    for (const figure of new Set(held.filter((p) => p.owner === player.id).map((p) => p.figure))) {
      actions.push({
        action: RANSOM,
        args: { holder, figure },
        params: { player: nameOf(state, holder), figure, points: RANSOM_PRICE },
        free: true,
      });
    }
  }
  return actions;
}

// the figure kinds of the last rules asked about that go where a follower goes (keyed by identity, safely:
// a Rules object is readonly and built once per set of expansions)
let followerKinds: { rules: Rules; kinds: readonly FigureKind[] } | undefined;

/** The figure kinds that may finish a tower: those that go where a follower goes (the abbot keeps to monasteries and gardens). */
function capKinds(rules: Rules): readonly FigureKind[] {
  if (followerKinds?.rules !== rules)
    followerKinds = { rules, kinds: [...rules.figures.values()].filter((kind) => kind.goesWhereAFollowerGoes) };
  return followerKinds.kinds;
}

/** The kinds of follower in a player's supply that may finish a tower. */
function capsOf(rules: Rules, supply: Player['supply']): string[] {
  const caps: string[] = [];
  for (const kind of capKinds(rules)) if ((supply[kind.id] ?? 0) > 0) caps.push(kind.id);
  return caps;
}

/**
 * What the player may do with the towers: a piece on each unfinished one, a follower on top. With
 * `first`, the choices of the first tower that has any (for whether the action is offered at all).
 */
function towerChoices(
  state: GameState,
  rules: Rules,
  player: string,
  supply: Player['supply'],
  first = false,
): DecisionChoice[] {
  const choices: DecisionChoice[] = [];
  const { pieces, towers } = towerSlot(state);
  const hasPiece = (pieces[player] ?? 0) > 0;
  // worked out once needed: with a piece to build, the first unfinished tower answers `first` at once
  let caps = hasPiece ? undefined : capsOf(rules, supply);
  // nothing to put on any tower: asked at every figure step, so the board is not looked at
  if (caps && !caps.length) return choices;
  // tower by tower, so that `first` stops before looking at the rest
  for (const placed of tilesWhere(state.board, isTowerTile)) {
    // a finished tower offers nothing: looked at before its height, which takes a key
    if (topOf(state, placed)) continue;
    const { x, y } = placed;
    const height = towers[positionKey(x, y)] ?? 0;
    const at = { x, y, feature: FOUNDATION };
    if (hasPiece) choices.push({ action: BUILD, args: { x, y }, params: { height: height + 1 }, at });
    if (first && choices.length) break;
    if (height <= 0) continue;
    caps ??= capsOf(rules, supply);
    for (const figure of caps) {
      // whether the action is offered at all needs one choice, not every follower's refusal
      if (first && choices.length) break;
      // a rule about what may stand on that tile (the dragon's) applies to the top of a tower too
      if (figureAtRefusal(state, rules, { x, y }, figure, player)) continue;
      choices.push({ action: CAP, args: { x, y, figure }, params: { figure, height }, at });
    }
    if (first && choices.length) break;
  }
  return choices;
}

function towerActions(state: GameState, rules: Rules): ActionChoice[] {
  const player = activePlayer(state);
  if (state.turn.step !== 'placeFigure' || !player) return [];
  const actions = ransomActions(state, player);
  if (towerChoices(state, rules, player.id, player.supply, true).length) actions.push({ action: TOWER_ACTION });
  return actions;
}

/**
 * fn 208: a follower placed after the figure step that may go wherever a follower may (a phantom) may go
 * onto the top of a tower at least one piece high that no follower has finished, as a follower may with
 * the tower action: one that votes and stands where a knight or highwayman may (not the abbot, which
 * keeps to monasteries and gardens; never a builder or pig).
 */
function towerTops(state: GameState, player: string, figure: string, rules: Rules): (Position & { feature: number })[] {
  const kind = rules.figures.get(figure);
  const where = rules.placements.get(figure);
  if (!kind || kind.weight <= 0 || kind.placement === 'own' || !(where?.has('city') || where?.has('road'))) return [];
  return towerSites(state)
    .filter((site) => site.height > 0 && !site.top && !figureAtRefusal(state, rules, site, figure, player))
    .map(({ x, y }) => ({ x, y, feature: FOUNDATION }));
}

const argsOf = <T>(choice: { args?: Record<string, unknown> }) => (choice.args ?? {}) as unknown as T;

function build(draft: GameState, choice: ActionChoice, ctx: TurnContext): Refusal | null {
  const player = activePlayer(draft) as NonNullable<ReturnType<typeof activePlayer>>;
  const { x, y } = argsOf<Position>(choice);
  const slot = towerSlot(draft);
  const key = positionKey(x, y);
  const height = (slot.towers[key] ?? 0) + 1;
  writeSlot<TowerSlot>(draft, TOWER, {
    ...slot,
    pieces: { ...slot.pieces, [player.id]: (slot.pieces[player.id] ?? 0) - 1 },
    towers: { ...slot.towers, [key]: height },
  });
  ctx.events.push({ type: 'expansion', module: TOWER, what: 'built', data: { player: player.id, x, y, height } });
  if (captureTargets(draft, ctx.rules, { x, y }, height).length) {
    ctx.ask({ module: TOWER, kind: CAPTURE, player: player.id, optional: true, data: { x, y, height } });
  }
  return null;
}

function cap(draft: GameState, choice: ActionChoice, ctx: TurnContext): Refusal | null {
  const player = activePlayer(draft) as NonNullable<ReturnType<typeof activePlayer>>;
  const { x, y, figure } = argsOf<Position & { figure: string }>(choice);
  ctx.placeFigure({ player: player.id, kind: figure, at: { x, y, feature: FOUNDATION } }, { by: TOWER });
  return null;
}

/** One of `owner`'s followers of this kind that `holder` holds goes back to `owner`'s supply. */
function release(draft: GameState, holder: string, owner: string, figure: string) {
  const slot = towerSlot(draft);
  const held = slot.prisoners[holder] ?? [];
  const index = held.findIndex((p) => p.owner === owner && p.figure === figure);
  if (index < 0) return false;
  writeSlot<TowerSlot>(draft, TOWER, {
    ...slot,
    prisoners: { ...slot.prisoners, [holder]: held.filter((_, i) => i !== index) },
  });
  updatePlayer(draft, owner, (p) => ({ ...p, supply: { ...p.supply, [figure]: (p.supply[figure] ?? 0) + 1 } }));
  return true;
}

function ransom(draft: GameState, choice: ActionChoice, ctx: TurnContext): Refusal | null {
  const player = activePlayer(draft) as NonNullable<ReturnType<typeof activePlayer>>;
  const { holder, figure } = argsOf<{ holder: string; figure: string }>(choice);
  if (!release(draft, holder, player.id, figure)) return { why: 'tower.no-such-prisoner', params: { figure } };
  writeSlot<TowerSlot>(draft, TOWER, { ...towerSlot(draft), ransomed: true });
  ctx.events.push({
    type: 'expansion',
    module: TOWER,
    what: 'ransomed',
    data: { player: player.id, target: holder, figure },
  });
  const paid = { target: nameOf(draft, holder), figure };
  ctx.award({ player: player.id, points: -RANSOM_PRICE, source: { module: TOWER, why: 'ransom-paid', params: paid } });
  const got = { payer: player.name, figure };
  ctx.award({ player: holder, points: RANSOM_PRICE, source: { module: TOWER, why: 'ransom', params: got } });
  return null;
}

function applyAction(draft: GameState, choice: ActionChoice, ctx: TurnContext): Refusal | null {
  const player = activePlayer(draft);
  if (choice.action === TOWER_ACTION && player) ctx.ask({ module: TOWER, kind: TOWER_ACTION, player: player.id });
  if (choice.action === RANSOM) return ransom(draft, choice, ctx);
  return null;
}

/** Kinds of `owner`'s followers that `holder` holds. */
const heldKinds = (state: GameState, holder: string, owner: string) => [
  ...new Set((towerSlot(state).prisoners[holder] ?? []).filter((p) => p.owner === owner).map((p) => p.figure)),
];

/**
 * `receiver` gets one of their followers back from `holder` in an exchange: the kind they choose when
 * `holder` holds several kinds of theirs (asked), else the only one.
 */
function exchangeSide(draft: GameState, ctx: TurnContext, holder: string, receiver: string) {
  const kinds = heldKinds(draft, holder, receiver);
  if (kinds.length > 1 && ctx.canAsk) {
    ctx.ask({ module: TOWER, kind: 'exchange', player: receiver, data: { holder } });
    return;
  }
  const figure = kinds[0];
  if (figure && release(draft, holder, receiver, figure)) {
    ctx.events.push({
      type: 'expansion',
      module: TOWER,
      what: 'exchanged',
      data: { player: receiver, target: holder, figure },
    });
  }
}

/** A tower takes `figure` off the board: home if it is the captor's own, else held by the captor. */
function capture(draft: GameState, ctx: TurnContext, captor: string, figure: Figure) {
  const owner = figure.player;
  const data = { player: captor, owner, figure: figure.kind, x: figure.x, y: figure.y };
  // one's own follower is taken back, not captured ("X's tower captures X's follower" read oddly)
  ctx.events.push({ type: 'expansion', module: TOWER, what: owner === captor ? 'captured-own' : 'captured', data });
  if (owner === captor) {
    returnFigure(draft, figure, ctx.events);
  } else {
    draft.figures = draft.figures.filter((f) => f.id !== figure.id);
    const slot = towerSlot(draft);
    const held = [...(slot.prisoners[captor] ?? []), { owner, figure: figure.kind }];
    writeSlot<TowerSlot>(draft, TOWER, { ...slot, prisoners: { ...slot.prisoners, [captor]: held } });
  }
  // a builder or pig whose owner has no follower left on its feature goes home too
  returnLoneCompanions(draft, ctx.rules, ctx.events);
  if (owner !== captor && heldKinds(draft, owner, captor).length) {
    exchangeSide(draft, ctx, captor, owner);
    exchangeSide(draft, ctx, owner, captor);
  }
}

interface CaptureData extends Position {
  height: number;
}

function captureChoices(state: GameState, rules: Rules, decision: Decision): DecisionChoice[] {
  const { x, y, height } = decision.data as unknown as CaptureData;
  return captureTargets(state, rules, { x, y }, height).map((f) => {
    const placed = tileAt(state.board, f.x, f.y);
    const tile = placed && orientedOf(placed);
    const feature = tile?.type.features[f.feature]?.kind ?? '';
    const where = tile ? placeName(tile, f.feature) : '';
    return {
      action: CAPTURE,
      args: { x: f.x, y: f.y, feature, where, owner: f.player, figure: f.kind },
      params: { owner: nameOf(state, f.player), figure: f.kind, kind: feature },
      at: { x: f.x, y: f.y, feature: f.feature },
    };
  });
}

function exchangeChoices(state: GameState, decision: Decision): DecisionChoice[] {
  const holder = String(decision.data?.holder);
  return heldKinds(state, holder, decision.player).map((figure) => ({
    action: RELEASE,
    args: { figure },
    params: { figure, owner: nameOf(state, holder) },
  }));
}

function choices(state: GameState, decision: Decision, rules: Rules): DecisionChoice[] {
  if (decision.kind === TOWER_ACTION) {
    const supply = state.players.find((p) => p.id === decision.player)?.supply ?? {};
    return towerChoices(state, rules, decision.player, supply);
  }
  return decision.kind === CAPTURE ? captureChoices(state, rules, decision) : exchangeChoices(state, decision);
}

function decide(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): Refusal | null {
  if (decision.kind === TOWER_ACTION) {
    if (choice?.action === BUILD) return build(draft, choice, ctx);
    if (choice?.action === CAP) return cap(draft, choice, ctx);
    return null;
  }
  if (decision.kind === CAPTURE) {
    const at = choice?.at;
    const args = choice?.args as { owner: string; figure: string } | undefined;
    const figure =
      at &&
      args &&
      draft.figures.find(
        (f) =>
          f.x === at.x && f.y === at.y && f.feature === at.feature && f.player === args.owner && f.kind === args.figure,
      );
    if (figure) capture(draft, ctx, decision.player, figure);
    return null;
  }
  const holder = String(decision.data?.holder);
  const figure = String(choice?.args?.figure ?? heldKinds(draft, holder, decision.player)[0]);
  if (release(draft, holder, decision.player, figure)) {
    ctx.events.push({
      type: 'expansion',
      module: TOWER,
      what: 'exchanged',
      data: { player: decision.player, target: holder, figure },
    });
  }
  return null;
}

/** 1A: a new turn may pay a ransom again (a builder's extra turn does not pass here). */
function newTurn(draft: GameState): undefined {
  const slot = towerSlot(draft);
  if (slot.ransomed) writeSlot<TowerSlot>(draft, TOWER, { ...slot, ransomed: false });
  return undefined;
}

function tokens(state: GameState, player: string): Record<string, number> {
  const slot = towerSlot(state);
  const away = Object.values(slot.prisoners)
    .flat()
    .filter((p) => p.owner === player).length;
  return {
    'tower.pieces': slot.pieces[player] ?? 0,
    'tower.prisoners': slot.prisoners[player]?.length ?? 0,
    'tower.captive': away,
  };
}

/** The player's followers other players hold prisoner, by kind (neither on the board nor in the supply). */
function heldFigures(state: GameState, player: string): Record<string, number> {
  const held: Record<string, number> = {};
  for (const p of Object.values(towerSlot(state).prisoners).flat())
    if (p.owner === player) held[p.figure] = (held[p.figure] ?? 0) + 1;
  return held;
}

export const towerModule: RuleModule = {
  id: TOWER,
  tiles: TOWER_TILES,
  tileCounts: byTileSet(TOWER_SET, TOWER_GARDEN_SET),
  figureActions: [TOWER_ACTION, RANSOM],
  phases: { turnStart: (draft) => newTurn(draft) },
  wakes: { turnStart: { slot: true } },
  hooks: {
    setupGame: (draft) => setup(draft),
    actions: (state, rules) => towerActions(state, rules),
    followerPlacesBeyond: towerTops,
    applyAction: (draft, choice, ctx) => applyAction(draft, choice, ctx),
    choices: (state, decision, rules) => choices(state, decision, rules),
    decide: (draft, decision, choice, ctx) => decide(draft, decision, choice, ctx),
    tokens: (state, player) => tokens(state, player),
    heldFigures: (state, player) => heldFigures(state, player),
  },
};
