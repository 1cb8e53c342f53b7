// Hills & Sheep (classic-and-all-expansions.md §33, fn 262–267; order of play 1B/1C hills, 2B-1 (d) the
// shepherd, 2C the flock, 3A/3B the hill tie-break and vineyards). The shepherd and the flock are in
// flock.ts; here are the phases, the decision, hills and vineyards, and the tile with two city parts on
// one edge.
import { tileAt, tilesWhere } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { placedSquares } from '../../engine/double-tiles';
import { figureRoot, figuresOn } from '../../engine/figure-roots';
import { neighbour, positionKey, rotateEdge, surrounding } from '../../engine/geometry';
import { writeSlot } from '../../engine/module-state';
import type { FeatureView, PhaseRun, RuleModule, Score, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import type {
  Decision,
  DecisionChoice,
  Edge,
  Figure,
  GameState,
  PlacedTile,
  Position,
  Refusal,
  TileFeature,
} from '../../engine/types';
import { find } from '../../engine/union-find';
import {
  driveEnclosedFlocks,
  driveFlock,
  forgetLostFlocks,
  growFlock,
  HILLS_SHEEP,
  SHEPHERD,
  sheepInField,
  sheepSlot,
  shepherds,
  shepherdsOn,
} from './flock';
import {
  CITY_SIDE_EDGE,
  CITY_SIDE_FEATURES,
  CITY_SIDE_TILE,
  HILL,
  HILLS_SHEEP_TILES,
  hillsSheepTileCounts,
  VINEYARD,
} from './tiles';

/** The decision after a tile extends the field of the player's shepherd: grow the flock or drive it home. */
export const FLOCK = 'flock';
export const GROW = 'grow-flock';
export const DRIVE = 'drive-flock';
/** Points for each vineyard around a completed monastery. */
export const VINEYARD_POINTS = 3;
/** The features whose ties a follower on a hill breaks (§33: roads, cities, fields). */
const TIE_KINDS = new Set(['road', 'city', 'field']);

const symbolAt = (state: GameState, at: Position, symbol: string): boolean => {
  const placed = tileAt(state.board, at.x, at.y);
  return !!placed && !!orientedOf(placed).type.symbols?.[symbol];
};

const activePlayer = (state: GameState) => state.players[state.turn.player]?.id ?? '';

/**
 * Phase afterTile (1B/1C): a hill hides the next tile of the supply under it, unseen (fn 264: none when
 * the hill was the last tile); and a tile laid against HS2's city side joins its two city parts.
 */
const afterTile: PhaseRun = (draft, ctx) => {
  const at = draft.turn.placed;
  if (!at) return undefined;
  if (symbolAt(draft, at, HILL)) hideUnderHill(draft, ctx, at);
  // asked every turn: most turns no HS2 lies on a square of the tile or with its city side against one
  const citySides = tilesWhere(draft.board, isCitySideTile);
  if (!citySides.length) return undefined;
  const squares = placedSquares(draft);
  if (!meetsCitySide(citySides, squares)) return undefined;
  // a double tile's second half may be the one against a city side
  for (const square of squares) joinCitySides(draft, ctx, square);
  return undefined;
};

/** Whether one of the placed HS2s lies on one of the squares, or has its city side against one. */
function meetsCitySide(citySides: readonly PlacedTile[], squares: readonly Position[]): boolean {
  for (const placed of citySides) {
    const facing = neighbour(placed, citySideOf(placed));
    for (const { x, y } of squares) {
      if ((placed.x === x && placed.y === y) || (facing.x === x && facing.y === y)) return true;
    }
  }
  return false;
}

function hideUnderHill(draft: GameState, ctx: TurnContext, at: Position) {
  // scripted draws (scenarios, replays) name every tile: no tile leaves the supply unnamed
  if (draft.options.scriptedDraws) return;
  // one hill a square: a hill half tile's square filled by its other half hides nothing more (§35)
  const slot = sheepSlot(draft);
  if (positionKey(at.x, at.y) in slot.underHills) return;
  const supply = draft.supply.slice();
  const hidden = supply.length ? (supply.splice(ctx.random(supply.length), 1)[0] as string) : null;
  draft.supply = supply;
  writeSlot(draft, HILLS_SHEEP, { ...slot, underHills: { ...slot.underHills, [positionKey(at.x, at.y)]: hidden } });
  ctx.events.push({ type: 'expansion', module: HILLS_SHEEP, what: 'hill', data: { x: at.x, y: at.y } });
}

const isCitySideTile = (placed: PlacedTile) => placed.tile === CITY_SIDE_TILE;

/** The edge of a placed HS2 that carries its two city parts. */
const citySideOf = (placed: PlacedTile): Edge => rotateEdge(CITY_SIDE_EDGE, placed.rotation);

type FeatureAt = Position & { feature: number };

/**
 * What closes HS2's city side once a tile lies against it: the small city's two open ends, joined to the
 * big city when that tile brings a city to the edge, or closed on their own against a wall (an abbey).
 */
function citySidePair(placed: PlacedTile, walled: boolean): [FeatureAt, FeatureAt] {
  const [big, small] = CITY_SIDE_FEATURES;
  const at = (feature: number) => ({ x: placed.x, y: placed.y, feature });
  return walled ? [at(small), at(small)] : [at(big), at(small)];
}

/** The tile against a placed HS2's city side, if any. */
function facingTile(board: GameState['board'], placed: PlacedTile): PlacedTile | undefined {
  const facing = neighbour(placed, citySideOf(placed));
  return tileAt(board, facing.x, facing.y);
}

/** HS2's city side closes once a tile lies against it (the tile placed, or HS2 placed against one). */
function joinCitySides(draft: GameState, ctx: TurnContext, at: Position) {
  for (const spot of [at, ...(['N', 'E', 'S', 'W'] as const).map((edge) => neighbour(at, edge))]) {
    const placed = tileAt(draft.board, spot.x, spot.y);
    if (placed?.tile !== CITY_SIDE_TILE) continue;
    const facing = facingTile(draft.board, placed);
    if (!facing || (spot !== at && (facing.x !== at.x || facing.y !== at.y))) continue;
    const pair = citySidePair(placed, !!orientedOf(facing).type.walled);
    ctx.joinAcross(...pair);
    // the small city may be complete now, though the tile placed does not touch it (an abbey's wall)
    draft.turn = { ...draft.turn, touched: [...(draft.turn.touched ?? []), pair[1]] };
    const slot = sheepSlot(draft);
    writeSlot(draft, HILLS_SHEEP, { ...slot, citySides: [...(slot.citySides ?? []), positionKey(placed.x, placed.y)] });
  }
}

/**
 * The HS2s whose city side this module has closed (read when features are rebuilt): kept in its slot, so a
 * rebuild between the tile and this module's phase (another module's question first) closes nothing yet.
 */
function citySideJoins(state: GameState) {
  return (sheepSlot(state).citySides ?? []).flatMap((key) => {
    const comma = key.indexOf(',');
    const placed = tileAt(state.board, Number(key.slice(0, comma)), Number(key.slice(comma + 1)));
    const facing = placed && facingTile(state.board, placed);
    return placed && facing ? [citySidePair(placed, !!orientedOf(facing).type.walled)] : [];
  });
}

/**
 * Phase secondFigure (2B-2, after a phantom; 2C's flock work, before the dragon flies, fn 263): a shepherd
 * just put down draws its first token; enclosed fields drive their flocks home; then the player chooses
 * for each field of theirs the tile extended, grow or drive.
 */
const tendFlocks: PhaseRun = (draft, ctx) => {
  // this runs every turn: the shepherds are found once, and again only when a figure left the board
  let onBoard = shepherds(draft);
  forgetLostFlocks(draft, onBoard);
  const at = draft.turn.placed;
  if (!at || !onBoard.length) return undefined;
  const player = activePlayer(draft);
  // every shepherd on the board has its flock in the slot now: those without one were just put down
  const older = sheepSlot(draft).flocks;
  const figuresBefore = draft.figures;
  for (const shepherd of onBoard) if (!older[shepherd.id]) growFlock(draft, ctx, shepherd);
  // a wolf sends shepherds home, and so does a drive
  if (draft.figures !== figuresBefore) onBoard = shepherds(draft);
  driveEnclosedFlocks(draft, ctx, onBoard);
  if (draft.figures !== figuresBefore) onBoard = shepherds(draft);
  // the player's shepherds with a flock before this turn, by the field they stand on (the first in figure
  // order, as figuresOn lists them): found once, rather than every figure's field for each field of the tile
  const mineByField = new Map<number, Figure>();
  for (const shepherd of onBoard) {
    if (shepherd.player !== player || !older[shepherd.id]) continue;
    const root = figureRoot(draft, shepherd);
    if (!mineByField.has(root)) mineByField.set(root, shepherd);
  }
  if (!mineByField.size) return undefined;
  const asked = new Set<number>();
  // both squares of a double tile (a castle of Castles in Germany) extend fields
  for (const square of placedSquares(draft)) {
    const placed = tileAt(draft.board, square.x, square.y);
    if (!placed) continue;
    const { features } = orientedOf(placed).type;
    for (let index = 0; index < features.length; index++) {
      if ((features[index] as TileFeature).kind !== 'field') continue;
      const root = find(draft.nodes, placed.nodes[index] as number);
      const mine = mineByField.get(root);
      if (!mine || asked.has(root)) continue;
      asked.add(root);
      ctx.ask({
        module: HILLS_SHEEP,
        kind: FLOCK,
        player,
        data: { shepherd: mine.id, sheep: sheepInField(draft, root) },
      });
    }
  }
  return undefined;
};

/** Drive first: the answer a turn clock running out takes (the points are sure). */
function flockChoices(state: GameState, decision: Decision): DecisionChoice[] {
  const shepherd = state.figures.find((f) => f.id === decision.data?.shepherd);
  if (!shepherd) return [];
  const sheep = sheepInField(state, figureRoot(state, shepherd));
  const at = { x: shepherd.x, y: shepherd.y, feature: shepherd.feature };
  return [
    { action: DRIVE, params: { sheep }, at },
    { action: GROW, params: { sheep }, at },
  ];
}

function decide(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): Refusal | null {
  if (decision.kind !== FLOCK) return null;
  if (!choice || (choice.action !== GROW && choice.action !== DRIVE)) return { why: 'decision-required' };
  const shepherd = draft.figures.find((f) => f.id === decision.data?.shepherd);
  // the shepherd left the board meanwhile (another flock's wolf cannot reach it; kept for safety)
  if (!shepherd) return null;
  if (choice.action === GROW) growFlock(draft, ctx, shepherd);
  else driveFlock(draft, ctx, figureRoot(draft, shepherd), decision.player);
  return null;
}

/** A shepherd goes only on a field without one (farmers there or not). */
function checkFigure(state: GameState, placed: PlacedTile, figure: string, feature: number): Refusal | null {
  if (figure !== SHEPHERD) return null;
  const node = placed.nodes[feature];
  if (node === undefined) return null;
  return shepherdsOn(state, find(state.nodes, node)).length ? { why: 'hills-sheep.field-has-shepherd' } : null;
}

const isFollower = (rules: Rules, kind: string) => {
  const figure = rules.figures.get(kind);
  return !!figure && (figure.weight > 0 || !!figure.votes);
};

/**
 * The hill tie-break (§33, fn 265): among players tied on a road, city or field, those with a follower on
 * a hill tile of it win alone; when none has one, or every one of them has (whatever the numbers), the
 * tie stands. The winners keep the order they were tied in.
 */
function breakTie(state: GameState, root: number, tied: readonly string[], rules: Rules): string[] | null {
  const node = state.nodes[root];
  if (!node || !TIE_KINDS.has(node.kind)) return null;
  const onHill = new Set<string>();
  for (const figure of figuresOn(state, root)) {
    if (tied.includes(figure.player) && isFollower(rules, figure.kind) && symbolAt(state, figure, HILL)) {
      onHill.add(figure.player);
    }
  }
  if (!onHill.size || onHill.size === tied.length) return null;
  return tied.filter((player) => onHill.has(player));
}

/**
 * Vineyards (§33, fn 266–267): a monastery completed in play (a cloister, an abbey, a shrine) scores 3 more
 * for each vineyard on the 8 tiles around it; never at the end, never unfinished.
 */
function vineyardBonus(feature: FeatureView, final: boolean, score: Score): Score {
  const { node, state } = feature;
  if (final || node.kind !== 'monastery' || node.tiles.length !== 1) return score;
  const key = node.tiles[0] as string;
  const comma = key.indexOf(',');
  const around = surrounding({ x: Number(key.slice(0, comma)), y: Number(key.slice(comma + 1)) });
  if (around.some((p) => !tileAt(state.board, p.x, p.y))) return score;
  const vineyards = around.filter((p) => symbolAt(state, p, VINEYARD)).length;
  if (!vineyards) return score;
  return {
    ...score,
    points: score.points + vineyards * VINEYARD_POINTS,
    terms: [...score.terms, { unit: VINEYARD, count: vineyards, each: VINEYARD_POINTS }],
  };
}

/** The tiles hidden under hills: out of the supply, still in the game's count of tiles. */
const underHills = (state: GameState): string[] =>
  Object.values(sheepSlot(state).underHills).filter((tile): tile is string => tile !== null);

/** A player's flock: the sheep their shepherds keep (expect.tokens `sheep`). */
function tokens(state: GameState, player: string): Record<string, number> {
  const roots = new Set(
    shepherds(state)
      .filter((f) => f.player === player)
      .map((f) => figureRoot(state, f)),
  );
  let sheep = 0;
  for (const root of roots) sheep += sheepInField(state, root);
  return { sheep };
}

export const hillsSheepModule: RuleModule = {
  id: HILLS_SHEEP,
  tiles: HILLS_SHEEP_TILES,
  tileCounts: hillsSheepTileCounts,
  figures: [{ id: SHEPHERD, perPlayer: 1, weight: 0, placement: 'any', occupies: false }],
  placements: [{ figure: SHEPHERD, features: ['field'] }],
  phases: { afterTile, secondFigure: tendFlocks },
  hooks: {
    checkFigure,
    choices: (state, decision) => (decision.kind === FLOCK ? flockChoices(state, decision) : []),
    decide,
    breakTie,
    adjustScore: vineyardBonus,
    boardJoins: citySideJoins,
    setAsideTiles: underHills,
    tokens,
  },
};
