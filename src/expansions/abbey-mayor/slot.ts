// The module's own state: who has played their abbey, who has had the last round's chance, where each
// barn stands, and the wagons waiting to move after this turn's scoring.
import { slotOf, writeSlot } from '../../engine/module-state';
import type { ScoringQueue } from '../../engine/scoring';
import type { GameState } from '../../engine/types';

export const ABBEY_MAYOR = 'abbey-mayor';

/** A corner of a tile, as it lies on the board. */
export type Corner = 'NW' | 'NE' | 'SE' | 'SW';

/** A wagon sent home by a scored feature, whose owner may move it on. */
export interface WaitingWagon {
  player: string;
  /** The scored feature (its union-find root): the wagon goes to a feature it leads into. */
  root: number;
}

export interface AbbeyMayorSlot {
  /** Players who have played their abbey. */
  abbeysPlayed: string[];
  /** Players offered the last round's chance to play an abbey once no tile was left to draw. */
  lastRound: string[];
  /** Where each barn (by figure id) stands: the corner of its tile. */
  barns: Record<string, Corner>;
  /** The barn placed this turn: its field's farmers score as at the end, not at the joined rate. */
  newBarn?: string;
  /** Wagons of this turn's scored features, in the order their owners decide. */
  wagons: WaitingWagon[];
  /** The barns' fields still to score this turn, while they wait for players' answers (scoreInPlay). */
  barnScoring?: ScoringQueue;
}

const EMPTY: AbbeyMayorSlot = { abbeysPlayed: [], lastRound: [], barns: {}, wagons: [] };

export const amSlot = (state: GameState) => slotOf<AbbeyMayorSlot>(state, ABBEY_MAYOR, EMPTY);

export function changeSlot(draft: GameState, change: Partial<AbbeyMayorSlot>) {
  writeSlot(draft, ABBEY_MAYOR, { ...amSlot(draft), ...change });
}

/** The barns' fields have scored: the barn placed this turn is no longer new (the keys go: the state holds no undefined). */
export function forgetBarnScoring(draft: GameState) {
  const { newBarn: _, barnScoring: __, ...rest } = amSlot(draft);
  writeSlot(draft, ABBEY_MAYOR, rest);
}
