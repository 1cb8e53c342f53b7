// Princess & Dragon: 30 tiles, each with one tile-wide symbol (volcano, dragon, magic portal or princess),
// written from the reference facts in shared/reference/jcz-tile-definitions/princess_and_dragon.xml. Our
// ids number the types in the reference file's order (PD1–PD29); PD4G and PD20G are the later edition's
// copies of PD4 and PD20 with a garden (set princess-and-dragon:2).
//
// Tiles worth a second look:
// - PD25 the tunnel: the road runs north–south under the city that crosses the tile west–east, and is
//   not divided; each field (north, south) lies whole on its side of the city; with tunnel tokens in play
//   (fn 67) it is played as PD25P, whose two road halves end at tunnel portals under the city;
// - PD13 the monastery inside a city: the monastery and the city are two features, so a monk and a
//   knight may both stand on the tile;
// - PD10 a princess city cap on the north beside a separate pennant city on the east and south.
import { asTunnelPortals, city, defineTile, field, garden, monastery, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

export const PRINCESS_DRAGON = 'princess-dragon';

/** The tile-wide symbols (TileType.symbols): each tile carries exactly one. */
export const VOLCANO = 'volcano';
export const DRAGON = 'dragon';
export const PORTAL = 'portal';
export const PRINCESS = 'princess';
export type PdSymbol = typeof VOLCANO | typeof DRAGON | typeof PORTAL | typeof PRINCESS;

/** The city part a princess stands in (a feature mark). */
const princessCity = (edges: string) => city(edges, 0, { [PRINCESS]: true });

const tile = (id: string, ref: string, symbol: PdSymbol, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, PRINCESS_DRAGON, features, { [symbol]: true });

const threeRoads = () => [road('E'), road('S'), road('W'), field('WR NL NR EL'), field('ER SL'), field('SR WL')];
const cityCap = () => [city('N'), field('EL ER SL SR WL WR', 'N')];
const curve = () => [road('W S'), field('WR NL NR EL ER SL'), field('SR WL')];
const straight = () => [road('W E'), field('WR NL NR EL'), field('WL SL SR ER')];
const cityCorner = (c = city('N W')) => [c, field('SL SR EL ER', 'N')];
const cornerWithRoad = (c = city('N W')) => [road('E S'), c, field('EL SR', 'N'), field('ER SL')];
const capWithCurve = () => [road('S W'), city('N'), field('WR EL ER SL', 'N'), field('WL SR')];
const capWithTurn = () => [road('E S'), city('N'), field('EL WL WR SR', 'N'), field('ER SL')];

/** PD25 as played when tunnel tokens pair portals (fn 67): its id. */
const PD25_AS_PORTALS = 'PD25P';
/** PD25 as printed: its road runs on under the city. */
const PD25_PRINTED = tile('PD25', 'DG/CRcr.d', DRAGON, [
  city('E W'),
  road('N S', { tunnel: true }),
  field('NL NR', 'W'),
  field('SL SR', 'W'),
]);

export const PD_TILES: TileType[] = [
  tile('PD1', 'DG/F.v', VOLCANO, [field('NL NR EL ER SL SR WL WR')]),
  tile('PD2', 'DG/RrRr.g', PORTAL, [road('N W'), road('S E'), field('NL WR'), field('SL ER'), field('NR EL SR WL')]),
  tile('PD3', 'DG/R.v', VOLCANO, [road('S'), field('NL NR EL ER SL SR WL WR')]),
  tile('PD4', 'DG/C.d', DRAGON, cityCap()),
  tile('PD4G', 'DG/C.dG', DRAGON, [garden(), ...cityCap()]),
  tile('PD5', 'DG/C.v', VOLCANO, cityCap()),
  tile('PD6', 'DG/LRRR.d', DRAGON, [monastery(), ...threeRoads()]),
  tile('PD7', 'DG/RRR.d', DRAGON, threeRoads()),
  tile('PD8', 'DG/RRR.g', PORTAL, threeRoads()),
  tile('PD9', 'DG/CRRR.p', PRINCESS, [
    road('E'),
    road('S'),
    road('W'),
    princessCity('N'),
    field('WR EL', 'N'),
    field('WL SR'),
    field('ER SL'),
  ]),
  tile('PD10', 'DG/CCc+.p', PRINCESS, [princessCity('N'), city('E S', 1), field('WL WR', 'N'), field('inner', 'N S')]),
  tile('PD11', 'DG/Ccc.p', PRINCESS, [princessCity('N E W'), field('SL SR', 'N')]),
  tile('PD12', 'DG/Ccc+.g', PORTAL, [city('N E W', 1), field('SL SR', 'N')]),
  tile('PD13', 'DG/LCcc.d', DRAGON, [monastery(), city('N E W'), field('SL SR', 'N')]),
  tile('PD14', 'DG/Rr.d', DRAGON, curve()),
  tile('PD15', 'DG/Rr.v', VOLCANO, curve()),
  tile('PD16', 'DG/RFr.d', DRAGON, straight()),
  tile('PD17', 'DG/RFr.v', VOLCANO, straight()),
  tile('PD18', 'DG/Cc!.p', PRINCESS, [princessCity('N W'), field('EL ER', 'N'), field('SL SR', 'N')]),
  tile('PD19', 'DG/Cc.d', DRAGON, cityCorner()),
  tile('PD20', 'DG/Cc.p', PRINCESS, cityCorner(princessCity('N W'))),
  tile('PD20G', 'DG/Cc.pG', PRINCESS, [garden(), ...cityCorner(princessCity('N W'))]),
  tile('PD21', 'DG/CC.v', VOLCANO, [city('E'), city('N'), field('WL WR SL SR', 'N E')]),
  tile('PD22', 'DG/CFc+.d', DRAGON, [city('W E', 1), field('NL NR', 'W'), field('SL SR', 'W')]),
  tile('PD23', 'DG/CcRr.p', PRINCESS, cornerWithRoad(princessCity('N W'))),
  tile('PD24', 'DG/CcRr.g', PORTAL, cornerWithRoad()),
  { ...PD25_PRINTED, asPortals: PD25_AS_PORTALS },
  tile('PD26', 'DG/RrC.d', DRAGON, capWithCurve()),
  tile('PD27', 'DG/RrC.g', PORTAL, capWithCurve()),
  tile('PD28', 'DG/CRr.d', DRAGON, capWithTurn()),
  tile('PD29', 'DG/CRr.g', PORTAL, capWithTurn()),
];

/** fn 67: PD25 as played where a module pairs open ends itself (the Tunnel's tokens); never in a set. */
export const PD25_PORTALS: TileType = asTunnelPortals(PD25_PRINTED, PD25_AS_PORTALS);

/** As first published (reference set princess-and-dragon:1): 30 tiles, two of PD14. */
export const PD_SET: Record<string, number> = Object.fromEntries(
  PD_TILES.filter((t) => !t.id.endsWith('G')).map((t) => [t.id, t.id === 'PD14' ? 2 : 1]),
);

/** The later edition (set princess-and-dragon:2): the same 30, two of them with a garden. */
export const PD_GARDEN_SET: Record<string, number> = { ...PD_SET, PD4: 0, PD4G: 1, PD20: 0, PD20G: 1 };

const SYMBOLS = [VOLCANO, DRAGON, PORTAL, PRINCESS] as const;

/** The symbol a tile type carries, if it is one of ours (a plain loop: asked of every tile placed). */
export function symbolOf(type: TileType): PdSymbol | undefined {
  const { symbols } = type;
  if (symbols) for (const symbol of SYMBOLS) if (symbols[symbol]) return symbol;
  return undefined;
}
