// A bazaar's bid questions (open, raise, settle) are answered with amounts: the turn post carries, under the
// board, the picture of the tile under auction, titled with its number in the game's language. Drawn by
// the real renderer.
import { describe, expect, it } from 'vitest';
import { runRenderJob } from '../../render/render-jobs';
import { boardImage } from '../../src/bot/board-image';
import { turnPost } from '../../src/bot/messages';
import { applyMove, type GameState, legalMoves, type Move } from '../../src/engine';
import { installEveryExpansion } from '../../src/expansions';
import { accepted, placeTile, players, scriptedGame } from '../engine/support/scripted-game';
import { recordOf } from '../support/decision-samples';

installEveryExpansion();

const act = (state: GameState, player: string, move: Move) => accepted(applyMove(state, player, move)).state;

/** Red's bazaar reveals U, BCB11 and B; blue puts tile 2 (BCB11) up for auction. */
function auction(): GameState {
  const start = scriptedGame({
    players: players('red', 'blue', 'green'),
    expansions: ['bridges-castles-bazaars'],
    options: { unlimitedTiles: true },
  });
  let state = placeTile(start, { player: 'red', tile: 'BCB6', at: [0, 1], rotation: 0 }).state;
  // the bridge the tile may offer is declined
  while (state.turn.step === 'decide') state = act(state, state.turn.decisions?.[0]?.player ?? '', { type: 'pass' });
  state = act(state, 'red', { type: 'pass', draw: 'U,BCB11,B' });
  return act(state, 'blue', { type: 'action', action: 'bazaar-tile', args: { tile: 'BCB11' } });
}

describe('the lot on a bid question', () => {
  it('posts the tile under auction under the board, titled with its number', async () => {
    let state = auction();
    const kinds: string[] = [];
    for (const [player, move] of [
      ['blue', { type: 'action', action: 'bazaar-bid', args: { points: 1 } }],
      ['green', { type: 'action', action: 'bazaar-bid', args: { points: 2 } }],
      ['red', { type: 'pass' }],
      ['', undefined],
    ] as const) {
      const legal = legalMoves(state);
      if (legal.step !== 'decide') throw new Error('a question');
      kinds.push(legal.decision.kind);
      for (const [locale, title] of [
        ['en', 'The tile in question: tile 2'],
        ['bg', 'Плочката, за която е въпросът: № 2'],
      ] as const) {
        const image = await boardImage(runRenderJob, state, { locale });
        const post = turnPost(recordOf(state, locale), image, { ping: false });
        const embeds = post.embeds.map((e) => e.toJSON());
        expect(embeds.map((e) => e.image?.url)).toEqual(['attachment://board.png', 'attachment://tiles.png']);
        expect(embeds[1]?.title).toBe(title);
        expect(post.files).toHaveLength(2);
      }
      if (move) state = act(state, player, move as Move);
    }
    expect(kinds).toEqual(['bazaar-open', 'bazaar-raise', 'bazaar-raise', 'bazaar-settle']);
  }, 60_000);
});
