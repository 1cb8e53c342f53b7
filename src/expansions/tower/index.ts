// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { towerArt } from './art';
import { towerInvariants } from './invariants';
import { towerModule } from './rules';
import { towerTopic } from './topic';
import { towerWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'tower',
  module: towerModule,
  invariants: towerInvariants,
  words: towerWords,
  topics: [towerTopic],
  art: towerArt,
};
