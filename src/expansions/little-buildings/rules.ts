// Little Buildings (classic-and-all-expansions.md §31, fn 254–255): 18 building tokens (6 houses, 6 towers,
// 6 sheds) shared evenly among the players. Instead of a figure the active player may put one of theirs
// on the tile just placed; from then on every road, city, monastery or field scored with that tile (a
// monastery: its tile and the 8 around it) pays 1 more per token, after every other modifier, at the
// end too. The variant pays 3 for a tower, 2 for a house, 1 for a shed.
// Module files import no catalog or scoring (they import the registry, which imports the modules).
import { parseKey, positionKey } from '../../engine/geometry';
import { slotOf, writeSlot } from '../../engine/module-state';
import type { ActionChoice, FeatureView, RuleModule, Score, TurnContext } from '../../engine/modules/module';
import type { GameState, Refusal, ScoreTerm } from '../../engine/types';

export const LITTLE_BUILDINGS = 'little-buildings';
/** The figure-step action: `{ action: 'placeBuilding', args: { kind } }`. */
export const PLACE_BUILDING = 'placeBuilding';
/** The option choosing what a token pays: 'equal' (1 each, the rule) or 'by-kind' (the variant). */
export const BUILDING_VALUES = 'buildingValues';

export const BUILDING_KINDS = ['house', 'tower', 'shed'] as const;
export type BuildingKind = (typeof BUILDING_KINDS)[number];
/** Tokens of each kind in the box. */
export const PER_KIND = 6;
/** The variant's points per token. */
const VARIANT_VALUE: Record<BuildingKind, number> = { tower: 3, house: 2, shed: 1 };

/** Feature kinds that count the tokens on their own tile and the 8 around it (monasteries, gardens). */
const AREA_KINDS = new Set(['monastery', 'garden']);

export interface LittleBuildingsSlot {
  /** Tokens each player still holds, by player id and kind. */
  held: Record<string, Partial<Record<BuildingKind, number>>>;
  /** The token on each tile that has one, by tile key "x,y". */
  onTiles: Record<string, BuildingKind>;
  /** Tokens handed out at the start (the rest stayed in the box): what held and onTiles always add up to. */
  total: number;
}

const EMPTY: LittleBuildingsSlot = { held: {}, onTiles: {}, total: 0 };

export const buildingsOf = (state: GameState): LittleBuildingsSlot =>
  slotOf<LittleBuildingsSlot>(state, LITTLE_BUILDINGS, EMPTY);

const byKind = (state: GameState) => state.options[BUILDING_VALUES] === 'by-kind';

/**
 * The share of each player: the 18 tokens evenly, the leftovers back in the box. Each kind is dealt
 * evenly first; with the variant (kinds pay differently) that is all, so every player holds as many of
 * each kind. Otherwise the kinds are alike and what is left is dealt one each in turn (4 players: 4
 * each, the rule's "evenly" with 2 left over).
 */
export function dealBuildings(players: readonly string[], variant: boolean): LittleBuildingsSlot['held'] {
  const n = players.length;
  const each = Math.floor(PER_KIND / n);
  const held: LittleBuildingsSlot['held'] = Object.fromEntries(
    players.map((id) => [id, Object.fromEntries(BUILDING_KINDS.map((k) => [k, each]))]),
  );
  if (variant || !n) return held;
  const perPlayer = Math.floor((PER_KIND * BUILDING_KINDS.length) / n);
  const left = BUILDING_KINDS.flatMap((kind) => Array<BuildingKind>(PER_KIND - each * n).fill(kind));
  for (let i = 0; i < n * (perPlayer - each * BUILDING_KINDS.length); i++) {
    const kind = left[i] as BuildingKind;
    const share = held[players[i % n] as string] as Partial<Record<BuildingKind, number>>;
    share[kind] = (share[kind] ?? 0) + 1;
  }
  return held;
}

export const heldCount = (slot: LittleBuildingsSlot, player: string) =>
  BUILDING_KINDS.reduce((sum, kind) => sum + (slot.held[player]?.[kind] ?? 0), 0);

function setupGame(draft: GameState) {
  const held = dealBuildings(
    draft.players.map((p) => p.id),
    byKind(draft),
  );
  const total = Object.values(held).reduce(
    (sum, share) => sum + BUILDING_KINDS.reduce((s, k) => s + (share[k] ?? 0), 0),
    0,
  );
  writeSlot<LittleBuildingsSlot>(draft, LITTLE_BUILDINGS, { held, onTiles: {}, total });
}

const activeId = (state: GameState) => state.players[state.turn.player]?.id ?? '';

/**
 * Offered in the figure step: with the variant one action per kind the active player still holds; by the
 * rule, where the kinds are alike, one action, for the kind they hold most of (so a computer player weighs
 * one building, not three equal ones).
 */
function buildingActions(state: GameState): ActionChoice[] {
  const at = state.turn.placed;
  if (state.turn.step !== 'placeFigure' || !at) return [];
  const slot = buildingsOf(state);
  const player = activeId(state);
  const held = slot.held[player] ?? {};
  const kinds = BUILDING_KINDS.filter((kind) => (held[kind] ?? 0) > 0);
  if (!kinds.length || slot.onTiles[positionKey(at.x, at.y)]) return [];
  const variant = byKind(state);
  const left = heldCount(slot, player);
  return (variant ? kinds : [mostHeld(kinds, held)]).map((kind) => ({
    action: PLACE_BUILDING,
    args: { kind },
    params: { kind, left: variant ? (held[kind] ?? 0) : left, points: variant ? VARIANT_VALUE[kind] : 1 },
    at: { x: at.x, y: at.y },
  }));
}

/** The kind held most of (the first of them on a tie), among kinds held. */
function mostHeld(kinds: readonly BuildingKind[], held: Partial<Record<BuildingKind, number>>): BuildingKind {
  let most = kinds[0] as BuildingKind;
  for (const kind of kinds) if ((held[kind] ?? 0) > (held[most] ?? 0)) most = kind;
  return most;
}

function placeBuilding(draft: GameState, choice: ActionChoice, ctx: TurnContext): Refusal | null {
  if (choice.action !== PLACE_BUILDING) return null;
  const kind = choice.args?.kind as BuildingKind;
  const at = draft.turn.placed;
  const player = activeId(draft);
  const slot = buildingsOf(draft);
  const left = slot.held[player]?.[kind] ?? 0;
  if (!at || !BUILDING_KINDS.includes(kind) || left < 1) return { why: 'little-buildings.no-token' };
  const key = positionKey(at.x, at.y);
  writeSlot<LittleBuildingsSlot>(draft, LITTLE_BUILDINGS, {
    ...slot,
    held: { ...slot.held, [player]: { ...slot.held[player], [kind]: left - 1 } },
    onTiles: { ...slot.onTiles, [key]: kind },
  });
  ctx.events.push({
    type: 'expansion',
    module: LITTLE_BUILDINGS,
    what: 'building-placed',
    data: { player, kind, x: at.x, y: at.y },
  });
  return null;
}

/**
 * Whether a token on the tile at `key` counts for the feature: on its tiles, or on the 3×3 around a
 * monastery's or garden's tile.
 */
function counts(node: FeatureView['node'], key: string): boolean {
  if (!AREA_KINDS.has(node.kind)) return tileKeys(node.tiles).has(key);
  const at = parseKey(key);
  return node.tiles.some((tile) => {
    const { x, y } = parseKey(tile);
    return Math.abs(x - at.x) <= 1 && Math.abs(y - at.y) <= 1;
  });
}

/** A feature's tiles as a set, made once per tile list (a list is never changed once made). */
const tileSets = new WeakMap<readonly string[], Set<string>>();
function tileKeys(tiles: readonly string[]): Set<string> {
  const cached = tileSets.get(tiles);
  if (cached) return cached;
  const set = new Set(tiles);
  tileSets.set(tiles, set);
  return set;
}

/**
 * The last step of a feature's score: +1 (or the variant's value) per token on its tiles. The few tokens
 * are each asked whether they count, rather than every tile of a large field or monastery's ring.
 */
function addBuildings(feature: FeatureView, _final: boolean, score: Score): Score {
  const { onTiles } = buildingsOf(feature.state);
  const counted = new Map<BuildingKind, number>();
  for (const key in onTiles) {
    const kind = onTiles[key];
    if (kind && counts(feature.node, key)) counted.set(kind, (counted.get(kind) ?? 0) + 1);
  }
  if (!counted.size) return score;
  const variant = byKind(feature.state);
  const terms: ScoreTerm[] = variant
    ? BUILDING_KINDS.filter((k) => counted.get(k)).map((k) => ({
        unit: `building-${k}`,
        count: counted.get(k) ?? 0,
        each: VARIANT_VALUE[k],
      }))
    : [{ unit: 'building', count: [...counted.values()].reduce((a, b) => a + b, 0), each: 1 }];
  const extra = terms.reduce((sum, t) => sum + t.count * t.each, 0);
  return { ...score, points: score.points + extra, terms: [...score.terms, ...terms] };
}

export const littleBuildingsModule: RuleModule = {
  id: LITTLE_BUILDINGS,
  options: [
    {
      name: BUILDING_VALUES,
      description:
        'What a building token pays: "equal" (the rule: 1 each) or "by-kind" (the variant: tower 3, house 2, ' +
        'shed 1; every player gets as many of each kind).',
      values: ['equal', 'by-kind'],
      default: 'equal',
      variant: true,
    },
  ],
  figureActions: [PLACE_BUILDING],
  hooks: {
    setupGame,
    actions: buildingActions,
    applyAction: placeBuilding,
    adjustScore: addBuildings,
    tokens: (state, player) =>
      Object.fromEntries(
        BUILDING_KINDS.map((kind) => [`building.${kind}`, buildingsOf(state).held[player]?.[kind] ?? 0]),
      ),
  },
};
