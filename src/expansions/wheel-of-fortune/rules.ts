// The Wheel of Fortune (compendium §15): the wheel board is the start; a tile with the wheel icon turns
// the big pig clockwise by its number as soon as it is drawn (fn 173: even when it is then discarded),
// the sector where the pig stops happens (Fortuna, taxes, famine, storm, inquisition, plague), then that
// sector's crown spaces score and their followers go home. Instead of a follower on the tile, a player
// may put one on a free crown space of the wheel. The crown spaces are places of the wheel, not features:
// their followers are held by this module (no dragon eats them, fn 172; the Festival may take one back).
// Module files import the catalog and the game only inside functions (the registry imports the modules).
import { tileAt } from '../../engine/board';
import { findTileType, orientedOf } from '../../engine/catalog';
import { placeName } from '../../engine/figures';
import { returnFigure, slotOf, writeSlot } from '../../engine/module-state';
import type { ActionChoice, RuleModule, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import { updatePlayer } from '../../engine/scoring';
import { withoutOne } from '../../engine/tile-queue';
import type { Decision, DecisionChoice, Figure, GameState, Refusal } from '../../engine/types';
import { famine, fromActive, inquisition, isFollower, storm, taxes } from './sectors';
import { BOARD_LAYOUT, BOARD_SQUARES, SHAPE_OF, WHEEL, WHEEL_START, WHEEL_TILES, wheelMove } from './tiles';

/** The six sectors, clockwise from Fortuna, where the pig starts. */
export const SECTORS = ['fortuna', 'taxes', 'famine', 'storm', 'inquisition', 'plague'] as const;
export type Sector = (typeof SECTORS)[number];

/** Crown spaces per sector: nine on the rim, none beside Fortuna (reconstructed, see README.md). */
export const CROWNS: Record<Sector, number> = { fortuna: 0, taxes: 2, famine: 2, storm: 2, inquisition: 2, plague: 1 };

/** Every crown space, as `<sector>-<n>`, clockwise. */
export const CROWN_SPACES: readonly string[] = SECTORS.flatMap((sector) =>
  Array.from({ length: CROWNS[sector] }, (_, i) => `${sector}-${i + 1}`),
);
const sectorNamed = (space: string) => space.replace(/-\d+$/, '') as Sector;

/** Each sector's crown spaces, clockwise, worked out once: the figure step asks for the free ones every turn. */
const SPACES_OF = SECTORS.map((sector) => CROWN_SPACES.filter((space) => sectorNamed(space) === sector));
const SECTOR_OF: ReadonlyMap<string, Sector> = new Map(CROWN_SPACES.map((space) => [space, sectorNamed(space)]));

/** The sector of a crown space (looked up: a regular expression costs more than the rest of a move's work). */
export const sectorOfSpace = (space: string): Sector => SECTOR_OF.get(space) ?? sectorNamed(space);

/** The figure-step action: a follower onto a free crown space (args { space }). */
export const CROWN_ACTION = 'wheel-crown';
/**
 * With the Phantom: after the figure step (2B-2) the phantom may go onto a free crown space instead of the
 * tile (order of play 2B-2, "the phantom on the Wheel of Fortune"): this module's optional decision, asked
 * after the Phantom's own, and its answers.
 */
export const PHANTOM_CROWN = 'phantom-crown';
export const PHANTOM_CROWN_ACTION = 'wheel-phantom-crown';
const PHANTOM_FIGURE = 'phantom';

/** The plague sector's decision and its answers: which follower goes home. */
export const PLAGUE = 'plague';
export const SEND_HOME = 'wheel-send-home';

/** Which game it is: the 19 wheel tiles with the base game, or the standalone box. */
export const BOX_OPTION = 'wheelOfFortuneBox';

/** Points of a crown space: alone in a sector of one space 3, alone in a sector of two 6, two there 3 each. */
export const crownPoints = (spaces: number, occupied: number) => (spaces === 2 && occupied === 1 ? 6 : 3);

interface Occupant {
  player: string;
  figure: string;
}

export interface WheelSlot {
  /** The sector the pig stands on (an index into SECTORS). */
  pig: number;
  crowns: Record<string, Occupant>;
  /** The plague sector's answers still awaited this turn; its crown spaces score after the last. */
  plague?: { turn: number; left: number };
}

const EMPTY: WheelSlot = { pig: 0, crowns: {} };

export const wheelSlot = (state: GameState): WheelSlot => slotOf<WheelSlot>(state, WHEEL, EMPTY);
const write = (draft: GameState, slot: WheelSlot) => writeSlot<WheelSlot>(draft, WHEEL, slot);

/** A player's followers on the board: the plague sector sends one of them home. */
const followersOnBoard = (state: GameState, rules: Rules, player: string): Figure[] =>
  state.figures.filter((f) => f.player === player && isFollower(rules, f.kind) && !rules.figures.get(f.kind)?.fixed);

/** Where a figure stands, as the choices name it: the tile and the place on it as it lies. */
function spotOf(state: GameState, figure: Figure) {
  const placed = tileAt(state.board, figure.x, figure.y);
  return { x: figure.x, y: figure.y, where: placed ? placeName(orientedOf(placed), figure.feature) : '' };
}

function sendHomeChoices(state: GameState, rules: Rules, player: string): DecisionChoice[] {
  const seen = new Set<string>();
  return followersOnBoard(state, rules, player).flatMap((figure) => {
    const spot = spotOf(state, figure);
    const key = `${figure.kind}/${figure.x}/${figure.y}/${figure.feature}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [
      {
        action: SEND_HOME,
        args: { figure: figure.kind, ...spot },
        params: { figure: figure.kind, x: figure.x, y: figure.y },
        at: { x: figure.x, y: figure.y, feature: figure.feature },
      },
    ];
  });
}

/**
 * Plague: every player, the active one first and then clockwise, sends one follower from the board home
 * (never one from a crown space). A player with one choice is not asked; one with none is skipped.
 * Returns whether anybody was asked (the crown spaces then score after the last answer).
 */
function plague(draft: GameState, ctx: TurnContext): boolean {
  let asked = 0;
  for (const player of fromActive(draft)) {
    const choices = sendHomeChoices(draft, ctx.rules, player);
    if (choices.length > 1 && ctx.canAsk) {
      ctx.ask({ module: WHEEL, kind: PLAGUE, player });
      asked++;
    } else if (choices[0]) sendHome(draft, player, choices[0], ctx);
  }
  if (asked) write(draft, { ...wheelSlot(draft), plague: { turn: draft.turn.number, left: asked } });
  return asked > 0;
}

function sendHome(draft: GameState, player: string, choice: DecisionChoice, ctx: TurnContext) {
  const at = choice.at;
  const figure = draft.figures.find(
    (f) =>
      f.player === player &&
      f.kind === choice.args?.figure &&
      f.x === at?.x &&
      f.y === at?.y &&
      f.feature === at?.feature,
  );
  if (figure) returnFigure(draft, figure, ctx.events);
}

// --- turning the wheel ----------------------------------------------------------------------------

/** The stopped sector's crown spaces score and their followers go home. */
function scoreCrowns(draft: GameState, ctx: TurnContext, sector: Sector) {
  const slot = wheelSlot(draft);
  const spaces = SPACES_OF[SECTORS.indexOf(sector)] as string[];
  const here = spaces.filter((s) => slot.crowns[s]);
  if (!here.length) return;
  const points = crownPoints(spaces.length, here.length);
  const crowns = { ...slot.crowns };
  for (const space of here) {
    const { player, figure } = crowns[space] as Occupant;
    delete crowns[space];
    write(draft, { ...wheelSlot(draft), crowns });
    updatePlayer(draft, player, (p) => ({ ...p, supply: { ...p.supply, [figure]: (p.supply[figure] ?? 0) + 1 } }));
    ctx.award({ player, points, source: { module: WHEEL, why: 'crown', params: { sector } } });
    ctx.events.push({ type: 'expansion', module: WHEEL, what: 'crown-home', data: { player, figure, sector } });
  }
}

const EVENTS: Record<Exclude<Sector, 'fortuna' | 'plague'>, (draft: GameState, ctx: TurnContext) => void> = {
  taxes,
  famine,
  storm,
  inquisition,
};

/** Step 1B: a wheel tile was drawn: the pig turns, its sector happens, its crown spaces score. */
function onDrawn(draft: GameState, tile: string, ctx: TurnContext) {
  const move = wheelMove(findTileType(tile));
  if (!move) return;
  const slot = wheelSlot(draft);
  const pig = (slot.pig + move) % SECTORS.length;
  const sector = SECTORS[pig] as Sector;
  write(draft, { ...slot, pig });
  const player = draft.players[draft.turn.player]?.id as string;
  ctx.events.push({ type: 'expansion', module: WHEEL, what: 'turned', data: { player, steps: move, sector } });
  if (sector === 'fortuna') {
    ctx.award({ player, points: 3, source: { module: WHEEL, why: 'fortuna' } });
  } else if (sector === 'plague') {
    if (plague(draft, ctx)) return;
  } else EVENTS[sector](draft, ctx);
  scoreCrowns(draft, ctx, sector);
}

// --- the crown spaces -------------------------------------------------------------------------------

/** The follower kind a crown space takes: the player's plain follower (see README.md). */
const CROWN_FIGURE = 'meeple';

/** A sector's first free crown space, for each sector with one (a sector's spaces score alike). */
function freeSpaces(state: GameState): string[] {
  const { crowns } = wheelSlot(state);
  const free: string[] = [];
  for (const spaces of SPACES_OF) {
    for (const space of spaces) {
      if (crowns[space]) continue;
      free.push(space);
      break;
    }
  }
  return free;
}

/** A free crown space as the choice of an action or a decision. */
const onSpace = (action: string, space: string) => ({
  action,
  args: { space },
  params: { sector: sectorOfSpace(space), space },
});

/** Figure step: a button a sector with a free crown space, when the player has a follower left. */
function actions(state: GameState): ActionChoice[] {
  const player = state.players[state.turn.player];
  if (!player || (player.supply[CROWN_FIGURE] ?? 0) < 1) return [];
  return freeSpaces(state).map((space) => onSpace(CROWN_ACTION, space));
}

/** A player's figure from the supply onto a free crown space; a reason to refuse, or null. */
function crown(draft: GameState, player: string, figure: string, space: string, ctx: TurnContext): Refusal | null {
  const slot = wheelSlot(draft);
  const supply = draft.players.find((p) => p.id === player)?.supply ?? {};
  if (!CROWN_SPACES.includes(space)) return { why: `${WHEEL}.no-such-space` };
  if (slot.crowns[space]) return { why: `${WHEEL}.space-taken` };
  if ((supply[figure] ?? 0) < 1) return { why: `${WHEEL}.no-follower` };
  updatePlayer(draft, player, (p) => ({ ...p, supply: { ...p.supply, [figure]: (p.supply[figure] ?? 0) - 1 } }));
  write(draft, { ...slot, crowns: { ...slot.crowns, [space]: { player, figure } } });
  ctx.events.push({
    type: 'expansion',
    module: WHEEL,
    what: 'crowned',
    data: { player, figure, sector: sectorOfSpace(space) },
  });
  return null;
}

function applyAction(draft: GameState, choice: ActionChoice, ctx: TurnContext): Refusal | null {
  if (choice.action !== CROWN_ACTION) return null;
  const player = draft.players[draft.turn.player]?.id ?? '';
  return crown(draft, player, CROWN_FIGURE, String(choice.args?.space ?? ''), ctx);
}

/** Phase secondFigure (2B-2), after the Phantom's: the phantom still in supply may go onto a crown space. */
function offerPhantomCrown(draft: GameState, ctx: TurnContext): undefined {
  const player = draft.players[draft.turn.player];
  if (!ctx.rules.figures.has(PHANTOM_FIGURE) || draft.turn.secondFigureBarred) return;
  if (!player || (player.supply[PHANTOM_FIGURE] ?? 0) < 1 || !freeSpaces(draft).length) return;
  ctx.ask({ module: WHEEL, kind: PHANTOM_CROWN, player: player.id, optional: true });
}

const phantomCrownChoices = (state: GameState): DecisionChoice[] =>
  freeSpaces(state).map((space) => onSpace(PHANTOM_CROWN_ACTION, space));

function choices(state: GameState, decision: Decision, rules: Rules): DecisionChoice[] {
  if (decision.kind === PHANTOM_CROWN) return phantomCrownChoices(state);
  return decision.kind === PLAGUE ? sendHomeChoices(state, rules, decision.player) : [];
}

function decide(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): Refusal | null {
  if (decision.kind === PHANTOM_CROWN) {
    return choice ? crown(draft, decision.player, PHANTOM_FIGURE, String(choice.args?.space ?? ''), ctx) : null;
  }
  if (decision.kind !== PLAGUE) return null;
  // the plague's answer is not optional: the clock or a refusal to choose takes the first follower
  const answer = choice ?? sendHomeChoices(draft, ctx.rules, decision.player)[0];
  if (answer) sendHome(draft, decision.player, answer, ctx);
  const slot = wheelSlot(draft);
  const left = (slot.plague?.left ?? 1) - 1;
  if (left > 0) {
    write(draft, { ...slot, plague: { turn: draft.turn.number, left } });
    return null;
  }
  const { plague: _, ...rest } = slot;
  write(draft, rest);
  scoreCrowns(draft, ctx, 'plague');
  return null;
}

/** A player's followers on the crown spaces: theirs still, neither on the board nor in supply. */
function heldFigures(state: GameState, player: string): Record<string, number> {
  const held: Record<string, number> = {};
  for (const o of Object.values(wheelSlot(state).crowns)) {
    if (o.player === player) held[o.figure] = (held[o.figure] ?? 0) + 1;
  }
  return held;
}

/** The place the Festival names for a follower on a crown space. */
export const WHEEL_PLACE = 'wheel';

/**
 * The Festival may take a follower back from a crown space (order of play 2B-1): one choice for the
 * wheel, which takes back the player's follower on the first of their crown spaces clockwise.
 */
function returnableHeld(state: GameState, player: string): { place: string; figure: string }[] {
  const { crowns } = wheelSlot(state);
  const space = CROWN_SPACES.find((s) => crowns[s]?.player === player);
  return space ? [{ place: WHEEL_PLACE, figure: (crowns[space] as Occupant).figure }] : [];
}

function returnHeld(draft: GameState, player: string, held: { place: string; figure: string }): boolean {
  if (held.place !== WHEEL_PLACE) return false;
  const slot = wheelSlot(draft);
  const space = CROWN_SPACES.find((s) => slot.crowns[s]?.player === player && slot.crowns[s]?.figure === held.figure);
  if (!space) return false;
  const { [space]: _, ...crowns } = slot.crowns;
  write(draft, { ...slot, crowns });
  updatePlayer(draft, player, (p) => ({
    ...p,
    supply: { ...p.supply, [held.figure]: (p.supply[held.figure] ?? 0) + 1 },
  }));
  return true;
}

/** Followers on the crown spaces, by sector, and where the pig stands: for scenarios and the panel. */
function tokens(state: GameState, player: string): Record<string, number> {
  const slot = wheelSlot(state);
  const out: Record<string, number> = { 'wheel.pig': slot.pig };
  for (const [space, o] of Object.entries(slot.crowns)) if (o.player === player) out[`wheel.${space}`] = 1;
  return out;
}

/**
 * Setup: the wheel is the start, so the base game's start tile stays in the box; the standalone box
 * plays its own tiles: the base game's shapes, one plain copy of each wheel tile's shape giving way to it.
 */
function setUp(draft: GameState) {
  write(draft, EMPTY);
  if (draft.board[0]?.tile === WHEEL_START) draft.supply = withoutOne(draft.supply, 'D');
  if (draft.options[BOX_OPTION] !== 'standalone') return;
  for (const tile of WHEEL_TILES) draft.supply = withoutOne(draft.supply, SHAPE_OF.get(tile.id) as string);
}

export const wheelOfFortuneModule: RuleModule = {
  id: WHEEL,
  tiles: [...BOARD_SQUARES, ...WHEEL_TILES],
  startTile: WHEEL_START,
  startTiles: BOARD_LAYOUT,
  tileCounts: () => Object.fromEntries(WHEEL_TILES.map((t) => [t.id, 1])),
  options: [
    {
      name: BOX_OPTION,
      description:
        'Which game: "expansion" (the 19 wheel tiles added to the base game, the default) or "standalone" ' +
        "(the box on its own: the base game's shapes with the wheel tiles among them, 71 tiles).",
      values: ['expansion', 'standalone'],
      default: 'expansion',
      shown: true,
    },
  ],
  figureActions: [CROWN_ACTION],
  phases: { secondFigure: (draft, ctx) => offerPhantomCrown(draft, ctx) },
  hooks: {
    setupGame: setUp,
    onDrawn,
    actions,
    applyAction,
    choices,
    decide,
    heldFigures,
    returnableHeld,
    returnHeld,
    tokens,
  },
};
