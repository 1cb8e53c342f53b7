// What must hold of the goods across a whole game: the players (and those who left) hold between them
// exactly the goods printed in the finished cities on the board; every finished city's goods were taken
// once, and no token came from nowhere. Goods leave the game with a player who leaves, which no single
// move shows afterwards, so the check follows the game and counts them.

import { orientedOf, placedSquares, resumePoint, tileAt } from '../../engine';
import type { GameInvariant } from '../../engine/expansion';
import { firstOwnFeature } from '../../engine/half-tiles';
import type { Rules } from '../../engine/modules/registry';
import type { GameEvent, GameState } from '../../engine/types';
import { find } from '../../engine/union-find';
import { goodsIn, goodsInFinishedCities } from './rules';
import { GOODS, type Good } from './tiles';

/** Whether the turn's placed tile waits for the score phase (not yet begun) of its turn. */
function notScoredYet(state: GameState, rules: Rules): boolean {
  if (!state.turn.placed || state.turn.step === 'placeTile' || state.turn.step === 'ended') return false;
  const scoreAt = rules.chain.findIndex((link) => link.kind === 'phase' && link.phase === 'score');
  const at = resumePoint(state, rules);
  return at < scoreAt || (at === scoreAt && !state.turn.scoring);
}

/** Goods taken away by players who leave in this move: those they held, and those their tile just won them. */
function goodsLeaving(before: GameState, events: GameEvent[]): Record<Good, number> {
  const leaving = { wine: 0, grain: 0, cloth: 0 };
  for (const event of events) {
    if (event.type !== 'playerRemoved') continue;
    const gone = before.players.find((p) => p.id === event.player);
    const takenNow = events.flatMap((e) =>
      e.type === 'expansion' && e.what === 'goods' && e.data?.player === event.player ? [e.data.goods] : [],
    ) as Record<string, number>[];
    for (const good of GOODS)
      leaving[good] += (gone?.tokens?.[good] ?? 0) + takenNow.reduce((n, g) => n + (g[good] ?? 0), 0);
  }
  return leaving;
}

/**
 * Whether the turn's tile brought a part of the feature: not so for a city the first half of a square
 * closed long ago, whose second half this turn filled (its goods were taken then).
 */
function broughtByTheTile(state: GameState, root: number): boolean {
  for (const { x, y } of placedSquares(state)) {
    const placed = tileAt(state.board, x, y);
    if (!placed) continue;
    for (let feature = firstOwnFeature(state, placed); feature < placed.nodes.length; feature++)
      if (find(state.nodes, placed.nodes[feature] as number) === root) return true;
  }
  return false;
}

const goodsConserved: GameInvariant = () => {
  const gone: Record<Good, number> = { wine: 0, grain: 0, cloth: 0 };
  // the goods printed in finished cities change only with the board and its features: counted again then
  let counted: {
    board: GameState['board'];
    nodes: GameState['nodes'];
    except: string;
    goods: Record<Good, number>;
  } | null = null;
  const printedGoods = (state: GameState, except: readonly string[]) => {
    const key = except.join(' ');
    if (counted?.board !== state.board || counted.nodes !== state.nodes || counted.except !== key) {
      const goods = goodsInFinishedCities(state, except, (root) => !broughtByTheTile(state, root));
      counted = { board: state.board, nodes: state.nodes, except: key, goods };
    }
    return { ...counted.goods };
  };
  return (before, after, events, rules) => {
    const leaving = goodsLeaving(before, events);
    for (const good of GOODS) gone[good] += leaving[good];
    // a city the tile has just closed is scored (and its goods taken) when its turn reaches the score
    // phase: after the figure step, and after any decision before it (a gold tile's ingot ...)
    const pending = notScoredYet(after, rules) ? after.turn.placed : null;
    // a walled tile (an abbey) closes cities beside it, not its own: they wait for the score phase too
    const walled = pending && tileAt(after.board, pending.x, pending.y);
    if (walled && orientedOf(walled).type.walled) return null;
    // both squares of a double tile (a castle of Castles in Germany) may close a city
    const printed = printedGoods(after, pending ? placedSquares(after).map(({ x, y }) => `${x},${y}`) : []);
    // the held feature's completion hooks (goods taken) already ran; it only waits to score
    const waitingRoots = after.turn.step === 'decide' ? (after.turn.scoring ?? []) : [];
    for (const root of waitingRoots.filter((r) => r !== after.turn.scoringHeld)) {
      const waiting = goodsIn(after, root);
      for (const good of GOODS) printed[good] -= waiting[good];
    }
    for (const good of GOODS) {
      const tokens = after.players.map((p) => p.tokens?.[good] ?? 0);
      if (tokens.some((n) => n < 0)) return `a player holds a negative number of ${good} tokens`;
      const held = tokens.reduce((a, b) => a + b, 0) + gone[good];
      if (held !== printed[good])
        return `${good} tokens not conserved: players hold ${held}, finished cities show ${printed[good]}`;
    }
    return null;
  };
};

export const tradersBuildersGameInvariants: readonly GameInvariant[] = [goodsConserved];
