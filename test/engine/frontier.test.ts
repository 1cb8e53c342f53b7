// The frontier (the open spots beside the board) of a board grown from another takes that board's spots
// and updates them in place; asked about again, the earlier board's is built anew and then copied by the
// boards grown from it. Every board must still see exactly its own spots, in whatever order it is asked.
import { describe, expect, it } from 'vitest';
import { type Board, withTile } from '../../src/engine/board';
import { frontierOf, SPOT_SIZE } from '../../src/engine/frontier';
import type { PlacedTile } from '../../src/engine/types';
import { randomGame } from './support/random-game';

/** The spots a frontier holds, as lists of (x, y, mask, want). */
const spotsOf = (board: Board) => {
  const { spots, count } = frontierOf(board);
  return Array.from({ length: count }, (_, i) => spots.slice(i * SPOT_SIZE, (i + 1) * SPOT_SIZE));
};

/** The same board as a copy of its tiles, a chain of its own: its frontier is built from nothing. */
const freshSpotsOf = (board: Board) => spotsOf(board.map((placed) => ({ ...placed })));

/** A tile put into an open spot of the board (the frontier looks at its edges, not at whether it fits). */
function grown(board: Board, tile: string, spot: number): Board {
  const { spots } = frontierOf(board);
  const placed: PlacedTile = {
    tile,
    x: spots[spot * SPOT_SIZE] as number,
    y: spots[spot * SPOT_SIZE + 1] as number,
    rotation: 0,
    nodes: [],
    turn: board.length,
  };
  return withTile(board, placed);
}

describe('the frontier of boards grown from one another', () => {
  const board = (randomGame(3).steps.find((step) => step.before.board.length === 30)?.before.board ?? []) as Board;

  it('gives a board asked about again, after a later board took its spots, its own spots', () => {
    const before = spotsOf(board);
    const first = grown(board, 'U', 0);
    const firstSpots = spotsOf(first);
    expect(firstSpots).toEqual(freshSpotsOf(first));
    expect(spotsOf(board)).toEqual(before);
    expect(spotsOf(board)).toEqual(freshSpotsOf(board));
  });

  it('keeps two boards branched from one apart, and each of their own later boards right', () => {
    const left = grown(board, 'E', 1);
    const right = grown(board, 'V', 2);
    const leftOn = grown(left, 'B', 3);
    const rightOn = grown(right, 'K', 0);
    for (const each of [rightOn, left, leftOn, right, board, rightOn])
      expect(spotsOf(each)).toEqual(freshSpotsOf(each));
  });

  it('grows a chain of boards, each asked about once, with the spots each would have if built whole', () => {
    let chain = board;
    for (let turn = 0; turn < 12; turn++) {
      chain = grown(chain, turn % 2 ? 'U' : 'E', turn % 3);
      expect(spotsOf(chain)).toEqual(freshSpotsOf(chain));
    }
    expect(spotsOf(board)).toEqual(freshSpotsOf(board));
  });
});
