// The Darmstadt promo (classic-and-all-expansions.md §36; order of play 3B-8 and 3B-13): the Darmstadtium,
// a city tile, adds 3 to a completed city's points for its majority (ties: every one of them, fn 275); the
// two churches are monasteries (fn 276: every monastery rule holds for them), and when one is completed
// the player(s) with the most followers on it and the 8 tiles around it score 3 more.
// Module files import no catalog or scoring (they import the registry, which imports the modules).
import { parseKey } from '../../engine/geometry';
import type { FeatureView, RuleModule, Score, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import type { FeatureNode, GameState, Position } from '../../engine/types';
import { CHURCH, DARMSTADT_SET, DARMSTADT_TILES, DARMSTADTIUM } from './tiles';

export const DARMSTADT = 'darmstadt';
/** What the Darmstadtium adds to its completed city, and the church to its majority around it. */
export const DARMSTADTIUM_POINTS = 3;
export const CHURCH_POINTS = 3;

export const isChurch = (node: FeatureNode) => node.kind === 'monastery' && (node.marks[CHURCH] ?? 0) > 0;

/**
 * Step 3B-8: the Darmstadtium counts in a completed city's points (its majority scores it; ties all). An
 * unfinished city at the end gets nothing: the rule names the completed city only.
 */
function addDarmstadtium({ node }: FeatureView, final: boolean, score: Score): Score {
  const count = node.marks[DARMSTADTIUM] ?? 0;
  if (final || !count || node.kind !== 'city') return score;
  return {
    ...score,
    points: score.points + count * DARMSTADTIUM_POINTS,
    terms: [...score.terms, { unit: DARMSTADTIUM, count, each: DARMSTADTIUM_POINTS }],
  };
}

/**
 * The followers each player has on the tile at `at` and the 8 around it, each by its votes in a majority
 * (a big follower 2; builders, pigs, barns and neutral figures none; the mayor 1, its pennants counting
 * only in its own city).
 */
export function followersAround(state: GameState, rules: Rules, at: Position): Map<string, number> {
  const counts = new Map<string, number>();
  for (const figure of state.figures) {
    if (Math.abs(figure.x - at.x) > 1 || Math.abs(figure.y - at.y) > 1) continue;
    const weight = rules.figures.get(figure.kind)?.weight ?? 0;
    if (weight > 0) counts.set(figure.player, (counts.get(figure.player) ?? 0) + weight);
  }
  return counts;
}

/** The players with the most followers around `at` (ties all), or none when nobody has one there. */
export function churchMajority(state: GameState, rules: Rules, at: Position): { players: string[]; followers: number } {
  const counts = followersAround(state, rules, at);
  const followers = Math.max(0, ...counts.values());
  const players = followers > 0 ? [...counts].filter(([, n]) => n === followers).map(([player]) => player) : [];
  return { players, followers };
}

/**
 * Step 3B-13: a church completed during play pays 3 to each player with the most followers on it and
 * around it, whether or not anyone's monk stands on it (the rule names the completion, not the monk). Paid
 * as the church is completed, before its monk scores and goes home (onCompleted: the followers still stand).
 */
function churchBonus(draft: GameState, { node }: FeatureView, ctx: TurnContext) {
  if (!isChurch(node)) return;
  const at = parseKey(node.tiles[0] as string);
  const { players, followers } = churchMajority(draft, ctx.rules, at);
  for (const player of players) {
    ctx.award({
      player,
      points: CHURCH_POINTS,
      source: { module: DARMSTADT, why: 'church', params: { x: at.x, y: at.y, followers }, robbable: true },
    });
  }
}

export const darmstadtModule: RuleModule = {
  id: DARMSTADT,
  tiles: DARMSTADT_TILES,
  tileCounts: () => DARMSTADT_SET,
  hooks: { adjustScore: addDarmstadtium, onCompleted: churchBonus },
};
