// What must hold for the Wheel of Fortune after every move (the simulator checks it).
import type { ModuleInvariant } from '../../engine/expansion';
import { CROWN_SPACES, SECTORS, wheelSlot } from './rules';

/** The pig stands on one of the six sectors. */
const pigOnASector: ModuleInvariant = (_before, after) => {
  const { pig } = wheelSlot(after);
  return Number.isInteger(pig) && pig >= 0 && pig < SECTORS.length ? null : `the pig stands on no sector (${pig})`;
};

/** Followers stand only on the crown spaces the wheel has, and belong to players of the game. */
const crownsAreReal: ModuleInvariant = (_before, after) => {
  const players = new Set(after.players.map((p) => p.id));
  for (const [space, o] of Object.entries(wheelSlot(after).crowns)) {
    if (!CROWN_SPACES.includes(space)) return `a follower on a crown space the wheel lacks (${space})`;
    if (!players.has(o.player)) return `a follower of ${o.player}, who is not playing, on ${space}`;
  }
  return null;
};

/** The pig moves only when a tile is drawn, by 1 to 3 sectors each time. */
const pigMovesByATile: ModuleInvariant = (before, after, events) => {
  const turns = events.filter((e) => e.type === 'expansion' && e.module === 'wheel-of-fortune' && e.what === 'turned');
  const steps = turns.reduce((n, e) => n + Number(e.type === 'expansion' ? e.data?.steps : 0), 0);
  if (turns.some((e) => e.type === 'expansion' && ![1, 2, 3].includes(Number(e.data?.steps))))
    return 'the pig moved by a number no tile shows';
  const moved = (wheelSlot(after).pig - wheelSlot(before).pig + SECTORS.length * 10) % SECTORS.length;
  return moved === steps % SECTORS.length ? null : `the pig moved ${moved} sectors, its tiles say ${steps}`;
};

export const wheelOfFortuneInvariants: ModuleInvariant[] = [pigOnASector, crownsAreReal, pigMovesByATile];
