// Farmers: followers lie on fields and score 3 per completed city each field borders, at the end only.

import { completedCitiesBordering } from '../../engine/fields';
import type { RuleModule } from '../../engine/modules/module';

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
