// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { cultArt } from './art';
import { cultInvariants } from './invariants';
import { cultModule } from './rules';
import { cultTopic } from './topic';
import { cultWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'cult',
  module: cultModule,
  invariants: cultInvariants,
  words: cultWords,
  topics: [cultTopic],
  art: cultArt,
};
