// Castles in Germany (classic-and-all-expansions.md §37; order-of-play.md 1B-2 and 3A): each player is
// dealt castle tiles (one each, two each with two or three players), double tiles over two squares, and
// may play one instead of drawing. A castle never touches another, at a side or a corner.
// - After placing one, a follower may go on a road, city or field as usual, or on the castle as its lord.
// - The castle is complete when the ten squares around it are filled, like a monastery: the lord scores 12.
//   Unfinished at the end: 1 a tile around it + 2 for the castle tile.
// - A completed road or city that ends on castle tiles pays each of its majority holders 3 more a castle,
//   whoever holds the castle.
// The castle is one feature over the two halves (tiles.ts); the engine places both halves in one move
// and offers their figure spots together (double-tiles.ts).
import { tileAt, tilesWhere } from '../../engine/board';
import { findTileType } from '../../engine/catalog';
import { otherHalf, ringAround, squaresOf } from '../../engine/double-tiles';
import { parseKey } from '../../engine/geometry';
import { writeSlot } from '../../engine/module-state';
import type { FeatureView, RuleModule, Score } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import {
  type HandsSlot,
  handsSlot,
  heldPrivateTiles,
  offerPrivateTile,
  playablePrivateTiles,
  privateTilePlayed,
  takePrivateTile,
} from '../../engine/private-tiles';
import type { OrientedTile } from '../../engine/tiles/oriented';
import type {
  Decision,
  DecisionChoice,
  FeatureNode,
  GameState,
  PlacedTile,
  Position,
  Refusal,
} from '../../engine/types';
import { CASTLE, CASTLE_SYMBOL, CASTLES, GERMAN_CASTLE_TILES, GERMAN_CASTLES, isCastleTile } from './tiles';

export const PLAY_CASTLE = 'play-castle';
export const CASTLE_DECISION = 'castle';
/** Score units and rule: words score.term.<unit>, score.what.rule.<rule>. */
export const CASTLE_COMPLETE = 'castle-complete';
export const CASTLE_TILE = 'castle-tile';
export const CASTLE_BONUS = 'castle-bonus';
export const CASTLE_LORD_RULE = 'castle-lord';

export const COMPLETED_CASTLE_POINTS = 12;
export const CASTLE_TILE_POINTS = 2;
export const BONUS_PER_CASTLE = 3;

export type GermanCastlesSlot = HandsSlot;

export const castlesSlot = (state: GameState) => handsSlot(state, GERMAN_CASTLES);

/** The castles a player holds (private-tiles.ts: the one this turn placed has left the hand). */
export const heldCastles = (state: GameState, player: string) => heldPrivateTiles(state, GERMAN_CASTLES, player);

/**
 * Setup: the castles are dealt in seat order, one each (two each with two or three players), in the
 * order of the catalog; the rules let the players choose or deal at random, and a fixed deal keeps a
 * seeded game's draws those of the game without castles.
 */
function dealCastles(draft: GameState) {
  const each = draft.players.length <= 3 ? 2 : 1;
  const hands: Record<string, string[]> = {};
  let next = 0;
  for (let round = 0; round < each; round++) {
    for (const player of draft.players) {
      const castle = CASTLES[next++];
      if (castle) hands[player.id] = [...(hands[player.id] ?? []), castle];
    }
  }
  writeSlot(draft, GERMAN_CASTLES, { hands });
}

const castleChoices = (state: GameState, rules: Rules, decision: Decision): DecisionChoice[] =>
  playablePrivateTiles(state, rules, GERMAN_CASTLES, decision.player).map((tile) => ({
    action: PLAY_CASTLE,
    args: { tile },
    params: { castle: castleName(tile) },
  }));

/** The castle's picture (which castle), for the words. */
const castleName = (tile: string) => String(findTileType(tile)?.symbols?.[CASTLE_SYMBOL] ?? '');

/** A castle never touches another castle, at a side or at a corner (the placement rule of §37). */
function touchesCastle(state: GameState, tile: OrientedTile, at: Position): Refusal | null {
  if (!tile.type.double) return null;
  // the few castles on the board, each asked whether it lies in the ring around the new one's squares
  const squares = squaresOf(tile.type, at, tile.rotation);
  for (const castle of tilesWhere(state.board, isCastlePlaced)) {
    if (inRingAround(squares, castle)) return { why: `${GERMAN_CASTLES}.touches-castle` };
  }
  return null;
}

const isCastlePlaced = (placed: PlacedTile) => isCastleTile(placed.tile);

/** Whether a position is in ringAround(squares): beside one of them (corners too), on none. */
function inRingAround(squares: readonly Position[], at: Position): boolean {
  let beside = false;
  for (const square of squares) {
    if (square.x === at.x && square.y === at.y) return false;
    if (Math.abs(square.x - at.x) <= 1 && Math.abs(square.y - at.y) <= 1) beside = true;
  }
  return beside;
}

const squaresOfNode = (node: FeatureNode) => node.tiles.map(parseKey);

/** The tiles around the castle that are on the board, out of ten. */
function aroundPresent({ node, state }: FeatureView): number {
  let present = 0;
  for (const square of ringAround(squaresOfNode(node))) if (tileAt(state.board, square.x, square.y)) present++;
  return present;
}

// the castle's ring is full: both halves are on the board, so ten squares around them
const castleComplete = (feature: FeatureView) =>
  feature.node.tiles.length === 2 && ringAround(squaresOfNode(feature.node)).length === aroundPresent(feature);

const lordCompleted = (): Score => ({
  points: COMPLETED_CASTLE_POINTS,
  terms: [{ unit: CASTLE_COMPLETE, count: 1, each: COMPLETED_CASTLE_POINTS }],
  rule: CASTLE_LORD_RULE,
});

function lordUnfinished(feature: FeatureView): Score {
  const around = aroundPresent(feature);
  return {
    points: CASTLE_TILE_POINTS + around,
    terms: [
      { unit: CASTLE_TILE, count: 1, each: CASTLE_TILE_POINTS },
      { unit: 'tile-around', count: around, each: 1 },
    ],
    rule: CASTLE_LORD_RULE,
  };
}

/** The castles a road or city ends on: each castle once (by its first half's square), whichever half. */
export function castlesEndedOn(state: GameState, node: FeatureNode): number {
  const castles = new Set<string>();
  for (const key of node.tiles) {
    const { x, y } = parseKey(key);
    const placed = tileAt(state.board, x, y);
    if (!placed || !isCastleTile(placed.tile)) continue;
    const first = findTileType(placed.tile)?.double ? placed : otherHalf(state, placed);
    castles.add(first ? `${first.x},${first.y}` : key);
  }
  return castles.size;
}

/**
 * A completed road or city ending on castles: 3 more a castle for each majority holder (a term of its
 * own; a witch's halving is done again on the new sum).
 */
function castleBonus({ node, state }: FeatureView, final: boolean, score: Score): Score {
  if (final || node.openEdges !== 0 || (node.kind !== 'road' && node.kind !== 'city')) return score;
  const castles = castlesEndedOn(state, node);
  if (!castles) return score;
  const terms = [...score.terms, { unit: CASTLE_BONUS, count: castles, each: BONUS_PER_CASTLE }];
  const sum = terms.reduce((s, t) => s + t.count * t.each, 0);
  const points = score.halved ? Math.ceil(sum / 2) : score.points + castles * BONUS_PER_CASTLE;
  // the road or city keeps its name ("completed road"): the castles show as their own term
  return { ...score, points, terms };
}

/** Followers that may stand on the castle as its lord (those that stand on a monastery). */
export const LORD_FOLLOWERS = ['meeple', 'big', 'phantom'] as const;

export const germanCastlesModule: RuleModule = {
  id: GERMAN_CASTLES,
  tiles: GERMAN_CASTLE_TILES,
  // dealt to the players, never in the supply
  tileCounts: () => ({}),
  placements: LORD_FOLLOWERS.map((figure) => ({ figure, features: [CASTLE] })),
  features: [
    {
      kind: CASTLE,
      isComplete: castleComplete,
      completedByNeighbours: true,
      scoreCompleted: lordCompleted,
      scoreFinal: lordUnfinished,
    },
  ],
  phases: {
    beforeDraw: (draft, ctx) => offerPrivateTile(draft, ctx, GERMAN_CASTLES, CASTLE_DECISION),
    afterTile: (draft) => privateTilePlayed(draft, GERMAN_CASTLES),
  },
  wakes: { afterTile: { placedTile: (type) => Boolean(type.double) && isCastleTile(type.id) } },
  hooks: {
    setupGame: dealCastles,
    checkTilePlacement: touchesCastle,
    choices: (state, decision, rules) => castleChoices(state, rules, decision),
    decide: (draft, _decision, choice) => {
      takePrivateTile(draft, choice);
      return null;
    },
    heldTiles: heldCastles,
    tokens: (state, player) => ({ castle: heldCastles(state, player).length }),
    adjustScore: castleBonus,
  },
};
