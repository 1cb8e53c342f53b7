// The water The River II lays: the tile vocabulary's 'river' feature, which The River's tiles carry too,
// so the two sets build one river (the engine's course of that feature kind).
import { type Course, isCourseTile } from '../../engine/course';
import { RIVER_2 } from './tiles';

/** The feature kind of the water (tiles/define's river). */
export const RIVER = 'river';

/** The river's course, refused in this expansion's words (refusal.river-2.<problem>). */
export const RIVER_2_COURSE: Course = { kind: RIVER, module: RIVER_2 };

/** Whether a tile type (by id) has water on it: a river tile of either set, the springs and lakes included. */
export const isRiverTile = (id: string) => isCourseTile(id, RIVER);
