// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { schoolArt } from './art';
import { schoolInvariants } from './invariants';
import { schoolModule } from './rules';
import { schoolTopic } from './topic';
import { schoolWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'school',
  module: schoolModule,
  invariants: schoolInvariants,
  words: schoolWords,
  topics: [schoolTopic],
  art: schoolArt,
};
