// Bridges, Castles & Bazaars' bazaars: who plays the round of bought tiles and in what order (fn 183: a
// buyer's builder turn before the next buyer), too few tiles, fn 184's pick at one's own turn, refused
// bids, how the computer bids, the panel's lines, and random games kept by the invariants.
import { describe, expect, it } from 'vitest';
import { drawOfferedTiles } from '../../render/hand';
import { playerLines } from '../../render/panel/player-lines';
import { greedyMove } from '../../src/ai/players';
import { SeededRandom } from '../../src/ai/random-player';
import { shownTilesParams } from '../../src/app/board-view';
import { decisionChoices, resolveDecision } from '../../src/app/choices';
import { decisionChoiceLabels, decisionQuestionOf, describeEvents } from '../../src/app/describe';
import type { GameRecord } from '../../src/app/record';
import type { GameState, Move } from '../../src/engine';
import {
  applyMove,
  createGame,
  decisionTilesOf,
  forceTurn,
  legalMoves,
  removePlayer,
  skipTurn,
} from '../../src/engine';
import { BAZAAR_SLOT, bazaarOf } from '../../src/expansions/bridges-castles-bazaars/bazaars';
import { BCB } from '../../src/expansions/bridges-castles-bazaars/tiles';
import { type Message, render, translate, translator } from '../../src/i18n';
import { simulate } from '../../src/sim/simulate';
import { accepted, featureOn, placeTile, players, scriptedGame } from '../engine/support/scripted-game';

const game = (names = ['red', 'blue'], expansions: string[] = [], options: Record<string, unknown> = {}) =>
  scriptedGame({
    players: players(...names),
    expansions: [...expansions, BCB],
    options: { unlimitedTiles: true, ...options },
  });

const toMove = (state: GameState) => {
  const legal = legalMoves(state);
  return legal.step === 'ended' ? undefined : legal.player;
};
const active = (state: GameState) => state.players[state.turn.player]?.id;
const asked = (state: GameState) => {
  const legal = legalMoves(state);
  return legal.step === 'decide' ? legal.decision.kind : legal.step;
};
const act = (state: GameState, player: string, move: Move) => accepted(applyMove(state, player, move)).state;
const pick = (tile: string): Move => ({ type: 'action', action: 'bazaar-tile', args: { tile } });
const bid = (points: number): Move => ({ type: 'action', action: 'bazaar-bid', args: { points } });

/** The bridge each placed tile may offer is declined: these games are about the bazaars. */
function noBridge(state: GameState): GameState {
  let current = state;
  while (asked(current) === 'bridge') current = act(current, toMove(current) as string, { type: 'pass' });
  return current;
}

/** Forces the tile and places it, declining a bridge; the turn waits for its figure step. */
const place = (state: GameState, turn: Parameters<typeof placeTile>[1]) => noBridge(placeTile(state, turn).state);

/** A whole turn without a figure (or with a follower on `where`'s feature), declining a bridge. */
function play(state: GameState, turn: Parameters<typeof placeTile>[1], figure?: { feature: string; where: string }) {
  const placed = place(state, turn);
  const [x, y] = turn.at;
  const move: Move = figure
    ? { type: 'placeFigure', figure: 'meeple', feature: featureOn(placed, x, y, figure.feature, figure.where) }
    : { type: 'pass' };
  return act(placed, turn.player, move);
}

/** Red places the all-field bazaar tile south of the start; the tiles revealed are `draw`. */
function bazaar(state: GameState, draw: string): GameState {
  const placed = place(state, { player: 'red', tile: 'BCB6', at: [0, 1], rotation: 0 });
  return act(placed, 'red', { type: 'pass', draw });
}

describe('the auction', () => {
  it('asks every player in turn order from the one after the bazaar, and the round ends with its player', () => {
    let state = bazaar(game(['red', 'blue', 'green']), 'B,U,B');
    expect([toMove(state), asked(state)]).toEqual(['blue', 'bazaar-pick']);
    state = act(state, 'blue', pick('U'));
    expect([toMove(state), asked(state)]).toEqual(['blue', 'bazaar-open']);
    state = act(state, 'blue', bid(0));
    expect([toMove(state), asked(state)]).toEqual(['green', 'bazaar-raise']);
    state = act(state, 'green', { type: 'pass' });
    expect([toMove(state), asked(state)]).toEqual(['red', 'bazaar-raise']);
    state = act(state, 'red', { type: 'pass' });
    // blue paid 0 to nobody; green picks next (the player after blue without a tile)
    expect([toMove(state), asked(state)]).toEqual(['green', 'bazaar-pick']);
    state = act(state, 'green', pick('B'));
    state = act(state, 'green', bid(3));
    // red is the only one left to bid: blue has a tile and drops out
    expect([toMove(state), asked(state)]).toEqual(['red', 'bazaar-raise']);
    state = act(state, 'red', bid(4));
    expect([toMove(state), asked(state)]).toEqual(['green', 'bazaar-settle']);
    state = act(state, 'green', { type: 'action', action: 'bazaar-buy', args: { points: 4 } });
    expect(state.players.map((p) => p.score)).toEqual([4, 0, -4]);
    // green bought, so red gets the last tile free; the round: blue, green, red; then blue again. Each
    // tile keeps the number it was revealed with: of the two copies of B, the first sold is the first
    expect(bazaarOf(state)?.bought).toEqual([
      { player: 'blue', tile: 'U', number: 2 },
      { player: 'green', tile: 'B', number: 1 },
      { player: 'red', tile: 'B', number: 3 },
    ]);
    expect(active(state)).toBe('blue');
    state = play(state, { player: 'blue', tile: 'U', at: [0, 2], rotation: 0 });
    expect(active(state)).toBe('green');
    state = play(state, { player: 'green', tile: 'B', at: [-1, 1], rotation: 0 });
    expect(active(state)).toBe('red');
    state = play(state, { player: 'red', tile: 'B', at: [1, 1], rotation: 0 });
    expect(active(state)).toBe('blue');
    expect(state.modules?.[BAZAAR_SLOT]).toBeUndefined();
  });

  it('refuses a bid that does not beat the highest, the state unchanged', () => {
    let state = bazaar(game(), 'B,U');
    state = act(act(state, 'blue', pick('B')), 'blue', bid(3));
    const refused = applyMove(state, 'red', bid(3));
    expect(refused.ok).toBe(false);
    expect(applyMove(state, 'blue', bid(5)).ok).toBe(false);
    expect(asked(state)).toBe('bazaar-raise');
  });

  it("goes on without a player who leaves: a bidder is skipped, a picker's tile is on offer again", () => {
    let state = bazaar(game(['red', 'blue', 'green']), 'B,U,B');
    state = act(act(state, 'blue', pick('U')), 'blue', bid(1));
    expect(toMove(state)).toBe('green');
    // green's question stands; once answered, blue's lot is gone and green, the next without a tile after
    // the bazaar's player, picks from all three
    const blueLeft = act(accepted(removePlayer(state, 'blue')).state, 'green', { type: 'pass' });
    expect([toMove(blueLeft), asked(blueLeft)]).toEqual(['green', 'bazaar-pick']);
    expect(bazaarOf(blueLeft)?.offer).toEqual(['B', 'U', 'B']);
    const greenLeft = accepted(removePlayer(state, 'green')).state;
    expect([toMove(greenLeft), asked(greenLeft)]).toEqual(['red', 'bazaar-raise']);
  });

  it('lets the turn clock answer for each bidder: a lapsed pick takes the first tile, a lapsed raise passes', () => {
    let state = bazaar(game(['red', 'blue', 'green']), 'B,U,B');
    state = accepted(skipTurn(state)).state;
    expect(bazaarOf(state)?.lot?.tile).toBe('B');
    state = accepted(skipTurn(state)).state;
    expect(bazaarOf(state)?.lot?.bids).toEqual([{ player: 'blue', points: 0 }]);
    const skipped = accepted(skipTurn(state));
    expect(skipped.events).toContainEqual(expect.objectContaining({ type: 'turnSkipped', player: 'green' }));
    expect([toMove(skipped.state), asked(skipped.state)]).toEqual(['red', 'bazaar-raise']);
  });

  it('holds none when the supply cannot give one tile a player: the bazaar is an ordinary tile', () => {
    const placed = place(game(['red', 'blue', 'green']), { player: 'red', tile: 'BCB6', at: [0, 1], rotation: 0 });
    const short = { ...placed, supply: ['B', 'U'] };
    const done = accepted(applyMove(short, 'red', { type: 'pass' }));
    expect(done.events).toContainEqual(expect.objectContaining({ type: 'expansion', what: 'bazaar-too-few' }));
    expect(done.state.modules?.[BAZAAR_SLOT]).toBeUndefined();
    expect(active(done.state)).toBe('blue');
  });

  it("fn 183: a bought tile that extends its buyer's builder gives the extra turn before the next buyer", () => {
    let state = game(['red', 'blue'], ['traders-builders']);
    state = play(state, { player: 'blue', tile: 'U', at: [-1, 0], rotation: 0 }, { feature: 'road', where: 'E' });
    const road = place(state, { player: 'blue', tile: 'U', at: [-2, 0], rotation: 0 });
    state = act(road, 'blue', { type: 'placeFigure', figure: 'builder', feature: featureOn(road, -2, 0, 'road', 'E') });
    state = bazaar(state, 'U,B');
    state = act(act(state, 'blue', pick('U')), 'blue', bid(0));
    state = act(state, 'red', { type: 'pass' });
    state = play(state, { player: 'blue', tile: 'U', at: [-3, 0], rotation: 0 });
    expect([active(state), state.turn.bonus]).toEqual(['blue', 'traders-builders']);
    state = play(state, { player: 'blue', tile: 'B', at: [0, 2], rotation: 0 });
    expect(active(state)).toBe('red');
    expect(bazaarOf(state)?.bought).toEqual([{ player: 'red', tile: 'B', number: 2 }]);
  });
});

describe('fn 184: bazaars without bidding', () => {
  it('lets each player of the round pick one of the tiles left at their turn', () => {
    const start = createGame({
      players: players('red', 'blue'),
      expansions: [BCB],
      seed: 3,
      options: { unlimitedTiles: true, bazaarBidding: false },
    }).state;
    const forced = accepted(forceTurn(start, 'red', 'BCB6')).state;
    const placed = noBridge(act(forced, 'red', { type: 'placeTile', x: 0, y: 1, rotation: 0 }));
    let state = act(placed, 'red', { type: 'pass', draw: 'B,U' });
    expect([toMove(state), asked(state)]).toEqual(['blue', 'bazaar-take']);
    // the take comes with the tiles' picture too, each under the number it was revealed with
    const take = legalMoves(state);
    expect(take.step === 'decide' && take.choices.map((c) => [c.tile, c.params?.number])).toEqual([
      ['B', 1],
      ['U', 2],
    ]);
    expect(drawOfferedTiles(state)).toBeDefined();
    const taken = accepted(applyMove(state, 'blue', pick('U')));
    expect(taken.events).toContainEqual(
      expect.objectContaining({ what: 'bazaar-turn', data: { player: 'blue', tile: 'U', number: 2 } }),
    );
    state = taken.state;
    expect([active(state), state.turn.step, state.turn.tile]).toEqual(['blue', 'placeTile', 'U']);
    state = noBridge(act(state, 'blue', { type: 'placeTile', x: 0, y: 2, rotation: 0 }));
    state = act(state, 'blue', { type: 'pass' });
    // one tile left: red is not asked
    expect([active(state), state.turn.step, state.turn.tile]).toEqual(['red', 'placeTile', 'B']);
    expect(state.players.map((p) => p.score)).toEqual([0, 0]);
  });
});

describe('computer bidders', () => {
  it('open at 0, raise by the least while the tile is worth more, and pass when it is not', () => {
    const random = new SeededRandom(1);
    let state = act(bazaar(game(), 'B,U'), 'blue', pick('B'));
    expect(greedyMove(state, random)).toEqual(bid(0));
    state = act(state, 'blue', bid(0));
    // a monastery is worth about 3 to place: red raises to 1
    expect(greedyMove(state, random)).toEqual(bid(1));
    let dear = act(bazaar(game(), 'B,U'), 'blue', pick('B'));
    dear = act(dear, 'blue', bid(10));
    expect(greedyMove(dear, random)).toEqual({ type: 'pass' });
  });
});

describe('the panel', () => {
  it('shows the tiles on offer, each bid and who is still to bid', () => {
    let state = act(bazaar(game(), 'B,U'), 'blue', pick('B'));
    state = act(state, 'blue', bid(2));
    const t = translator('en');
    expect(playerLines(state, 'red', t)).toEqual([
      '3 castles',
      'bazaar: on offer tiles 1, 2',
      'bazaar: to bid for tile 1',
      '3 bridges',
    ]);
    expect(playerLines(state, 'blue', t)).toEqual(['3 castles', 'bazaar: bids 2 points for tile 1', '3 bridges']);
  });
});

/** A game's record as the app words it: only its state matters here. */
const recordOf = (state: GameState) => ({ state, seats: [], log: [] }) as unknown as GameRecord;

describe('naming the tiles on offer', () => {
  it('names each tile by the number it was revealed with, never by its id, and pictures the pick', () => {
    const ids = ['U', 'BCB11', 'B'];
    // an id as a word of its own ("tile B"), not a letter of one ("Blue")
    const idIn = (line: string) => ids.find((id) => new RegExp(`(^|[^A-Za-z0-9])${id}([^A-Za-z0-9]|$)`).test(line));
    const said: string[] = [];
    const tell = (state: GameState, messages: Message[]) => {
      const record = recordOf(state);
      const question = decisionQuestionOf(record);
      for (const line of [...messages, ...(question ? [question] : []), ...decisionChoiceLabels(record)])
        said.push(render('en', line));
    };
    const step = (state: GameState, player: string, move: Move) => {
      const result = accepted(applyMove(state, player, move));
      tell(result.state, describeEvents(recordOf(result.state), result.events));
      return result.state;
    };
    const placed = place(game(['red', 'blue', 'green']), { player: 'red', tile: 'BCB6', at: [0, 1], rotation: 0 });
    let state = step(placed, 'red', { type: 'pass', draw: ids.join(',') });
    // the pick comes with a picture of the three tiles, each answer named by its number and contents
    const threeTiles = drawOfferedTiles(state);
    expect(threeTiles?.width).toBeGreaterThan(0);
    const first = legalMoves(state);
    expect(first.step === 'decide' && first.choices.map((c) => [c.tile, c.params?.number])).toEqual([
      ['U', 1],
      ['BCB11', 2],
      ['B', 3],
    ]);
    state = step(state, 'blue', pick('BCB11'));
    state = step(state, 'blue', bid(1));
    state = step(state, 'green', bid(2));
    state = step(state, 'red', { type: 'pass' });
    state = step(state, 'blue', { type: 'action', action: 'bazaar-sell', args: { points: 2 } });
    // tile 2 sold: tiles 1 and 3 keep their numbers, in the picture (two tiles) and in the answers
    const second = legalMoves(state);
    expect(second.step === 'decide' && second.choices.map((c) => c.params?.number)).toEqual([1, 3]);
    expect(drawOfferedTiles(state)?.width).toBeLessThan(threeTiles?.width ?? 0);
    // the menu, the prompt and `choose N` go by the same numbers: 3 is tile 3, 2 is sold and refused in words
    const playing = { ...recordOf(state), status: 'playing' } as GameRecord;
    expect(decisionChoices(playing).map((c) => c.number)).toEqual([1, 3]);
    const three = resolveDecision(playing, 3);
    expect(three.ok && three.move).toMatchObject({ type: 'action', args: { tile: 'B' } });
    const two = resolveDecision(playing, 2);
    expect(two.ok).toBe(false);
    if (!two.ok) expect(render('en', two.message)).toMatch(/2/);
    state = step(state, 'red', pick('B'));
    state = step(state, 'red', bid(0));
    state = step(state, 'blue', { type: 'pass' });
    // the round's first turn, blue's, plays the free tile 1 (scripted draws wait for the turn to be forced)
    const round = accepted(forceTurn(state, 'blue', 'U'));
    tell(round.state, describeEvents(recordOf(round.state), round.events));
    expect(said.filter(idIn)).toEqual([]);
    expect(said).toEqual(
      expect.arrayContaining([
        'Bazaar: Red reveals 3 tiles for auction, numbered 1 to 3 in the order revealed.',
        'bazaar: choose the tile to auction next, by its number in the picture; you bid first.',
        'Tile 2 (cities 0, roads 2)',
        'Blue puts tile 2 up for auction.',
        'Green bids 2 points for tile 2.',
        'Blue receives 2 points for tile 2.',
        'Green gets tile 2.',
        'Red puts tile 3 up for auction.',
        'Blue gets the last tile, tile 1, for free.',
        'Blue plays tile 1 from the bazaar.',
      ]),
    );
  });
});

describe('the bid questions picture the lot', () => {
  it('shows the tile under auction with the open, raise and settle questions, under its number', () => {
    const title = (state: GameState, locale: 'en' | 'ro' = 'en') => {
      const shown = shownTilesParams(state);
      return shown && translate(locale, 'image.shown', shown);
    };
    let state = bazaar(game(['red', 'blue', 'green']), 'U,BCB11,B');
    // the pick's answers are the tiles: its picture is theirs, not a lot's
    expect(asked(state)).toBe('bazaar-pick');
    expect(decisionTilesOf(state)).toEqual([]);
    expect(shownTilesParams(state)).toBeUndefined();
    const pickPicture = drawOfferedTiles(state);
    state = act(state, 'blue', pick('BCB11'));
    // the opening bid: its answers are amounts, and the question comes with tile 2 alone
    expect(asked(state)).toBe('bazaar-open');
    expect(decisionTilesOf(state)).toEqual([{ tile: 'BCB11', number: 2 }]);
    const lotPicture = drawOfferedTiles(state);
    expect(lotPicture?.width).toBeGreaterThan(0);
    expect(lotPicture?.width).toBeLessThan(pickPicture?.width ?? 0);
    expect(title(state)).toBe('The tile in question: tile 2');
    expect(title(state, 'ro')).toBe('Cartonașul în cauză: nr. 2');
    state = act(state, 'blue', bid(1));
    expect(asked(state)).toBe('bazaar-raise');
    expect(decisionTilesOf(state)).toEqual([{ tile: 'BCB11', number: 2 }]);
    expect(drawOfferedTiles(state)).toBeDefined();
    state = act(state, 'green', bid(2));
    state = act(state, 'red', { type: 'pass' });
    expect(asked(state)).toBe('bazaar-settle');
    expect(title(state)).toBe('The tile in question: tile 2');
    expect(drawOfferedTiles(state)).toBeDefined();
    state = act(state, 'blue', { type: 'action', action: 'bazaar-sell', args: { points: 2 } });
    // the next lot keeps the number it was revealed with
    state = act(state, 'red', pick('B'));
    expect(decisionTilesOf(state)).toEqual([{ tile: 'B', number: 3 }]);
    expect(title(state)).toBe('The tile in question: tile 3');
  });
});

describe('random games with bazaars', () => {
  it('keep every invariant, scores balancing in every auction', () => {
    const outcome = simulate({ games: 8, seed: 11, players: 3, expansions: ['traders-builders', 'abbey-mayor', BCB] });
    expect('violation' in outcome ? outcome.violation : null).toBeNull();
  });
});
