// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { festivalArt } from './art';
import { festivalInvariants } from './invariants';
import { festivalModule } from './rules';
import { festivalTopic } from './topic';
import { festivalWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'festival',
  module: festivalModule,
  invariants: festivalInvariants,
  words: festivalWords,
  topics: [festivalTopic],
  art: festivalArt,
};
