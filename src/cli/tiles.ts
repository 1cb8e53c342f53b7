// npm run tiles -- --json: the tile catalog (id, reference id, count, edges, features) as JSON.
import { allTileTypes, orientedTile, rulesFor } from '../engine';
import { EDGES } from '../engine/geometry';
import { ALL_MODULES } from '../engine/modules/registry';

/** Copies of each tile in a game with every module on, by the module's default options. */
function counts(): Map<string, number> {
  const total = new Map<string, number>();
  for (const module of ALL_MODULES) {
    for (const [id, n] of Object.entries(module.tileCounts?.({}) ?? {})) total.set(id, (total.get(id) ?? 0) + n);
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

const rows = catalogRows();
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  for (const row of rows) console.log(`${row.id.padEnd(4)} ${row.ref.padEnd(12)} ×${row.count}  ${row.edges}`);
}
