// Rotations of a tile that look the same (the crossroads turned 90°, the straight road turned 180°) are one
// choice for a player: the app offers one rotation per distinct look. The engine still lists them all.
import { orientedTile, type Rotation, tileType } from '../engine';

/**
 * What a tile shows lying at a rotation: each feature's kind, the edges and half-edges it touches, its
 * pennants and marks, and the features it borders (by their own description), in a canonical order. Two
 * rotations with the same edge kinds may still differ (which city a field borders), so the whole
 * description is compared, not only the edges.
 */
export function tileLook(tile: string, rotation: Rotation): string {
  const oriented = orientedTile(tileType(tile), rotation);
  const plain = oriented.type.features.map((feature, i) =>
    JSON.stringify([
      feature.kind,
      [...(oriented.edges[i] ?? [])].sort(),
      [...(oriented.halves[i] ?? [])].sort(),
      feature.inner ?? false,
      feature.pennants ?? 0,
      Object.entries(feature.marks ?? {}).sort(([a], [b]) => a.localeCompare(b)),
    ]),
  );
  const described = oriented.type.features.map((feature, i) =>
    JSON.stringify([plain[i], (feature.borders ?? []).map((b) => plain[b] ?? '').sort()]),
  );
  return described.sort().join('|');
}

/** The rotations that look different from each other, keeping the first of each look, in the given order. */
export function distinctRotations(tile: string, rotations: readonly Rotation[]): Rotation[] {
  const seen = new Set<string>();
  return rotations.filter((rotation) => {
    const look = tileLook(tile, rotation);
    if (seen.has(look)) return false;
    seen.add(look);
    return true;
  });
}
