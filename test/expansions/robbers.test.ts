// Robbers: the eight assumed tiles, robbers placed and paid out at the end, and the robber symbol drawn.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawTile } from '../../render/board/draw-tile';
import {
  applyMove,
  createGame,
  endGame,
  findTileType,
  forceTurn,
  legalMoves,
  orientedOf,
  playerTokens,
} from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { ROBBER_MASK } from '../../src/expansions/robbers/art';
import { robbersModule } from '../../src/expansions/robbers/rules';
import { ROBBER_TILES } from '../../src/expansions/robbers/tiles';
import { colourDistance, rgb } from '../render/pixels';

const players = [
  { id: 'red', name: 'Red' },
  { id: 'blue', name: 'Blue' },
  { id: 'yellow', name: 'Yellow' },
];

function must<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result as Extract<T, { ok: true }>;
}

/** Red places a robber tile east of the start tile. */
function afterRobberTile(): GameState {
  const { state } = createGame({ players, expansions: ['robbers'], seed: 5, options: { scriptedDraws: true } });
  const drawn = must(forceTurn(state, 'red', 'RB1')).state;
  return must(applyMove(drawn, 'red', { type: 'placeTile', x: 1, y: 0, rotation: 0 })).state;
}

describe('the robber tiles', () => {
  it('are eight, one copy each, every one with the robber symbol and a reference RB/A–RB/H', () => {
    expect(ROBBER_TILES).toHaveLength(8);
    expect(Object.values(robbersModule.tileCounts?.({}) ?? {}).reduce((a, b) => a + b, 0)).toBe(8);
    expect(ROBBER_TILES.every((t) => t.symbols?.robber === true)).toBe(true);
    expect(ROBBER_TILES.map((t) => t.ref)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((l) => `RB/${l}`));
    expect(findTileType('RB/C')?.id).toBe('RB3');
  });
});

describe('placing robbers', () => {
  it('asks the placer first, who must place beside another player, then the others clockwise, who may pass', () => {
    const state = afterRobberTile();
    const legal = legalMoves(state);
    expect(legal.step === 'decide' && legal.player).toBe('red');
    expect(legal.step === 'decide' && legal.optional).toBe(false);
    const targets = legal.step === 'decide' ? legal.choices.map((c) => c.args?.target) : [];
    expect(targets).toEqual(['blue', 'yellow']);
    const placed = must(
      applyMove(state, 'red', { type: 'action', action: 'robber-beside', args: { target: 'blue', figure: 'meeple' } }),
    ).state;
    const next = legalMoves(placed);
    expect(next.step === 'decide' && [next.player, next.optional]).toEqual(['blue', true]);
    expect(playerTokens(placed, 'red')['robber.track']).toBe(1);
  });

  it('pays a robber still on the track 3 points before final scoring, and brings it home', () => {
    const state = afterRobberTile();
    const placed = must(
      applyMove(state, 'red', { type: 'action', action: 'robber-beside', args: { target: 'blue', figure: 'meeple' } }),
    ).state;
    const ended = endGame(placed).state;
    expect(ended.players.find((p) => p.id === 'red')?.score).toBe(3);
    expect(playerTokens(ended, 'red')['robber.track']).toBe(0);
  });
});

describe('the robber symbol', () => {
  // drawn with the tile itself, so the tile to place and the close-up show it as the board does
  function drawnTile(tile: string) {
    const canvas = createCanvas(160, 160);
    const ctx = canvas.getContext('2d');
    drawTile(ctx, orientedOf({ tile, rotation: 0, x: 0, y: 0, nodes: [], turn: 0 }), 0, 0, 160);
    const at = (x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)];
    return { mask: at(Math.round(160 * 0.82), Math.round(160 * 0.18) + 3) };
  }

  it('is a dark mask in the north-east corner of a robber tile', () => {
    const { mask } = drawnTile('RB1');
    expect(colourDistance(mask, rgb(ROBBER_MASK))).toBeLessThan(10);
  });

  it('is not drawn on other tiles', () => {
    const { mask } = drawnTile('U');
    expect(colourDistance(mask, rgb(ROBBER_MASK))).toBeGreaterThan(60);
  });
});
