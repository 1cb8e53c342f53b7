// A rule module for tests of decisions, installed beside the expansions by a test's
//   installEveryExpansion([...EXPANSIONS, pollManifest]) (see test/app/decisions.test.ts)
// so the app's handling of decisions is tested apart from any one expansion: after each turn (4A) it asks
// the NEXT player in seat order, not the active one, which bonus they take (1 point, 2 points ...).
// Options: pollChoices (how many answers), pollRequired (whether the question may be declined), pollWorthless
// (every answer pays nothing: no better than declining).
import type { ExpansionManifest } from '../../src/engine/expansion';
import type { RuleModule } from '../../src/engine/modules/module';
import type { GameState } from '../../src/engine/types';

export const POLL = 'poll';

const choiceCount = (state: GameState) => Number(state.options.pollChoices ?? 3);

export const pollModule: RuleModule = {
  id: POLL,
  options: [
    { name: 'pollChoices', description: 'answers offered', values: [3, 30], default: 3 },
    { name: 'pollRequired', description: 'the question cannot be declined', values: [false, true], default: false },
    { name: 'pollWorthless', description: 'every answer pays nothing', values: [false, true], default: false },
  ],
  phases: {
    tileActions: (draft, ctx) => {
      if (!ctx.canAsk) return undefined;
      const next = draft.players[(draft.turn.player + 1) % draft.players.length];
      if (!next) return undefined;
      ctx.ask({ module: POLL, kind: 'bonus', player: next.id, optional: !draft.options.pollRequired });
      return undefined;
    },
  },
  hooks: {
    choices: (state) =>
      Array.from({ length: choiceCount(state) }, (_, i) => ({
        action: 'take',
        args: { points: i + 1 },
        params: { points: i + 1 },
      })),
    decide: (draft, decision, choice, ctx) => {
      if (choice && !draft.options.pollWorthless) {
        const points = Number(choice.args?.points);
        ctx.award({ player: decision.player, points, source: { module: POLL, why: 'bonus' } });
      }
      return null;
    },
  },
};

/** The test module as an expansion's manifest: rules only. */
export const pollManifest: ExpansionManifest = { id: POLL, module: pollModule };
