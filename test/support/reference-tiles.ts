// Reads the reference tile facts (shared/reference/jcz-tile-definitions) for tests that check our
// catalog against them. Test-only: the catalog itself is written by hand in the project's format.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface ReferenceFeature {
  kind: string;
  edges: string[];
  pennants: number;
  /** Edges of the cities a field borders. */
  cityEdges: string[];
  /** Markers on the feature, under our mark names: inn, cathedral, goods, noCastle, besieged (a siege symbol). */
  marks?: Record<string, string | boolean>;
}

export interface ReferenceFile {
  tiles: Map<string, ReferenceFeature[]>;
  sets: Map<string, Map<string, number>>;
}

const KINDS: Record<string, string> = {
  cloister: 'monastery',
  garden: 'garden',
  road: 'road',
  city: 'city',
  farm: 'field',
  river: 'river',
  tower: 'tower',
};

/** The reference's feature attributes that our tiles carry as marks, under our names. */
function marksOf(attrs: string): Record<string, string | boolean> | undefined {
  const marks: Record<string, string | boolean> = {};
  if (/\binn="yes"/.test(attrs)) marks.inn = true;
  if (/\bcathedral="yes"/.test(attrs)) marks.cathedral = true;
  const resource = /\bresource="(\w+)"/.exec(attrs)?.[1];
  if (resource) marks.goods = resource;
  if (/\bcastle-base="false"/.test(attrs)) marks.noCastle = true;
  if (/\bbesieged="yes"/.test(attrs)) marks.besieged = true;
  return Object.keys(marks).length ? marks : undefined;
}

// <tile> and <tile-set> may carry more attributes, before or after the id (river.xml: max="1"
// group="river-spring"; bridges_castles_and_bazaars.xml: count="2" before it).
export function readReference(file: string): ReferenceFile {
  const xml = readFileSync(resolve('../shared/reference/jcz-tile-definitions', file), 'utf8');
  const tiles = new Map<string, ReferenceFeature[]>();
  for (const [, id, body] of xml.matchAll(/<tile\s[^>]*?\bid="([^"]+)"[^>]*>([\s\S]*?)<\/tile>/g)) {
    const features: ReferenceFeature[] = [];
    for (const [, tag, attrs = '', text = ''] of (body as string).matchAll(
      /<(\w[\w-]*)([^>]*?)(?:\/>|>([^<]*)<\/\1>)/g,
    )) {
      const kind = KINDS[tag as string];
      if (!kind) continue;
      const marks = marksOf(attrs);
      features.push({
        kind,
        // a field touching no edge (INNER_FARM, INNER_FARM_B ...) has no half-edges, like our 'inner' fields
        edges: text
          .split(/\s+/)
          .filter((word) => word && !word.startsWith('INNER_FARM'))
          .sort(),
        pennants: /pennant="yes"/.test(attrs) ? 1 : Number(/pennants="(\d+)"/.exec(attrs)?.[1] ?? 0),
        cityEdges: (/city="([^"]+)"/.exec(attrs)?.[1] ?? '').split(/\s+/).filter(Boolean).sort(),
        ...(marks ? { marks } : {}),
      });
    }
    tiles.set(id as string, features);
  }
  const sets = new Map<string, Map<string, number>>();
  for (const [, id, body] of xml.matchAll(/<tile-set id="([^"]+)"[^>]*>([\s\S]*?)<\/tile-set>/g)) {
    const counts = new Map<string, number>();
    for (const [, count, tile] of (body as string).matchAll(/<ref count="(\d+)" tile="([^"]+)"/g))
      counts.set(tile as string, Number(count));
    sets.set(id as string, counts);
  }
  return { tiles, sets };
}
