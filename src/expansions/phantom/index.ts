// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { phantomArt } from './art';
import { phantomInvariants } from './invariants';
import { PHANTOM, phantomModule } from './rules';
import { phantomTopic } from './topic';
import { phantomWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: PHANTOM,
  module: phantomModule,
  invariants: phantomInvariants,
  words: phantomWords,
  topics: [phantomTopic],
  art: phantomArt,
};
