// What must hold for the School after every move (the simulator checks it): exactly one teacher,
// somewhere: at the school, with one player, or eaten by the dragon (before the school is laid, none).
import type { ModuleInvariant } from '../../engine/expansion';
import { schoolRoadsDone, schoolSlot, schoolTiles, TEACHER, teacherAtSchool } from './rules';
import { SCHOOL_ROADS } from './tiles';

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

/** Once all six roads are done nobody takes him again (but the last lesson's holder, with that option). */
const staysWhenAllDone: ModuleInvariant = (before, after, _events, rules) => {
  const slot = schoolSlot(after);
  if (!slot.holder || slot.lastLesson || schoolRoadsDone(before, rules) < SCHOOL_ROADS) return null;
  return schoolSlot(before).holder === slot.holder
    ? null
    : `${slot.holder} took the teacher after all six roads were done`;
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
  staysWhenAllDone,
  retiredAtSchool,
];
