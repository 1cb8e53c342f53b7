// Figures do not hide the tile: a monk stands beside its church, not on it.
import { describe, expect, it } from 'vitest';
import { featureAnchor } from '../../render';
import { churchBox } from '../../render/art/features/monastery';
import { FIGURE_SIZE } from '../../render/board/draw-figures';
import { allTileTypes, orientedTile } from '../../src/engine';

describe('figures on the art', () => {
  it('leaves at least three quarters of a monastery church in sight under its monk', () => {
    const church = churchBox();
    const churchArea = (church.right - church.left) * (church.bottom - church.top);
    let monasteries = 0;
    for (const type of allTileTypes())
      type.features.forEach((feature, index) => {
        if (feature.kind !== 'monastery') return;
        monasteries++;
        const at = featureAnchor(orientedTile(type, 0), index);
        const half = FIGURE_SIZE / 2;
        const w = Math.max(0, Math.min(church.right, at.x + half) - Math.max(church.left, at.x - half));
        const h = Math.max(0, Math.min(church.bottom, at.y + half) - Math.max(church.top, at.y - half));
        expect((w * h) / churchArea, type.id).toBeLessThan(0.25);
      });
    expect(monasteries).toBeGreaterThan(2);
  });
});
