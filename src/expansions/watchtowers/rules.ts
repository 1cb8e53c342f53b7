// The Watchtowers (classic-and-all-expansions.md §39; order of play 3B-6): 12 tiles with a watchtower, on
// which no figure may stand (it is no feature). When a road or city is completed with a follower of its
// own standing on a watchtower's tile, the watchtower scores first, then the road or city: each player with
// such a follower on that tile scores its bonus, counted over the tile and the 8 around it (2 a follower,
// 1 a tile with a road, 1 a tile with a city, 3 a monastery or 2 a coat of arms). Farmers never trigger it.
// Module files import no catalog or scoring (they import the registry, which imports the modules).
import { tileAt } from '../../engine/board';
import { figuresOn } from '../../engine/figure-roots';
import { parseKey } from '../../engine/geometry';
import type { FeatureView, RuleModule, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import type { GameState, Position, TileType } from '../../engine/types';
import { WATCHTOWER, WATCHTOWER_BONUS, WATCHTOWER_SET, WATCHTOWER_TILES, type WatchtowerKind } from './tiles';

export const WATCHTOWERS = 'watchtowers';
const TRIGGERS = new Set(['road', 'city']);
const MONASTIC = new Set(['monastery', 'abbey']);

const WATCHTOWER_BY_TILE = new Map<string, WatchtowerKind>(
  WATCHTOWER_TILES.map((t) => [t.id, t.symbols?.[WATCHTOWER] as WatchtowerKind]),
);

/** What the watchtower on a tile counts, if the tile has one. */
export const watchtowerOn = (tile: string): WatchtowerKind | undefined => WATCHTOWER_BY_TILE.get(tile);

// every tile type of the game's modules by id, per set of rules (keyed by identity: Rules are built once)
const typesByRules = new WeakMap<Rules, Map<string, TileType>>();
function typesOf(rules: Rules): Map<string, TileType> {
  let types = typesByRules.get(rules);
  if (!types) {
    types = new Map(rules.modules.flatMap((m) => (m.tiles ?? []).map((t) => [t.id, t] as const)));
    typesByRules.set(rules, types);
  }
  return types;
}

/** How many of what a watchtower of this kind counts lie on the tile at `at` and the 8 around it. */
export function watchtowerCount(state: GameState, rules: Rules, at: Position, kind: WatchtowerKind): number {
  const types = typesOf(rules);
  let count = 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const placed = tileAt(state.board, at.x + dx, at.y + dy);
      if (!placed) continue;
      if (kind === 'follower') {
        count += state.figures.filter(
          (f) => f.x === placed.x && f.y === placed.y && (rules.figures.get(f.kind)?.weight ?? 0) > 0,
        ).length;
        continue;
      }
      const features = types.get(placed.tile)?.features ?? [];
      if (kind === 'road' || kind === 'city') count += features.some((f) => f.kind === kind) ? 1 : 0;
      else if (kind === 'monastery') count += features.filter((f) => MONASTIC.has(f.kind)).length;
      else count += features.reduce((sum, f) => sum + (f.pennants ?? 0), 0);
    }
  }
  return count;
}

/**
 * Step 3B-6: a road or city completed with its own followers on watchtower tiles: each such watchtower
 * pays every player with a follower of the feature on its tile, before the feature scores.
 */
function scoreWatchtowers(draft: GameState, { root, node }: FeatureView, ctx: TurnContext) {
  if (!TRIGGERS.has(node.kind)) return;
  const followers = figuresOn(draft, root).filter((f) => (ctx.rules.figures.get(f.kind)?.weight ?? 0) > 0);
  if (!followers.length) return;
  for (const key of node.tiles) {
    const at = parseKey(key);
    const placed = tileAt(draft.board, at.x, at.y);
    const kind = placed && watchtowerOn(placed.tile);
    if (!kind) continue;
    const players = [...new Set(followers.filter((f) => f.x === at.x && f.y === at.y).map((f) => f.player))];
    if (!players.length) continue;
    const count = watchtowerCount(draft, ctx.rules, at, kind);
    const each = WATCHTOWER_BONUS[kind];
    if (!count) continue;
    for (const player of players) {
      ctx.award({
        player,
        points: count * each,
        source: { module: WATCHTOWERS, why: kind, params: { count, each, x: at.x, y: at.y }, robbable: true },
      });
    }
  }
}

export const watchtowersModule: RuleModule = {
  id: WATCHTOWERS,
  tiles: WATCHTOWER_TILES,
  tileCounts: () => WATCHTOWER_SET,
  hooks: { onCompleted: scoreWatchtowers },
};
