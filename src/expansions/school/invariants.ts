// What must hold for the School after every move (the simulator checks it): exactly one teacher,
// somewhere: at the school, with one player, or eaten by the dragon (before the school is laid, none).
import type { ModuleInvariant } from '../../engine/expansion';
import { schoolSlot, schoolTiles, TEACHER, teacherAtSchool } from './rules';

/** One teacher: at the school, held, or eaten; never two places at once. */
const oneTeacher: ModuleInvariant = (_before, after) => {
  const slot = schoolSlot(after);
  const atSchool = (after.neutral ?? []).filter((n) => n.kind === TEACHER).length;
  const where = atSchool + (slot.holder ? 1 : 0) + (slot.eaten ? 1 : 0);
  const laid = schoolTiles(after).length === 2;
  if (!laid) return where ? 'a teacher is in play before the school is laid' : null;
  return where === 1 ? null : `the teacher is in ${where} places (school ${atSchool}, held ${slot.holder ?? '-'})`;
};

/** At the school he stands on one of its two halves. */
const teacherOnTheSchool: ModuleInvariant = (_before, after) => {
  const teacher = teacherAtSchool(after);
  if (!teacher) return null;
  return schoolTiles(after).some((t) => t.x === teacher.x && t.y === teacher.y)
    ? null
    : `the teacher stands at ${teacher.x},${teacher.y}, off the school`;
};

/** His holder is a player of the game (or one who left in this move: he goes back at the next turn). */
const heldBySomeone: ModuleInvariant = (_before, after, events) => {
  const holder = schoolSlot(after).holder;
  if (!holder || after.players.some((p) => p.id === holder)) return null;
  const left = events.some((e) => e.type === 'playerRemoved' && e.player === holder);
  return left ? null : `the teacher is held by ${holder}, who is not playing`;
};

/**
 * Once he stays at the school for good, nobody takes him again. (Counted roads are no test: mid-turn a
 * ferry's lake may join roads that the ferry then parts, before the turn scores.)
 */
const staysWhenRetired: ModuleInvariant = (before, after) => {
  const holder = schoolSlot(after).holder;
  return schoolSlot(before).retired && holder
    ? `${holder} took the teacher after he stayed at the school for good`
    : null;
};

/** Retired means at the school. */
const retiredAtSchool: ModuleInvariant = (_before, after) => {
  const slot = schoolSlot(after);
  return !slot.retired || teacherAtSchool(after) || slot.eaten ? null : 'the teacher retired but is not at the school';
};

export const schoolInvariants: ModuleInvariant[] = [
  oneTeacher,
  teacherOnTheSchool,
  heldBySomeone,
  staysWhenRetired,
  retiredAtSchool,
];
