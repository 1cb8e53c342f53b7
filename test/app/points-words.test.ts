// Points a module pays outside a feature's scoring, as a turn's summary tells them: a player who pays (a
// ransom in the Tower, a way out of a bathhouse) pays an amount, so the number is never written negative.
import { describe, expect, it } from 'vitest';
import { describeEvents } from '../../src/app/describe';
import { createGame, type GameEvent } from '../../src/engine';
import { installEveryExpansion } from '../../src/expansions';
import { LOCALES, render } from '../../src/i18n';
import { recordOf } from '../support/decision-samples';

installEveryExpansion();

describe('points paid by a player', () => {
  const { state } = createGame({
    players: [
      { id: 'red', name: 'Ann' },
      { id: 'blue', name: 'Bob' },
    ],
    expansions: ['tower', 'barber-surgeons'],
    seed: 1,
  });
  // as the two modules' rules award them: a negative award, the price in the params
  const paid: GameEvent[] = [
    {
      type: 'points',
      player: 'red',
      points: -3,
      module: 'tower',
      why: 'ransom-paid',
      params: { target: 'Bob', figure: 'meeple' },
    },
    { type: 'points', player: 'red', points: -4, module: 'barber-surgeons', why: 'buy-out', params: { points: 4 } },
  ];

  it.each(LOCALES)('%s: say the price, without a minus sign', (locale) => {
    const lines = describeEvents(recordOf(state, locale), paid).map((said) => render(locale, said));
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toMatch(/-\s?\d/);
      expect(line).toMatch(/Ann/);
    }
    expect(lines[0]).toMatch(/3/);
    expect(lines[1]).toMatch(/4/);
  });
});
