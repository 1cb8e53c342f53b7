// The turn as a chain of phases: built from the enabled modules in registry order, whatever order the
// expansions are typed in; games saved before phases go on where they were.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { applyMove, createGame, decidingPlayer, EXPANSION_IDS, type GameState, rulesFor } from '../../src/engine';

/** Plays a seeded random game to the end, returning every state on the way. */
function playAll(expansions: string[], seed: number): GameState[] {
  const players = [1, 2, 3].map((n) => ({ id: `p${n}`, name: `P${n}` }));
  let { state } = createGame({ players, expansions, seed });
  const random = new SeededRandom(seed);
  const states = [state];
  while (state.turn.step !== 'ended') {
    const move = randomMove(state, random);
    if (!move) throw new Error('no move in a running game');
    const result = applyMove(state, decidingPlayer(state) as string, move);
    if (!result.ok) throw new Error(`refused: ${result.why}`);
    state = result.state;
    states.push(state);
  }
  return states;
}

describe('the order a host types expansions in', () => {
  const all = [...EXPANSION_IDS];

  it('never changes a game: the same seed and moves give identical states, move after move', () => {
    // each state as a digest of its JSON, each part written once: consecutive states share the parts a move
    // left alone, and three whole games as one string each would be ~1 GB
    const written = new WeakMap<object, string>();
    const partJson = (part: unknown) => {
      if (typeof part !== 'object' || part === null) return JSON.stringify(part);
      const known = written.get(part);
      if (known !== undefined) return known;
      const json = JSON.stringify(part);
      written.set(part, json);
      return json;
    };
    const digests = (expansions: string[]) =>
      playAll(expansions, 11).map((state) => {
        const hash = createHash('sha1');
        for (const [key, part] of Object.entries(state)) hash.update(`${key}:${partJson(part)};`);
        return hash.digest('hex');
      });
    const typed = digests(all);
    expect(digests([...all].reverse())).toEqual(typed);
    expect(digests([all[2], all[0], ...all.slice(3), all[1]] as string[])).toEqual(typed);
    expect(typed.length).toBeGreaterThan(100);
  });

  it('keeps the registry order in the state and in the chain of phases', () => {
    const { state } = createGame({
      players: [{ id: 'a', name: 'A' }],
      expansions: ['traders-builders', 'farmers'],
      seed: 1,
    });
    expect(state.expansions).toEqual(['farmers', 'traders-builders']);
    expect(rulesFor(['traders-builders', 'farmers'])).toBe(rulesFor(['farmers', 'traders-builders']));
  });
});

describe('a turn chain', () => {
  it("runs 1A, the draw, the tile, 1C, the figure step, 2C, scoring, 3C, 4A and the turn's tidy in that order", () => {
    const rules = rulesFor(['farmers', 'traders-builders']);
    const shape = rules.chain.map((link) => (link.kind === 'phase' ? `${link.phase}:${link.module}` : link.kind));
    expect(shape).toEqual([
      'draw',
      'tile',
      'figure',
      'score:base',
      'afterScoring:traders-builders',
      'turnEnd:traders-builders',
      'end',
    ]);
    expect(rules.stops).toEqual({ draw: 0, tile: 1, figure: 2, end: 6 });
  });

  it('continues a game saved before phases (no resume point) exactly like one saved after', () => {
    const states = playAll(['farmers', 'traders-builders', 'abbot'], 5);
    let checked = 0;
    for (const [i, state] of states.entries()) {
      const next = states[i + 1];
      if (!next || state.turn.phase === undefined) continue;
      const { phase: _, ...turn } = state.turn;
      const legacy: GameState = JSON.parse(JSON.stringify({ ...state, turn }));
      // the same move from the legacy state gives the same next state
      const random = new SeededRandom(i);
      const move = randomMove(state, random);
      if (!move) continue;
      const now = applyMove(state, decidingPlayer(state) as string, move);
      const then = applyMove(legacy, decidingPlayer(legacy) as string, move);
      expect(then.ok && now.ok).toBe(true);
      if (then.ok && now.ok) expect(JSON.stringify(then.state)).toBe(JSON.stringify(now.state));
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });
});
