// The simulator skips an expansion's invariant while the parts of the states it reads are unchanged
// (src/sim/invariant-reads.ts names them). A part read and not named would let a broken state through
// unseen: seeded games with every expansion run each named check through proxies that note its reads,
// and every read must lie in a named part.
import { describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { applyMove, createGame, decidingPlayer, EXPANSION_IDS, expansionManifest, rulesFor } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { INVARIANT_READS } from '../../src/sim/invariant-reads';
import { covers, partRead, Recorder, skippedWhileUnchanged } from '../../src/sim/unchanged-reads';

const checksOf = (expansion: string) => expansionManifest(expansion)?.invariants ?? [];

describe('the parts each invariant reads', () => {
  it('names checks that exist, each one once in its expansion', () => {
    for (const key of Object.keys(INVARIANT_READS)) {
      const [expansion, name] = key.split(' ') as [string, string];
      expect(EXPANSION_IDS, key).toContain(expansion);
      expect(checksOf(expansion).filter((check) => check.name === name).length, key).toBe(1);
    }
  });

  it.each([
    [2, 3],
    [3, 4],
  ])('holds every read of the checks named, over a game with every expansion and %i players', (seats, seed) => {
    const players = Array.from({ length: seats }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
    const random = new SeededRandom(seed);
    let { state } = createGame({ players, expansions: [...EXPANSION_IDS], seed });
    const rules = rulesFor(state.expansions);
    const named = state.expansions.flatMap((expansion) =>
      checksOf(expansion).flatMap((check) => {
        const reads = INVARIANT_READS[`${expansion} ${check.name}`];
        return reads ? [{ key: `${expansion} ${check.name}`, check, reads }] : [];
      }),
    );
    expect(named.length).toBeGreaterThan(50);
    const unnamed = new Set<string>();
    let moves = 0;
    // the first 600 moves (~110 tiles): every check meets the turn's steps, decisions and scorings
    while (state.turn.step !== 'ended' && moves < 600) {
      const move = randomMove(state, random);
      const result = move && applyMove(state, decidingPlayer(state) as string, move);
      if (!result?.ok) throw new Error('a random legal move was refused');
      for (const { key, check, reads } of named) {
        const recorder = new Recorder();
        check(recorder.state(state, 0), recorder.state(result.state, 1), recorder.events(result.events), rules);
        if (recorder.eventsRead) unnamed.add(`${key}: events`);
        for (const read of recorder.reads) {
          const part = partRead(read);
          if (!reads.some((declared) => covers(declared, part))) unnamed.add(`${key}: ${part}`);
        }
      }
      state = result.state;
      moves++;
    }
    expect([...unnamed]).toEqual([]);
  });
});

describe('a check skipped while its parts are unchanged', () => {
  const state = (figures: GameState['figures'], turn: Partial<GameState['turn']>) =>
    ({ figures, turn: { step: 'placeTile', ...turn } }) as unknown as GameState;
  const rules = rulesFor([]);

  it('runs again when a part it reads changes, and finds what broke', () => {
    let runs = 0;
    const check = skippedWhileUnchanged(
      (_, after) => {
        runs++;
        return after.figures.length > 1 ? 'two figures' : null;
      },
      ['figures', 'turn.step'],
    );
    const figures: GameState['figures'] = [];
    expect(check(state(figures, {}), state(figures, {}), [], rules)).toBeNull();
    // the same figures and step, another turn number: skipped
    expect(check(state(figures, {}), state(figures, { number: 3 }), [], rules)).toBeNull();
    expect(runs).toBe(1);
    const two = [{}, {}] as GameState['figures'];
    expect(check(state(figures, {}), state(two, {}), [], rules)).toBe('two figures');
    // a check that failed last is never skipped
    expect(check(state(two, {}), state(two, {}), [], rules)).toBe('two figures');
    expect(runs).toBe(3);
  });

  it('notes the fields of the turn and the slots read, and a listing of keys as the whole record', () => {
    const recorder = new Recorder();
    const before = { turn: { step: 'placeTile' }, modules: { a: 1, b: 2 }, board: [] } as unknown as GameState;
    const seen = recorder.state(before, 0);
    void seen.turn.step;
    void seen.board;
    void (seen.modules as Record<string, unknown>).a;
    Object.keys(seen.modules as object);
    expect(recorder.reads.map(partRead)).toEqual([
      'before.turn.step',
      'before.board',
      'before.modules.a',
      'before.modules.*',
    ]);
    expect(covers('before.modules', 'before.modules.*')).toBe(true);
    expect(covers('before.modules.a', 'before.modules.*')).toBe(false);
  });
});
