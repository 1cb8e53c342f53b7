// What must hold for the Tower after every move (the simulator checks it; prisoners are counted with
// each player's figures by the engine's own conservation check, through the heldFigures hook).

import { tileAt } from '../../engine/board';
import type { ModuleInvariant } from '../../engine/expansion';
import { parseKey, positionKey } from '../../engine/geometry';
import { CAPTURE, FOUNDATION, TOWER, towerSites, towerSlot } from './rules';
import { TOWER_TILE_IDS } from './tiles';

/** The pieces in the supplies and in the towers add up to those handed out, none below zero. */
const piecesConserved: ModuleInvariant = (_before, after) => {
  const { pieces, towers, total } = towerSlot(after);
  const inSupply = Object.values(pieces);
  if (inSupply.some((n) => n < 0)) return 'a player has fewer than 0 tower pieces';
  if (Object.values(towers).some((h) => h < 1)) return 'a tower is lower than one piece';
  const built = Object.values(towers).reduce((a, b) => a + b, 0);
  const left = inSupply.reduce((a, b) => a + b, 0);
  return left + built === total ? null : `tower pieces: ${left} in supplies + ${built} built ≠ ${total}`;
};

/** Towers stand on foundations; a finished tower does not grow; a follower on top stands on a tower. */
const towersStandRight: ModuleInvariant = (before, after) => {
  const { towers } = towerSlot(after);
  for (const key of Object.keys(towers)) {
    const { x, y } = parseKey(key);
    const placed = tileAt(after.board, x, y);
    if (!placed || !TOWER_TILE_IDS.has(placed.tile)) return `a tower at ${key} has no foundation`;
  }
  const was = towerSlot(before).towers;
  for (const site of towerSites(before)) {
    const key = positionKey(site.x, site.y);
    if (site.top && (towers[key] ?? 0) > (was[key] ?? 0)) return `the finished tower at ${key} grew`;
  }
  for (const f of after.figures) {
    if (f.feature !== FOUNDATION) continue;
    const placed = tileAt(after.board, f.x, f.y);
    if (placed && TOWER_TILE_IDS.has(placed.tile) && !towers[positionKey(f.x, f.y)])
      return `a ${f.kind} stands on the bare foundation at ${f.x},${f.y}`;
  }
  return null;
};

/** Nobody holds their own follower, and two players never hold each other's once no exchange waits. */
const prisonersExchanged: ModuleInvariant = (_before, after) => {
  const { prisoners } = towerSlot(after);
  const waiting = (after.turn.decisions ?? []).some((d) => d.module === TOWER && d.kind !== CAPTURE);
  for (const [holder, held] of Object.entries(prisoners)) {
    if (held.some((p) => p.owner === holder)) return `${holder} holds their own follower`;
    if (waiting) continue;
    for (const { owner } of held)
      if (prisoners[owner]?.some((p) => p.owner === holder))
        return `${holder} and ${owner} hold each other's followers`;
  }
  return null;
};

export const towerInvariants: ModuleInvariant[] = [piecesConserved, towersStandRight, prisonersExchanged];
