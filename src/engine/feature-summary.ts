// A feature as events report it. Kept apart from scoring so rule modules can use it too (modules may
// not import scoring, which reaches the module registry).
import { parseKey } from './geometry';
import type { FeatureNode, FeatureSummary } from './types';

export function featureSummary(node: FeatureNode): FeatureSummary {
  return { kind: node.kind, tiles: node.tiles.map(parseKey), pennants: node.pennants, marks: node.marks };
}
