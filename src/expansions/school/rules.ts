// The School (compendium §22, fn 216–221, fn 255; order of play 3B.9 and 3B.21): the two school tiles
// lie beside the start tile with the teacher on them. Whoever completes a road leading to the school
// takes the teacher after its scoring; the next time a feature is completed and scores, the teacher's
// holder scores the same points (twice, in effect, when they scored it themselves) and the teacher goes
// back to the school. Once all six school roads are done, the teacher stays at the school for good.
//
// The teacher is a neutral figure (state.neutral) while at the school, standing on the west half; while
// a player holds him, the module's slot names that player.
import { tileAt, withTile } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { addTileFeatures } from '../../engine/features';
import { EDGES, neighbour, OPPOSITE } from '../../engine/geometry';
import { slotOf, writeSlot } from '../../engine/module-state';
import type { FeatureView, PointsAward, RuleModule, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import { orientedTile } from '../../engine/tiles/oriented';
import type {
  Decision,
  DecisionChoice,
  GameState,
  NeutralFigure,
  PlacedTile,
  Position,
  Refusal,
} from '../../engine/types';
import { find } from '../../engine/union-find';
import { EAST_HALF, SCHOOL, SCHOOL_ROAD_FEATURES, SCHOOL_ROADS, SCHOOL_TILES, WEST_HALF } from './tiles';

export { SCHOOL };
export const TEACHER = 'teacher';

/** Decisions: the teacher's holder picks the scoring to copy; a lone scorer picks which feature scored first. */
export const COPY = 'teacher-copy';
export const FIRST = 'teacher-first';
/** Their answers' actions. */
export const COPY_ACTION = 'school-copy';
export const FIRST_ACTION = 'school-first';

/** Options (README): what the teacher copies, what the last school road does, which side the school lies on. */
export const TEACHER_COPIES = 'teacherCopies';
export const LAST_ROAD = 'lastSchoolRoad';
export const SCHOOL_SIDE = 'schoolSide';

/** One player's points from one feature this turn: what the teacher may copy. */
export interface Scored {
  feature: number;
  player: string;
  points: number;
  kind: string;
}

/** A scoring the teacher may copy, as a decision offers it. */
export interface CopyOption {
  feature: number;
  points: number;
  kind: string;
  at: Position & { feature: number };
}

/** What this turn's scoring step did that concerns the teacher, until it is resolved. */
export interface TurnLog {
  number: number;
  /** Features completed (roots, as they scored). */
  completed: number[];
  /** A road leading to the school was completed. */
  schoolRoad?: true;
  scored: Scored[];
  /** The copy is settled (paid, or asked and answered): only the roads are left. */
  copied?: true;
}

export interface SchoolSlot {
  /** Where the west half lies, once the school is laid (the east half lies east of it). */
  at?: Position;
  /** The player holding the teacher (absent while he is at the school or out of the game). */
  holder?: string;
  /** All six roads are done: the teacher stays at the school for good. */
  retired?: true;
  /** The last road's completer holds him for one last lesson (option one-more-lesson). */
  lastLesson?: true;
  /** The dragon ate him (fn 217): out of the game. */
  eaten?: true;
  turn?: TurnLog;
}

const EMPTY: SchoolSlot = {};
export const schoolSlot = (state: GameState) => slotOf<SchoolSlot>(state, SCHOOL, EMPTY);
const write = (draft: GameState, slot: SchoolSlot) => writeSlot<SchoolSlot>(draft, SCHOOL, slot);

const event = (ctx: TurnContext, what: string, data: Record<string, unknown>) =>
  ctx.events.push({ type: 'expansion', module: SCHOOL, what, data });

// --- the school on the board ---------------------------------------------------------------------------

/** The school's two halves on the board, west then east (none before it is laid). */
export function schoolTiles(state: GameState): PlacedTile[] {
  const at = schoolSlot(state).at;
  if (!at) return [];
  const west = tileAt(state.board, at.x, at.y);
  const east = tileAt(state.board, at.x + 1, at.y);
  return west && east ? [west, east] : [];
}

/** Whether the school lies on the board (schoolTiles is not empty), asked every turn: no list made. */
function schoolLaid(state: GameState): boolean {
  const at = schoolSlot(state).at;
  return !!at && !!tileAt(state.board, at.x, at.y) && !!tileAt(state.board, at.x + 1, at.y);
}

/** The teacher at the school: the neutral figure on its west half. */
export const teacherAtSchool = (state: GameState): NeutralFigure | undefined =>
  state.neutral?.find((n) => n.kind === TEACHER);

/** The node ids of the six roads' ends at the school. */
function schoolRoadNodes(state: GameState): number[] {
  return schoolTiles(state).flatMap((t) => SCHOOL_ROAD_FEATURES.map((i) => t.nodes[i] as number));
}

/** Whether this feature (a root) holds a road leading to the school. */
const isSchoolRoad = (state: GameState, root: number) =>
  schoolRoadNodes(state).some((id) => find(state.nodes, id) === root);

/** How many of the six school roads are completed. */
export function schoolRoadsDone(state: GameState, rules: Rules): number {
  const road = rules.features.get('road');
  if (!road) return 0;
  return schoolRoadNodes(state).filter((id) => {
    const root = find(state.nodes, id);
    const node = state.nodes[root];
    return node ? road.isComplete({ root, node, state }) : false;
  }).length;
}

/** Whether the tile type may lie at (x, y) (every neighbour shows it the same kind of edge), and touches one. */
function fits(state: GameState, tile: string, at: Position): { fits: boolean; touches: boolean } {
  const type = SCHOOL_TILES.find((t) => t.id === tile);
  if (!type || tileAt(state.board, at.x, at.y)) return { fits: false, touches: false };
  const mine = orientedTile(type, 0).edgeKind;
  let touches = false;
  for (const edge of EDGES) {
    const next = neighbour(at, edge);
    const other = tileAt(state.board, next.x, next.y);
    if (!other) continue;
    touches = true;
    if (orientedOf(other).edgeKind[OPPOSITE[edge]] !== mine[edge]) return { fits: false, touches };
  }
  return { fits: true, touches };
}

/**
 * Where the school's west half goes: beside the start tile on the side the game chose (the rule book: to
 * its left or right), else the spot nearest the start where both halves fit (a start of several tiles,
 * another start tile); undefined while none fits (a river's spring shows no road).
 */
function schoolSpot(state: GameState): Position | undefined {
  const start = state.board[0];
  if (!start) return undefined;
  const preferred =
    state.options[SCHOOL_SIDE] === 'west' ? { x: start.x - 2, y: start.y } : { x: start.x + 1, y: start.y };
  const candidates: Position[] = [preferred];
  for (const placed of state.board) {
    for (const edge of EDGES) {
      const next = neighbour(placed, edge);
      candidates.push(next, { x: next.x - 1, y: next.y });
    }
  }
  const pairFits = (p: Position) => {
    const west = fits(state, WEST_HALF, p);
    const east = fits(state, EAST_HALF, { x: p.x + 1, y: p.y });
    return west.fits && east.fits && (west.touches || east.touches);
  };
  const distance = (p: Position) => Math.abs(p.x + 0.5 - start.x) + Math.abs(p.y - start.y);
  const fitting = candidates.filter(pairFits);
  if (fitting[0] === preferred) return preferred;
  fitting.sort((a, b) => distance(a) - distance(b) || a.y - b.y || a.x - b.x);
  return fitting[0];
}

/** Lays the school and puts the teacher on it, once, as soon as it fits beside the start. */
function laySchool(draft: GameState, ctx?: TurnContext): void {
  if (schoolLaid(draft) || schoolSlot(draft).eaten) return;
  // a river is laid first: the school waits until its tiles are out
  if (draft.queue?.length) return;
  const spot = schoolSpot(draft);
  if (!spot) return;
  for (const [i, type] of SCHOOL_TILES.entries()) {
    const at = { x: spot.x + i, y: spot.y };
    const nodes = addTileFeatures(draft, orientedTile(type, 0), at.x, at.y);
    draft.board = withTile(draft.board, {
      tile: type.id,
      x: at.x,
      y: at.y,
      rotation: 0,
      nodes,
      turn: draft.turn.number,
    });
  }
  draft.neutral = [...(draft.neutral ?? []), { kind: TEACHER, x: spot.x, y: spot.y }];
  write(draft, { ...schoolSlot(draft), at: spot });
  if (!ctx) return;
  // laid in play, it may close a road already on the board: this turn's scoring looks at its squares too
  const halves = SCHOOL_TILES.map((_, i) => ({ x: spot.x + i, y: spot.y }));
  draft.turn = { ...draft.turn, touched: [...(draft.turn.touched ?? []), ...halves] };
  event(ctx, 'laid', { x: spot.x, y: spot.y });
}

// --- where the teacher is --------------------------------------------------------------------------------

/** The teacher goes back to the school (for good once retired). */
function backToSchool(draft: GameState, slot: SchoolSlot, retired: boolean): SchoolSlot {
  const half = schoolTiles(draft)[0];
  const { holder: _, lastLesson: __, ...rest } = slot;
  if (half && !teacherAtSchool(draft))
    draft.neutral = [...(draft.neutral ?? []), { kind: TEACHER, x: half.x, y: half.y }];
  return retired ? { ...rest, retired: true } : rest;
}

/** A player takes the teacher, from the school or straight from his holder (fn 220). */
function takeTeacher(draft: GameState, slot: SchoolSlot, player: string): SchoolSlot {
  draft.neutral = (draft.neutral ?? []).filter((n) => n.kind !== TEACHER);
  return { ...slot, holder: player };
}

/** A holder who left the game gives the teacher back to the school. */
function holderGone(draft: GameState, ctx: TurnContext) {
  const slot = schoolSlot(draft);
  if (!slot.holder || draft.players.some((p) => p.id === slot.holder)) return;
  write(draft, backToSchool(draft, slot, Boolean(slot.lastLesson)));
  event(ctx, 'returned', { player: slot.holder });
}

// --- what this turn scored -------------------------------------------------------------------------------

function logOf(draft: GameState): TurnLog {
  const log = schoolSlot(draft).turn;
  return log?.number === draft.turn.number ? log : { number: draft.turn.number, completed: [], scored: [] };
}

const writeLog = (draft: GameState, log: TurnLog) => write(draft, { ...schoolSlot(draft), turn: log });

/** Step score: a feature was completed; note it, and whether it leads to the school. */
function onCompleted(draft: GameState, { root, node }: FeatureView) {
  if (!schoolLaid(draft)) return;
  const log = logOf(draft);
  const schoolRoad = node.kind === 'road' && isSchoolRoad(draft, root);
  writeLog(draft, { ...log, completed: [...log.completed, root], ...(schoolRoad ? { schoolRoad: true } : {}) });
}

/** A feature's points paid during play: what the teacher may copy (never final scoring: fn 221). */
function onPoints(draft: GameState, award: PointsAward) {
  const { source } = award;
  if (!('feature' in source) || source.final || !schoolLaid(draft)) return;
  const kind = draft.nodes[source.feature]?.kind ?? 'road';
  const log = logOf(draft);
  writeLog(draft, {
    ...log,
    scored: [...log.scored, { feature: source.feature, player: award.player, points: award.points, kind }],
  });
}

/** The scorings the teacher may copy: only completed features, unless the game says any scoring in play. */
function copyable(state: GameState, log: TurnLog): Scored[] {
  if (state.options[TEACHER_COPIES] === 'any-scoring') return log.scored;
  return log.scored.filter((s) => log.completed.includes(s.feature));
}

/** Where a feature lies, for a choice's label: on this turn's tile if it is part of it, else its first tile. */
function featureSpot(state: GameState, root: number): Position & { feature: number } {
  const placed = state.turn.placed && tileAt(state.board, state.turn.placed.x, state.turn.placed.y);
  for (const tile of placed ? [placed, ...state.board] : state.board) {
    const feature = tile.nodes.findIndex((id) => find(state.nodes, id) === root);
    if (feature >= 0) return { x: tile.x, y: tile.y, feature };
  }
  return { x: 0, y: 0, feature: 0 };
}

/** One option per feature and amount paid (a pig may make two shares of one field differ). */
function optionsOf(state: GameState, scored: Scored[]): CopyOption[] {
  const options: CopyOption[] = [];
  for (const s of scored) {
    if (options.some((o) => o.feature === s.feature && o.points === s.points)) continue;
    options.push({ feature: s.feature, points: s.points, kind: s.kind, at: featureSpot(state, s.feature) });
  }
  return options;
}

// --- 3B.9 and 3B.21: the teacher copies, then a school road's completer takes him -------------------------

/** Pays the holder the copied points; the teacher goes back to the school (for good after a last lesson). */
function copy(draft: GameState, ctx: TurnContext, option: CopyOption) {
  const slot = schoolSlot(draft);
  const holder = slot.holder;
  if (!holder) return;
  ctx.award({
    player: holder,
    points: option.points,
    source: { module: SCHOOL, why: 'teacher', params: { points: option.points, feature: option.kind } },
  });
  write(draft, backToSchool(draft, schoolSlot(draft), Boolean(slot.lastLesson)));
  if (slot.lastLesson) event(ctx, 'retired', {});
  else event(ctx, 'returned', { player: holder });
}

/**
 * fn 219: with one amount there is nothing to choose. Several features all paying one player: that player
 * orders them and the teacher copies the first. Several players paid: the holder chooses.
 */
function settleCopy(draft: GameState, ctx: TurnContext, log: TurnLog): 'asked' | undefined {
  const holder = schoolSlot(draft).holder;
  const scored = copyable(draft, log);
  if (!holder || !scored.length) return undefined;
  const options = optionsOf(draft, scored);
  const amounts = new Set(options.map((o) => o.points));
  const scorers = [...new Set(scored.map((s) => s.player))];
  const lone = scorers.length === 1 ? scorers[0] : undefined;
  if (amounts.size > 1 && ctx.canAsk) {
    const kind = lone ? FIRST : COPY;
    ctx.ask({ module: SCHOOL, kind, player: lone ?? holder, data: { options, holder } });
    return 'asked';
  }
  // without asking: the copy a player choosing would take (the holder the most, another lone scorer the least)
  const sorted = [...options].sort((a, b) => b.points - a.points);
  const pick = lone && lone !== holder ? sorted[sorted.length - 1] : sorted[0];
  if (pick) copy(draft, ctx, pick);
  return undefined;
}

/** fn 220 and the six roads: the active player takes the teacher, unless he now stays at the school. */
function settleRoads(draft: GameState, ctx: TurnContext) {
  const slot = schoolSlot(draft);
  if (slot.retired || slot.eaten) return;
  const player = draft.players[draft.turn.player]?.id;
  if (!player) return;
  const allDone = schoolRoadsDone(draft, ctx.rules) >= SCHOOL_ROADS;
  if (allDone && draft.options[LAST_ROAD] !== 'one-more-lesson') {
    write(draft, backToSchool(draft, slot, true));
    event(ctx, 'retired', {});
    return;
  }
  const from = slot.holder;
  write(draft, { ...takeTeacher(draft, slot, player), ...(allDone ? { lastLesson: true } : {}) });
  // fn 220: straight from the holder when nothing was copied; else from the school. The holder completing
  // another school road keeps him (not "takes him from" themselves).
  if (from === player) event(ctx, 'kept', { player });
  else if (from) event(ctx, 'passed', { player, owner: from });
  else event(ctx, 'taken', { player });
}

/** After the turn's scoring (and again at its end, for a scoring later in the turn): the teacher's work. */
function resolve(draft: GameState, ctx: TurnContext): 'again' | undefined {
  holderGone(draft, ctx);
  const log = schoolSlot(draft).turn;
  if (!log) return undefined;
  if (log.number !== draft.turn.number) {
    write(draft, { ...schoolSlot(draft), turn: undefined });
    return undefined;
  }
  // nobody holds the teacher and no school road was done (most turns): only the log goes
  if (!schoolSlot(draft).holder && !log.schoolRoad) {
    const { turn: _, ...rest } = schoolSlot(draft);
    write(draft, rest);
    return undefined;
  }
  if (!log.copied) {
    writeLog(draft, { ...log, copied: true });
    if (settleCopy(draft, ctx, log) === 'asked') return 'again';
  }
  if (log.schoolRoad) settleRoads(draft, ctx);
  const { turn: _, ...rest } = schoolSlot(draft);
  write(draft, rest);
  return undefined;
}

// --- decisions ----------------------------------------------------------------------------------------------

function choices(_state: GameState, decision: Decision): DecisionChoice[] {
  const options = (decision.data?.options ?? []) as CopyOption[];
  const action = decision.kind === FIRST ? FIRST_ACTION : COPY_ACTION;
  return options.map((o, option) => ({
    action,
    args: { option },
    params: { points: o.points, feature: o.kind, x: o.at.x, y: o.at.y },
    at: o.at,
  }));
}

function decide(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): Refusal | null {
  const options = (decision.data?.options ?? []) as CopyOption[];
  const option = choice ? options[Number(choice.args?.option)] : undefined;
  if (!option) return { why: 'school.no-such-scoring' };
  if (decision.kind === FIRST)
    event(ctx, 'first', { player: decision.player, points: option.points, feature: option.kind });
  copy(draft, ctx, option);
  return null;
}

// --- fn 217: the dragon eats the teacher at the school -------------------------------------------------------

/** The dragon entered a tile: the teacher standing there leaves the game for good. */
function tileCleared(draft: GameState, at: Position, ctx: TurnContext) {
  const teacher = teacherAtSchool(draft);
  if (!teacher || teacher.x !== at.x || teacher.y !== at.y) return;
  draft.neutral = (draft.neutral ?? []).filter((n) => n !== teacher);
  const { retired: _, ...rest } = schoolSlot(draft);
  write(draft, { ...rest, eaten: true });
  event(ctx, 'eaten', {});
}

// --- what players hold, and setup -----------------------------------------------------------------------------

/** The two halves while they wait for the river to be laid (every tile is somewhere). */
const waitingHalves = (state: GameState): readonly string[] => (schoolLaid(state) ? [] : SCHOOL_TILES.map((t) => t.id));

/** `teacher`: 1 for the player holding him. */
const tokens = (state: GameState, player: string) => ({ teacher: schoolSlot(state).holder === player ? 1 : 0 });

export const schoolModule: RuleModule = {
  id: SCHOOL,
  tiles: SCHOOL_TILES,
  neutralFigures: [TEACHER],
  options: [
    {
      name: TEACHER_COPIES,
      description:
        'What the teacher copies: "completed" (the rule: the next feature completed and scored) or ' +
        '"any-scoring" (also a feature scored in play without being completed: a barn\'s field, a recalled abbot).',
      values: ['completed', 'any-scoring'],
      default: 'completed',
      variant: true,
    },
    {
      name: LAST_ROAD,
      description:
        'The sixth school road: "teacher-stays" (the rule: the teacher stays at the school at once) or ' +
        '"one-more-lesson" (its completer takes him once more; after that copy he stays at the school).',
      values: ['teacher-stays', 'one-more-lesson'],
      default: 'teacher-stays',
      variant: true,
    },
    {
      name: SCHOOL_SIDE,
      description: 'Where the school lies: "east" (right of the start tile, the default) or "west" (its left).',
      values: ['east', 'west'],
      default: 'east',
    },
  ],
  phases: {
    turnStart: (draft, ctx) => resolve(draft, ctx),
    // the school waiting for a river is laid right after a tile (1C), so this turn's scoring sees what it closes
    afterTile: (draft, ctx) => {
      laySchool(draft, ctx);
      return undefined;
    },
    afterScoring: (draft, ctx) => resolve(draft, ctx),
    turnEnd: (draft, ctx) => resolve(draft, ctx),
  },
  hooks: {
    setupGame: (draft) => laySchool(draft),
    onCompleted: (draft, feature) => onCompleted(draft, feature),
    onPoints: (draft, award) => onPoints(draft, award),
    choices,
    decide,
    tokens,
    tileCleared,
    setAsideTiles: waitingHalves,
  },
};
