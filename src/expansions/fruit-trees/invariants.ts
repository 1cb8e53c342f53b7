// What must hold after every move with Fruit Trees: every fruit token is somewhere (on its tree, with a
// player, or sold out of the game: 4 a planted tree, never more), a tree's tokens only go down and only by
// a harvest, and one fruit action at most a move.
import type { GameInvariant, ModuleInvariant } from '../../engine/expansion';
import type { GameEvent, GameState } from '../../engine/types';
import { FRUITS, fruitSlot, heldFruit, TOKEN_VALUES } from './rules';
import { FRUIT_TREES } from './tiles';

const actions = (events: GameEvent[]) =>
  events.filter(
    (e) => e.type === 'expansion' && e.module === FRUIT_TREES && (e.what === 'harvested' || e.what === 'sold'),
  );

/** Tokens of each fruit held by the players and left on its tree. */
function inPlay(state: GameState): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(FRUITS.map((f) => [f, 0]));
  for (const tree of Object.values(fruitSlot(state).trees))
    counts[tree.fruit] = (counts[tree.fruit] ?? 0) + tree.left.length;
  for (const { id } of state.players)
    for (const [fruit, n] of Object.entries(heldFruit(state, id))) counts[fruit] = (counts[fruit] ?? 0) + n;
  return counts;
}

/** One fruit action a move; a tree's tokens only leave it by a harvest, one at a time. */
const oneActionAMove: ModuleInvariant = (before, after, events) => {
  const taken = actions(events);
  if (taken.length > 1) return `${taken.length} fruit actions in one move`;
  const harvested = taken.filter((e) => e.type === 'expansion' && e.what === 'harvested').length;
  const left = (state: GameState) =>
    Object.values(fruitSlot(state).trees).reduce((sum, tree) => sum + tree.left.length, 0);
  const planted = Object.keys(fruitSlot(after).trees).length - Object.keys(fruitSlot(before).trees).length;
  const change = left(after) - left(before) - planted * TOKEN_VALUES.length;
  return change !== -harvested ? `the trees' tokens changed by ${change} with ${harvested} harvested` : null;
};

/** No fruit ever has more tokens in play than its pile, and sold ones never come back. */
const tokensAccounted: GameInvariant = () => {
  let sold = Object.fromEntries(FRUITS.map((f) => [f, 0])) as Record<string, number>;
  return (_, after, events) => {
    for (const e of actions(events)) {
      if (e.type !== 'expansion' || e.what !== 'sold') continue;
      for (const fruit of String(e.data?.fruits ?? '')
        .split(',')
        .filter(Boolean))
        sold = { ...sold, [fruit]: (sold[fruit] ?? 0) + 1 };
    }
    const planted = new Set(Object.values(fruitSlot(after).trees).map((t) => t.fruit));
    for (const [fruit, n] of Object.entries(inPlay(after))) {
      const expected = planted.has(fruit as never) ? TOKEN_VALUES.length : 0;
      if (n + (sold[fruit] ?? 0) !== expected)
        return `${fruit}: ${n} tokens in play and ${sold[fruit] ?? 0} sold, not ${expected}`;
    }
    return null;
  };
};

export const FRUIT_TREES_INVARIANTS: ModuleInvariant[] = [oneActionAMove];
export const FRUIT_TREES_GAME_INVARIANTS: GameInvariant[] = [tokensAccounted];
