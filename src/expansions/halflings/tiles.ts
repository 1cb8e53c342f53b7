// The Halflings' half tiles (classic-and-all-expansions.md §35): 12 of Halflings I (Spielbox 5/2014, a
// pentagon mark) and 12 of Halflings II (the publisher's shop, a follower mark). The rule text keeps only
// "Kopā: 12 laučiņi" for each set, its pictures lost: the layouts below are our reconstruction (README,
// Sources), one copy each.
//
// A half tile covers, as printed, the N and E sides of its square (half-tiles.ts in the engine); its long
// edge runs from the NW corner to the SE corner, and its parts are named as seen from the tile looking
// out across it: 'L' the SE half, 'M' the middle, 'R' the NW half. Going round the triangle clockwise
// from the NW corner: NL NR | EL ER | L R. A road or city across the long edge touches 'M'; a field
// touches 'L' and/or 'R'. Each part the tile touches is an open end until the other half fills the gap.
import { city, defineTile, field, monastery, road } from '../../engine/tiles/define';
import type { LongEdgePart, TileFeature, TileType } from '../../engine/types';

export const HALFLINGS = 'halflings';
/**
 * Halflings II's elements of other sets, named as those sets read them (README): the tile symbol of a
 * crop circle (a round one, a joker: fn 274), a hill's, and a field's mark for a printed sheep (fn 273).
 */
export const CROP_CIRCLE_SYMBOL = 'cropCircle';
export const JOKER_CIRCLE = 'joker';
export const HILL = 'hill';
export const PRINTED_SHEEP = 'sheep';

type Drafts = Parameters<typeof defineTile>[3];

/** A feature touching these parts of the long edge ('L M R' ...), each an open end while the gap is open. */
function across<T extends TileFeature>(feature: T, parts: string): T {
  const longEdge = parts.split(/\s+/).filter(Boolean) as LongEdgePart[];
  return { ...feature, longEdge, openEnds: (feature.openEnds ?? 0) + longEdge.length };
}

/** A field touching only the long edge (no short side). */
const longField = (parts: string, cityEdges = '') => across({ ...field('', cityEdges), halfEdges: [] }, parts);

/** A field with a sheep printed on it (fn 273). */
const withSheep = (draft: ReturnType<typeof field>) => ({ ...draft, marks: { [PRINTED_SHEEP]: 1 } });

function half(id: string, ref: string, drafts: Drafts, symbols?: TileType['symbols']): TileType {
  return { ...defineTile(id, ref, HALFLINGS, drafts, symbols), half: true };
}

// Halflings I (H1-1 ... H1-12)
const FIRST: TileType[] = [
  half('H1-1', 'HL1/CC.corner', [city('N E'), longField('L R', 'N')]),
  half('H1-2', 'HL1/C.R', [city('N'), across(road('E'), 'M'), across(field('ER'), 'L'), across(field('EL', 'N'), 'R')]),
  half('H1-3', 'HL1/R.curve', [road('N E'), field('NR EL'), across(field('NL ER'), 'L R')]),
  half('H1-4', 'HL1/R.N', [across(road('N'), 'M'), across(field('NL'), 'R'), across(field('NR EL ER'), 'L')]),
  half('H1-5', 'HL1/C.R.village', [city('N'), road('E'), across(field('EL ER', 'N'), 'L R')]),
  half('H1-6', 'HL1/C.long', [across(city('N'), 'M'), field('EL ER', 'N')]),
  half('H1-7', 'HL1/M', [monastery(), across(field('NL NR EL ER'), 'L R')]),
  half('H1-8', 'HL1/F', [across(field('NL NR EL ER'), 'L R')]),
  half('H1-9', 'HL1/C.p', [city('N', 1), across(field('EL ER', 'N'), 'L R')]),
  half('H1-10', 'HL1/R.C', [
    city('E'),
    across(road('N'), 'M'),
    across(field('NL'), 'R'),
    across(field('NR', 'E'), 'L'),
  ]),
  half('H1-11', 'HL1/C.C', [city('N'), city('E'), longField('L R', 'N E')]),
  half('H1-12', 'HL1/R.E', [across(road('E'), 'M'), across(field('NL NR EL'), 'R'), across(field('ER'), 'L')]),
];

// Halflings II (H2-1 ... H2-12): H2-9 and H2-10 carry a printed sheep, H2-11 a round crop circle, H2-12 a hill
const SECOND: TileType[] = [
  half('H2-1', 'HL2/C.long.p', [across(city('N', 1), 'M'), field('EL ER', 'N')]),
  half('H2-2', 'HL2/C.long.R', [across(city('E'), 'M'), road('N'), field('NL', 'E'), field('NR', 'E')]),
  half('H2-3', 'HL2/CC.corner.p', [city('N E', 1), longField('L R', 'N')]),
  half('H2-4', 'HL2/M.RN', [monastery(), road('N'), across(field('NL NR EL ER'), 'L R')]),
  half('H2-5', 'HL2/RR.village', [road('N'), road('E'), field('NR EL'), across(field('NL ER'), 'L R')]),
  half('H2-6', 'HL2/C.E', [city('E'), across(field('NL NR', 'E'), 'L R')]),
  half('H2-7', 'HL2/C.long.E', [across(city('E'), 'M'), field('NL NR', 'E')]),
  half('H2-8', 'HL2/R.C.p', [
    city('E', 1),
    across(road('N'), 'M'),
    across(field('NL'), 'R'),
    across(field('NR', 'E'), 'L'),
  ]),
  half('H2-9', 'HL2/F.sheep', [across(withSheep(field('NL NR EL ER')), 'L R')]),
  half('H2-10', 'HL2/R.sheep', [road('N E'), field('NR EL'), across(withSheep(field('NL ER')), 'L R')]),
  half('H2-11', 'HL2/F.crop', [across(field('NL NR EL ER'), 'L R')], { [CROP_CIRCLE_SYMBOL]: JOKER_CIRCLE }),
  half('H2-12', 'HL2/C.hill', [city('N'), across(field('EL ER', 'N'), 'L R')], { [HILL]: true }),
];

export const HALF_TILES: TileType[] = [...FIRST, ...SECOND];
export const HALF_TILE_IDS = HALF_TILES.map((tile) => tile.id);
