// King & Robber Baron (classic-and-all-expansions.md §5, base-game-editions.md §1.15): whoever places the
// tile that completes a city larger (in tiles) than every city completed before takes the King; the
// same for roads and the Robber Baron. At the end the King's holder scores 1 per completed city on the
// board, the Robber Baron's 1 per completed road.
// Module files import no catalog or scoring (they import the registry, which imports the modules).

import { slotOf, writeSlot } from '../../engine/module-state';
import type { FeatureView, RuleModule, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import { takenOutOfPlay } from '../../engine/scoring';
import { byTileSet } from '../../engine/tile-set';
import type { GameState } from '../../engine/types';
import { KING_ROBBER_GARDEN_SET, KING_ROBBER_SET, KING_ROBBER_TILES } from './tiles';

export const KING_ROBBER = 'king-robber';
/** Token ids (expect.tokens, the panel): 1 for the holder of each tile. */
export const KING = 'king';
export const ROBBER_BARON = 'robber-baron';

/** Who holds a title tile and the size (tiles) of the feature that won it, the record to beat. */
export interface Title {
  player: string;
  size: number;
}

export interface KingRobberSlot {
  king?: Title;
  robberBaron?: Title;
}

/**
 * Option: how the titles score (JCloisterZone's king-and-robber-baron-scoring). `board` (the rule books):
 * at the end 1 per completed city / road on the board; `10/20`: 10 a title at the end; `15/40`: 15 a
 * title at the end, 40 for one player holding both; `continuously`: nothing at the end, but each city
 * (road) completed in play pays 1 to the title's holder before it may change hands.
 */
export const KING_ROBBER_SCORING = 'kingRobberScoring';
export const SCORINGS = ['board', '10/20', '15/40', 'continuously'] as const;
type Scoring = (typeof SCORINGS)[number];
const scoringOf = (state: GameState): Scoring => (state.options[KING_ROBBER_SCORING] as Scoring) ?? 'board';

const TITLE_OF = { city: 'king', road: 'robberBaron' } as const;
const TOKEN_OF = { king: KING, robberBaron: ROBBER_BARON } as const;

export const titlesOf = (state: GameState): KingRobberSlot => slotOf<KingRobberSlot>(state, KING_ROBBER, {});

/**
 * A city or road completed in play: if it is larger than the record, the player whose tile completed it
 * takes the tile (followers there or not; an equal size does not take it, the rules say "larger").
 */
function claimTitle(draft: GameState, { node }: FeatureView, ctx: TurnContext) {
  const { events } = ctx;
  const title = TITLE_OF[node.kind as keyof typeof TITLE_OF];
  const player = draft.players[draft.turn.player]?.id;
  // (a small city made a castle is no city for the King, fn 39, fn 194: the engine tells no module of it)
  if (!title || !player) return;
  const titles = titlesOf(draft);
  const record = titles[title];
  // the continuous variant: the holder (before this feature may take the title) takes 1 for it
  if (record && scoringOf(draft) === 'continuously' && draft.players.some((p) => p.id === record.player)) {
    ctx.award({
      player: record.player,
      points: 1,
      source: { module: KING_ROBBER, why: `${TOKEN_OF[title]}-completed` },
    });
  }
  const size = node.tiles.length;
  if (record && size <= record.size) return;
  writeSlot<KingRobberSlot>(draft, KING_ROBBER, { ...titles, [title]: { player, size } });
  events.push({
    type: 'expansion',
    module: KING_ROBBER,
    what: `${TOKEN_OF[title]}-taken`,
    data: { player, size, ...(record && record.player !== player ? { victim: record.player } : {}) },
  });
}

/**
 * Completed cities and roads on the board, each feature once. The city of Carcassonne (the Count's start,
 * whose field parts carry the mark `carcassonne`, as farmers read it: fn 42) is one completed city (fn 40);
 * with `rules`, what a module took out of play (a castle) is left out.
 */
export function completedCounts(state: GameState, rules?: Rules): { city: number; road: number } {
  const counts = { city: 0, road: 0 };
  let carcassonne = false;
  // every node belongs to a placed tile, so each root is one feature on the board: no walk over the
  // tiles and no set of roots seen (this runs in every provisional final scoring a computer player reads)
  const nodes = state.nodes;
  for (let id = 0; id < nodes.length; id++) {
    const node = nodes[id];
    if (!node || node.parent !== id) continue;
    if (node.marks.carcassonne) carcassonne = true;
    if ((node.kind !== 'city' && node.kind !== 'road') || node.openEdges !== 0) continue;
    // a small city made a castle is no city for the King (fn 39, fn 194)
    if (rules && takenOutOfPlay(state, rules, id)) continue;
    counts[node.kind] += 1;
  }
  if (carcassonne) counts.city += 1;
  return counts;
}

/** At the end, by the variant: 10 a title, or 15 a title and 40 for one player holding both. */
function scoreTitlesFlat(draft: GameState, ctx: TurnContext, scoring: '10/20' | '15/40') {
  const titles = titlesOf(draft);
  const holders = (['king', 'robberBaron'] as const)
    .map((title) => ({ title, player: titles[title]?.player }))
    .filter((h): h is { title: 'king' | 'robberBaron'; player: string } =>
      draft.players.some((p) => p.id === h.player),
    );
  const both = scoring === '15/40' && holders.length === 2 && holders[0]?.player === holders[1]?.player;
  if (both) {
    const player = holders[0]?.player as string;
    ctx.award({ player, points: 40, source: { module: KING_ROBBER, why: 'both-titles' } });
    return;
  }
  const points = scoring === '10/20' ? 10 : 15;
  for (const { title, player } of holders) {
    ctx.award({ player, points, source: { module: KING_ROBBER, why: `${TOKEN_OF[title]}-title` } });
  }
}

/** At the end: the King pays 1 per completed city, the Robber Baron 1 per completed road (or a variant's). */
function scoreTitles(draft: GameState, ctx: TurnContext) {
  const scoring = scoringOf(draft);
  if (scoring === 'continuously') return;
  if (scoring !== 'board') return scoreTitlesFlat(draft, ctx, scoring);
  const titles = titlesOf(draft);
  const counts = completedCounts(draft, ctx.rules);
  for (const [kind, title] of Object.entries(TITLE_OF) as [keyof typeof TITLE_OF, keyof KingRobberSlot][]) {
    const holder = titles[title];
    // a holder who left the game takes the tile with them: nobody scores it
    if (!holder || !counts[kind] || !draft.players.some((p) => p.id === holder.player)) continue;
    ctx.award({
      player: holder.player,
      points: counts[kind],
      source: { module: KING_ROBBER, why: TOKEN_OF[title], params: { count: counts[kind] } },
    });
  }
}

export const kingRobberModule: RuleModule = {
  id: KING_ROBBER,
  tiles: KING_ROBBER_TILES,
  tileCounts: byTileSet(KING_ROBBER_SET, KING_ROBBER_GARDEN_SET),
  options: [
    {
      name: KING_ROBBER_SCORING,
      variant: true,
      description:
        'Variant (JCloisterZone: king-and-robber-baron-scoring): "board" (the rule books: 1 per completed city / road at the end), "10/20" (10 a title at the end), "15/40" (15 a title, 40 for both in one hand), "continuously" (1 to the holder for each city / road completed in play, nothing at the end).',
      values: [...SCORINGS],
      default: 'board',
    },
  ],
  hooks: {
    onCompleted: claimTitle,
    finalScoring: scoreTitles,
    tokens: (state, player) => {
      const titles = titlesOf(state);
      return {
        [KING]: titles.king?.player === player ? 1 : 0,
        [ROBBER_BARON]: titles.robberBaron?.player === player ? 1 : 0,
      };
    },
  },
};
