// What must hold after every move with the German monasteries: the base game's monasteries are out of the
// game, the six German ones in; an abbot is scored only at the end; and a German monastery's two places
// are one (fn 268): a figure comes onto one while the other is taken only by a flight (fn 269).

import { tileAt } from '../../engine/board';
import type { GameInvariant, ModuleInvariant } from '../../engine/expansion';
import { samePlaceTaken } from '../../engine/shared-places';
import type { GameEvent, GameState } from '../../engine/types';
import { find } from '../../engine/union-find';
import { ABBOT_PLACE, GERMAN_MONASTERY_TILES } from './tiles';

/** The Flier's module id: its flights may land on either place (fn 269). */
const FLIER_MODULE = 'flier';

const GERMAN = new Set(GERMAN_MONASTERY_TILES.map((t) => t.id));
const BASE_MONASTERIES = ['A', 'B'];

/** Tiles of these ids anywhere in the game: the supply, the board, the player's hand. */
const copiesOf = (state: GameState, ids: (id: string) => boolean) =>
  state.supply.filter(ids).length +
  state.board.filter((t) => ids(t.tile)).length +
  (state.turn.tile && ids(state.turn.tile) ? 1 : 0) +
  (state.queue ?? []).filter(ids).length;

/** On the game's first state: no base monastery, six German ones; nothing to follow after. */
const baseMonasteriesReplaced: GameInvariant = (start) => {
  const base = copiesOf(start, (id) => BASE_MONASTERIES.includes(id));
  const german = copiesOf(start, (id) => GERMAN.has(id));
  const problem =
    base || (!start.options.scriptedDraws && german !== 6)
      ? `the game starts with ${base} base monasteries and ${german} German ones`
      : null;
  return () => problem;
};

/** An abbot's place scores only in the final scoring. */
const abbotScoresAtTheEnd: ModuleInvariant = (_, after, events) => {
  const early = events.find((e) => e.type === 'scored' && e.feature.kind === ABBOT_PLACE && !e.final);
  return early && after.turn.step !== 'ended' ? 'an abbot scored before the end of the game' : null;
};

/** A flight this move: the machine's throw, or the answer to where a flying follower lands. */
const flew = (before: GameState, events: GameEvent[]) =>
  events.some((e) => e.type === 'expansion' && e.what === 'flight') ||
  before.turn.decisions?.[0]?.module === FLIER_MODULE;

/** No figure came onto a German monastery's place while its other place was taken, but by a flight. */
const onePlace: ModuleInvariant = (before, after, events) => {
  if (flew(before, events)) return null;
  const known = new Set(before.figures.map((f) => f.id));
  for (const figure of after.figures) {
    if (known.has(figure.id)) continue;
    const placed = tileAt(after.board, figure.x, figure.y);
    if (!placed || !GERMAN.has(placed.tile) || figure.feature > 1) continue;
    const root = find(before.nodes, placed.nodes[figure.feature] as number);
    // the tile was on the board before this move: its other place was already taken then
    if (tileAt(before.board, figure.x, figure.y) && samePlaceTaken(before, root))
      return `a ${figure.kind} came onto the German monastery at ${figure.x},${figure.y} whose other place was taken`;
  }
  return null;
};

export const GERMAN_MONASTERIES_INVARIANTS: ModuleInvariant[] = [abbotScoresAtTheEnd, onePlace];
export const GERMAN_MONASTERIES_GAME_INVARIANTS: GameInvariant[] = [baseMonasteriesReplaced];
