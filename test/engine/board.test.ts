// The board's position index: one per chain of boards, right for every board of the chain, for
// branches grown from one board, and for copies.
import { describe, expect, it } from 'vitest';
import { BOARD_REACH, tileAt, withTile } from '../../src/engine/board';
import type { PlacedTile } from '../../src/engine/types';

const tile = (name: string, x: number, y: number): PlacedTile => ({
  tile: name,
  x,
  y,
  rotation: 0,
  nodes: [],
  turn: 0,
});

describe('finding the tile at a position', () => {
  const start = withTile([], tile('D', 0, 0));
  const east = withTile(start, tile('U', 1, 0));
  const further = withTile(east, tile('V', 2, 0));

  it('sees on each board of a chain only the tiles placed up to it', () => {
    expect(tileAt(further, 2, 0)?.tile).toBe('V');
    expect(tileAt(east, 2, 0)).toBeUndefined();
    expect(tileAt(east, 1, 0)?.tile).toBe('U');
    expect(tileAt(start, 1, 0)).toBeUndefined();
    expect(tileAt(start, 0, 0)?.tile).toBe('D');
  });

  it('keeps two branches grown from one board apart, whichever is asked first', () => {
    const north = withTile(east, tile('E', 1, -1));
    const same = withTile(east, tile('K', 2, 0));
    for (let round = 0; round < 2; round++) {
      expect(tileAt(north, 1, -1)?.tile).toBe('E');
      expect(tileAt(north, 2, 0)).toBeUndefined();
      expect(tileAt(same, 2, 0)?.tile).toBe('K');
      expect(tileAt(further, 2, 0)?.tile).toBe('V');
      expect(tileAt(same, 1, -1)).toBeUndefined();
    }
    // a branch grows on by itself
    const longer = withTile(north, tile('A', 0, -1));
    expect(tileAt(longer, 0, -1)?.tile).toBe('A');
    expect(tileAt(further, 0, -1)).toBeUndefined();
  });

  it('answers the same for a copy of the board, and for one read back from JSON', () => {
    for (const copy of [further.slice(), JSON.parse(JSON.stringify(further)) as PlacedTile[]]) {
      expect(tileAt(copy, 2, 0)?.tile).toBe('V');
      expect(tileAt(copy, 1, 0)?.tile).toBe('U');
      expect(tileAt(copy, 3, 0)).toBeUndefined();
    }
  });

  it('finds the tiles of a board spread too wide for a grid of its squares', () => {
    let board = withTile([], tile('D', 0, 0));
    board = withTile(board, tile('U', 1, 0));
    board = withTile(board, tile('V', 5000, -5000));
    board = withTile(board, tile('K', -3, 7));
    expect(tileAt(board, 5000, -5000)?.tile).toBe('V');
    expect(tileAt(board, 1, 0)?.tile).toBe('U');
    expect(tileAt(board, -3, 7)?.tile).toBe('K');
    expect(tileAt(board, 4999, -5000)).toBeUndefined();
    expect(tileAt(board.slice(0, 2), -3, 7)).toBeUndefined();
  });

  it('finds nothing outside the reach of a board, without confusing far positions with near ones', () => {
    expect(tileAt(further, BOARD_REACH + 1, 0)).toBeUndefined();
    expect(tileAt(further, 2 - 2 ** 15, 0)).toBeUndefined();
    expect(tileAt(further, 0, 2 ** 15)).toBeUndefined();
  });
});
