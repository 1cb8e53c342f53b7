// Fields, as the base game's tiles print them: what a field borders. Shared by every expansion that
// scores fields (farmers, the pig, the barn, the River II's pig herd), so none imports another's rules.
import type { FeatureView } from './modules/module';
import type { Rules } from './modules/registry';
import { find } from './union-find';

/**
 * The mark of a field that borders a walled city drawn on a start of several tiles, which is no city
 * feature (nobody builds on it) but counts as one completed city for the fields along its wall (Leipzig).
 */
export const COMPLETED_CITY_MARK = 'completed-city';

/**
 * Distinct completed cities bordering a field; a field on the tiles of the city of Carcassonne (marked
 * 'carcassonne') borders that city too, which counts as completed (the Count, compendium fn 42), and so
 * does one marked COMPLETED_CITY_MARK.
 */
export function completedCitiesBordering({ node, state }: FeatureView): number {
  const cities = new Set(node.borders.map((id) => find(state.nodes, id)));
  let completed = node.marks.carcassonne ? 1 : 0;
  if (node.marks[COMPLETED_CITY_MARK]) completed++;
  for (const city of cities) if (state.nodes[city]?.openEdges === 0) completed++;
  return completed;
}

/** Completed cities a field's farmer is paid for one by one (the famine), with each module's say (castles). */
export function citiesPaidPerFarmer(field: FeatureView, rules: Rules): number {
  return rules.hooks.citiesForFarmers.reduce((n, hook) => n + hook.run(field), completedCitiesBordering(field));
}
