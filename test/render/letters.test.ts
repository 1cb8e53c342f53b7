// Figure-spot letters never overlap one another, on any tile type in any rotation, even when every
// feature of the tile is offered (crossroads, gardens, the many-spot tiles of the expansions).
import { describe, expect, it } from 'vitest';
import { featureAnchor, LETTER_RADIUS, letterPositions } from '../../render';
import { allTileTypes, orientedTile } from '../../src/engine';

describe('figure-spot letters', () => {
  it('are drawn as disjoint badges inside the tile for every tile type and rotation', () => {
    let crowded = 0;
    for (const type of allTileTypes())
      for (const rotation of [0, 90, 180, 270] as const) {
        const tile = orientedTile(type, rotation);
        const anchors = type.features.map((_, i) => featureAnchor(tile, i));
        const at = letterPositions(anchors, LETTER_RADIUS);
        if (
          anchors.some((a, i) => anchors.some((b, j) => j > i && Math.hypot(a.x - b.x, a.y - b.y) < 2 * LETTER_RADIUS))
        )
          crowded++;
        for (let i = 0; i < at.length; i++) {
          const a = at[i]!;
          expect(Math.min(a.x, a.y, 1 - a.x, 1 - a.y), `${type.id}@${rotation} ${i}`).toBeGreaterThanOrEqual(
            LETTER_RADIUS - 1e-9,
          );
          for (let j = i + 1; j < at.length; j++) {
            const b = at[j]!;
            expect(Math.hypot(a.x - b.x, a.y - b.y), `${type.id}@${rotation} ${i}/${j}`).toBeGreaterThanOrEqual(
              2 * LETTER_RADIUS,
            );
          }
        }
      }
    // The anchors alone would overlap on many tiles: the test checks the pushing apart, not luck.
    expect(crowded).toBeGreaterThan(10);
  });
});
