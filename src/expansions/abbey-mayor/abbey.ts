// The abbey: each player's own tile, played instead of a draw into a hole (placement.ts lets a walled
// tile go only there, and features.ts closes what meets its walls); once no tile is left to draw, each
// player still holding one gets a last chance, clockwise from the left of the last tile's player.
import { tileAt } from '../../engine/board';
import { orientedOf, tileType } from '../../engine/catalog';
import { EDGES, OPPOSITE, STEP } from '../../engine/geometry';
import type { TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import { fitsSomewhere } from '../../engine/placement';
import type { Decision, DecisionChoice, GameState, Refusal } from '../../engine/types';
import { ABBEY_MAYOR, amSlot, changeSlot } from './slot';
import { ABBEY_TILE } from './tiles';

export const PLAY_ABBEY = 'play-abbey';
export const ABBEY_DECISION = 'abbey';

export const holdsAbbey = (state: GameState, player: string) =>
  state.players.some((p) => p.id === player) && !amSlot(state).abbeysPlayed.includes(player);

/** Whether any hole is open for an abbey. */
export const holeOpen = (state: GameState, rules: Rules) => fitsSomewhere(state, rules, tileType(ABBEY_TILE));

const nothingToDraw = (state: GameState) => !state.supply.length && !state.queue?.length;

/** Phase beforeDraw (1B): a player who holds an abbey and sees a hole may play it instead of drawing. */
export function offerAbbey(draft: GameState, ctx: TurnContext): undefined {
  if (draft.options.scriptedDraws || draft.turn.tile) return;
  const player = draft.players[draft.turn.player]?.id;
  if (!player) return;
  const { lastRound } = amSlot(draft);
  if (nothingToDraw(draft) && !lastRound.includes(player)) changeSlot(draft, { lastRound: [...lastRound, player] });
  // tiles the game must play first (the river, in the draw queue) come before a tile of one's own (1B)
  if (!draft.queue?.length && holdsAbbey(draft, player) && holeOpen(draft, ctx.rules)) {
    ctx.ask({ module: ABBEY_MAYOR, kind: ABBEY_DECISION, player, optional: true });
  }
}

export const abbeyChoices = (): DecisionChoice[] => [{ action: PLAY_ABBEY }];

/** The player takes their abbey for this turn's tile (declined: they draw). */
export function decideAbbey(draft: GameState, _decision: Decision, choice: DecisionChoice | null): Refusal | null {
  if (choice) draft.turn = { ...draft.turn, tile: ABBEY_TILE };
  return null;
}

/**
 * Phase afterTile: an abbey placed leaves its player's hand, and the features its walls closed on the
 * tiles around it are this turn's to score (the scoring step looks at the placed tile's own otherwise).
 */
export function abbeyPlayed(draft: GameState): undefined {
  const at = draft.turn.placed;
  if (draft.turn.tile !== ABBEY_TILE || !at) return;
  const player = draft.players[draft.turn.player]?.id as string;
  const { abbeysPlayed } = amSlot(draft);
  if (!abbeysPlayed.includes(player)) changeSlot(draft, { abbeysPlayed: [...abbeysPlayed, player] });
  const touched = EDGES.flatMap((edge) => {
    const x = at.x + STEP[edge].x;
    const y = at.y + STEP[edge].y;
    const other = tileAt(draft.board, x, y);
    const feature = other ? orientedOf(other).edgeFeature[OPPOSITE[edge]] : -1;
    return feature >= 0 ? [{ x, y, feature }] : [];
  });
  if (touched.length) draft.turn = { ...draft.turn, touched: [...(draft.turn.touched ?? []), ...touched] };
}

/** No tile left to draw: the game goes on while a player not yet offered the last chance may play an abbey. */
export function lastAbbeysDue(state: GameState, rules: Rules): boolean {
  if (!nothingToDraw(state)) return false;
  const { lastRound } = amSlot(state);
  const waiting = state.players.some((p) => !lastRound.includes(p.id) && holdsAbbey(state, p.id));
  return waiting && holeOpen(state, rules);
}

export const heldAbbey = (state: GameState, player: string): string[] =>
  holdsAbbey(state, player) ? [ABBEY_TILE] : [];
