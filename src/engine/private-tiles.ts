// Tiles dealt to the players and kept in their hands (Castles in Germany's castles, the Halflings' half
// tiles): each player may play one instead of drawing (order-of-play.md 1B-2). A module keeps the hands
// in its slot as { hands }, asks its decision before the draw and, once the tile is down, takes it out.
import { tileType } from './catalog';
import { slotOf, writeSlot } from './module-state';
import type { TurnContext } from './modules/module';
import type { Rules } from './modules/registry';
import { fitsSomewhere } from './placement';
import type { DecisionChoice, GameState } from './types';

export interface HandsSlot {
  /** The tiles each player still holds, by player id. */
  hands: Record<string, string[]>;
}

const EMPTY: HandsSlot = { hands: {} };
export const handsSlot = (state: GameState, module: string) => slotOf<HandsSlot>(state, module, EMPTY);

/**
 * The tiles a player holds: the one this turn placed has left the hand already, though the phase that
 * takes it out (afterTile) may still wait behind another module's question.
 */
export function heldPrivateTiles(state: GameState, module: string, player: string): string[] {
  const hand = handsSlot(state, module).hands[player] ?? [];
  const { placed, tile } = state.turn;
  const placedNow = placed && tile && state.players[state.turn.player]?.id === player ? tile : undefined;
  return placedNow ? withoutOne(hand, placedNow) : hand;
}

/** The hand with one copy of `tile` taken out (the hand itself when it holds none). */
function withoutOne(hand: string[], tile: string): string[] {
  const at = hand.indexOf(tile);
  return at < 0 ? hand : [...hand.slice(0, at), ...hand.slice(at + 1)];
}

/** The tiles a player holds that fit somewhere now, each kind once. */
export const playablePrivateTiles = (state: GameState, rules: Rules, module: string, player: string) =>
  [...new Set(heldPrivateTiles(state, module, player))].filter((tile) => fitsSomewhere(state, rules, tileType(tile)));

/**
 * Phase beforeDraw: a player holding a tile of theirs that fits may play it instead of drawing; asks the
 * module's decision `kind` (optional: a pass draws). Not on a scripted draw, nor while a queue (the
 * river) is drawn, nor when a tile is already the turn's.
 */
export function offerPrivateTile(draft: GameState, ctx: TurnContext, module: string, kind: string): undefined {
  if (draft.options.scriptedDraws || draft.turn.tile || draft.queue?.length) return;
  const player = draft.players[draft.turn.player]?.id;
  // whether one fits, stopping at the first: which ones do is worked out only when the question is listed
  const fits = (tile: string) => fitsSomewhere(draft, ctx.rules, tileType(tile));
  if (player && heldPrivateTiles(draft, module, player).some(fits)) ctx.ask({ module, kind, player, optional: true });
}

/** The player takes a tile of theirs (the choice's `tile`) for this turn's tile; declined: they draw. */
export function takePrivateTile(draft: GameState, choice: DecisionChoice | null) {
  const tile = choice?.args?.tile;
  if (typeof tile === 'string') draft.turn = { ...draft.turn, tile };
}

/** Phase afterTile: a tile of the player's own placed this turn leaves their hand (one copy). */
export function privateTilePlayed(draft: GameState, module: string): undefined {
  const tile = draft.turn.tile;
  const player = draft.players[draft.turn.player]?.id;
  const slot = handsSlot(draft, module);
  const hand = (player && slot.hands[player]) || [];
  if (!tile || !player || !hand.includes(tile)) return;
  const rest = withoutOne(hand, tile);
  // the module's other particulars in the slot stay as they are
  writeSlot<HandsSlot>(draft, module, { ...slot, hands: { ...slot.hands, [player]: rest } });
}
