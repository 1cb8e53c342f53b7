// The mapping from what a member types or clicks (spot numbers, letters, custom ids) to engine moves.
import { describe, expect, it } from 'vitest';
import {
  actionChoices,
  figureSpots,
  resolveAction,
  resolveFigure,
  resolvePlacement,
  resolveSkip,
  tileSpots,
} from '../../src/app/choices';
import type { GameRecord } from '../../src/app/record';
import { decodeId, encodeId } from '../../src/bot/custom-id';
import { applyMove, createGame, legalMoves } from '../../src/engine';
import { type Message, render } from '../../src/i18n';

/** A resolution with its refusal in English words. */
const english = (resolved: { ok: unknown; message?: Message }) =>
  resolved.message ? { ...resolved, message: render('en', resolved.message) } : resolved;

function record(): GameRecord {
  const players = [
    { id: '1', name: 'Ann' },
    { id: '2', name: 'Bob' },
  ];
  const { state } = createGame({ players, expansions: ['farmers'], seed: 11 });
  return {
    gameId: 'gtest',
    status: 'playing',
    hostId: '1',
    expansions: ['farmers'],
    options: {},
    seats: players.map((p) => ({ userId: p.id, name: p.name })),
    seed: 11,
    state,
    log: [],
    liveMessages: [],
    createdAt: 0,
  };
}

describe('tile spots', () => {
  it('numbers spots from 1 in the order of the legal placements', () => {
    const r = record();
    const legal = legalMoves(r.state!);
    if (legal.step !== 'placeTile') throw new Error('expected placeTile');
    expect(tileSpots(r).map((s) => [s.number, s.x, s.y])).toEqual(legal.placements.map((p, i) => [i + 1, p.x, p.y]));
  });

  it('turns a spot and a legal rotation into a move, and explains anything else', () => {
    const r = record();
    const spot = tileSpots(r)[0]!;
    expect(resolvePlacement(r, 1, spot.rotations[0]!)).toEqual({
      ok: true,
      move: { type: 'placeTile', x: spot.x, y: spot.y, rotation: spot.rotations[0] },
    });
    expect(english(resolvePlacement(r, 999, 0))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/no spot 999/),
    });
    const illegal = ([0, 90, 180, 270] as const).find((rot) => !spot.rotations.includes(rot));
    if (illegal !== undefined) {
      expect(english(resolvePlacement(r, 1, illegal))).toMatchObject({
        ok: false,
        message: expect.stringMatching(/doesn.t fit/),
      });
    }
    expect(resolvePlacement(r, 1, null).ok).toBe(spot.rotations.length > 1 ? 'ask' : true);
    expect(english(resolveSkip(r))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Place your tile first/),
    });
  });
});

describe('figure spots', () => {
  it('letters the spots from A and resolves letters and figure kinds', () => {
    const r = record();
    const { x, y, rotations } = tileSpots(r)[0]!;
    const placed = applyMove(r.state!, '1', { type: 'placeTile', x, y, rotation: rotations[0]! });
    if (!placed.ok) throw new Error(placed.why);
    const after = { ...r, state: placed.state };
    const spots = figureSpots(after);
    expect(spots[0]?.letter).toBe('A');
    expect(resolveFigure(after, 'a', null)).toEqual({
      ok: true,
      move: { type: 'placeFigure', figure: 'meeple', feature: spots[0]?.feature },
    });
    expect(english(resolveFigure(after, 'Z', null))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/no figure spot .Z./),
    });
    expect(english(resolveFigure(after, 'A', 'dragon'))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/can.t go/),
    });
    expect(english(resolvePlacement(after, 1, 0))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/placed your tile/),
    });
    expect(resolveSkip(after)).toEqual({ ok: true, move: { type: 'pass' } });
  });
});

describe('custom ids', () => {
  it('round-trips and stays within 100 characters', () => {
    const id = encodeId({ action: 'tile', gameId: 'gmwr8ttqm', turn: 71, arg: '125-270' });
    expect(id).toBe('carc:tile:gmwr8ttqm:71:125-270');
    expect(decodeId(id)).toEqual({ action: 'tile', gameId: 'gmwr8ttqm', turn: 71, arg: '125-270' });
    expect(decodeId('other:thing')).toBeUndefined();
    expect(decodeId('carc:nope:g:1:x')).toBeUndefined();
    expect(() => encodeId({ action: 'fig', gameId: 'g'.repeat(90), turn: 1, arg: 'x' })).toThrow(/too long/);
  });
});

describe('expansion actions', () => {
  it('offers calling the abbot back, with its worth, and resolves it to the engine action', async () => {
    const { forceTurn } = await import('../../src/engine');
    const players = [
      { id: '1', name: 'Ann' },
      { id: '2', name: 'Bob' },
    ];
    let { state } = createGame({ players, expansions: ['abbot'], options: { scriptedDraws: true }, seed: 1 });
    const step = (result: ReturnType<typeof applyMove>) => {
      if (!result.ok) throw new Error(result.why);
      state = result.state;
    };
    step(forceTurn(state, '1', 'B')); // a monastery south of the start tile, with Ann's abbot
    step(applyMove(state, '1', { type: 'placeTile', x: 0, y: 1, rotation: 0 }));
    step(applyMove(state, '1', { type: 'placeFigure', figure: 'abbot', feature: 0 }));
    step(forceTurn(state, '1', 'U'));
    step(applyMove(state, '1', { type: 'placeTile', x: 1, y: 1, rotation: 90 }));
    const r = { ...record(), expansions: ['abbot'], state };
    const [recall] = actionChoices(r);
    expect(recall && render('en', recall.label)).toBe('Call your abbot back (scores 3)'); // itself + the start tile + the new tile
    expect(resolveAction(r, 1)).toEqual({ ok: true, move: { type: 'action', action: 'recallAbbot' } });
    expect(english(resolveAction(r, 2))).toMatchObject({ ok: false });
    step(applyMove(state, '1', (resolveAction(r, 1) as { move: Parameters<typeof applyMove>[2] }).move));
    expect(state.players[0]?.score).toBe(3);
    expect(state.players[0]?.supply.abbot).toBe(1);
  });
});

describe('words for expansion events', () => {
  it("says who took which goods, and shows the goods held in the score lines, in their expansion's words", async () => {
    const { describeEvents, scoreLines } = await import('../../src/app/describe');
    const r = record();
    r.state!.players[0] = { ...r.state!.players[0]!, tokens: { wine: 2, grain: 0, cloth: 1 } };
    const lines = describeEvents(r, [
      {
        type: 'expansion',
        module: 'traders-builders',
        what: 'goods',
        data: { player: '1', goods: { wine: 2, cloth: 1 } },
      },
    ]);
    expect(lines.map((line) => render('en', line))).toEqual(["Ann takes the city's goods: 2 wine and 1 cloth."]);
    expect(render('en', scoreLines(r)[0]!)).toMatch(/ · 2 wine and 1 cloth/);
    // a token no expansion words is still counted
    r.state!.players[0] = { ...r.state!.players[0]!, tokens: { salt: 1 } };
    expect(render('en', scoreLines(r)[0]!)).toMatch(/ · 1 token/);
  });

  it("tells a flight and a follower that found nowhere to land in the expansion's words", async () => {
    const { describeEvents } = await import('../../src/app/describe');
    const flight = { player: '1', figure: 'big', roll: 2, direction: 'NW', from: { x: 0, y: 1 }, x: -2, y: -1 };
    const lines = describeEvents(record(), [
      { type: 'expansion', module: 'flier', what: 'flight', data: flight },
      { type: 'expansion', module: 'flier', what: 'no-landing', data: { player: '1', figure: 'meeple', x: -2, y: -1 } },
      { type: 'expansion', module: 'flier', what: 'unworded', data: {} },
    ]);
    expect(lines.map((line) => render('en', line))).toEqual([
      "Ann's big follower flies 2 tiles.",
      "Ann's follower finds nowhere to land and goes back to the supply.",
    ]);
    expect(lines.map((line) => render('bg', line))[0]).toBe('Големият мийпъл на Ann полита 2 плочки.');
  });
});
