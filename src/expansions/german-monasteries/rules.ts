// Monasteries in Germany (classic-and-all-expansions.md §34, fn 268–271, fn 55): the six German
// monastery tiles take the place of the base game's monasteries. A follower on one stands as a monk (a
// plain monastery, scored when surrounded) or lies on its side as the abbot: the abbot's place is never
// completed and scores only at the end, 1 for the monastery and 1 for each tile in its row and column
// outward from it, each direction up to the first gap. The two are one place (fn 268): a figure on either
// keeps every other off both (the engine's samePlaceAs), but a flight may still land on either (fn 269).
import { tileAt } from '../../engine/board';
import { parseKey } from '../../engine/geometry';
import { slotOf, writeSlot } from '../../engine/module-state';
import { baseModule } from '../../engine/modules/base';
import type { FeatureView, RuleModule, Score, TurnContext } from '../../engine/modules/module';
import type { GameState } from '../../engine/types';
import { ABBOT_PLACE, GERMAN_MONASTERIES, GERMAN_MONASTERY_SET, GERMAN_MONASTERY_TILES } from './tiles';

/**
 * Followers that may lie down as the abbot: the follower, the big follower, the phantom. Not the Abbot
 * expansion's abbot (a figure of its own, recalled for a monastery's points), nor a wagon or a mayor.
 */
export const ABBOT_FOLLOWERS = ['meeple', 'big', 'phantom'] as const;
/** The score's rule and unit: words score.what.rule.<rule>, score.term.<unit>. */
export const ABBOT_RULE = 'monastery-abbot';
export const IN_LINE = 'in-line';

const STEPS = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
] as const;

/** Tiles in a line outward from (x, y), up to the first gap. */
function tilesInLine(state: GameState, x: number, y: number, dx: number, dy: number): number {
  let n = 0;
  while (tileAt(state.board, x + dx * (n + 1), y + dy * (n + 1))) n++;
  return n;
}

/** The abbot's points: 1 for the monastery, 1 for each tile in its row and column up to the first gaps. */
export function abbotScore({ node, state }: FeatureView): Score {
  const { x, y } = parseKey(node.tiles[0] as string);
  const inLine = STEPS.reduce((sum, [dx, dy]) => sum + tilesInLine(state, x, y, dx, dy), 0);
  return {
    points: 1 + inLine,
    terms: [
      { unit: 'itself', count: 1, each: 1 },
      { unit: IN_LINE, count: inLine, each: 1 },
    ],
    rule: ABBOT_RULE,
  };
}

/**
 * The base game's monastery tiles this game plays without (a negative count takes them out): every base
 * tile with a monastery, in the copies the game's base set has (either edition has the same six).
 */
function baseMonasteriesOut(options: Record<string, unknown>): Record<string, number> {
  const base = baseModule.tileCounts?.(options) ?? {};
  const withMonastery = new Set(
    (baseModule.tiles ?? []).filter((t) => t.features.some((f) => f.kind === 'monastery')).map((t) => t.id),
  );
  return Object.fromEntries(Object.entries(base).flatMap(([id, n]) => (withMonastery.has(id) ? [[id, -n]] : [])));
}

/** The module's state: the figure number up to which abbots have been announced. */
interface AbbotSlot {
  seen: number;
}

const slot = (state: GameState) => slotOf<AbbotSlot>(state, GERMAN_MONASTERIES, { seen: 0 });

/** The number in a figure's id ("f12": 12), read digit by digit (every figure is asked, every turn). */
function figureNumber(id: string): number {
  let number = 0;
  for (let at = 1; at < id.length; at++) {
    const digit = id.charCodeAt(at) - 48;
    // not the engine's f<number> (a hand-made id): as Number reads it
    if (digit < 0 || digit > 9) return Number(id.slice(1));
    number = number * 10 + digit;
  }
  return id.length > 1 ? number : Number(id.slice(1));
}

/**
 * Phase afterFigure: a follower that came onto an abbot's place this turn (the figure step, the phantom, a
 * flight) is announced lying down, so the log says it is an abbot and not a monk.
 */
function announceAbbots(draft: GameState, ctx: TurnContext): undefined {
  const { seen } = slot(draft);
  if (draft.nextFigure <= seen) return;
  for (const figure of draft.figures) {
    if (figureNumber(figure.id) < seen) continue;
    const placed = tileAt(draft.board, figure.x, figure.y);
    const kind = placed && placedKind(placed.tile, figure.feature);
    if (kind !== ABBOT_PLACE) continue;
    ctx.events.push({
      type: 'expansion',
      module: GERMAN_MONASTERIES,
      what: 'abbot',
      data: { player: figure.player, figure: figure.kind, x: figure.x, y: figure.y },
    });
  }
  writeSlot<AbbotSlot>(draft, GERMAN_MONASTERIES, { seen: draft.nextFigure });
  return undefined;
}

const KIND_OF = new Map(GERMAN_MONASTERY_TILES.map((t) => [t.id, t.features.map((f) => f.kind)]));
const placedKind = (tile: string, feature: number) => KIND_OF.get(tile)?.[feature];

export const germanMonasteriesModule: RuleModule = {
  id: GERMAN_MONASTERIES,
  tiles: GERMAN_MONASTERY_TILES,
  tileCounts: (options) => ({ ...baseMonasteriesOut(options), ...GERMAN_MONASTERY_SET }),
  placements: ABBOT_FOLLOWERS.map((figure) => ({ figure, features: [ABBOT_PLACE] })),
  features: [{ kind: ABBOT_PLACE, isComplete: () => false, scoreFinal: abbotScore }],
  phases: { afterFigure: (draft, ctx) => announceAbbots(draft, ctx) },
};
