// Whether a feature's cover (polygons, thick lines, a disc) contains a point of the unit tile, with
// bounding boxes so most cells skip the exact test.
import type { Cover } from '../art/feature-art';
import { distanceToPolylines, insidePolygons } from '../geometry/hit-test';
import { distance, type Point } from '../geometry/point';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function boxOf(lines: readonly Point[][], grow: number): Box {
  const points = lines.flat();
  return {
    left: Math.min(...points.map((p) => p.x)) - grow,
    top: Math.min(...points.map((p) => p.y)) - grow,
    right: Math.max(...points.map((p) => p.x)) + grow,
    bottom: Math.max(...points.map((p) => p.y)) + grow,
  };
}

const inBox = (b: Box, p: Point) => p.x >= b.left && p.x <= b.right && p.y >= b.top && p.y <= b.bottom;

/** A test of whether a cover contains a point, with bounding boxes to skip the exact test cheaply. */
export function coverTest(cover: Cover): (p: Point) => boolean {
  const { polygons, lines, disc } = cover;
  const polygonBox = polygons && boxOf(polygons, 0);
  const lineBox = lines && boxOf(lines.polylines, lines.width / 2);
  return (p) => {
    if (polygons && polygonBox && inBox(polygonBox, p) && insidePolygons(p, polygons)) return true;
    if (lines && lineBox && inBox(lineBox, p) && distanceToPolylines(p, lines.polylines) <= lines.width / 2)
      return true;
    return !!disc && distance(p, disc.centre) <= disc.radius;
  };
}
