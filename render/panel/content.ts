// What the side panel says, taken from the game state: the turn, whose it is, the tile to place (or the
// figure spots on the tile just placed), each player's score and figures left, and the tiles left.

import type { GameState, OrientedTile } from '../../src/engine';
import { orientedOf, orientedTile, tileAt, tileType } from '../../src/engine';
import type { LetteredSpot } from '../board/spots';

export interface PanelPlayer {
  name: string;
  color: string;
  score: number;
  /** Figures left in supply, by kind, in the game's order (the follower first). */
  supply: [string, number][];
  active: boolean;
}

export type PanelTile =
  | { kind: 'drawn'; rotations: OrientedTile[] }
  | { kind: 'placed'; tile: OrientedTile; letters: LetteredSpot[] }
  | { kind: 'none' };

export interface PanelContent {
  title: string;
  status: string;
  tile: PanelTile;
  players: PanelPlayer[];
  tilesLeft: number;
  /** The game's rule options, for what tiles show (the T-junction's inn). */
  options: Readonly<GameState['options']>;
}

function letterRange(letters: readonly LetteredSpot[]): string {
  if (!letters.length) return 'no figure spot: pass';
  const first = letters[0]?.letter;
  const last = letters[letters.length - 1]?.letter;
  return `place a figure (${first === last ? first : `${first}–${last}`}) or pass`;
}

export function panelContent(state: GameState, letters: readonly LetteredSpot[]): PanelContent {
  const active = state.players[state.turn.player];
  const step = state.turn.step;
  let status: string;
  let tile: PanelTile = { kind: 'none' };
  if (step === 'ended') {
    const best = Math.max(...state.players.map((p) => p.score));
    const winners = state.players.filter((p) => p.score === best).map((p) => p.name);
    status = `${winners.length > 1 ? 'Winners' : 'Winner'}: ${winners.join(', ')} (${best})`;
  } else if (step === 'placeTile') {
    status = `${active?.name ?? '?'}: place the tile`;
    if (state.turn.tile) {
      const type = tileType(state.turn.tile);
      tile = { kind: 'drawn', rotations: ([0, 90, 180, 270] as const).map((r) => orientedTile(type, r)) };
    }
  } else {
    status = `${active?.name ?? '?'}: ${letterRange(letters)}`;
    const at = state.turn.placed;
    const placed = at ? tileAt(state.board, at.x, at.y) : undefined;
    if (placed) tile = { kind: 'placed', tile: orientedOf(placed), letters: [...letters] };
  }
  return {
    title: step === 'ended' ? 'Game over' : `Turn ${state.turn.number}`,
    status,
    tile,
    players: state.players.map((p, i) => ({
      name: p.name,
      color: p.color,
      score: p.score,
      supply: Object.entries(p.supply),
      active: step !== 'ended' && i === state.turn.player,
    })),
    // The drawn tile is no longer in the supply; count it as still to play.
    tilesLeft: state.supply.length + (step === 'placeTile' && state.turn.tile ? 1 : 0),
    options: state.options,
  };
}
