// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { princessDragonArt } from './art';
import { princessDragonInvariants } from './invariants';
import { princessDragonModule } from './rules';
import { princessDragonTopic } from './topic';
import { princessDragonWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'princess-dragon',
  module: princessDragonModule,
  invariants: princessDragonInvariants,
  words: princessDragonWords,
  topics: [princessDragonTopic],
  art: princessDragonArt,
};
