// Traders & Builders: whoever finishes a city takes its goods, and at the end the most of each good pays
// 10; a builder standing with its owner's follower on a road or city gives a second tile each time its
// owner's tile extends that feature; a pig with its owner's farmer raises that field to 4 per city.
// Module files import no catalog or scoring (they import the registry, which imports the modules).

import { tileAt } from '../../engine/board';
import { placedSquares } from '../../engine/double-tiles';
import { completedCitiesBordering } from '../../engine/fields';
import { figureRoot, figuresOn } from '../../engine/figure-roots';
import { parseKey } from '../../engine/geometry';
import { returnLoneCompanions } from '../../engine/module-state';
import type { FeatureView, RuleModule, Score, TurnContext } from '../../engine/modules/module';
import { byTileSet } from '../../engine/tile-set';
import type { Figure, GameState } from '../../engine/types';
import { find } from '../../engine/union-find';
import { GOODS, type Good, TB_GARDEN_SET, TB_SET, TB_TILES } from './tiles';

const MODULE = 'traders-builders';
const TILES_BY_ID = new Map(TB_TILES.map((t) => [t.id, t]));
/** Points for the most tokens of one good. */
export const GOODS_MAJORITY = 10;
const noGoods = (): Record<Good, number> => ({ wine: 0, grain: 0, cloth: 0 });

/** The goods symbols printed in the city rooted at `root`, one per symbol. */
export function goodsIn(state: GameState, root: number): Record<Good, number> {
  const count = noGoods();
  const node = state.nodes[root];
  if (!node?.marks.goods) return count;
  for (const key of node.tiles) {
    const { x, y } = parseKey(key);
    const placed = tileAt(state.board, x, y);
    const type = placed && TILES_BY_ID.get(placed.tile);
    type?.features.forEach((feature, index) => {
      const good = feature.marks?.goods as Good | undefined;
      if (good && find(state.nodes, placed?.nodes[index] as number) === root) count[good] += 1;
    });
  }
  return count;
}

/**
 * Goods symbols in every finished city on the board (but those through a square of `except`, the tile
 * just placed, both halves of a double one, unless `countsAnyway`): what the players must hold between them.
 */
export function goodsInFinishedCities(
  state: GameState,
  except: readonly string[] = [],
  /** A city through a square of `except` that counts all the same (closed before the tile came). */
  countsAnyway?: (root: number) => boolean,
): Record<Good, number> {
  const count = noGoods();
  const seen = new Set<number>();
  for (const placed of state.board) {
    for (const id of placed.nodes) {
      const root = find(state.nodes, id);
      const node = state.nodes[root];
      if (seen.has(root) || node?.kind !== 'city' || node.openEdges > 0) continue;
      seen.add(root);
      if (except.some((key) => node.tiles.includes(key)) && !countsAnyway?.(root)) continue;
      const goods = goodsIn(state, root);
      for (const good of GOODS) count[good] += goods[good];
    }
  }
  return count;
}

function startWithNoGoods(draft: GameState) {
  draft.players = draft.players.map((p) => ({ ...p, tokens: { ...p.tokens, ...noGoods() } }));
}

/** The player who placed the tile that finished a city takes its goods, followers there or not. */
function takeGoods(draft: GameState, { node, root }: FeatureView, { events }: TurnContext) {
  if (node.kind !== 'city' || !node.marks.goods) return;
  const trader = draft.players[draft.turn.player];
  if (!trader) return;
  const goods = goodsIn(draft, root);
  const taken = Object.fromEntries(GOODS.filter((g) => goods[g] > 0).map((g) => [g, goods[g]]));
  if (!Object.keys(taken).length) return;
  draft.players = draft.players.map((p) => {
    if (p.id !== trader.id) return p;
    const tokens = { ...p.tokens };
    for (const good of GOODS) tokens[good] = (tokens[good] ?? 0) + goods[good];
    return { ...p, tokens };
  });
  events.push({ type: 'expansion', module: MODULE, what: 'goods', data: { player: trader.id, goods: taken } });
}

/** A player's builder on the board (asked every turn: most turns nobody's builder is out). */
function builderOf(state: GameState, player: string): Figure | undefined {
  for (const figure of state.figures) if (figure.kind === 'builder' && figure.player === player) return figure;
  return undefined;
}

/**
 * The builder's second tile: the tile just placed joins a road or city where the active player's builder
 * stood when it was placed. A builder put on that very tile came this turn and does not count.
 */
function builderExtended(draft: GameState): boolean {
  const player = draft.players[draft.turn.player];
  const builder = player && builderOf(draft, player.id);
  if (!builder) return false;
  // a double tile (a castle of Castles in Germany) extends through either of its squares
  const squares = placedSquares(draft);
  if (!squares.length || squares.some((s) => builder.x === s.x && builder.y === s.y)) return false;
  const root = figureRoot(draft, builder);
  return squares.some((s) => tileAt(draft.board, s.x, s.y)?.nodes.some((id) => find(draft.nodes, id) === root));
}

// The board, features and figures of the last look that left no builder or pig alone (one look sends
// every lone one home, and a companion is alone by the followers only): while all three are the same
// objects (replaced, never edited) and the rules too, there is nothing to look for. The turn's end
// after 3C, with nothing moved between, needs no second look.
let settled: (Pick<GameState, 'board' | 'nodes' | 'figures'> & { rules: TurnContext['rules'] }) | undefined;

/** A builder or pig whose owner has no follower left on its feature goes home. */
function sendCompanionsHome(draft: GameState, ctx: TurnContext): undefined {
  const last = settled;
  if (
    last?.figures === draft.figures &&
    last.nodes === draft.nodes &&
    last.board === draft.board &&
    last.rules === ctx.rules
  )
    return;
  returnLoneCompanions(draft, ctx.rules, ctx.events);
  settled = { board: draft.board, nodes: draft.nodes, figures: draft.figures, rules: ctx.rules };
}

/** A winner of a field who has their pig in it takes 4 per finished city instead of 3. */
function pigShare(feature: FeatureView, _final: boolean, player: string, score: Score): Score {
  if (feature.node.kind !== 'field') return score;
  const { state, root } = feature;
  const pig = figuresOn(state, root).some((f) => f.kind === 'pig' && f.player === player);
  const cities = pig ? completedCitiesBordering(feature) : 0;
  if (!cities) return score;
  return {
    points: score.points + cities,
    terms: [...score.terms, { unit: 'pig-city', count: cities, each: 1 }],
    rule: 'pig',
  };
}

/** At the end the most tokens of each good pays 10; tied players all take it. */
function scoreGoods(draft: GameState, ctx: TurnContext) {
  for (const good of GOODS) {
    const best = Math.max(0, ...draft.players.map((p) => p.tokens?.[good] ?? 0));
    if (!best) continue;
    const winners = draft.players.filter((p) => (p.tokens?.[good] ?? 0) === best).map((p) => p.id);
    ctx.events.push({
      type: 'scored',
      feature: { kind: 'goods', tiles: [], pennants: 0, marks: { [good]: best } },
      final: true,
      points: GOODS_MAJORITY,
      players: winners,
      score: { occasion: 'final', terms: [{ unit: 'token', count: best, each: 0 }], rule: 'goods-majority' },
    });
    for (const player of winners) {
      ctx.award({ player, points: GOODS_MAJORITY, source: { module: MODULE, why: 'goods-majority', explained: true } });
    }
  }
}

export const tradersBuildersModule: RuleModule = {
  id: MODULE,
  tiles: TB_TILES,
  tileCounts: byTileSet(TB_SET, TB_GARDEN_SET),
  figures: [
    { id: 'builder', perPlayer: 1, weight: 0, placement: 'own' },
    { id: 'pig', perPlayer: 1, weight: 0, placement: 'own' },
  ],
  // a pig needs its owner's farmer in the field, so without farmers it never finds a place
  placements: [
    { figure: 'builder', features: ['road', 'city'] },
    { figure: 'pig', features: ['field'] },
  ],
  // home after scoring (3C), and again at the turn's end for figures taken back later (crop circles ...)
  phases: { afterScoring: sendCompanionsHome, turnEnd: sendCompanionsHome },
  hooks: {
    setupGame: startWithNoGoods,
    onCompleted: takeGoods,
    adjustShare: pigShare,
    grantsBonusTurn: builderExtended,
    finalScoring: scoreGoods,
    tokens: (state, player) => {
      const tokens = state.players.find((p) => p.id === player)?.tokens ?? {};
      return Object.fromEntries(GOODS.map((good) => [`goods.${good}`, tokens[good] ?? 0]));
    },
  },
};
