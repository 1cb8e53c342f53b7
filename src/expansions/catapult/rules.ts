// The Catapult (classic-and-all-expansions.md §14, fn 165–171; Romanian compilation, expansion VII; order
// of play 4A "if the placed tile had a fair, use the catapult"). After the turn of a fair tile, its
// placer picks one of the four tokens and every player launches that token once, the placer first and
// then clockwise; the tokens then go back. The flick is made a choice: an aim (a follower's place or the
// fair) and, for the knock-out token, a power; the token lands at the aim moved by a scatter die
// (flight.ts). The catch game is a choice against a choice: the thrower picks a lane, the catcher guesses
// one, and a die says whether the throw reached the ruler (catch.ts).
// Module files import the catalog and the game only inside functions (the registry imports the modules).
import { tileAt } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { placeName } from '../../engine/figures';
import { returnFigure, returnLoneCompanions, slotOf, writeSlot } from '../../engine/module-state';
import type { RuleModule, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import type { Decision, DecisionChoice, Figure, GameState, Position, Refusal } from '../../engine/types';
import { CATCH_ANSWERS, catchChoices, decideCatch, GUESS, nextCatcher, THROW } from './catch';
import {
  CHAIN_REACH,
  distance,
  figurePoint,
  KNOCK_REACH,
  landing,
  POWERS,
  type Point,
  type Power,
  SCATTER_FACES,
  spotPoint,
  spotPointOn,
  tileMiddle,
  tileUnder,
} from './flight';
import { CATAPULT, FAIR_IDS, FAIR_SET, FAIR_TILES } from './tiles';

export { CATAPULT } from './tiles';

export const TOKENS = ['knockout', 'seduction', 'target', 'catch'] as const;
export type Token = (typeof TOKENS)[number];

/** Decision kinds: the placer's token, each launcher's aim, the seducer's swap (optional). */
export const CHOOSE = 'choose';
export const AIM = 'aim';
export const SWAP = 'swap';
/** Answers: `token` {token}; `aim` {x, y, where, power?}; `swap-supply` {figure}; `swap-move` {figure, x, y, where}. */
export const TOKEN_ACTION = 'token';
export const AIM_ACTION = 'aim';
export const SWAP_SUPPLY = 'swap-supply';
export const SWAP_MOVE = 'swap-move';
/** The aim at the fair tile's middle (`where` of an aim answer). */
export const AT_FAIR = 'fair';

/** Points for the target game's winners. */
export const TARGET_POINTS = 5;

/** Where a player's token came down this round (drawn on the board). */
export interface Landing {
  player: string;
  token: Token;
  x: number;
  y: number;
}

/** The catapult round under way (or just played: `done`), of the turn it belongs to. */
export interface Round {
  turn: number;
  fair: Position;
  token?: Token;
  /** Players still to launch, in order. */
  waiting: string[];
  landings: Landing[];
  /** A seduction waiting for its swap: the thrower and the nearest follower's id. */
  seduced?: { player: string; figure: string };
  /** A catch thrown and not yet guessed (catch.ts). */
  pitch?: { thrower: string; catcher: string; lane: number };
  done?: true;
}

export interface CatapultSlot {
  round?: Round;
}

export const slotRound = (state: GameState): Round | undefined => slotOf<CatapultSlot>(state, CATAPULT, {}).round;

const roundOf = (state: GameState): Round | undefined => {
  const round = slotRound(state);
  return round?.turn === state.turn.number ? round : undefined;
};

export const writeRound = (draft: GameState, round: Round) => writeSlot<CatapultSlot>(draft, CATAPULT, { round });

/** The round with no seduction waiting (no key left undefined: the state is plain JSON). */
function withoutSeduced(round: Round): Round {
  const { seduced: _, ...rest } = round;
  return rest;
}

/** The fair tile placed this turn, if the turn's tile is one. */
function fairOfTurn(state: GameState): Position | undefined {
  const at = state.turn.placed;
  const placed = at && tileAt(state.board, at.x, at.y);
  return placed && FAIR_IDS.has(placed.tile) ? { x: placed.x, y: placed.y } : undefined;
}

/** A follower the tokens act on: a figure that counts in a majority and is not fixed (no builder, pig, barn). */
export function isFollower(rules: Rules, kind: string): boolean {
  const figure = rules.figures.get(kind);
  return !!figure && !figure.fixed && (figure.weight > 0 || !!figure.votes);
}

const followersOnBoard = (state: GameState, rules: Rules) => state.figures.filter((f) => isFollower(rules, f.kind));

/** The players from the placer round the table: the launching order. */
export function fromPlacer(state: GameState): string[] {
  const count = state.players.length;
  return state.players.map((_, i) => state.players[(state.turn.player + i) % count]?.id as string);
}

const kindUnder = (state: GameState, at: Position & { feature: number }) => {
  const placed = tileAt(state.board, at.x, at.y);
  return placed ? (orientedOf(placed).type.features[at.feature]?.kind ?? '') : '';
};

const whereOf = (state: GameState, at: Position & { feature: number }) => {
  const placed = tileAt(state.board, at.x, at.y);
  return placed ? placeName(orientedOf(placed), at.feature) : '';
};

/** Which part of its tile a point lies in, as the aims name it: north, north-east ... or middle. */
function sideOf(point: Point, tile: Position): string {
  const dx = point.x - tile.x - 0.5;
  const dy = point.y - tile.y - 0.5;
  const ns = dy < -0.15 ? 'north' : dy > 0.15 ? 'south' : '';
  const ew = dx < -0.15 ? 'west' : dx > 0.15 ? 'east' : '';
  return ns && ew ? `${ns}${ew}` : ns || ew || 'middle';
}

/** A place to aim at, before the power of the throw is chosen. */
interface Aim {
  x: number;
  y: number;
  where: string;
  feature: string;
  side: string;
  at: DecisionChoice['at'];
}

/** The aims a launcher may choose: the fair's middle, and (knock-out, seduction) every follower's place. */
function aimChoices(state: GameState, rules: Rules, round: Round): DecisionChoice[] {
  const token = round.token as Token;
  const { x, y } = round.fair;
  const aims: Aim[] = [{ x, y, where: AT_FAIR, feature: 'fair', side: 'middle', at: { x, y } }];
  if (token !== 'target') {
    // one aim per feature kind, tile and side of the tile: two places reading alike are one aim
    const seen = new Set<string>();
    for (const figure of followersOnBoard(state, rules)) {
      // the tile under the figure, looked up once for its feature, its point and its place's name
      const placed = tileAt(state.board, figure.x, figure.y);
      const tile = placed && orientedOf(placed);
      const feature = tile ? (tile.type.features[figure.feature]?.kind ?? '') : '';
      const side = sideOf(tile ? spotPointOn(tile, figure) : tileMiddle(figure), figure);
      const key = `${feature},${figure.x},${figure.y},${side}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const where = tile ? placeName(tile, figure.feature) : '';
      aims.push({
        x: figure.x,
        y: figure.y,
        where,
        feature,
        side,
        at: { x: figure.x, y: figure.y, feature: figure.feature },
      });
    }
  }
  // each aim once per power (the knock-out token), else once with none
  const choices: DecisionChoice[] = [];
  for (const aim of aims) {
    const { where, feature, side, at } = aim;
    if (token !== 'knockout') {
      const params = { x: aim.x, y: aim.y, where, feature, side, power: 'none' };
      choices.push({ action: AIM_ACTION, args: { x: aim.x, y: aim.y, where }, params, at });
      continue;
    }
    for (const power of POWERS) {
      const params = { x: aim.x, y: aim.y, where, feature, side, power };
      choices.push({ action: AIM_ACTION, args: { x: aim.x, y: aim.y, where, power }, params, at });
    }
  }
  return choices;
}

/** The seducer's swaps: a follower from their supply, or one of theirs moved from the board. */
function swapChoices(state: GameState, rules: Rules, player: string, target: Figure): DecisionChoice[] {
  const kind = kindUnder(state, target);
  const fits = (figure: string) => isFollower(rules, figure) && !!rules.placements.get(figure)?.has(kind);
  const supply = state.players.find((p) => p.id === player)?.supply ?? {};
  const fromSupply = Object.entries(supply)
    .filter(([figure, n]) => n > 0 && fits(figure))
    .map(([figure]) => ({
      action: SWAP_SUPPLY,
      args: { figure },
      params: { figure, x: target.x, y: target.y },
    }));
  const seen = new Set<string>();
  const moved = state.figures.flatMap((figure): DecisionChoice[] => {
    if (figure.player !== player || !fits(figure.kind) || figure.id === target.id) return [];
    const where = whereOf(state, figure);
    const args = { figure: figure.kind, x: figure.x, y: figure.y, where };
    const key = JSON.stringify(args);
    if (seen.has(key)) return [];
    seen.add(key);
    return [
      {
        action: SWAP_MOVE,
        args,
        params: { figure: figure.kind, x: figure.x, y: figure.y, side: sideOf(spotPoint(state, figure), figure) },
        at: { x: figure.x, y: figure.y, feature: figure.feature },
      },
    ];
  });
  return [...fromSupply, ...moved];
}

function choices(state: GameState, decision: Decision, rules: Rules): DecisionChoice[] {
  const round = roundOf(state);
  if (decision.kind === CHOOSE) {
    return TOKENS.map((token) => ({ action: TOKEN_ACTION, args: { token }, params: { token } }));
  }
  if (!round) return [];
  if (decision.kind === AIM) return aimChoices(state, rules, round);
  if (decision.kind === SWAP) {
    const target = state.figures.find((f) => f.id === round.seduced?.figure);
    return target ? swapChoices(state, rules, decision.player, target) : [];
  }
  return catchChoices(state, decision);
}

/** The nearest follower to a point (the first in the board's order when two are as near). */
function nearestFollower(state: GameState, rules: Rules, point: Point): Figure | undefined {
  let best: Figure | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const figure of followersOnBoard(state, rules)) {
    const d = distance(point, figurePoint(state, figure));
    if (d < bestDistance - 1e-9) [best, bestDistance] = [figure, d];
  }
  return best;
}

/** Every follower knocked over: those within reach of the landing, and those within reach of one knocked. */
export function knockedOver(state: GameState, rules: Rules, point: Point, power: Power): Figure[] {
  const followers = followersOnBoard(state, rules).map((figure) => ({ figure, at: figurePoint(state, figure) }));
  const knocked = followers.filter((f) => distance(point, f.at) <= KNOCK_REACH[power] + 1e-9);
  for (let i = 0; i < knocked.length; i++) {
    const from = (knocked[i] as (typeof knocked)[number]).at;
    for (const other of followers) {
      if (!knocked.includes(other) && distance(from, other.at) <= CHAIN_REACH + 1e-9) knocked.push(other);
    }
  }
  return knocked.map((k) => k.figure);
}

/** A launch: the aim's point, the scatter die, the token's effect. */
function launch(draft: GameState, decision: Decision, choice: DecisionChoice, ctx: TurnContext): Refusal | null {
  const round = roundOf(draft) as Round;
  const token = round.token as Token;
  const power = (choice.args?.power as Power | undefined) ?? 'gentle';
  const at = choice.at as Position & { feature?: number };
  const aim = at.feature === undefined ? tileMiddle(at) : spotPoint(draft, { ...at, feature: at.feature });
  const face = ctx.roll(CATAPULT, SCATTER_FACES);
  if (face === undefined) return { why: 'bad-forced-chance' };
  const down = landing(tileMiddle(round.fair), aim, power, face);
  const player = decision.player;
  const cell = { x: Math.floor(down.x), y: Math.floor(down.y) };
  ctx.events.push({ type: 'expansion', module: CATAPULT, what: 'landed', data: { player, token, power, ...cell } });
  let next: Round = {
    ...round,
    waiting: round.waiting.filter((p) => p !== player),
    landings: [...round.landings, { player, token, x: down.x, y: down.y }],
  };
  if (token === 'knockout') {
    const knocked = knockedOver(draft, ctx.rules, down, power);
    for (const figure of knocked) returnFigure(draft, figure, ctx.events);
    returnLoneCompanions(draft, ctx.rules, ctx.events);
    ctx.events.push({
      type: 'expansion',
      module: CATAPULT,
      what: 'knocked',
      data: { player, count: knocked.length },
    });
  } else if (token === 'seduction') {
    const nearest = tileUnder(draft, down) ? nearestFollower(draft, ctx.rules, down) : undefined;
    const what = !tileUnder(draft, down) ? 'off-the-board' : !nearest ? 'nobody-near' : 'nearest';
    const about = nearest ? { owner: nearest.player, x: nearest.x, y: nearest.y } : {};
    ctx.events.push({ type: 'expansion', module: CATAPULT, what, data: { player, ...about } });
    if (nearest && nearest.player !== player) next = { ...next, seduced: { player, figure: nearest.id } };
  }
  writeRound(draft, next);
  return null;
}

/** The swap answered: the seduced follower goes home, the seducer's takes its place (or nothing, declined). */
function swap(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): Refusal | null {
  const round = roundOf(draft) as Round;
  const target = draft.figures.find((f) => f.id === round.seduced?.figure);
  writeRound(draft, withoutSeduced(round));
  const player = decision.player;
  if (!choice || !target) {
    ctx.events.push({ type: 'expansion', module: CATAPULT, what: 'swap-declined', data: { player } });
    return null;
  }
  const figure = String(choice.args?.figure ?? '');
  const spot = { x: target.x, y: target.y, feature: target.feature };
  if (choice.action === SWAP_MOVE) {
    const mover = draft.figures.find(
      (f) =>
        f.player === player &&
        f.kind === figure &&
        f.x === choice.args?.x &&
        f.y === choice.args?.y &&
        whereOf(draft, f) === choice.args?.where,
    );
    if (!mover) return { why: 'catapult.figure-not-there' };
    draft.figures = draft.figures.filter((f) => f.id !== mover.id);
  }
  returnFigure(draft, target, ctx.events);
  ctx.placeFigure({ player, kind: figure, at: spot }, { by: CATAPULT, fromSupply: choice.action === SWAP_SUPPLY });
  returnLoneCompanions(draft, ctx.rules, ctx.events);
  ctx.events.push({
    type: 'expansion',
    module: CATAPULT,
    what: 'swapped',
    data: { player, owner: target.player, x: target.x, y: target.y },
  });
  return null;
}

function decide(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): Refusal | null {
  const round = roundOf(draft);
  if (!round) return null;
  if (decision.kind === CHOOSE) {
    const token = (choice?.args?.token as Token | undefined) ?? 'target';
    writeRound(draft, { ...round, token, waiting: fromPlacer(draft) });
    ctx.events.push({ type: 'expansion', module: CATAPULT, what: 'chosen', data: { player: decision.player, token } });
    return null;
  }
  if (decision.kind === AIM) return choice ? launch(draft, decision, choice, ctx) : null;
  if (decision.kind === SWAP) return swap(draft, decision, choice, ctx);
  return decideCatch(draft, round, decision, choice, ctx);
}

/** The target game's end: the closest to the fair tile's middle score 5 each (ties all). */
function scoreTarget(round: Round, ctx: TurnContext) {
  const middle = tileMiddle(round.fair);
  const distances = round.landings.map((l) => ({ player: l.player, d: distance(l, middle) }));
  const closest = Math.min(...distances.map((l) => l.d));
  for (const { player, d } of distances) {
    ctx.events.push({
      type: 'expansion',
      module: CATAPULT,
      what: 'target-distance',
      data: { player, hundredths: Math.round(d * 100) },
    });
  }
  for (const { player } of distances.filter((l) => l.d <= closest + 1e-9)) {
    ctx.award({
      player,
      points: TARGET_POINTS,
      source: { module: CATAPULT, why: 'target', params: { x: round.fair.x, y: round.fair.y } },
    });
  }
}

/**
 * Step 4A: the placer's token, then each launch in turn (a seduction's swap, a catch's guess between them);
 * the phase runs again after each answer. Nobody is asked while nobody can be (the game ending).
 */
function catapultStep(draft: GameState, ctx: TurnContext): 'again' | undefined {
  if (!ctx.canAsk) return undefined;
  const fair = fairOfTurn(draft);
  const round = roundOf(draft);
  if (!round) {
    const placer = draft.players[draft.turn.player];
    if (!fair || !placer) return undefined;
    writeRound(draft, { turn: draft.turn.number, fair, waiting: [], landings: [] });
    ctx.ask({ module: CATAPULT, kind: CHOOSE, player: placer.id });
    return 'again';
  }
  if (round.done || !round.token) return undefined;
  const data = { token: round.token, x: round.fair.x, y: round.fair.y };
  if (round.seduced) {
    const target = draft.figures.find((f) => f.id === round.seduced?.figure);
    if (target && swapChoices(draft, ctx.rules, round.seduced.player, target).length) {
      ctx.ask({ module: CATAPULT, kind: SWAP, player: round.seduced.player, optional: true, data: { ...data } });
      return 'again';
    }
    writeRound(draft, withoutSeduced(round));
    return catapultStep(draft, ctx);
  }
  if (round.pitch) {
    ctx.ask({ module: CATAPULT, kind: GUESS, player: round.pitch.catcher, data: { thrower: round.pitch.thrower } });
    return 'again';
  }
  const [next] = round.waiting;
  if (next) {
    if (round.token === 'catch') {
      ctx.ask({ module: CATAPULT, kind: THROW, player: next, data: { catcher: nextCatcher(draft, next) } });
    } else ctx.ask({ module: CATAPULT, kind: AIM, player: next, data, chancy: true });
    return 'again';
  }
  if (round.token === 'target') scoreTarget(round, ctx);
  writeRound(draft, { ...round, done: true });
  ctx.events.push({ type: 'expansion', module: CATAPULT, what: 'round-over', data: { token: round.token } });
  return undefined;
}

export const catapultModule: RuleModule = {
  id: CATAPULT,
  tiles: FAIR_TILES,
  tileCounts: () => FAIR_SET,
  phases: { tileActions: (draft, ctx) => catapultStep(draft, ctx) },
  // a round starts on the turn a fair is placed and ends within that turn's tile actions
  wakes: { tileActions: { placedTile: (type) => FAIR_IDS.has(type.id) } },
  hooks: { choices, decide },
};

export { CATCH_ANSWERS };
