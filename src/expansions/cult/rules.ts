// The Cult Place (classic-and-all-expansions.md §13, base-game-editions.md §1.15): shrines are placed,
// occupied and scored like monasteries. A shrine may not end up next to (diagonals count) more than one
// monastery, nor a monastery next to more than one shrine. A follower on a shrine (a heretic) and one on
// the monastery next to it are in a challenge: the first of the two buildings completed scores as usual
// and the other's followers go home without points; completed by the same tile, both score.
// Module files import no catalog or scoring (they import the registry, which imports the modules).
import { tileAt } from '../../engine/board';
import { figuresOn } from '../../engine/figure-roots';
import { parseKey, surrounding } from '../../engine/geometry';
import { returnFigure, slotOf, writeSlot } from '../../engine/module-state';
import type { FeatureView, RuleModule, TurnContext } from '../../engine/modules/module';
import { onInstall } from '../../engine/modules/registry';
import type { OrientedTile } from '../../engine/tiles/oriented';
import type { FeatureNode, GameState, PlacedTile, Position, Refusal, TileType } from '../../engine/types';
import { find } from '../../engine/union-find';
import { CULT_SET, CULT_TILES, SHRINE } from './tiles';

export const CULT = 'cult';
/**
 * Kinds that are monasteries for the shrine rules: the monastery (a shrine is one, marked), and the
 * abbey of Abbey & Mayor should it come as a kind of its own (fn 126, fn 129).
 */
const MONASTIC = new Set(['monastery', 'abbey']);

/** A monastic building on the board. */
export interface Building {
  x: number;
  y: number;
  /** Its feature index on the tile, and its node (a monastery is never joined to another). */
  feature: number;
  root: number;
  node: FeatureNode;
  shrine: boolean;
}

/** A building that lost a challenge this turn: its followers go home after the winner scored. */
interface Loser {
  x: number;
  y: number;
  root: number;
}

export interface CultSlot {
  losers?: Loser[];
}

export const isShrine = (node: FeatureNode) => (node.marks[SHRINE] ?? 0) > 0;

/** The monastic building on the tile at (x, y), if any. */
export function buildingAt(state: GameState, x: number, y: number): Building | null {
  const placed = tileAt(state.board, x, y);
  return placed ? buildingOn(state, placed) : null;
}

function buildingOn(state: GameState, placed: PlacedTile): Building | null {
  const ids = placed.nodes;
  for (let feature = 0; feature < ids.length; feature++) {
    const root = find(state.nodes, ids[feature] as number);
    const node = state.nodes[root];
    if (node && MONASTIC.has(node.kind)) {
      return { x: placed.x, y: placed.y, feature, root, node, shrine: isShrine(node) };
    }
  }
  return null;
}

/** Monastic buildings on the 8 tiles around a position. */
export function buildingsAround(state: GameState, at: Position): Building[] {
  return surrounding(at).flatMap(({ x, y }) => buildingAt(state, x, y) ?? []);
}

/** The buildings of the other sort around one (the monasteries around a shrine, or the shrines around a monastery). */
export const rivalsOf = (state: GameState, building: { x: number; y: number; shrine: boolean }): Building[] =>
  buildingsAround(state, building).filter((b) => b.shrine !== building.shrine);

const tooMany = (shrine: boolean): Refusal => ({
  why: shrine ? 'cult.shrine-beside-two-monasteries' : 'cult.monastery-beside-two-shrines',
});

// whether a tile type's monastic building is a shrine (null: it has none), worked out once per type
const shrineByType = new Map<TileType, boolean | null>();
function shrineOf(type: TileType): boolean | null {
  let shrine = shrineByType.get(type);
  if (shrine === undefined) {
    const printed = type.features.find((f) => MONASTIC.has(f.kind));
    shrine = printed ? (printed.marks?.[SHRINE] ?? false) !== false : null;
    shrineByType.set(type, shrine);
  }
  return shrine;
}

// Whether each tile id has a monastic building: most tiles around a position have none, and a feature's
// kind is the one printed on its tile (only like kinds join), so one look per tile id tells.
const monasticById = new Map<string, boolean>();
onInstall(() => monasticById.clear());

/** The tile's monastic building, looked for only on a tile id that has one. */
function buildingOnTile(state: GameState, placed: PlacedTile): Building | null {
  // the type it is played as: a square a second half filled (or a bridge retyped) has its features too
  const id = placed.as ?? placed.tile;
  if (monasticById.get(id) === false) return null;
  const building = buildingOn(state, placed);
  if (!monasticById.has(id)) monasticById.set(id, building !== null);
  return building;
}

/** The one building of the other sort around a position, 'many' for two or more, null for none. */
function rivalAround(state: GameState, x: number, y: number, shrine: boolean): Building | 'many' | null {
  let rival: Building | null = null;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const placed = (dx || dy) && tileAt(state.board, x + dx, y + dy);
      const building = placed ? buildingOnTile(state, placed) : null;
      if (!building || building.shrine === shrine) continue;
      if (rival) return 'many';
      rival = building;
    }
  }
  return rival;
}

// the rule looks at the position only, and the listing of legal places asks once per rotation in turn.
// Keyed by the board's identity, safely: a Board is a readonly array, replaced and never edited, and the
// tile counts only through whether it has a shrine, which is in the key.
let lastAsked: { board: GameState['board']; x: number; y: number; shrine: boolean; refusal: Refusal | null } | null =
  null;

/**
 * A tile with a shrine or a monastery (the Cult asks about every such tile): no shrine may end up next
 * to two monasteries, and no monastery next to two shrines, whichever of them is placed (fn 157).
 */
function placementProblem(state: GameState, tile: OrientedTile, at: Position): Refusal | null {
  const shrine = shrineOf(tile.type);
  if (shrine === null) return null;
  const last = lastAsked;
  if (last && last.board === state.board && last.x === at.x && last.y === at.y && last.shrine === shrine) {
    return last.refusal;
  }
  const rival = rivalAround(state, at.x, at.y, shrine);
  // the one rival must have no other of this sort around it already
  const refusal =
    rival === 'many'
      ? tooMany(shrine)
      : rival && rivalAround(state, rival.x, rival.y, !shrine)
        ? tooMany(!shrine)
        : null;
  lastAsked = { board: state.board, x: at.x, y: at.y, shrine, refusal };
  return refusal;
}

/**
 * A monastery or shrine with followers is completed: if the building it challenges (the rival next to
 * it) has followers and is not complete too, they lose and go home after the scoring (step 3B.16).
 */
function noteLoser(draft: GameState, { node, root }: FeatureView, ctx: TurnContext) {
  if (!MONASTIC.has(node.kind) || !figuresOn(draft, root).length) return;
  const { x, y } = parseKey(node.tiles[0] as string);
  for (const rival of rivalsOf(draft, { x, y, shrine: isShrine(node) })) {
    const rule = ctx.rules.features.get(rival.node.kind);
    if (
      !figuresOn(draft, rival.root).length ||
      rule?.isComplete({ root: rival.root, node: rival.node, state: draft })
    ) {
      continue;
    }
    const slot = slotOf<CultSlot>(draft, CULT, {});
    writeSlot<CultSlot>(draft, CULT, {
      losers: [...(slot.losers ?? []), { x: rival.x, y: rival.y, root: rival.root }],
    });
  }
}

/** The losers of this turn's challenges go home without points. */
function sendLosersHome(draft: GameState, ctx: TurnContext): undefined {
  const losers = slotOf<CultSlot>(draft, CULT, {}).losers;
  if (!losers) return;
  writeSlot<CultSlot>(draft, CULT, {});
  for (const loser of losers) {
    const building = isShrine(draft.nodes[loser.root] as FeatureNode) ? 'shrine' : 'monastery';
    for (const figure of figuresOn(draft, loser.root)) {
      ctx.events.push({
        type: 'expansion',
        module: CULT,
        what: 'challenge-lost',
        data: { victim: figure.player, building, x: loser.x, y: loser.y },
      });
      returnFigure(draft, figure, ctx.events);
    }
  }
}

export const cultModule: RuleModule = {
  id: CULT,
  tiles: CULT_TILES,
  tileCounts: () => CULT_SET,
  // every tile with a monastery: placing one may not put it next to two shrines either
  checksTilesOf: (tile) => tile.features.some((f) => MONASTIC.has(f.kind)),
  // after the base game scored the winner; a turn cut short leaves its losers to the next turn's start
  phases: { score: sendLosersHome, turnStart: sendLosersHome },
  // losers wait in the slot
  wakes: { score: { slot: true }, turnStart: { slot: true } },
  hooks: {
    checkTilePlacement: placementProblem,
    onCompleted: noteLoser,
    beforeFinal: (draft, ctx) => {
      sendLosersHome(draft, ctx);
    },
  },
};
