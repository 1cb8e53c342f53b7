// The acrobats (classic-and-all-expansions.md §40 "Acrobat tiles"; order of play 2B-1 (c)): instead of a
// follower on the new tile, a normal follower joins the pyramid of an acrobat tile that is that tile or one
// of the 8 around it; or a pyramid of three acrobats is scored, 5 a follower, and its acrobats go home.
import { tileAt, tilesWhere } from '../../engine/board';
import { figureAtRefusal } from '../../engine/figures';
import { surrounding } from '../../engine/geometry';
import { returnFigure } from '../../engine/module-state';
import type { ActionChoice, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import type { Figure, GameState, PlacedTile, Position, Refusal } from '../../engine/types';
import { BIG_TOP, isAcrobatTile, PYRAMID_FEATURE } from './tiles';

export const PLACE_ACROBAT = 'acrobat';
export const SCORE_PYRAMID = 'score-pyramid';
/** Only a normal follower may be an acrobat (§40 interactions). */
export const ACROBAT_FIGURE = 'meeple';
export const PYRAMID_SIZE = 3;
export const ACROBAT_POINTS = 5;

/** Whether a figure stands in a pyramid (on an acrobat tile's acrobat spaces). */
export function isAcrobat(state: GameState, figure: Figure): boolean {
  if (figure.feature !== PYRAMID_FEATURE) return false;
  const placed = tileAt(state.board, figure.x, figure.y);
  return !!placed && isAcrobatTile(placed.tile);
}

/** The acrobats of the pyramid at `at`, in the order they joined it. */
export const pyramidAt = (state: GameState, at: Position): Figure[] =>
  state.figures.filter((f) => f.x === at.x && f.y === at.y && isAcrobat(state, f));

const isAcrobatPlaced = (placed: PlacedTile) => isAcrobatTile(placed.tile);

/** The acrobat tiles on the board: few, and none on most boards (asked every figure step). */
const acrobatTiles = (state: GameState) => tilesWhere(state.board, isAcrobatPlaced);

/** The item of a short list lying at (x, y). */
function lyingAt<T extends Position>(list: readonly T[], x: number, y: number): T | undefined {
  for (const item of list) if (item.x === x && item.y === y) return item;
  return undefined;
}

/** Every pyramid with acrobats on the board, by its tile. */
export function pyramids(state: GameState): (Position & { acrobats: Figure[] })[] {
  const tiles = acrobatTiles(state);
  const found: (Position & { acrobats: Figure[] })[] = [];
  if (!tiles.length) return found;
  for (const figure of state.figures) {
    // isAcrobat, asked of the few acrobat tiles rather than of the board
    if (figure.feature !== PYRAMID_FEATURE || !lyingAt(tiles, figure.x, figure.y)) continue;
    const pyramid = lyingAt(found, figure.x, figure.y);
    if (pyramid) pyramid.acrobats.push(figure);
    else found.push({ x: figure.x, y: figure.y, acrobats: [figure] });
  }
  return found;
}

const activePlayer = (state: GameState) => state.players[state.turn.player];

/** Whether an acrobat tile lies on the tile at `at` or one of the 8 around it. */
function acrobatTileNear(state: GameState, at: Position): boolean {
  for (const placed of acrobatTiles(state))
    if (Math.abs(placed.x - at.x) <= 1 && Math.abs(placed.y - at.y) <= 1) return true;
  return false;
}

/** The pyramids the active player's follower may join now: on the tile just placed or around it, not full. */
function joinable(state: GameState, rules: Rules): Position[] {
  const at = state.turn.placed;
  const player = activePlayer(state);
  if (!at || !player || (player.supply[ACROBAT_FIGURE] ?? 0) < 1 || !acrobatTileNear(state, at)) return [];
  return [at, ...surrounding(at)].filter((p) => {
    const placed = tileAt(state.board, p.x, p.y);
    if (!placed || !isAcrobatTile(placed.tile)) return false;
    if (pyramidAt(state, p).length >= PYRAMID_SIZE) return false;
    return !figureAtRefusal(state, rules, p, ACROBAT_FIGURE, player.id);
  });
}

/** Offered in the figure step instead of a figure: join a pyramid nearby, or score any complete pyramid. */
export function acrobatActions(state: GameState, rules: Rules): ActionChoice[] {
  if (state.turn.step !== 'placeFigure') return [];
  const join = joinable(state, rules).map(
    (p): ActionChoice => ({
      action: PLACE_ACROBAT,
      args: { x: p.x, y: p.y },
      params: { x: p.x, y: p.y, count: pyramidAt(state, p).length + 1 },
      at: { ...p, feature: PYRAMID_FEATURE },
    }),
  );
  const score = pyramids(state)
    .filter((p) => p.acrobats.length >= PYRAMID_SIZE)
    .map(
      (p): ActionChoice => ({
        action: SCORE_PYRAMID,
        args: { x: p.x, y: p.y },
        params: { x: p.x, y: p.y, points: p.acrobats.length * ACROBAT_POINTS },
        at: { x: p.x, y: p.y, feature: PYRAMID_FEATURE },
      }),
    );
  return [...join, ...score];
}

/** Each acrobat of a pyramid scores 5 for its owner (one payment a player), then they all go home. */
export function scorePyramid(draft: GameState, ctx: TurnContext, at: Position, final: boolean) {
  const acrobats = pyramidAt(draft, at);
  const byPlayer = new Map<string, number>();
  for (const acrobat of acrobats) byPlayer.set(acrobat.player, (byPlayer.get(acrobat.player) ?? 0) + 1);
  for (const [player, count] of byPlayer) {
    ctx.award({
      player,
      points: count * ACROBAT_POINTS,
      source: {
        module: BIG_TOP,
        why: final ? 'acrobats-final' : 'acrobats',
        params: { count, each: ACROBAT_POINTS, x: at.x, y: at.y },
        robbable: true,
      },
    });
  }
  for (const acrobat of acrobats) returnFigure(draft, acrobat, ctx.events);
}

export function applyAcrobatAction(draft: GameState, choice: ActionChoice, ctx: TurnContext): Refusal | null {
  if (choice.action !== PLACE_ACROBAT && choice.action !== SCORE_PYRAMID) return null;
  const at = { x: Number(choice.args?.x), y: Number(choice.args?.y) };
  if (choice.action === SCORE_PYRAMID) {
    if (pyramidAt(draft, at).length < PYRAMID_SIZE) return { why: 'big-top.pyramid-incomplete' };
    ctx.events.push({ type: 'expansion', module: BIG_TOP, what: 'pyramid', data: { ...at } });
    scorePyramid(draft, ctx, at, false);
    return null;
  }
  const player = activePlayer(draft);
  if (!player) return { why: 'big-top.no-pyramid-here' };
  const placed = ctx.placeFigure(
    { player: player.id, kind: ACROBAT_FIGURE, at: { ...at, feature: PYRAMID_FEATURE } },
    { by: BIG_TOP },
  );
  return placed ? null : { why: 'big-top.no-pyramid-here' };
}
