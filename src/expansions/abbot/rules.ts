// The Abbot: one abbot per player, only on a monastery or a garden (a garden takes nobody else); gardens
// score like monasteries; instead of placing a figure a player may recall their abbot and score it now.
// Module files import no catalog or scoring (they import the registry, which imports the modules).
import { tileAt } from '../../engine/board';
import { featureSummary } from '../../engine/feature-summary';
import { cloisterScore, neighboursPresent } from '../../engine/modules/base';
import type { ActionChoice, RuleModule, TurnContext } from '../../engine/modules/module';
import type { Figure, GameState, Refusal } from '../../engine/types';
import { find } from '../../engine/union-find';

export const RECALL_ABBOT = 'recallAbbot';

const activePlayer = (state: GameState) => state.players[state.turn.player];

function abbotOf(state: GameState, player: string): Figure | undefined {
  for (const figure of state.figures) if (figure.kind === 'abbot' && figure.player === player) return figure;
  return undefined;
}

/** Offered in the figure step while the active player's abbot is on the board. */
function recallActions(state: GameState): ActionChoice[] {
  if (state.turn.step !== 'placeFigure') return [];
  const player = activePlayer(state);
  const abbot = player && abbotOf(state, player.id);
  const worth = abbot && abbotWorth(state, abbot);
  if (!worth) return [];
  return [{ action: RECALL_ABBOT, params: { points: worth.score.points } }];
}

/** The feature an abbot stands on and what it would score now. */
function abbotWorth(state: GameState, abbot: Figure) {
  const placed = tileAt(state.board, abbot.x, abbot.y);
  if (!placed) return undefined;
  const root = find(state.nodes, placed.nodes[abbot.feature] as number);
  const node = state.nodes[root];
  return node ? { root, node, score: cloisterScore({ root, node, state }) } : undefined;
}

/** The abbot comes home and scores at once what its monastery or garden is worth now: 1 + tiles around. */
function recallAbbot(draft: GameState, choice: ActionChoice, ctx: TurnContext): Refusal | null {
  if (choice.action !== RECALL_ABBOT) return null;
  const player = activePlayer(draft);
  const abbot = player && abbotOf(draft, player.id);
  const worth = abbot && abbotWorth(draft, abbot);
  if (!player || !abbot || !worth) return { why: 'abbot.none-to-recall' };
  const { root, node, score } = worth;
  draft.figures = draft.figures.filter((f) => f !== abbot);
  draft.players = draft.players.map((p) =>
    p.id === player.id ? { ...p, supply: { ...p.supply, abbot: (p.supply.abbot ?? 0) + 1 } } : p,
  );
  ctx.events.push(
    {
      type: 'scored',
      feature: featureSummary(node),
      final: false,
      points: score.points,
      players: [player.id],
      score: { occasion: 'recalled', terms: score.terms },
    },
    { type: 'figureReturned', player: player.id, figure: 'abbot', x: abbot.x, y: abbot.y },
  );
  ctx.award({ player: player.id, points: score.points, source: { feature: root, final: false } });
  return null;
}

export const abbotModule: RuleModule = {
  id: 'abbot',
  // the gardens are printed on the later edition's base tiles (and river tile), so play with those
  presetOptions: { tileSet: 'gardens' },
  figures: [{ id: 'abbot', perPlayer: 1, weight: 1 }],
  // a follower may not go on a garden: only the abbot is listed for it
  placements: [{ figure: 'abbot', features: ['monastery', 'garden'] }],
  features: [
    {
      kind: 'garden',
      isComplete: (f) => neighboursPresent(f) === 8,
      completedByNeighbours: true,
      scoreCompleted: cloisterScore,
      scoreFinal: cloisterScore,
    },
  ],
  figureActions: [RECALL_ABBOT],
  hooks: { actions: recallActions, applyAction: recallAbbot },
};
