// Where a wagon may go from a scored feature on the same tile: the parts of each tile that lead into one
// another (a road into a city or a monastery, roads meeting at a junction), as the reference facts list
// them (<wagon-move> in shared/reference/jcz-tile-definitions, JCloisterZone's data), by reference id.
// A part is named by an edge it touches (the road or city there) or CLOISTER (the monastery). Tiles not
// listed link nothing: cities never lead into one another, and a road passing a city does not enter it.
import { tileType } from '../../engine/catalog';
import type { Edge, TileType } from '../../engine/types';

const LINKS: Record<string, string[]> = {
  'BA/LR': ['CLOISTER S'],
  'BA/CccR+': ['N S'],
  'BA/CccR': ['N S'],
  'BA/CRRR': ['W S E'],
  'BA/RRRR': ['N E S W'],
  'BA/RRR': ['E S W'],
  'RI.1/CIRI': ['N S'],
  'RI.1/LIRI': ['CLOISTER S'],
  'RI.2/CIRI': ['N S'],
  'IC/LRFR': ['CLOISTER W', 'CLOISTER E'],
  'IC/CRCR': ['W E'],
  'IC/CFR': ['N S'],
  'IC/CcR': ['N E'],
  'IC/CRcR+': ['N W', 'S W'],
  'IC/RCc.i': ['N S'],
  'IC/RRR.i': ['E W S'],
  'TB/CcRR!.c': ['N E', 'N S'],
  'TB/CcRR.w': ['N E', 'N S'],
  'TB/CcRR.wG': ['N E', 'N S'],
  'TB/CcRC.c': ['N E'],
  'TB/CcRC.g': ['N E'],
  'TB/CcR.c': ['N E'],
  'TB/CcR.cG': ['N E'],
  'TB/CcR!.w': ['N E'],
  'TB/CccR.w': ['N S'],
  'TB/CR': ['N E'],
  'TB/CRc.g': ['W S'],
  'TB/CRc.w': ['W S'],
  'TB/CRcR.w': ['W N', 'W S'],
  'TB/LRRR': ['CLOISTER W', 'CLOISTER S', 'CLOISTER E'],
  'TB/RCc.g': ['N S'],
  'TB/RCc!.g': ['N S'],
  'TB/RRC': ['N S'],
  'MW/CRRR.3': ['W S E'],
  'MW/CCCR.3': ['S E'],
  'MW/CRcR': ['N W', 'S W'],
  'MW/CccR.1': ['N S'],
  'MW/CRRr.2': ['N E'],
  'AM/CCRR': ['N E', 'S W'],
  'AM/LRRRR': ['CLOISTER N', 'CLOISTER W', 'CLOISTER E', 'CLOISTER S'],
  'AM/RC': ['N W'],
  'MO/MR1': ['CLOISTER S'],
  'MO/MR2': ['CLOISTER S'],
  // the Besiegers' tiles (siege.xml) and GQ11's (gq11.xml)
  'SI.BE/CcR': ['N E'],
  'SI.BE/CFR': ['N S'],
  'SI.BE/RCc': ['N S'],
  'GQ/LRRRR': ['CLOISTER N', 'CLOISTER W', 'CLOISTER E', 'CLOISTER S'],
  'GQ/CRc': ['W S'],
  'GQ/CRcR.1': ['W S', 'W N'],
  'GQ/CRRr': ['N E'],
  'GQ/RCc': ['N S'],
  'GQ/CcRR': ['N S', 'N E'],
  'GQ/CcCR': ['W S'],
  // the Festival's tiles (festival.xml)
  'FE/CFR': ['N S'],
  'FE/CR': ['N E'],
  'FE/CRCR': ['N S W E'],
  'FE/LRR': ['CLOISTER W', 'CLOISTER S'],
  'FE/RC': ['N W'],
};

const WAGON_KINDS = new Set(['road', 'city', 'monastery']);

/** The feature a part's name stands for on the unturned tile, or -1. */
function partIndex(type: TileType, part: string): number {
  if (part === 'CLOISTER') return type.features.findIndex((f) => f.kind === 'monastery');
  return type.features.findIndex((f) => WAGON_KINDS.has(f.kind) && f.edges?.includes(part as Edge));
}

const resolved = new Map<string, number[][]>();

/** Groups of a tile type's features (indices) that lead into one another; feature indices ignore rotation. */
export function wagonLinks(tile: string): number[][] {
  let groups = resolved.get(tile);
  if (!groups) {
    const type = tileType(tile);
    groups = (LINKS[type.ref] ?? []).map((group) => group.split(' ').map((part) => partIndex(type, part)));
    groups = groups.map((group) => group.filter((index) => index >= 0));
    resolved.set(tile, groups);
  }
  return groups;
}
