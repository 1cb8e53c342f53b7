// The River: the spring replaces the start tile, the other river tiles are drawn first (the lake last),
// each must continue the river without a U-turn, and no figure stands on the water.
// Module files import no catalog (it imports the registry, which imports the modules), so this one
// looks up only its own tiles.
import { type Board, tileAt } from '../../engine/board';
import { EDGES, neighbour, OPPOSITE } from '../../engine/geometry';
import type { RuleModule } from '../../engine/modules/module';
import { nextRandom } from '../../engine/rng';
import { type OrientedTile, orientedTile } from '../../engine/tiles/oriented';
import type { Edge, GameState, Position, Refusal } from '../../engine/types';
import { RIVER_GARDEN_SET, RIVER_LAKE, RIVER_SET, RIVER_SPRING, RIVER_TILES } from './tiles';

/** The base game's start tile, which the spring replaces (game.ts DEFAULT_START). */
const BASE_START = 'D';
const RIVER_BY_ID = new Map(RIVER_TILES.map((t) => [t.id, t]));

/** The edges the river touches on a tile as it lies, or [] for a tile without a river. */
function riverEdges(tile: OrientedTile): Edge[] {
  const index = tile.type.features.findIndex((f) => f.kind === 'river');
  return index < 0 ? [] : (tile.edges[index] as Edge[]);
}

type Bend = 'left' | 'right' | 'straight';

/** Which way water entering over edge `from` and leaving over edge `to` turns (north is up). */
function bend(from: Edge, to: Edge): Bend {
  const heading = OPPOSITE[from];
  if (to === heading) return 'straight';
  return EDGES[(EDGES.indexOf(heading) + 1) % 4] === to ? 'right' : 'left';
}

const withRiver = new WeakMap<Board, boolean>();

/** Whether any river is on the board yet (not so only when a game starts elsewhere than the spring). */
function riverOnBoard(board: Board): boolean {
  let known = withRiver.get(board);
  if (known === undefined) {
    known = board.some((placed) => RIVER_BY_ID.has(placed.tile));
    withRiver.set(board, known);
  }
  return known;
}

/**
 * A river tile must continue the open end of the river (edge matching alone would let it lie anywhere
 * its river edges face nothing), and must not bend the same way as the river tile it continues.
 */
function riverPlacementProblem(state: GameState, tile: OrientedTile, at: Position): Refusal | null {
  const edges = riverEdges(tile);
  if (!edges.length) return null;
  const joins = edges.filter((edge) => {
    const p = neighbour(at, edge);
    return tileAt(state.board, p.x, p.y) !== undefined;
  });
  if (!joins.length) {
    if (!riverOnBoard(state.board)) return null;
    return { why: 'river-must-continue' };
  }
  const entry = joins[0] as Edge;
  const exit = edges.find((edge) => edge !== entry);
  if (joins.length > 1 || edges.length !== 2 || !exit) return null;
  const here = bend(entry, exit);
  if (here === 'straight') return null;
  const p = neighbour(at, entry);
  const previous = tileAt(state.board, p.x, p.y);
  const previousType = previous && RIVER_BY_ID.get(previous.tile);
  if (!previous || !previousType) return null;
  const upstream = riverEdges(orientedTile(previousType, previous.rotation));
  const into = upstream.find((edge) => edge !== OPPOSITE[entry]);
  if (upstream.length !== 2 || !into) return null;
  if (bend(into, OPPOSITE[entry]) !== here) return null;
  return {
    why: 'river-u-turn',
    params: { bend: here, x: p.x, y: p.y, from: OPPOSITE[into], to: OPPOSITE[entry], onward: exit },
  };
}

/** Shuffles a list with the game's seeded random generator (Fisher–Yates), advancing it. */
function shuffle(draft: GameState, list: string[]): string[] {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const { state, value } = nextRandom(draft.rng);
    draft.rng = state;
    const j = Math.floor(value * (i + 1));
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  return out;
}

function withoutOne(list: string[], tile: string): string[] {
  const index = list.indexOf(tile);
  return index < 0 ? list : list.filter((_, i) => i !== index);
}

/** Takes the river out of the supply into the draw queue: spring first if not yet down, lake last. */
function setUpRiver(draft: GameState) {
  const river = draft.supply.filter((t) => RIVER_BY_ID.has(t));
  draft.supply = draft.supply.filter((t) => !RIVER_BY_ID.has(t));
  const springs = river.filter((t) => t === RIVER_SPRING);
  const lakes = river.filter((t) => t === RIVER_LAKE);
  let middle = river.filter((t) => t !== RIVER_SPRING && t !== RIVER_LAKE);
  if (draft.board[0]?.tile === RIVER_SPRING) {
    const startTile = draft.options.riverStartTile ?? 'box';
    if (startTile !== 'after' && draft.supply.includes(BASE_START)) {
      draft.supply = withoutOne(draft.supply, BASE_START);
      if (startTile === 'shuffled') middle = [...middle, BASE_START];
    }
  }
  draft.queue = [...(draft.queue ?? []), ...springs, ...shuffle(draft, middle), ...lakes];
}

export const riverModule: RuleModule = {
  id: 'river',
  tiles: RIVER_TILES,
  startTile: RIVER_SPRING,
  tileCounts: (options) => (options.tileSet === 'gardens' ? RIVER_GARDEN_SET : RIVER_SET),
  // no placements: no figure may stand on the river itself
  options: [
    {
      name: 'riverStartTile',
      description:
        'What happens to the base start tile: "box" (current edition: it goes back in the box), "after" ' +
        '(older editions: it is an ordinary tile, drawn after the river) or "shuffled" (older editions: ' +
        'shuffled in with the river tiles, before the lake).',
      values: ['box', 'after', 'shuffled'],
      default: 'box',
    },
  ],
  hooks: {
    setupGame: setUpRiver,
    checkTilePlacement: riverPlacementProblem,
  },
};
