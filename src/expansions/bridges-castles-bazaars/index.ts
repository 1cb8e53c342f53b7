// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { bcbArt } from './art';
import { bcbInvariants } from './invariants';
import { bcbModule } from './rules';
import { bazaarTopic, bcbTopic } from './topic';
import { bcbWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'bridges-castles-bazaars',
  module: bcbModule,
  invariants: bcbInvariants,
  words: bcbWords,
  // bazaars: their own topic beside the castles'
  topics: [bcbTopic, bazaarTopic],
  art: bcbArt,
  scoreReasons: { units: ['castle', 'unscored-castle'] },
};
