// Princess & Dragon: the catalog against the reference facts, dragon tiles set aside in real random draws
// and shuffled back, the dragon's steps asked of each player in turn with the tiles numbered, the
// portal's board-wide spots, the fairy moved instead of a tower piece (fn 68), the turn clock's defaults,
// the words of events and choices, and the invariants catching what they guard.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { describeEvents } from '../../src/app/describe';
import { decisionChoiceLabel } from '../../src/app/game-words';
import type { GameRecord } from '../../src/app/record';
import type { DecisionChoice, GameEvent, GameState } from '../../src/engine';
import { applyMove, createGame, decidingPlayer, legalMoves, rulesFor, skipTurn, tileType } from '../../src/engine';
import { princessDragonInvariants } from '../../src/expansions/princess-dragon/invariants';
import { dragonOf, slotIn } from '../../src/expansions/princess-dragon/state';
import { DRAGON, PD_GARDEN_SET, PD_SET, PD_TILES, symbolOf } from '../../src/expansions/princess-dragon/tiles';
import { render } from '../../src/i18n';
import { runScenario } from '../../src/scenario/run';
import { accepted, placeTile, playTurns, scriptedGame } from '../engine/support/scripted-game';
import { byReference, expectSameFeatures, total } from '../support/catalog-compare';
import { readReference } from '../support/reference-tiles';

const reference = readReference('princess_and_dragon.xml');
const xml = readFileSync(resolve('../shared/reference/jcz-tile-definitions/princess_and_dragon.xml'), 'utf8');

const game = (expansions: string[] = [], players?: string[]) =>
  scriptedGame({
    expansions: [...expansions, 'princess-dragon'],
    options: { unlimitedTiles: true },
    ...(players ? { players: players.map((id) => ({ id, name: id })) } : {}),
  });

const pass = (state: GameState, player: string) => accepted(applyMove(state, player, { type: 'pass' }));

function answer(state: GameState, pick: (c: DecisionChoice) => boolean) {
  const legal = legalMoves(state);
  if (legal.step !== 'decide') throw new Error(`no decision pending (${legal.step})`);
  const choice = legal.choices.find(pick);
  if (!choice) throw new Error('no such choice');
  return accepted(applyMove(state, legal.player, { type: 'action', action: choice.action, args: choice.args }));
}

describe('Princess & Dragon tiles', () => {
  it('match the reference facts: 30 tiles, 6 volcano, 12 dragon, 6 portal, 6 princess, one symbol each', () => {
    for (const tile of PD_TILES) {
      const theirs = reference.tiles.get(tile.ref);
      if (!theirs) throw new Error(`${tile.ref} is not in the reference`);
      expectSameFeatures(tile, theirs);
      const body = xml.split(`<tile id="${tile.ref}">`)[1]?.split('</tile>')[0] ?? '';
      const printed = ['volcano', 'dragon', 'portal'].find((s) => body.includes(`<${s} />`)) ?? 'princess';
      expect(symbolOf(tile)).toBe(printed);
      expect(body.includes('princess="yes"')).toBe(printed === 'princess');
    }
    expect(byReference(PD_SET)).toEqual(Object.fromEntries(reference.sets.get('princess-and-dragon:1') ?? []));
    expect(byReference(PD_GARDEN_SET)).toEqual(Object.fromEntries(reference.sets.get('princess-and-dragon:2') ?? []));
    expect(total(PD_SET)).toBe(30);
    const count = (symbol: string) =>
      Object.entries(PD_SET).reduce((n, [id, c]) => n + (symbolOf(tileType(id)) === symbol ? c : 0), 0);
    expect([count('volcano'), count('dragon'), count('portal'), count('princess')]).toEqual([6, 12, 6, 6]);
  });
});

describe('dragon tiles before the dragon is in play', () => {
  it('are set aside by the random draw, never in hand, and shuffled back when the first volcano comes', () => {
    const random = new SeededRandom(7);
    let state = createGame({
      players: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
      expansions: ['princess-dragon'],
      // a game whose first volcano comes after 3 dragon tiles were drawn
      seed: 7,
    }).state;
    let setAside = 0;
    let cameBack = false;
    while (state.turn.step !== 'ended' && !cameBack) {
      const before = slotIn(state).setAside?.length ?? 0;
      if (!dragonOf(state) && state.turn.tile) expect(symbolOf(tileType(state.turn.tile))).not.toBe(DRAGON);
      const move = randomMove(state, random);
      if (!move) throw new Error('no move');
      const played = accepted(applyMove(state, decidingPlayer(state) ?? '', move));
      const back = played.events.find((e) => e.type === 'expansion' && e.what === 'tiles-back');
      if (back?.type === 'expansion') {
        expect(back.data?.count).toBe(before);
        expect(slotIn(played.state).setAside).toBeUndefined();
        cameBack = true;
      }
      setAside = Math.max(setAside, slotIn(played.state).setAside?.length ?? 0);
      state = played.state;
    }
    expect(setAside).toBeGreaterThan(0);
    expect(cameBack).toBe(true);
  });
});

describe("the dragon's flight", () => {
  // D at 0,0; a volcano at 0,1 (the dragon); B at 1,1 and 1,0; a dragon tile at -1,0
  function ready(players = ['red', 'blue', 'yellow']) {
    let state = game([], players);
    state = pass(placeTile(state, { player: 'red', tile: 'DG/F.v', at: [0, 1], rotation: 0 }).state, 'red').state;
    state = pass(placeTile(state, { player: 'blue', tile: 'B', at: [1, 1], rotation: 0 }).state, 'blue').state;
    state = pass(placeTile(state, { player: 'yellow', tile: 'U', at: [1, 0], rotation: 0 }).state, 'yellow').state;
    return pass(placeTile(state, { player: 'red', tile: 'DG/RFr.d', at: [-1, 0], rotation: 0 }).state, 'red');
  }

  it('asks each step of the next player clockwise from the active one, the tiles it may enter numbered, never its start tile (fn 80)', () => {
    const { state } = ready();
    const legal = legalMoves(state);
    if (legal.step !== 'decide') throw new Error('no decision');
    expect(legal.player).toBe('red');
    expect(legal.decision).toMatchObject({ module: 'princess-dragon', kind: 'dragon-step', data: { step: 1 } });
    expect(legal.choices.map((c) => c.at)).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 1 },
    ]);
    expect(render('en', decisionChoiceLabel('princess-dragon', legal.choices[0] as DecisionChoice))).toBe('North');
    const second = answer(state, (c) => c.at?.x === 1 && c.at?.y === 1).state;
    const next = legalMoves(second);
    if (next.step !== 'decide') throw new Error('no second step');
    expect(next.player).toBe('blue');
    // never back onto the start tile
    expect(next.choices.map((c) => c.at)).toEqual([{ x: 1, y: 0 }]);
  });

  it('lets the turn clock take the first step offered', () => {
    const skipped = skipTurn(ready().state);
    if (!skipped.ok) throw new Error(skipped.why);
    expect(dragonOf(skipped.state)).toMatchObject({ x: 0, y: 0 });
  });

  it('says who moved it and why it stopped', () => {
    const { events } = runScenario(
      JSON.parse(readFileSync('test/scenarios/princess-dragon/fairy-tile-closed-to-dragon-and-dead-end.json', 'utf8')),
    );
    const record = { state: undefined, seats: [], log: [] } as unknown as GameRecord;
    const said = describeEvents(record, events as GameEvent[])
      .map((m) => render('en', m))
      .filter((line) => /dragon|fairy|volcano/i.test(line));
    expect(said).toEqual([
      'blue places a volcano: the dragon lands on it.',
      'red moves the fairy beside one of their followers.',
      'blue moves the dragon (step 1 of 6).',
      'The dragon is at a dead end: its flight ends after 1 step.',
      'red starts the turn beside the fairy: 1 point.',
    ]);
  });
});

describe('the magic portal', () => {
  it('offers every free unfinished feature in play but the portal tile’s own, never the dragon’s tile', () => {
    let state = game();
    state = pass(placeTile(state, { player: 'red', tile: 'DG/C.v', at: [0, 1], rotation: 180 }).state, 'red').state;
    state = placeTile(state, { player: 'blue', tile: 'DG/RRR.g', at: [1, 0], rotation: 0 }).state;
    const figureStep = legalMoves(state);
    if (figureStep.step !== 'placeFigure') throw new Error('no figure step');
    expect(figureStep.actions).toContainEqual({
      action: 'portal',
      args: { figure: 'meeple' },
      params: { figure: 'meeple' },
    });
    state = accepted(applyMove(state, 'blue', { type: 'action', action: 'portal', args: { figure: 'meeple' } })).state;
    const legal = legalMoves(state);
    if (legal.step !== 'decide') throw new Error('no decision');
    // the start tile's city and road; not the volcano's city (the dragon's tile), not the portal tile
    expect(legal.choices.map((c) => c.args)).toEqual([
      { x: 0, y: 0, feature: 'road', where: 'E' },
      { x: 0, y: 0, feature: 'city', where: 'N' },
    ]);
    expect(render('en', decisionChoiceLabel('princess-dragon', legal.choices[1] as DecisionChoice))).toBe(
      'Your follower onto this city',
    );
  });
});

describe('the fairy with the Tower (fn 68)', () => {
  // Red's highwayman at 1,0; Red's tile at 0,1 has a tower foundation: the fairy or a tower piece, not both
  function ready() {
    const { state } = playTurns(game(['tower']), [
      { player: 'red', tile: 'U', at: [1, 0], rotation: 0, place: { feature: 'road', where: 'E' } },
      { player: 'blue', tile: 'B', at: [1, 1], rotation: 0 },
    ]);
    return placeTile(state, { player: 'red', tile: 'TO/F', at: [0, 1], rotation: 0 }).state;
  }
  const act = (state: GameState, action: string) => accepted(applyMove(state, 'red', { type: 'action', action })).state;

  it('moves instead of a tower piece: either one ends the figure step, the other no longer offered', () => {
    const state = ready();
    const figureStep = legalMoves(state);
    if (figureStep.step !== 'placeFigure') throw new Error('no figure step');
    expect(figureStep.actions.map((a) => a.action)).toEqual(expect.arrayContaining(['fairy', 'tower']));
    // the fairy moved: the turn goes on to Blue, no tower piece is put on the foundation
    const fairy = answer(act(state, 'fairy'), (c) => c.action === 'fairy-beside').state;
    expect(slotIn(fairy).fairy).toMatchObject({ player: 'red', kind: 'meeple' });
    expect(legalMoves(fairy)).toMatchObject({ step: 'placeTile', player: 'blue' });
    // a tower piece put on it: the turn goes on to Blue, the fairy stays off the board
    const tower = answer(act(state, 'tower'), (c) => c.action === 'buildTower').state;
    expect(tower.modules?.tower).toMatchObject({ towers: { '0,1': 1 } });
    expect(slotIn(tower).fairy).toBeUndefined();
    expect(legalMoves(tower)).toMatchObject({ step: 'placeTile', player: 'blue' });
  });
});

describe("the fairy's answers", () => {
  // a follower on top of a tower (the Tower) or in a garden: the answer names that, not "feature"
  it('name the tower or garden the follower stands on, in every language', () => {
    const towers = { en: 'tower', ro: 'turn', bg: 'кула', lv: 'tornis', is: 'turn' };
    const gardens = { en: 'garden', ro: 'grădină', bg: 'градина', lv: 'dārzs', is: 'garður' };
    for (const [locale, tower] of Object.entries(towers) as [keyof typeof towers, string][]) {
      const beside = (feature: string) =>
        render(
          locale,
          decisionChoiceLabel('princess-dragon', {
            action: 'fairy-beside',
            args: { x: 0, y: 0, feature, where: 'N' },
            params: { figure: 'meeple', feature },
          }),
        );
      expect(beside('tower')).toContain(`(${tower})`);
      expect(beside('garden')).toContain(`(${gardens[locale]})`);
    }
  });
});

describe('invariants', () => {
  const [oneOfEach, noFollowerWithDragon, flightKeepsItsRules, fairyBeside, noDragonTileBefore] =
    princessDragonInvariants;
  const base = () =>
    pass(placeTile(game(), { player: 'red', tile: 'DG/F.v', at: [0, 1], rotation: 0 }).state, 'red').state;

  it('catch a follower on the dragon’s tile, a revisit, a lost fairy and a dragon tile in hand too early', () => {
    const state = base();
    const withFollower: GameState = {
      ...state,
      figures: [{ id: 'f99', player: 'blue', kind: 'meeple', x: 0, y: 1, feature: 0 }],
    };
    expect(noFollowerWithDragon?.(state, withFollower, [], rulesFor(state.expansions))).toMatch(/shares tile 0,1/);
    const revisit: GameState = {
      ...state,
      modules: { 'princess-dragon': { flight: { visited: ['0,1', '0,0', '0,1'], steps: 2 } } },
    };
    expect(flightKeepsItsRules?.(state, revisit, [], rulesFor(state.expansions))).toMatch(/twice/);
    const lost: GameState = {
      ...withFollower,
      neutral: [...(state.neutral ?? []), { kind: 'fairy', x: 5, y: 5, feature: 0 }],
      modules: { 'princess-dragon': { fairy: { follower: 'f99', player: 'blue', kind: 'meeple' } } },
    };
    expect(fairyBeside?.(state, lost, [], rulesFor(state.expansions))).toMatch(/not beside/);
    const early = createGame({
      players: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
      expansions: ['princess-dragon'],
      seed: 3,
    }).state;
    expect(
      noDragonTileBefore?.(early, { ...early, turn: { ...early.turn, tile: 'PD4' } }, [], rulesFor(early.expansions)),
    ).toMatch(/before/);
    expect(oneOfEach?.(state, state, [], rulesFor(state.expansions))).toBeNull();
  });
});
