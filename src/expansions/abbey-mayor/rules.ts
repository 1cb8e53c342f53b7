// Abbey & Mayor (classic-and-all-expansions.md §12, base-game-editions.md §1.14): each player's abbey
// tile (abbey.ts), the mayor (votes as many as its city's pennants), the wagon (wagon.ts), the barn
// (barn.ts) and 12 land tiles. The turn: 1B the abbey instead of a draw; 1C an abbey leaves its player's
// hand; 2C a barn takes its corner; 3A–3B features score (the wagons on them noted), then barns' fields;
// 3C wagons move on, the active player's first.

import type { FigureKind, RuleModule } from '../../engine/modules/module';
import { byTileSet } from '../../engine/tile-set';
import type { GameState } from '../../engine/types';
import {
  ABBEY_DECISION,
  abbeyChoices,
  abbeyPlayed,
  decideAbbey,
  heldAbbey,
  holdsAbbey,
  lastAbbeysDue,
  offerAbbey,
} from './abbey';
import { BARN, barnRule, scoreBarnFields, scoreBarns, settleBarn } from './barn';
import { ABBEY_MAYOR } from './slot';
import { ABBEY_TILE, AM_GARDEN_SET, AM_SET, AM_TILES, AM12_PORTALS } from './tiles';
import { decideWagon, moveWagons, noteWagons, WAGON, wagonChoices } from './wagon';

export const MAYOR = 'mayor';

/** The mayor votes as many as its city has pennants: none without (the city is then held, for nobody). */
const mayorVotes = (state: GameState, root: number) => state.nodes[root]?.pennants ?? 0;

const FIGURES: FigureKind[] = [
  { id: MAYOR, perPlayer: 1, weight: 1, votes: (state, root) => mayorVotes(state, root) },
  { id: WAGON, perPlayer: 1, weight: 1 },
  // a special figure, never a follower: it votes nowhere and may join a field with farmers
  { id: BARN, perPlayer: 1, weight: 0, placement: 'any', fixed: true },
];

export const abbeyMayorModule: RuleModule = {
  id: ABBEY_MAYOR,
  tiles: [...AM_TILES, AM12_PORTALS],
  tileCounts: byTileSet(AM_SET, AM_GARDEN_SET),
  figures: FIGURES,
  placements: [
    { figure: MAYOR, features: ['city'] },
    { figure: WAGON, features: ['road', 'city', 'monastery'] },
    { figure: BARN, features: ['field'] },
  ],
  phases: {
    beforeDraw: (draft, ctx) => offerAbbey(draft, ctx),
    afterTile: (draft) => abbeyPlayed(draft),
    afterFigure: (draft) => settleBarn(draft),
    // 3A the fields a barn scores (waiting for followers joining them), then 3B's last step: the wagons
    // move (before 3C, the Count's entry)
    score: (draft, ctx) => scoreBarnFields(draft, ctx) ?? moveWagons(draft, ctx),
  },
  // an abbey's play is noted when it is the placed tile; a barn placed this turn, once a barn is out
  wakes: { afterTile: { placedTile: (type) => type.id === ABBEY_TILE }, afterFigure: { figures: [BARN] } },
  hooks: {
    checkFigure: (state, placed, figure, feature, _player, rules) => barnRule(state, rules, placed, figure, feature),
    onCompleted: (draft, feature) => noteWagons(draft, feature),
    choices: (state, decision, rules) =>
      decision.kind === ABBEY_DECISION ? abbeyChoices() : wagonChoices(state, rules, decision),
    decide: (draft, decision, choice, ctx) =>
      decision.kind === ABBEY_DECISION
        ? decideAbbey(draft, decision, choice)
        : decideWagon(draft, decision, choice, ctx),
    playsOn: (state, rules) => lastAbbeysDue(state, rules),
    heldTiles: (state, player) => heldAbbey(state, player),
    tokens: (state, player) => ({ abbey: holdsAbbey(state, player) ? 1 : 0 }),
    // a turn cut short leaves no farmer on a barn's field: they score at the joined rate first
    beforeFinal: (draft, ctx) => {
      scoreBarnFields(draft, ctx);
    },
    finalScoring: (draft, ctx) => scoreBarns(draft, ctx),
  },
};
