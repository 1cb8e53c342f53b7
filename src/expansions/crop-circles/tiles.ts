// Crop Circles I and II: six tiles each, written from the reference facts in
// shared/reference/jcz-tile-definitions/corn_circles.xml (tile sets corn-circles/1 and corn-circles/2).
// Each tile carries one crop circle (the tile symbol cropCircle): a pitchfork (the reference's Farm),
// a club (Road) or a shield (City). The circle ends the roads that run into it and parts the fields
// around it, as the tiles' features already say; no figure stands on it.
//
// Our ids: CC1–CC6 are Crop Circles I, CC7–CC12 Crop Circles II, in the reference file's order.
// Worth a second look: CC6 (CC.1/RRR) has three road ends at the circle, not a junction the roads meet at.

import { city, defineTile, field, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

export const CROP_CIRCLES_MODULE = 'crop-circles';

/** The three crop circles, by the followers they call: farmers, highwaymen, knights. */
export type CropCircle = 'pitchfork' | 'club' | 'shield';

/**
 * The tile symbol `cropCircle`'s value for a round circle whose placer chooses its shape (a joker: the
 * Halflings' half tile, §35 fn 274); tiles of other sets may print it.
 */
export const JOKER = 'joker';

/** The feature kind whose followers each crop circle calls. */
export const CIRCLE_FEATURE: Record<CropCircle, string> = { pitchfork: 'field', club: 'road', shield: 'city' };

const tile = (id: string, ref: string, circle: CropCircle, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, CROP_CIRCLES_MODULE, features, { cropCircle: circle });

export const CROP_CIRCLE_TILES: TileType[] = [
  tile('CC1', 'CC.1/Cc.1', 'shield', [city('N W'), field('SL SR EL ER', 'N')]),
  tile('CC2', 'CC.1/CC.2', 'shield', [city('N'), city('E'), field('SL SR WL WR', 'N E')]),
  tile('CC3', 'CC.1/CR', 'pitchfork', [city('N'), road('E'), field('WL WR SL SR EL ER', 'N')]),
  tile('CC4', 'CC.1/Rr', 'club', [road('W S'), field('WR NL NR EL ER SL'), field('SR WL')]),
  tile('CC5', 'CC.1/RrC', 'pitchfork', [road('S W'), city('N'), field('WR EL ER SL', 'N'), field('WL SR')]),
  tile('CC6', 'CC.1/RRR', 'club', [
    road('N'),
    road('W'),
    road('S'),
    field('NR EL ER SL'),
    field('SR WL'),
    field('WR NL'),
  ]),
  tile('CC7', 'CC.2/RRr', 'club', [road('W S'), road('E'), field('WR NL NR EL'), field('ER SL'), field('SR WL')]),
  tile('CC8', 'CC.2/RRRr', 'club', [
    road('W S'),
    road('N'),
    road('E'),
    field('WR NL ER SL'),
    field('NR EL'),
    field('SR WL'),
  ]),
  tile('CC9', 'CC.2/CFR', 'pitchfork', [city('N'), road('S'), field('WR WL SL SR EL ER', 'N')]),
  tile('CC10', 'CC.2/RCR', 'pitchfork', [city('N'), road('W'), road('E'), field('WR EL', 'N'), field('ER SL SR WL')]),
  tile('CC11', 'CC.2/CFC', 'shield', [city('N'), city('S'), field('WL WR', 'N S'), field('EL ER', 'N S')]),
  tile('CC12', 'CC.2/CcCc', 'shield', [city('W N'), city('E S')]),
];

/** Which crop-circle tiles a game plays (option cropCircleTiles): the Big Box's six, the later six, or both. */
export const CROP_CIRCLE_SETS: Record<string, string[]> = {
  I: ['CC1', 'CC2', 'CC3', 'CC4', 'CC5', 'CC6'],
  II: ['CC7', 'CC8', 'CC9', 'CC10', 'CC11', 'CC12'],
  'I+II': CROP_CIRCLE_TILES.map((t) => t.id),
};
