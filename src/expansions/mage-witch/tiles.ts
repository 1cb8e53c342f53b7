// Mage & Witch: 8 tiles, each with the magic symbol, written from the reference facts in
// shared/reference/jcz-tile-definitions/mage_and_witch.xml. Our ids number the types in the reference
// file's order (MW1–MW8); MW8G is the later edition's copy of MW8 with a garden (set mage-and-witch:2).
//
// Tiles worth a second look:
// - MW3 three separate city caps: the field at the south-west borders all three, the one at the
//   south-east only the east cap (the road between them ends on the tile);
// - MW4 one city across the tile from west to east, with two road stubs (north and south) that end at it.
import { city, defineTile, field, garden, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

/** The tile-wide symbol that sends the mage or the witch out (TileType.symbols). */
export const MAGIC = 'magic';

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, 'mage-witch', features, { [MAGIC]: true });

export const MW_TILES: TileType[] = [
  tile('MW1', 'MW/CRRR.3', [
    road('E'),
    road('S'),
    road('W'),
    city('N'),
    field('WR EL', 'N'),
    field('WL SR'),
    field('ER SL'),
  ]),
  tile('MW2', 'MW/CcRr.1', [road('E S'), city('N W'), field('EL SR', 'N'), field('ER SL')]),
  tile('MW3', 'MW/CCCR.3', [city('W'), city('N'), city('E'), road('S'), field('SR', 'W N E'), field('SL', 'E')]),
  tile('MW4', 'MW/CRcR', [
    city('E W'),
    road('N'),
    road('S'),
    field('NL', 'W'),
    field('NR', 'W'),
    field('SL', 'W'),
    field('SR', 'W'),
  ]),
  tile('MW5', 'MW/CFC', [city('N'), city('S'), field('WL WR EL ER', 'N S')]),
  tile('MW6', 'MW/CccR.1', [road('S'), city('N W E'), field('SL', 'N'), field('SR', 'N')]),
  tile('MW7', 'MW/CRRr.2', [
    road('E'),
    road('S W'),
    city('N'),
    field('EL', 'N'),
    field('ER SL WR', 'N'),
    field('SR WL'),
  ]),
  tile('MW8', 'MW/CCRr.2', [city('N'), city('W'), road('S E'), field('EL SR', 'N W'), field('ER SL')]),
  tile('MW8G', 'MW/CCRrG', [garden(), city('N'), city('W'), road('S E'), field('EL SR', 'N W'), field('ER SL')]),
];

/** As first published (reference set mage-and-witch:1): 8 tiles, one of each. */
export const MW_SET: Record<string, number> = {
  MW1: 1,
  MW2: 1,
  MW3: 1,
  MW4: 1,
  MW5: 1,
  MW6: 1,
  MW7: 1,
  MW8: 1,
};

/** The later edition (set mage-and-witch:2): the same 8, one of them with a garden. */
export const MW_GARDEN_SET: Record<string, number> = { ...MW_SET, MW8: 0, MW8G: 1 };
