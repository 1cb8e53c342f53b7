// A question a member can answer only one way, and may not decline, is answered for them at once: a ping
// and a menu with a single entry would only make them wait and press it (a dragon with one way to go, the
// one flea there is to take). Computer players answer their own questions as they always do.
import type { Move } from '../engine';
import { currentChoices, decisionChoices } from './choices';
import { computerToMove } from './describe';
import type { GameRecord } from './record';

/** A question answered for a member: its answer's events begin at `from` among a change's events. */
export interface GivenAnswer {
  from: number;
  player: string;
}

/** The pending question's one answer when a member is asked it and cannot decline, else undefined. */
export function forcedAnswer(record: GameRecord): { player: string; move: Move } | undefined {
  if (computerToMove(record)) return undefined;
  const legal = currentChoices(record);
  if (legal?.step !== 'decide' || legal.optional || legal.choices.length !== 1) return undefined;
  const [only] = decisionChoices(record, legal);
  return only && { player: legal.player, move: only.move };
}
