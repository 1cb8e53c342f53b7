// Mage & Witch (big-box.md §11): two neutral figures on roads and cities. A magic tile sends one of them
// onto (or moves one to) any incomplete road or city; they never share one; the mage adds 1 per tile
// to its feature's score, the witch halves it (rounded up); a scored feature's figure is set aside and
// comes back with the next magic tile. Figures off the board need no state: they are simply not in
// draft.neutral.

import { tileAt } from '../../engine/board';
import { orientedOf, tileType } from '../../engine/catalog';
import { placeName } from '../../engine/figures';
import type { FeatureView, RuleModule, Score, TurnContext } from '../../engine/modules/module';
import { byTileSet } from '../../engine/tile-set';
import type { Decision, DecisionChoice, FeatureNode, GameState, NeutralFigure, PlacedTile } from '../../engine/types';
import { find } from '../../engine/union-find';
import { MAGIC, MW_GARDEN_SET, MW_SET, MW_TILES } from './tiles';

export const MAGE_WITCH = 'mage-witch';
export const MAGE = 'mage';
export const WITCH = 'witch';
const MAGIC_FIGURES = [MAGE, WITCH] as const;
type MagicFigure = (typeof MAGIC_FIGURES)[number];

/** Decision kinds: after a magic tile; after a tile joined their features; when no free feature is left. */
export const MAGIC_DECISION = 'magic';
export const SEPARATE_DECISION = 'separate';
export const REMOVE_DECISION = 'remove';

/** Choice actions: put a figure from beside the board, move one already on it, take one off. */
export const PLACE = 'place';
export const MOVE = 'move';
export const REMOVE = 'remove';

const isMagic = (figure: NeutralFigure) => figure.kind === MAGE || figure.kind === WITCH;

/** The union-find root of the feature a neutral figure stands on (undefined if it stands on none). */
function rootOf(state: GameState, figure: NeutralFigure): number | undefined {
  const placed = tileAt(state.board, figure.x, figure.y);
  const node = figure.feature === undefined ? undefined : placed?.nodes[figure.feature];
  return node === undefined ? undefined : find(state.nodes, node);
}

interface MagicOut {
  figure: NeutralFigure;
  root: number | undefined;
}

/** The mage and the witch as they stand on the board, with their features' roots. */
export function magicOnBoard(state: GameState): readonly MagicOut[] {
  // asked several times every turn: nothing to list (nor to allocate) while no neutral figure is out
  if (!state.neutral?.length) return NONE_OUT;
  return state.neutral.filter(isMagic).map((figure) => ({ figure, root: rootOf(state, figure) }));
}

const NONE_OUT: readonly MagicOut[] = [];

/** An incomplete road or city, named by its part on the newest tile it covers. */
interface OpenFeature {
  root: number;
  kind: string;
  tiles: number;
  where: string;
  /** That part, shared by every choice of the feature (choices are read, never changed). */
  at: { x: number; y: number; feature: number };
}

// The last board asked about and its open features: a magic tile's check, the listing of its choices and
// the answer all ask about one board. Nodes and the board are replaced, never edited, so the pair of
// objects stands for one forest.
let recent: { board: GameState['board']; nodes: GameState['nodes']; open: OpenFeature[] } | undefined;

// The roots a scan has named, marked with its own stamp: one buffer for every scan, neither allocated nor
// cleared for each (a typed array costs more to make than the scan costs to run)
const scans = { marks: new Uint32Array(1024), stamp: 0 };

/** The buffer for a new scan of a forest of `size` nodes. */
function rootsSeen(size: number): typeof scans {
  if (scans.marks.length < size) scans.marks = new Uint32Array(size * 2);
  // past the largest stamp the marks hold, every mark is cleared and stamps start again
  if (++scans.stamp > 0xffffffff) {
    scans.marks.fill(0);
    scans.stamp = 1;
  }
  return scans;
}

/** Every incomplete road and city on the board, the newest first (a sensible first choice). */
function openFeatures(state: GameState): OpenFeature[] {
  const { board, nodes } = state;
  if (recent?.board === board && recent.nodes === nodes) return recent.open;
  const seen = rootsSeen(nodes.length);
  const found: OpenFeature[] = [];
  // every tile: open features lie all over the board (some 73 on 94 tiles in a random Big Box game), so
  // counting them first to stop early read every node to spare a few old tiles
  for (let i = board.length - 1; i >= 0; i--) {
    const placed = board[i] as PlacedTile;
    const ids = placed.nodes;
    for (let feature = 0; feature < ids.length; feature++) {
      // a part has its whole feature's kind (only like kinds join): fields and the rest need no root
      const kind = (nodes[ids[feature] as number] as FeatureNode).kind;
      if (kind !== 'road' && kind !== 'city') continue;
      const root = find(nodes, ids[feature] as number);
      const node = nodes[root] as FeatureNode;
      if (seen.marks[root] === seen.stamp) continue;
      seen.marks[root] = seen.stamp;
      if (node.openEdges === 0) continue;
      const where = placeName(orientedOf(placed), feature);
      const at = { x: placed.x, y: placed.y, feature };
      found.push({ root, kind: node.kind, tiles: node.tiles.length, where, at });
    }
  }
  recent = { board, nodes, open: found };
  return found;
}

/** The figure's choices (`action`) on every open feature that holds neither figure (`out`). */
function addChoices(
  choices: DecisionChoice[],
  action: string,
  figure: MagicFigure,
  open: readonly OpenFeature[],
  out: readonly MagicOut[],
) {
  for (const spot of open) {
    if (isTaken(out, spot.root)) continue;
    choices.push({
      action,
      args: { figure, x: spot.at.x, y: spot.at.y, feature: spot.kind, where: spot.where },
      params: { figure, kind: spot.kind, tiles: spot.tiles },
      at: spot.at,
    });
  }
}

/** Whether the mage or the witch stands on the feature rooted at `root` (a plain loop: asked of every open feature). */
function isTaken(out: readonly MagicOut[], root: number): boolean {
  for (const { root: taken } of out) if (taken === root) return true;
  return false;
}

/**
 * Where the mage and the witch may go now: a figure beside the board onto, or one on the board to, any
 * incomplete road or city that holds neither of them (so they never share one, and a move goes
 * somewhere else). `only` limits it to moves of figures already out (after a tile joined them).
 */
function moveChoices(state: GameState, onlyMoves: boolean): DecisionChoice[] {
  const out = magicOnBoard(state);
  const open = openFeatures(state);
  const choices: DecisionChoice[] = [];
  // figures beside the board first: putting one out is the first (default) answer
  if (!onlyMoves) {
    for (const figure of MAGIC_FIGURES) {
      if (!out.some((o) => o.figure.kind === figure)) addChoices(choices, PLACE, figure, open, out);
    }
  }
  for (const { figure } of out) addChoices(choices, MOVE, figure.kind as MagicFigure, open, out);
  return choices;
}

/** Whether moveChoices offers anything, without listing it: a free feature, and a figure to go there. */
function hasMove(state: GameState, onlyMoves: boolean): boolean {
  const out = magicOnBoard(state);
  // beside the board or out, both figures may go somewhere unless only moves are asked for
  if (onlyMoves && !out.length) return false;
  if (recent?.board === state.board && recent.nodes === state.nodes)
    return recent.open.some((spot) => !isTaken(out, spot.root));
  // newest first, as openFeatures lists them: a free feature is nearly always among the last few tiles
  const { board, nodes } = state;
  for (let i = board.length - 1; i >= 0; i--) {
    for (const id of (board[i] as PlacedTile).nodes) {
      const root = find(nodes, id);
      const node = nodes[root] as FeatureNode;
      if ((node.kind === 'road' || node.kind === 'city') && node.openEdges > 0 && !isTaken(out, root)) return true;
    }
  }
  return false;
}

const removeChoices = (state: GameState): DecisionChoice[] =>
  magicOnBoard(state).map(({ figure }) => ({
    action: REMOVE,
    args: { figure: figure.kind },
    params: { figure: figure.kind },
    at: { x: figure.x, y: figure.y, ...(figure.feature === undefined ? {} : { feature: figure.feature }) },
  }));

/**
 * Whether the mage and the witch stand on one feature (a tile or a ferry joined theirs). Asked every
 * turn: nothing is listed, and the roots are worked out only when both are out.
 */
function together(state: GameState): boolean {
  let first: NeutralFigure | undefined;
  for (const figure of state.neutral ?? []) {
    if (!isMagic(figure)) continue;
    if (!first) {
      first = figure;
      continue;
    }
    const root = rootOf(state, first);
    return root !== undefined && root === rootOf(state, figure);
  }
  return false;
}

/** Asks the active player to put out or move a figure (kind), or, with no free feature, to take one off. */
function askActive(draft: GameState, ctx: TurnContext, kind: string) {
  const player = draft.players[draft.turn.player]?.id;
  if (!player) return;
  if (hasMove(draft, kind === SEPARATE_DECISION)) ctx.ask({ module: MAGE_WITCH, kind, player });
  else if (magicOnBoard(draft).length) ctx.ask({ module: MAGE_WITCH, kind: REMOVE_DECISION, player });
}

/** 1C: a magic tile sends the mage or the witch out; a tile joining their features moves one of them. */
function afterTile(draft: GameState, ctx: TurnContext) {
  const at = draft.turn.placed;
  const placed = at && tileAt(draft.board, at.x, at.y);
  if (!placed) return undefined;
  // a magic tile that also joins them is one move: every answer then leaves them apart
  if (tileType(placed.tile).symbols?.[MAGIC]) askActive(draft, ctx, MAGIC_DECISION);
  else if (together(draft)) askActive(draft, ctx, SEPARATE_DECISION);
  return undefined;
}

/** 2C, after the other modules' work: a ferry or a tunnel may have joined their roads since the tile was placed: one moves before scoring. */
function afterFigure(draft: GameState, ctx: TurnContext) {
  if (together(draft)) askActive(draft, ctx, SEPARATE_DECISION);
  return undefined;
}

function choices(state: GameState, decision: Decision): DecisionChoice[] {
  if (decision.kind === REMOVE_DECISION) return removeChoices(state);
  return moveChoices(state, decision.kind === SEPARATE_DECISION);
}

function decide(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext) {
  const figure = choice?.args?.figure;
  if (!choice || typeof figure !== 'string') return null;
  const player = decision.player;
  const others = (draft.neutral ?? []).filter((n) => n.kind !== figure);
  if (choice.action === REMOVE) {
    draft.neutral = others;
    ctx.events.push({ type: 'expansion', module: MAGE_WITCH, what: 'removed', data: { player, figure } });
    return null;
  }
  const at = choice.at;
  if (!at || at.feature === undefined) return null;
  draft.neutral = [...others, { kind: figure, x: at.x, y: at.y, feature: at.feature }];
  const kind = String(choice.args?.feature);
  ctx.events.push({
    type: 'expansion',
    module: MAGE_WITCH,
    what: choice.action === MOVE ? 'moved' : 'placed',
    data: { player, figure, kind, x: at.x, y: at.y },
  });
  return null;
}

/**
 * Step 3B: the mage adds 1 per tile (no shields); the witch halves the score, rounded up, after the inn or
 * cathedral. Asked of every feature scored (and of every feature a rule weighs): nothing is listed.
 */
function adjustScore({ root, node, state }: FeatureView, _final: boolean, score: Score): Score {
  let mage = false;
  let witch = false;
  for (const figure of state.neutral ?? []) {
    if (!isMagic(figure) || rootOf(state, figure) !== root) continue;
    if (figure.kind === MAGE) mage = true;
    else witch = true;
  }
  let adjusted = score;
  if (mage) {
    const tiles = node.tiles.length;
    adjusted = {
      ...adjusted,
      points: adjusted.points + tiles,
      terms: [...adjusted.terms, { unit: 'mage', count: tiles, each: 1 }],
    };
  }
  if (witch) {
    adjusted = { ...adjusted, points: Math.ceil(adjusted.points / 2), halved: 'witch' };
  }
  return adjusted;
}

/**
 * Step 3B-15: a figure on a feature completed this turn leaves the board, set aside for the next magic tile.
 * Asked every turn while one is out: the figures' roots are found without listing them first.
 */
function afterScoring(draft: GameState, ctx: TurnContext) {
  const leaving: NeutralFigure[] = [];
  for (const figure of draft.neutral ?? []) {
    if (!isMagic(figure)) continue;
    const root = rootOf(draft, figure);
    if (root === undefined || draft.nodes[root]?.openEdges === 0) leaving.push(figure);
  }
  if (!leaving.length) return undefined;
  draft.neutral = (draft.neutral ?? []).filter((n) => !leaving.includes(n));
  for (const figure of leaving) {
    ctx.events.push({ type: 'expansion', module: MAGE_WITCH, what: 'set-aside', data: { figure: figure.kind } });
  }
  return undefined;
}

export const mageWitchModule: RuleModule = {
  id: MAGE_WITCH,
  tiles: MW_TILES,
  tileCounts: byTileSet(MW_SET, MW_GARDEN_SET),
  neutralFigures: [MAGE, WITCH],
  phases: { afterTile, afterFigure, afterScoring },
  // after every other module's 2C work: a tunnel built there may have joined their roads
  last: ['afterFigure'],
  // separating them and setting them aside both need the mage or the witch out
  wakes: { afterFigure: { figures: [MAGE, WITCH] }, afterScoring: { figures: [MAGE, WITCH] } },
  hooks: { choices, decide, adjustScore },
};
