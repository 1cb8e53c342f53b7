// What must hold after every move with Wind Roses: the rose the sectors are counted round is a whole rose
// lying where it is said to, each quarter scores at most once, only in its sector, and only quarters
// score.
import { tileAt } from '../../engine/board';
import type { ModuleInvariant } from '../../engine/expansion';
import { parseKey } from '../../engine/geometry';
import { boardSector, inSector, isQuadrant, roseOn, rosesOf } from './rules';

const roseOnTheBoard: ModuleInvariant = (_, after) => {
  const { rose } = rosesOf(after);
  if (!rose) return null;
  const placed = tileAt(after.board, rose.x, rose.y);
  if (!placed || placed.tile !== rose.tile || placed.rotation !== rose.rotation)
    return `no such rose at ${rose.x},${rose.y}`;
  return isQuadrant(roseOn(rose.tile)) ? `the sectors are counted round a quarter at ${rose.x},${rose.y}` : null;
};

const quartersScoreOnce: ModuleInvariant = (before, after) => {
  const { scored, rose } = rosesOf(after);
  if (new Set(scored).size !== scored.length) return 'a wind-rose quarter scored twice';
  const fresh = scored.slice(rosesOf(before).scored.length);
  for (const key of fresh) {
    const at = parseKey(key);
    const placed = tileAt(after.board, at.x, at.y);
    const quarter = placed && roseOn(placed.tile);
    if (!isQuadrant(quarter) || !rose) return `${key} scored but is no quarter`;
    if (!inSector(at, boardSector(quarter, rose), rose)) return `${key} scored outside its sector`;
  }
  return null;
};

export const windRosesInvariants: ModuleInvariant[] = [roseOnTheBoard, quartersScoreOnce];
