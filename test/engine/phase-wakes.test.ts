// A module's phase runs on the turns its declared wake conditions hold (RuleModule.wakes), and on every
// turn when it declares none: what the turn skips is only what would have returned at once.
import { afterAll, describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { applyMove, createGame, decidingPlayer, installExpansions } from '../../src/engine';
import type { RuleModule } from '../../src/engine/modules/module';
import type { GameEvent } from '../../src/engine/types';
import { installEveryExpansion } from '../../src/expansions';

const players = [
  { id: 'a', name: 'Ann' },
  { id: 'b', name: 'Bob' },
];

/** What each phase of the probe module saw: the placed tile of each turn it ran on. */
const seen = { always: [] as string[], onD: [] as string[], withSlot: 0, withMeeple: [] as number[], withGiant: 0 };

const probe: RuleModule = {
  id: 'probe',
  phases: {
    afterTile: (draft) => {
      seen.always.push(draft.turn.tile as string);
      return undefined;
    },
    afterFigure: (draft) => {
      seen.onD.push(draft.turn.tile as string);
      return undefined;
    },
    afterScoring: () => {
      seen.withSlot++;
      return undefined;
    },
    tileActions: () => {
      seen.withGiant++;
      return undefined;
    },
    turnEnd: (draft) => {
      seen.withMeeple.push(draft.figures.filter((f) => f.kind === 'meeple').length);
      return undefined;
    },
  },
  wakes: {
    afterFigure: { placedTile: (type) => type.id === 'D' },
    // the probe never writes its slot
    afterScoring: { slot: true },
    turnEnd: { figures: ['meeple'] },
    // no such figure in this game
    tileActions: { figures: ['giant'] },
  },
};

describe('phases that declare the turns they have work on', () => {
  afterAll(() => installEveryExpansion());

  it('run only on those turns; a phase that declares nothing runs on every turn', () => {
    installExpansions([{ id: 'probe', module: probe }]);
    const random = new SeededRandom(3);
    let { state } = createGame({ players, expansions: ['probe'], seed: 3 });
    const events: GameEvent[] = [];
    while (state.turn.step !== 'ended') {
      const move = randomMove(state, random);
      const result = move && applyMove(state, decidingPlayer(state) as string, move);
      if (!result?.ok) throw new Error('a random legal move was refused');
      events.push(...result.events);
      state = result.state;
    }
    const placed = events.flatMap((e) => (e.type === 'tilePlaced' ? [e.tile] : []));
    expect(seen.always).toEqual(placed);
    expect(seen.onD).toEqual(placed.filter((tile) => tile === 'D'));
    expect(seen.onD.length).toBeGreaterThan(0);
    expect(seen.withSlot).toBe(0);
    expect(seen.withMeeple.every((count) => count > 0)).toBe(true);
    expect(seen.withMeeple.length).toBeGreaterThan(0);
    expect(seen.withGiant).toBe(0);
  });
});
