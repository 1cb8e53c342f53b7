// Abbey & Mayor: 12 land tiles, written from the reference facts in
// shared/reference/jcz-tile-definitions/abbey_and_mayor.xml, and the abbey tile each player keeps.
// Our ids number the types in the reference file's order (AM1–AM12); AM10G is the later edition's copy
// of AM10 with a garden (set abbey-and-mayor:2). The abbey (AMA, reference "AM.A") is not in the file:
// JCloisterZone makes it in code; it is all abbey, with walls for edges (TileType.walled).
//
// Tiles worth a second look:
// - AM2 two city parts crossing apart (north–south with a pennant, west–east) and two small fields
//   between them, each bordering both;
// - AM3 the pennant city's part ends in a field (the south field borders both cities);
// - AM11 the well: one road running on in three directions, complete only when all three ends are;
// - AM12 the road passes under the city in a tunnel: road and city stay apart; with tunnel tokens in
//   play (fn 123) it is played as AM12P, whose two road halves end at tunnel portals under the city.
import { asTunnelPortals, city, defineTile, field, garden, monastery, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

export const ABBEY_TILE = 'AMA';

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, 'abbey-mayor', features);

const ALL_HALVES = 'NL NR EL ER SL SR WL WR';

/** AM12 as played when tunnel tokens pair portals (fn 123): its id. */
const AM12_AS_PORTALS = 'AM12P';
/** AM12 as printed: its road runs on under the city. */
const AM12_PRINTED = tile('AM12', 'AM/CRcr+', [
  city('W E', 1),
  road('N S', { tunnel: true }),
  field('SL SR', 'W'),
  field('NL', 'W'),
  field('NR', 'W'),
]);

export const AM_TILES: TileType[] = [
  tile('AM1', 'AM/C++', [city('N E S W', 2)]),
  tile('AM2', 'AM/CCcc+', [city('N S', 1), city('W E'), field('inner', 'N W'), field('inner', 'N W')]),
  tile('AM3', 'AM/CCc+', [city('N', 1), city('W E'), field('inner', 'N W'), field('SL SR', 'N W')]),
  tile('AM4', 'AM/CCRR', [
    city('N'),
    city('W'),
    road('E'),
    road('S'),
    field('EL', 'N'),
    field('SR', 'W'),
    field('ER SL', 'N W'),
  ]),
  tile('AM5', 'AM/LRRRR', [
    monastery(),
    road('N'),
    road('W'),
    road('S'),
    road('E'),
    field('WR NL'),
    field('NR EL'),
    field('ER SL'),
    field('SR WL'),
  ]),
  tile('AM6', 'AM/RC', [city('N'), road('W'), field('WR', 'N'), field('EL ER SL SR WL', 'N')]),
  tile('AM7', 'AM/CRr', [city('N'), road('S E'), field('WL WR SR', 'N'), field('EL', 'N'), field('ER SL')]),
  tile('AM8', 'AM/RrC', [city('N'), road('W S'), field('EL ER SL', 'N'), field('WR', 'N'), field('SR WL')]),
  tile('AM9', 'AM/C!+', [city('W', 1), field('NL NR', 'W'), field('EL ER', 'W'), field('SL SR', 'W')]),
  tile('AM10', 'AM/R', [road('S'), field(ALL_HALVES)]),
  tile('AM10G', 'AM/RG', [garden(), road('S'), field(ALL_HALVES)]),
  tile('AM11', 'AM/Rrr', [road('N W E', { well: true }), field('WR NL'), field('NR EL'), field('ER SL SR WL')]),
  { ...AM12_PRINTED, asPortals: AM12_AS_PORTALS },
  { ...defineTile(ABBEY_TILE, 'AM.A', 'abbey-mayor', [monastery()], { abbey: true }), walled: true },
];

/** fn 123: AM12 as played where a module pairs open ends itself (the Tunnel's tokens); never in a set. */
export const AM12_PORTALS: TileType = asTunnelPortals(AM12_PRINTED, AM12_AS_PORTALS);

const LAND = AM_TILES.filter((t) => t.id !== ABBEY_TILE && t.id !== 'AM10G');

/** One copy of each land tile (set abbey-and-mayor:1); the abbeys are the players' own, never drawn. */
export const AM_SET: Record<string, number> = Object.fromEntries(LAND.map((t) => [t.id, 1]));

/** The later edition (abbey-and-mayor:2): AM10 with a garden. */
export const AM_GARDEN_SET: Record<string, number> = Object.fromEntries(
  LAND.map((t) => [t.id === 'AM10' ? 'AM10G' : t.id, 1]),
);
