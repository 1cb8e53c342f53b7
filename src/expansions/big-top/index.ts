// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { bigTopArt } from './art';
import { bigTopInvariants } from './invariants';
import { bigTopModule } from './rules';
import { bigTopTopic } from './topic';
import { bigTopWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'big-top',
  module: bigTopModule,
  invariants: bigTopInvariants,
  words: bigTopWords,
  topics: [bigTopTopic],
  art: bigTopArt,
};
