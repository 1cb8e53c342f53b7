// The plague on the board: an active outbreak's red token and a stopped one's green field side on the
// doctor's box; a red flea token on an active flea's tile, a pink one on a latent flea's, none elsewhere.
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../render';
import type { GameState } from '../../src/engine';
import { FIELD_GREEN, FLEA_PINK, FLEA_RED } from '../../src/expansions/plague/art';
import { PLAGUE, type PlagueSlot } from '../../src/expansions/plague/rules';
import { playTurns, scriptedGame } from '../engine/support/scripted-game';
import { decode, decodedTileCounter } from '../render/pixels';

const TILE = 128;

describe('the plague on the board', () => {
  it('draws outbreak tokens on their sources and flea tokens on their tiles', async () => {
    const tiles = playTurns(scriptedGame({ expansions: [PLAGUE], options: { unlimitedTiles: true } }), [
      { player: 'red', tile: 'U', at: [1, 0], rotation: 0 },
      { player: 'blue', tile: 'U', at: [-1, 0], rotation: 0 },
      { player: 'red', tile: 'B', at: [0, 1], rotation: 0 },
      { player: 'blue', tile: 'B', at: [1, 1], rotation: 0 },
    ]).state;
    // a plague slot written for the drawing only (the art reads nothing else): outbreak 2 active at (1,0)
    // with a red flea beside it, outbreak 1 over at (-1,0), a latent flea at (1,1)
    const slot: PlagueSlot = {
      outbreaks: [
        { x: -1, y: 0, number: 1, stopped: true },
        { x: 1, y: 0, number: 2 },
      ],
      fleas: [
        { x: 0, y: 0 },
        { x: 1, y: 1, latent: true },
      ],
    };
    const state: GameState = { ...tiles, modules: { ...tiles.modules, [PLAGUE]: slot } };
    const board = await renderBoard(state, { tileSize: TILE });
    const count = decodedTileCounter(await decode(board.image), board.grid);
    expect(count(1, 0, FLEA_RED)).toBeGreaterThan(300);
    expect(count(-1, 0, FIELD_GREEN)).toBeGreaterThan(300);
    expect(count(0, 0, FLEA_RED)).toBeGreaterThan(300);
    expect(count(1, 1, FLEA_PINK)).toBeGreaterThan(300);
    expect(count(0, 1, FLEA_RED) + count(0, 1, FLEA_PINK)).toBe(0);
  });
});
