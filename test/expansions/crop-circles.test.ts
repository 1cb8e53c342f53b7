// Crop Circles I and II: the tiles against the reference facts, and the 4A action: who is asked what,
// in which order, what may be declined, and what a turn clock or a player leaving does to the round.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState, LegalMoves } from '../../src/engine';
import { applyMove, createGame, legalMoves, removePlayer, rulesFor, skipTurn } from '../../src/engine';
import { CROP_CIRCLE_SETS, CROP_CIRCLE_TILES } from '../../src/expansions/crop-circles/tiles';
import { cropCirclesWords } from '../../src/expansions/crop-circles/words';
import { LOCALES, type MessageKey, message, render } from '../../src/i18n';
import { accepted, players, playTurn, playTurns, scriptedGame } from '../engine/support/scripted-game';
import { byReference, expectSameFeatures } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const FILE = 'corn_circles.xml';
const reference = readReference(FILE);
const CIRCLES: Record<string, string> = { Farm: 'pitchfork', Road: 'club', City: 'shield' };
const xml = readFileSync(resolve('../shared/reference/jcz-tile-definitions', FILE), 'utf8');
const circleInReference = new Map(
  [...xml.matchAll(/<tile id="([^"]+)">\s*<corn-circle type="(\w+)"/g)].map(([, id, type]) => [
    id,
    CIRCLES[type as string],
  ]),
);

describe('crop-circle tiles', () => {
  it.each(CROP_CIRCLE_TILES.map((t) => [t.id, t] as const))('%s matches its reference facts', (_, type) => {
    expectSameFeatures(type, reference.tiles.get(type.ref) as ReferenceFeature[]);
    expect(type.symbols?.cropCircle).toBe(circleInReference.get(type.ref));
    expect(type.module).toBe('crop-circles');
  });

  it('Crop Circles I and II are the reference sets, six tiles each, two of each circle', () => {
    const ones = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, 1]));
    expect(byReference(ones(CROP_CIRCLE_SETS.I ?? []))).toEqual(
      Object.fromEntries(reference.sets.get('corn-circles/1') ?? []),
    );
    expect(byReference(ones(CROP_CIRCLE_SETS.II ?? []))).toEqual(
      Object.fromEntries(reference.sets.get('corn-circles/2') ?? []),
    );
    for (const set of [CROP_CIRCLE_SETS.I, CROP_CIRCLE_SETS.II]) {
      const circles = CROP_CIRCLE_TILES.filter((t) => set?.includes(t.id)).map((t) => t.symbols?.cropCircle);
      expect(circles.sort()).toEqual(['club', 'club', 'pitchfork', 'pitchfork', 'shield', 'shield']);
    }
  });

  it.each([
    [{}, 6],
    [{ cropCircleTiles: 'II' }, 6],
    [{ cropCircleTiles: 'I+II' }, 12],
  ])('options %j put %i crop-circle tiles into the supply', (options, count) => {
    const state = createGame({ players: players('red', 'blue'), seed: 3, expansions: ['crop-circles'], options }).state;
    const inPlay = [...state.supply, state.turn.tile].filter((t) => t?.startsWith('CC'));
    expect(inPlay).toHaveLength(count);
    if (!('cropCircleTiles' in options)) expect(new Set(inPlay)).toEqual(new Set(CROP_CIRCLE_SETS.I));
  });
});

const asked = (events: GameEvent[]) =>
  events.flatMap((e) => (e.type === 'decisionAsked' ? [`${e.player} ${e.kind}`] : []));

const decide = (legal: LegalMoves) => {
  if (legal.step !== 'decide') expect.fail(`no decision pending: ${legal.step}`);
  return legal;
};

/** Green's knight south of the start, blue's highwayman east of it (example A, before red's tile). */
function greenKnightBlueHighwayman(expansions: string[] = ['crop-circles']): GameState {
  return playTurns(scriptedGame({ players: players('red', 'green', 'blue'), expansions }), [
    { player: 'green', tile: 'E', at: [0, 1], rotation: 180, place: { feature: 'city', where: 'S' } },
    { player: 'blue', tile: 'V', at: [1, 0], rotation: 0, place: { feature: 'road', where: 'W' } },
  ]).state;
}

/** Red places the shield tile of example A with a knight on its south city: the placer is asked A or B. */
const redPlacesShield = (state: GameState) =>
  playTurn(state, { player: 'red', tile: 'CC2', at: [-1, 1], rotation: 180, place: { feature: 'city', where: 'S' } });

const answer = (state: GameState, player: string, action: string, args?: Record<string, unknown>) =>
  accepted(applyMove(state, player, { type: 'action', action, ...(args ? { args } : {}) }));

describe('the crop-circle action', () => {
  it('asks the placer first, then the players from the left, skipping one with no follower of the type', () => {
    const placed = redPlacesShield(greenKnightBlueHighwayman());
    expect(asked(placed.events)).toEqual(['red choose']);
    expect(decide(legalMoves(placed.state)).choices.map((c) => c.action)).toEqual(['crop-add', 'crop-remove']);
    const chosen = answer(placed.state, 'red', 'crop-add');
    expect(asked(chosen.events)).toEqual(['green add']);
    const green = accepted(applyMove(chosen.state, 'green', { type: 'pass' }));
    // blue has a highwayman but no knight: skipped; red last
    expect(asked(green.events)).toEqual(['red add']);
    const red = decide(legalMoves(green.state));
    // only beside his knight: the tile's other city has none
    expect(red.optional).toBe(true);
    expect(red.choices).toEqual([
      {
        action: 'add-follower',
        args: { figure: 'meeple', x: -1, y: 1, where: 'S' },
        params: { figure: 'meeple', kind: 'city', x: -1, y: 1 },
        at: { x: -1, y: 1, feature: 0 },
      },
    ]);
  });

  it('offers the big follower beside a knight too, and skips a player whose supply is empty in A (fn 195)', () => {
    const before = greenKnightBlueHighwayman(['inns-cathedrals', 'crop-circles']);
    const chosen = answer(redPlacesShield(before).state, 'red', 'crop-add');
    expect(decide(legalMoves(chosen.state)).choices.map((c) => c.args?.figure)).toEqual(['meeple', 'big']);
    const emptied = {
      ...before,
      players: before.players.map((p) => (p.id === 'green' ? { ...p, supply: { meeple: 0, big: 0 } } : p)),
    };
    const withoutGreen = answer(redPlacesShield(emptied).state, 'red', 'crop-add');
    expect(asked(withoutGreen.events)).toEqual(['red add']);
  });

  it('B must be answered: a pass is refused, and the turn clock takes the first follower back', () => {
    const chosen = answer(redPlacesShield(greenKnightBlueHighwayman()).state, 'red', 'crop-remove');
    const refused = applyMove(chosen.state, 'green', { type: 'pass' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.why).toBe('decision-required');
    const skipped = accepted(skipTurn(chosen.state));
    expect(skipped.events).toContainEqual({ type: 'figureReturned', player: 'green', figure: 'meeple', x: 0, y: 1 });
    expect(asked(skipped.events)).toEqual(['red remove']);
  });

  it('the turn clock answers the placer with A, and A is declined by the clock', () => {
    const placed = redPlacesShield(greenKnightBlueHighwayman());
    const skipped = accepted(skipTurn(placed.state));
    expect(skipped.events).toContainEqual({
      type: 'expansion',
      module: 'crop-circles',
      what: 'chosen',
      data: { player: 'red', action: 'add', kind: 'city' },
    });
    const declined = accepted(skipTurn(skipped.state));
    expect(declined.state.figures.filter((f) => f.player === 'green')).toHaveLength(1);
  });

  it('a player leaving in the middle of the round: the others still do their part', () => {
    const chosen = answer(redPlacesShield(greenKnightBlueHighwayman()).state, 'red', 'crop-remove');
    const left = accepted(removePlayer(chosen.state, 'green'));
    expect(asked(left.events)).toEqual(['red remove']);
    const done = answer(left.state, 'red', 'remove-follower', { figure: 'meeple', x: -1, y: 1, where: 'S' });
    expect(done.state.figures.filter((f) => f.player === 'red')).toEqual([]);
    expect(done.state.turn.step).toBe('placeTile');
    expect(done.state.players[done.state.turn.player]?.id).toBe('blue');
  });

  it('answers name the follower in any key order, and a follower not offered is refused', () => {
    const chosen = answer(redPlacesShield(greenKnightBlueHighwayman()).state, 'red', 'crop-remove');
    expect(answer(chosen.state, 'green', 'remove-follower', { where: 'S', y: 1, x: 0, figure: 'meeple' })).toBeTruthy();
    const wrong = applyMove(chosen.state, 'green', {
      type: 'action',
      action: 'remove-follower',
      args: { figure: 'meeple', x: 1, y: 0, where: 'S' },
    });
    expect(wrong.ok).toBe(false);
  });

  it('runs after scoring, and Traders & Builders tidies once more at the end of the turn, after it', () => {
    const phases = rulesFor(['traders-builders', 'crop-circles']).chain.flatMap((l) =>
      l.kind === 'phase' ? [`${l.phase}:${l.module}`] : [],
    );
    expect(phases).toEqual([
      'score:base',
      'afterScoring:traders-builders',
      'tileActions:crop-circles',
      'turnEnd:traders-builders',
    ]);
  });
});

describe('crop-circle words', () => {
  const keys = Object.keys(cropCirclesWords.en);
  it.each(LOCALES)('every message reads in %s, choices within 80 characters', (locale) => {
    const kinds = ['city', 'road', 'field'];
    for (const key of keys) {
      for (const kind of kinds) {
        for (const [figure, action] of [
          ['meeple', 'add'],
          ['big', 'remove'],
        ] as const) {
          const text = render(
            locale,
            message(key as MessageKey, { kind, figure, action, player: 'Ana', x: -12, y: 10 }),
          );
          expect(text).not.toMatch(/[{}]/);
          if (key.startsWith('choice.')) expect(text.length).toBeLessThanOrEqual(80);
        }
      }
    }
  });

  it('names the kind the circle calls: a knight for a shield, in the choice words', () => {
    const says = (kind: string) => render('en', message('choice.crop-circles.crop-remove' as MessageKey, { kind }));
    expect([says('city'), says('road'), says('field')]).toEqual([
      'B: everyone takes a knight back',
      'B: everyone takes a highwayman back',
      'B: everyone takes a farmer back',
    ]);
  });
});
