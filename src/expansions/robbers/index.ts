// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { robbersArt } from './art';
import { robbersInvariants } from './invariants';
import { robbersModule } from './rules';
import { robbersTopic } from './topic';
import { robbersWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'robbers',
  module: robbersModule,
  invariants: robbersInvariants,
  words: robbersWords,
  topics: [robbersTopic],
  art: robbersArt,
};
