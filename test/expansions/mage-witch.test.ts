// Mage & Witch: the catalog against the reference facts, the choices after a magic tile (where, in what
// order, never together), the turn clock's default, the score words, the events' words and the invariants.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeEvents } from '../../src/app/describe';
import { decisionChoiceLabel, scoreInEnglish } from '../../src/app/game-words';
import type { GameRecord } from '../../src/app/record';
import type { DecisionChoice, GameEvent, GameState } from '../../src/engine';
import { applyMove, legalMoves, rulesFor, skipTurn } from '../../src/engine';
import { mageWitchInvariants } from '../../src/expansions/mage-witch/invariants';
import { MW_GARDEN_SET, MW_SET, MW_TILES } from '../../src/expansions/mage-witch/tiles';
import { render } from '../../src/i18n';
import { runScenario } from '../../src/scenario/run';
import { accepted, placeTile, scriptedGame } from '../engine/support/scripted-game';
import { byReference, expectSameFeatures, total } from '../support/catalog-compare';
import { readReference } from '../support/reference-tiles';

const reference = readReference('mage_and_witch.xml');

/** A game of red and blue with Mage & Witch, any tile drawable any number of times. */
const game = (expansions: string[] = []) =>
  scriptedGame({ expansions: [...expansions, 'mage-witch'], options: { unlimitedTiles: true } });

/** Answers the pending decision with the offered choice `pick` finds. */
function answer(state: GameState, pick: (c: DecisionChoice) => boolean): { state: GameState; events: GameEvent[] } {
  const legal = legalMoves(state);
  if (legal.step !== 'decide') throw new Error(`no decision pending (${legal.step})`);
  const choice = legal.choices.find(pick);
  if (!choice) throw new Error('no such choice');
  return accepted(applyMove(state, legal.player, { type: 'action', action: choice.action, args: choice.args }));
}

const pass = (state: GameState, player: string) => accepted(applyMove(state, player, { type: 'pass' })).state;

describe('Mage & Witch tiles', () => {
  it('match the reference facts: 8 tiles, one of each type, every one with the magic symbol', () => {
    for (const tile of MW_TILES) {
      const theirs = reference.tiles.get(tile.ref);
      if (!theirs) throw new Error(`${tile.ref} is not in the reference`);
      expectSameFeatures(tile, theirs);
      expect(tile.symbols?.magic).toBe(true);
    }
    expect(byReference(MW_SET)).toEqual(Object.fromEntries(reference.sets.get('mage-and-witch:1') ?? []));
    expect(byReference(MW_GARDEN_SET)).toEqual(Object.fromEntries(reference.sets.get('mage-and-witch:2') ?? []));
    expect(total(MW_SET)).toBe(8);
    expect(total(MW_GARDEN_SET)).toBe(8);
  });
});

describe('after a magic tile', () => {
  // D at 0,0 (city N, road W–E); MW5 at 0,-1 closes D's city with its south cap and opens a north cap
  const afterMagic = () => placeTile(game(), { player: 'red', tile: 'MW5', at: [0, -1], rotation: 0 });

  it('fn 238, neither out: asks the placer to put either figure on any unfinished road or city, the newest first', () => {
    const { state } = afterMagic();
    const legal = legalMoves(state);
    expect(legal.step).toBe('decide');
    if (legal.step !== 'decide') return;
    expect(legal.player).toBe('red');
    expect(legal.decision.kind).toBe('magic');
    // MW5's north cap and the start tile's road: 2 features × 2 figures
    expect(legal.choices).toHaveLength(4);
    expect(legal.choices.every((c) => c.action === 'place')).toBe(true);
    expect(legal.choices[0]?.at).toMatchObject({ x: 0, y: -1 });
    // D's city was closed by the magic tile: nobody may go there
    expect(legal.choices.filter((c) => c.args?.feature === 'city')).toHaveLength(2);
    expect(legal.choices[0]?.args).toEqual({ figure: 'mage', x: 0, y: -1, feature: 'city', where: 'N' });
    expect(render('en', decisionChoiceLabel('mage-witch', legal.choices[0] as DecisionChoice))).toBe(
      'Put the mage on this city (1 tile)',
    );
  });

  it('lets the turn clock put the mage on the new tile', () => {
    const skipped = skipTurn(afterMagic().state);
    if (!skipped.ok) throw new Error(skipped.why);
    expect(skipped.state.neutral).toEqual([expect.objectContaining({ kind: 'mage', x: 0, y: -1 })]);
    expect(skipped.state.turn.step).toBe('placeFigure');
  });

  it('fn 238, both out: offers only moves, never onto the other nor where the figure already stands', () => {
    let state = answer(afterMagic().state, (c) => c.args?.figure === 'mage' && c.args?.feature === 'city').state;
    state = pass(state, 'red');
    state = placeTile(state, { player: 'blue', tile: 'MW5', at: [1, -1], rotation: 0 }).state;
    state = answer(state, (c) => c.args?.figure === 'witch' && c.args?.x === 0 && c.args?.y === 0).state;
    state = pass(state, 'blue');
    state = placeTile(state, { player: 'red', tile: 'MW5', at: [-1, -1], rotation: 0 }).state;
    const legal = legalMoves(state);
    if (legal.step !== 'decide') throw new Error('no decision');
    const [mage, witch] = ['mage', 'witch'].map((kind) => state.neutral?.find((n) => n.kind === kind));
    expect(legal.choices.length).toBeGreaterThan(0);
    expect(legal.choices.every((c) => c.action === 'move')).toBe(true);
    for (const choice of legal.choices) {
      const other = choice.args?.figure === 'mage' ? witch : mage;
      const self = choice.args?.figure === 'mage' ? mage : witch;
      expect(choice.at).not.toMatchObject({ x: other?.x, y: other?.y, feature: other?.feature });
      expect(choice.at).not.toMatchObject({ x: self?.x, y: self?.y, feature: self?.feature });
    }
  });
});

describe('after a magic tile, one figure out (fn 238)', () => {
  it('offers to put the other one out or to move the one out, never to put the one out again', () => {
    let state = placeTile(game(), { player: 'red', tile: 'MW5', at: [0, -1], rotation: 0 }).state;
    state = answer(state, (c) => c.args?.figure === 'mage' && c.args?.feature === 'city').state;
    state = pass(state, 'red');
    state = placeTile(state, { player: 'blue', tile: 'MW5', at: [1, -1], rotation: 0 }).state;
    const legal = legalMoves(state);
    if (legal.step !== 'decide') throw new Error('no decision');
    const offered = new Set(legal.choices.map((c) => `${c.action} ${c.args?.figure}`));
    expect(offered).toEqual(new Set(['place witch', 'move mage']));
  });
});

describe('score words', () => {
  const scenario = (name: string) =>
    runScenario(JSON.parse(readFileSync(`test/scenarios/mage-witch/${name}.json`, 'utf8')));
  const reasons = (name: string) =>
    scenario(name)
      .events.filter((e) => e.type === 'scored')
      .map((e) => scoreInEnglish(e as Extract<GameEvent, { type: 'scored' }>));

  it('show the mage’s tiles and the witch’s halving in the arithmetic', () => {
    expect(reasons('mage-city-8-tiles-2-pennants-tie-scores-28-each')).toEqual([
      'completed city: 8 tiles × 2 + 2 pennants × 2 + 8 tiles × 1 for the mage',
    ]);
    expect(reasons('two-roads-witch-5-to-3-mage-3-to-6')).toEqual([
      'completed road: (5 tiles × 1) ÷ 2, rounded up, for the witch',
      'completed road: 3 tiles × 1 + 3 tiles × 1 for the mage',
    ]);
    expect(reasons('ic-witch-inn-road-doubled-then-halved')).toEqual([
      'completed road: (4 tiles × 2 (inn)) ÷ 2, rounded up, for the witch',
    ]);
    expect(reasons('ic-final-mage-on-unfinished-cathedral-city-witch-on-unfinished-inn-road')).toEqual([
      'unfinished city: 2 tiles with a cathedral: an unfinished cathedral city scores 0 + 2 tiles × 1 for the mage',
      'unfinished road: (3 tiles with an inn: an unfinished inn road scores 0) ÷ 2, rounded up, for the witch',
    ]);
  });

  it('tell where the figures went', () => {
    const { events } = scenario('no-free-feature-one-is-removed-and-returns');
    const record = { state: undefined, seats: [], log: [] } as unknown as GameRecord;
    const said = describeEvents(record, events)
      .map((m) => render('en', m))
      .filter((line) => /mage|witch/.test(line));
    expect(said).toEqual([
      'blue puts the mage on a city.',
      'red puts the witch on a road.',
      'blue takes the witch off the board: no free road or city was left.',
      'red puts the witch on a city.',
    ]);
  });
});

describe('invariants', () => {
  const broken = (state: GameState) =>
    mageWitchInvariants
      .map((check) => check(state, state, [], rulesFor(state.expansions)))
      .filter((found) => found !== null);

  it('find the mage and the witch on one feature with no decision to separate them', () => {
    const state = { ...game(), neutral: [] } as GameState;
    expect(broken(state)).toEqual([]);
    // the start tile's road, twice
    const together = {
      ...state,
      neutral: [
        { kind: 'mage', x: 0, y: 0, feature: 0 },
        { kind: 'witch', x: 0, y: 0, feature: 0 },
      ],
    };
    expect(broken(together)).toEqual([expect.stringContaining('share feature')]);
    const twoMages = { ...state, neutral: [...together.neutral, { kind: 'mage', x: 0, y: 0, feature: 1 }] };
    expect(broken(twoMages)).toContain('2 mage figures on the board');
    const onField = { ...state, neutral: [{ kind: 'witch', x: 0, y: 0, feature: 2 }] };
    expect(broken(onField)).toEqual(['the witch stands on field']);
  });
});
