// Points a module pays outside a feature's scoring, as a turn's summary tells them: a player who pays (a
// ransom in the Tower, a way out of a bathhouse) pays an amount, so the number is never written negative.
import { describe, expect, it } from 'vitest';
import { describeEvents, finalScoreLines } from '../../src/app/describe';
import { scoreReason } from '../../src/app/game-words';
import { createGame, type GameEvent } from '../../src/engine';
import { installEveryExpansion } from '../../src/expansions';
import { LOCALES, render } from '../../src/i18n';
import { recordOf } from '../support/decision-samples';

installEveryExpansion();

/** Ann (red) and Bob (blue) at the start of a game with these expansions. */
const annAndBob = (expansions: string[]) =>
  createGame({
    players: [
      { id: 'red', name: 'Ann' },
      { id: 'blue', name: 'Bob' },
    ],
    expansions,
    seed: 1,
  }).state;

describe('points paid by a player', () => {
  const state = annAndBob(['tower', 'barber-surgeons']);
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

describe('the final scores’ breakdown', () => {
  it('leaves out what scored nothing (a field with no finished city), not what cost points', () => {
    const state = annAndBob(['barber-surgeons']);
    const summary = { kind: 'field', tiles: [{ x: 0, y: 0 }], pennants: 0, marks: {} };
    const events: GameEvent[] = [
      {
        type: 'scored',
        feature: { ...summary, kind: 'city' },
        final: false,
        points: 6,
        players: ['red'],
        score: { occasion: 'completed', terms: [] },
      },
      {
        type: 'scored',
        feature: summary,
        final: true,
        points: 0,
        players: ['red'],
        score: { occasion: 'final', terms: [] },
      },
      { type: 'points', player: 'red', points: -4, module: 'barber-surgeons', why: 'buy-out', params: { points: 4 } },
    ];
    const record = {
      ...recordOf({ ...state, players: state.players.map((p) => (p.id === 'red' ? { ...p, score: 2 } : p)) }),
      log: [{ events }],
    };
    const [ann] = finalScoreLines(record as never).map((said) => render('en', said));
    expect(ann).toBe('Ann: 2 points (city 6 · The Barber-Surgeons -4)');
  });
});

describe('a score’s arithmetic', () => {
  const field = { kind: 'field', tiles: [{ x: 0, y: 0 }], pennants: 0, marks: {} };
  const told = (terms: { unit: string; count: number; each: number }[]) =>
    render('en', scoreReason(field, { occasion: 'final', terms }));

  it('leaves out a term that counted nothing while another term scored', () => {
    expect(
      told([
        { unit: 'completed-city', count: 0, each: 3 },
        { unit: 'building', count: 1, each: 1 },
      ]),
    ).not.toMatch(/0 completed cit/);
    expect(
      told([
        { unit: 'completed-city', count: 2, each: 3 },
        { unit: 'building', count: 1, each: 1 },
      ]),
    ).toMatch(/2 completed cities × 3/);
  });

  it('keeps a lone term, even when it counted nothing', () => {
    expect(told([{ unit: 'completed-city', count: 0, each: 3 }])).toMatch(/0 completed cities × 3/);
  });

  // a field beside castles (Bridges, Castles & Bazaars): a scored castle pays 1 more than a city, one not
  // yet scored takes its city's rate off; the line must add up to the points, in every language
  it.each(LOCALES)('%s: shows what each castle adds or takes off', (locale) => {
    const terms = [
      { unit: 'completed-city', count: 3, each: 3 },
      { unit: 'castle', count: 2, each: 1 },
      { unit: 'unscored-castle', count: 1, each: -3 },
    ];
    const line = render(locale, scoreReason(field, { occasion: 'final', terms }));
    expect(line).toMatch(/3 [^+]+ × 3 \+ 2 [^+]+ × 1 \+ 1 [^+]+ × -3/);
  });

  // Hills & Sheep: each vineyard around a completed monastery adds 3
  it.each(LOCALES)('%s: shows what each vineyard adds to a monastery', (locale) => {
    const monastery = { ...field, kind: 'monastery' };
    const terms = [
      { unit: 'itself', count: 1, each: 1 },
      { unit: 'tile-around', count: 8, each: 1 },
      { unit: 'vineyard', count: 2, each: 3 },
    ];
    const line = render(locale, scoreReason(monastery, { occasion: 'completed', terms }));
    expect(line).toMatch(/\+ 2 [^+]+ × 3$/);
  });
});
