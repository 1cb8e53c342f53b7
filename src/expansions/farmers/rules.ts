// Farmers: followers lie on fields and score 3 per completed city each field borders, at the end only.

import type { FeatureView, RuleModule } from '../../engine/modules/module';
import { find } from '../../engine/union-find';

/**
 * Distinct completed cities bordering a field; a field on the tiles of the city of Carcassonne (marked
 * 'carcassonne') borders that city too, which counts as completed (the Count, compendium fn 42).
 */
export function completedCitiesBordering({ node, state }: FeatureView): number {
  const cities = new Set(node.borders.map((id) => find(state.nodes, id)));
  let completed = node.marks.carcassonne ? 1 : 0;
  for (const city of cities) if (state.nodes[city]?.openEdges === 0) completed++;
  return completed;
}

export const farmersModule: RuleModule = {
  id: 'farmers',
  placements: [{ figure: 'meeple', features: ['field'] }],
  features: [
    {
      kind: 'field',
      isComplete: () => false,
      scoreFinal: (field) => {
        const cities = completedCitiesBordering(field);
        return { points: cities * 3, terms: [{ unit: 'completed-city', count: cities, each: 3 }] };
      },
    },
  ],
};
