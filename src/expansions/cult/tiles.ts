// The Cult Place: 5 shrine tiles, one of each, written from the reference facts in
// shared/reference/jcz-tile-definitions/cult.xml (set cult/5, the box's five; the sixth tile of set
// cult/6, CU/SRCR, came later and is not in the sources). Our ids number them in the reference file's
// order (CU1–CU5). A shrine is a monastery marked `shrine` (marks { shrine: true }): it is placed, occupied
// and scored like one, so every rule for monasteries (the abbot, the big follower ...) holds for it.
//
// Tiles worth a second look: CU3 a road ending at the shrine from the south; CU5 two roads ending at it,
// north and south, splitting the field in two.

import { city, defineTile, field, road } from '../../engine/tiles/define';
import type { TileFeature, TileType } from '../../engine/types';

export const SHRINE = 'shrine';

const shrine = (): TileFeature => ({ kind: 'monastery', marks: { [SHRINE]: true } });

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, 'cult', features);

export const CULT_TILES: TileType[] = [
  tile('CU1', 'CU/S', [shrine(), field('NL NR SL SR WL WR EL ER')]),
  tile('CU2', 'CU/SC', [shrine(), city('N'), field('SL SR WL WR EL ER', 'N')]),
  tile('CU3', 'CU/SR', [shrine(), road('S'), field('NL NR SL SR WL WR EL ER')]),
  tile('CU4', 'CU/SCFR', [shrine(), city('N'), road('S'), field('SL SR WL WR EL ER', 'N')]),
  tile('CU5', 'CU/SRFR', [shrine(), road('N'), road('S'), field('NL WL WR SR'), field('NR EL ER SL')]),
];

export const CULT_SET: Record<string, number> = Object.fromEntries(CULT_TILES.map((t) => [t.id, 1]));
