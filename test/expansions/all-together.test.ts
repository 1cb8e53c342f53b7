// Every implemented expansion in one game: seeds where simulate once found a broken invariant play clean.
// Each was a rule of one module meeting another's: the Count's follower joining a city on the tile the
// dragon had just landed on (10718); a wagon sent home by scoring, put into the Count's city in 3C and then
// moved out of an empty supply (100861: the wagon moves at the end of 3B, before the Count's entry). Runs of
// random sets of four to eight expansions found one more, below.
import { describe, expect, it } from 'vitest';
import { EXPANSION_IDS } from '../../src/engine';
import { simulate } from '../../src/sim/simulate';

describe('every expansion together', () => {
  it.each([10718, 100861])('plays game %i with three players to the end, every invariant holding', (seed) => {
    const outcome = simulate({ games: 1, seed, players: 3, expansions: [...EXPANSION_IDS] });
    expect(outcome).not.toHaveProperty('violation');
    expect(outcome).toMatchObject({ games: 1 });
  });

  // a tunnel built in 2C joined the mage's road and the witch's after Mage & Witch's own 2C check had run
  // (move 51): the separation is now asked after every other module's 2C work (RuleModule.last)
  it('plays a game where a tunnel joins the mage and the witch through to the end (random sets, seed 532720)', () => {
    const expansions = ['farmers', 'halflings', 'mage-witch', 'festival', 'tunnel', 'gq11'];
    const outcome = simulate({ games: 1, seed: 532720, players: 3, expansions });
    expect(outcome).not.toHaveProperty('violation');
    expect(outcome).toMatchObject({ games: 1 });
  });
});
