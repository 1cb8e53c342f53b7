// Lookups in the union-find forest of feature nodes (no path compression: the state is immutable).
import type { FeatureNode } from './types';

export function find(nodes: readonly FeatureNode[], id: number): number {
  let root = id;
  while ((nodes[root] as FeatureNode).parent !== root) root = (nodes[root] as FeatureNode).parent;
  return root;
}

export const rootNode = (nodes: readonly FeatureNode[], id: number) => nodes[find(nodes, id)] as FeatureNode;
