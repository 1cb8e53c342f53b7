// The Darmstadt promo: 3 tiles, one of each, written from the reference facts in
// shared/reference/jcz-tile-definitions/darmstadt.xml. The Darmstadtium is a city on all four edges marked
// `darmstadtium` (the reference's extra-points="3"); the two churches (St. Ludwig and St. Mary Magdalene)
// are monasteries marked `church` (the reference's church="true"): placed, occupied and scored like one,
// so every rule for monasteries (the abbot, the big follower, a shrine's challenge ...) holds for them.
// Our ids: DA + the reference's letters.
import { city, defineTile, field, road } from '../../engine/tiles/define';
import type { TileFeature, TileType } from '../../engine/types';

export const DARMSTADTIUM = 'darmstadtium';
export const CHURCH = 'church';

const church = (): TileFeature => ({ kind: 'monastery', marks: { [CHURCH]: true } });

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, 'darmstadt', features);

export const DARMSTADT_TILES: TileType[] = [
  tile('DACCCC', 'DA/Cccc', [city('N W S E', 0, { [DARMSTADTIUM]: true })]),
  // a church with a road ending at it from every side, so four fields
  tile('DALRRRR', 'DA/LRRRR', [
    church(),
    road('N'),
    road('W'),
    road('S'),
    road('E'),
    field('WR NL'),
    field('NR EL'),
    field('ER SL'),
    field('SR WL'),
  ]),
  // a church beside a road bending from the east edge to the south edge
  tile('DALRR', 'DA/LRR', [church(), road('E S'), field('NL NR EL SR WL WR'), field('ER SL')]),
];

export const DARMSTADT_SET: Record<string, number> = Object.fromEntries(DARMSTADT_TILES.map((t) => [t.id, 1]));
