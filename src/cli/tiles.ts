// npm run tiles: the tile catalog, as a table with a header or (--json) as JSON.
import { allTileTypes, orientedTile, rulesFor } from '../engine';
import { EDGES } from '../engine/geometry';
import { ALL_MODULES } from '../engine/modules/registry';
import { installEveryExpansion } from '../expansions';
import { readOptions } from './options';

// every expansion handed to the engine, the catalog, the rules reference and the renderer, before anything else
installEveryExpansion();

const USAGE = `usage: npm run tiles -- [--json]

Lists every tile type of the catalog, one line each:
  id        our tile code (as scenario files name tiles)
  ref       the reference data's id of the tile (JCloisterZone's tile definitions)
  module    the rule module the tile belongs to (base, river, abbot, ...)
  copies    how many copies a game with that module holds, with its default options
  edges     what each edge carries, clockwise from the top (N E S W): city, road, field, river

  --json    every column and each tile's features, as JSON`;

/**
 * Printed copies of each tile, by the modules' default options: the copies a module takes out of a game
 * (German monasteries replacing the base game's) are that game's choice, not the catalog's.
 */
function counts(): Map<string, number> {
  const total = new Map<string, number>();
  for (const module of ALL_MODULES) {
    for (const [id, n] of Object.entries(module.tileCounts?.({}) ?? {}))
      if (n > 0) total.set(id, (total.get(id) ?? 0) + n);
  }
  return total;
}

export function catalogRows() {
  const copies = counts();
  rulesFor([]); // fails early if the module set is inconsistent
  return allTileTypes().map((type) => {
    const turned = orientedTile(type, 0);
    return {
      id: type.id,
      ref: type.ref,
      module: type.module,
      count: copies.get(type.id) ?? 0,
      edges: EDGES.map((e) => turned.edgeKind[e]).join(' '),
      features: type.features,
    };
  });
}

const { values } = readOptions(USAGE, { json: { type: 'boolean' } });
const rows = catalogRows();
if (values.json) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const line = (id: string, ref: string, module: string, copies: string, edges: string) =>
    `${id.padEnd(5)} ${ref.padEnd(14)} ${module.padEnd(17)} ${copies.padStart(6)}  ${edges}`;
  console.log(line('id', 'ref', 'module', 'copies', 'edges (N E S W)'));
  for (const row of rows) console.log(line(row.id, row.ref, row.module, String(row.count), row.edges));
}
