// What must hold after every move with the Plague: flea tokens are conserved (on the board, in a hand or
// in the supply, 18 in all, never fewer on the board and in hand than before), one flea a tile and never on
// a plague source (protected or not), no player's figure but a barn on a flea's tile, outbreak numbers
// 1–6 once each on plague tiles, a stopped outbreak never active again, and one outbreak always active
// once the first came.
import { tileAt } from '../../engine/board';
import type { ModuleInvariant } from '../../engine/expansion';
import { activeOutbreaks, FLEAS, plagueSlot } from './rules';
import { isPlagueTile } from './tiles';

const fleasConserved: ModuleInvariant = (before, after) => {
  const was = plagueSlot(before);
  const now = plagueSlot(after);
  const out = (s: typeof now) => s.fleas.length + (s.held ? 1 : 0);
  if (out(now) > FLEAS) return `${out(now)} fleas out of ${FLEAS}`;
  if (out(now) < out(was)) return `fleas out fell from ${out(was)} to ${out(now)}`;
  const tiles = new Set(now.fleas.map((f) => `${f.x},${f.y}`));
  if (tiles.size !== now.fleas.length) return 'two fleas on one tile';
  return null;
};

const fleasOffSources: ModuleInvariant = (_, after) => {
  for (const flea of plagueSlot(after).fleas) {
    const placed = tileAt(after.board, flea.x, flea.y);
    if (!placed) return `a flea off the board at ${flea.x},${flea.y}`;
    if (isPlagueTile(placed.tile)) return `a flea on the plague source at ${flea.x},${flea.y}`;
  }
  return null;
};

const nobodyUnderAFlea: ModuleInvariant = (_, after, __, rules) => {
  const fleas = new Set(plagueSlot(after).fleas.map((f) => `${f.x},${f.y}`));
  const struck = after.figures.find((f) => fleas.has(`${f.x},${f.y}`) && !rules.figures.get(f.kind)?.fixed);
  return struck ? `${struck.player}'s ${struck.kind} stands under a flea at ${struck.x},${struck.y}` : null;
};

const outbreaksInOrder: ModuleInvariant = (before, after) => {
  const now = plagueSlot(after);
  const numbers = new Set(now.outbreaks.map((o) => o.number));
  if (numbers.size !== now.outbreaks.length || [...numbers].some((n) => n < 1 || n > 6)) return 'outbreak numbers';
  for (const o of now.outbreaks) {
    const placed = tileAt(after.board, o.x, o.y);
    if (!placed || !isPlagueTile(placed.tile)) return `outbreak ${o.number} off a plague tile`;
  }
  for (const o of plagueSlot(before).outbreaks) {
    if (o.stopped && !now.outbreaks.find((n) => n.number === o.number)?.stopped) return `outbreak ${o.number} back`;
  }
  if (now.outbreaks.length && !activeOutbreaks(now).length) return 'no active outbreak';
  return null;
};

export const plagueInvariants: ModuleInvariant[] = [
  fleasConserved,
  fleasOffSources,
  nobodyUnderAFlea,
  outbreaksInOrder,
];
