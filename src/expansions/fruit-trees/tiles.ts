// Fruit Trees: six tiles, each with a fruit tree standing in a field. The tree is printed on the tile as a
// whole (symbols { fruit-tree: true }), not a feature: no follower stands on it. The rule text names the
// trees (quince, apple, apricot, cherry, plum, elder) but no tile's roads or cities, and the reference
// facts have no Fruit Trees file, so the six layouts below are our reconstruction: base-game landscapes
// with room for a tree in a field (alone, a straight road, a curve, a junction, a city cap, a city cap
// over a road), one of each. Our ids number them (FT1–FT6); refs are ours too, under FT/.
import { city, defineTile, field, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

export const FRUIT_TREES = 'fruit-trees';
export const TREE_SYMBOL = 'fruit-tree';

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, FRUIT_TREES, features, { [TREE_SYMBOL]: true });

export const FRUIT_TREE_TILES: TileType[] = [
  tile('FT1', 'FT/F', [field('NL NR EL ER SL SR WL WR')]),
  tile('FT2', 'FT/RFr', [road('W E'), field('WR NL NR EL'), field('ER SL SR WL')]),
  tile('FT3', 'FT/Rr', [road('W S'), field('WR NL NR EL ER SL'), field('SR WL')]),
  tile('FT4', 'FT/RRR', [road('E'), road('S'), road('W'), field('WR NL NR EL'), field('ER SL'), field('SR WL')]),
  tile('FT5', 'FT/C', [city('N'), field('WL WR SL SR EL ER', 'N')]),
  tile('FT6', 'FT/RCr', [road('W E'), city('N'), field('EL WR', 'N'), field('ER SL SR WL')]),
];

export const FRUIT_TREE_SET: Record<string, number> = Object.fromEntries(FRUIT_TREE_TILES.map((t) => [t.id, 1]));
