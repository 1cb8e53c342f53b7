// What the side panel says, taken from the game state: the turn, whose it is, the tile to place (or the
// figure spots on the tile just placed), each player's score and figures left, and the tiles left.

import type { GameState, OrientedTile } from '../../src/engine';
import {
  decidingPlayer,
  orientedOf,
  orientedTile,
  pendingDecision,
  placedSquares,
  playerTokens,
  tileAt,
  tileType,
} from '../../src/engine';
import { type Translate, translator } from '../../src/i18n';
import type { LetterOnBoard } from '../board/spots';
import { drawableText } from '../font-coverage';
import type { PanelWords } from '../view';
import { gameLines } from './game-lines';
import { playerLines } from './player-lines';

export interface PanelPlayer {
  name: string;
  color: string;
  score: number;
  /** Figures left in supply, by kind, in the game's order (the follower first). */
  supply: [string, number][];
  /** What modules keep for the player (gold ingots ...), by token id, those the player has any of. */
  tokens: [string, number][];
  active: boolean;
  /** Lines the game's modules add under the player (the score track's messenger and robber ...). */
  lines: string[];
}

export type PanelTile =
  | { kind: 'drawn'; rotations: OrientedTile[] }
  | {
      kind: 'placed';
      tile: OrientedTile;
      letters: LetterOnBoard[];
      /** A double tile's second half, a square from the first (dx, dy), and where it lies on the board. */
      partner?: { tile: OrientedTile; dx: number; dy: number; x: number; y: number };
    }
  | { kind: 'none' };

/** The second half of a double tile just placed, for the close-up (double-tiles.ts), if there is one. */
function partnerOf(state: GameState): Pick<Extract<PanelTile, { kind: 'placed' }>, 'partner'> {
  const [first, second] = placedSquares(state);
  const half = second && tileAt(state.board, second.x, second.y);
  if (!first || !second || !half) return {};
  return { partner: { tile: orientedOf(half), dx: second.x - first.x, dy: second.y - first.y, ...second } };
}

/** The panel's fixed words, in the game's language. */
export interface PanelLabels {
  tileRotations: string;
  figureSpots: string;
  player: string;
  figuresScore: string;
  tilesLeft: string;
  /** Each lettered spot's line ("A  city"), in the order of the letters. */
  spots: string[];
}

export interface PanelContent {
  title: string;
  status: string;
  labels: PanelLabels;
  tile: PanelTile;
  players: PanelPlayer[];
  tilesLeft: number;
  /** The modules' lines about the whole game, shown under the tiles left. */
  gameLines: string[];
  /** The game's rule options, for what tiles show (the T-junction's inn). */
  options: Readonly<GameState['options']>;
}

function figureStatus(player: string, letters: readonly LetterOnBoard[], t: Translate): string {
  if (!letters.length) return t('panel.no-figure-spot', { player });
  const first = letters[0]?.letter ?? '';
  const last = letters[letters.length - 1]?.letter ?? '';
  return t('panel.place-figure', { player, letters: first === last ? first : `${first}–${last}` });
}

/**
 * The panel of `state`; `words`: what the app worded from the game's rules (the question, the spots'
 * lines), without which the panel names the letters alone.
 */
export function panelContent(
  state: GameState,
  letters: readonly LetterOnBoard[],
  t: Translate = translator('en'),
  words: PanelWords = {},
): PanelContent {
  const active = state.players[state.turn.player];
  const step = state.turn.step;
  // Names as the font can draw them: characters it lacks (emoji, CJK) are left out, never empty boxes.
  const activeName = drawableText(active?.name ?? '?');
  let status: string;
  let tile: PanelTile = { kind: 'none' };
  // The drawn tile is no longer in the supply; count it as still to play.
  // as the app counts them (src/app/describe.ts tilesLeft): the supply, the river's queue, the drawn tile
  const tilesLeft =
    state.supply.length + (state.queue?.length ?? 0) + (step === 'placeTile' && state.turn.tile ? 1 : 0);
  if (step === 'ended') {
    const best = Math.max(...state.players.map((p) => p.score));
    const winners = state.players.filter((p) => p.score === best).map((p) => drawableText(p.name));
    status = t('panel.winners', { count: winners.length, winners, best });
  } else if (step === 'placeTile') {
    status = t('panel.place-tile', { player: activeName });
    if (state.turn.tile) {
      const type = tileType(state.turn.tile);
      tile = { kind: 'drawn', rotations: ([0, 90, 180, 270] as const).map((r) => orientedTile(type, r)) };
    }
  } else if (step === 'decide') {
    const decision = pendingDecision(state);
    const decider = state.players.find((p) => p.id === decision?.player);
    status = decision
      ? t('prompt.decide', { player: drawableText(decider?.name ?? '?'), question: words.question ?? '' })
      : '';
    const at = state.turn.placed;
    const placed = at ? tileAt(state.board, at.x, at.y) : undefined;
    if (placed) tile = { kind: 'placed', tile: orientedOf(placed), letters: [] };
  } else {
    status = figureStatus(activeName, letters, t);
    const at = state.turn.placed;
    const placed = at ? tileAt(state.board, at.x, at.y) : undefined;
    if (placed) tile = { kind: 'placed', tile: orientedOf(placed), letters: [...letters], ...partnerOf(state) };
  }
  return {
    title: step === 'ended' ? t('panel.over') : t('panel.turn', { turn: state.turn.number }),
    status,
    labels: {
      tileRotations: t('panel.tile-rotations'),
      // while a module's question waits, the close-up shows the tile placed without figure spots
      figureSpots: t(step === 'decide' ? 'panel.tile-placed' : 'panel.figure-spots'),
      player: t('panel.player'),
      figuresScore: t('panel.figures-score'),
      tilesLeft: t('panel.tiles-left', { count: tilesLeft }),
      spots: letters.map((spot, i) => words.spotLines?.[i] ?? spot.letter),
    },
    tile,
    players: state.players.map((p) => ({
      name: drawableText(p.name),
      color: p.color,
      score: p.score,
      supply: Object.entries(p.supply),
      tokens: Object.entries(playerTokens(state, p.id)).filter(([, n]) => n > 0),
      // the player the game waits for: the active one, or whoever must answer a decision
      active: step !== 'ended' && p.id === decidingPlayer(state),
      lines: playerLines(state, p.id, t),
    })),
    tilesLeft,
    gameLines: gameLines(state, t),
    options: state.options,
  };
}
