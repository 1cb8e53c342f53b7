// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { ferriesArt } from './art';
import { ferriesInvariants } from './invariants';
import { ferriesModule } from './rules';
import { ferriesTopic } from './topic';
import { ferriesWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'ferries',
  module: ferriesModule,
  invariants: ferriesInvariants,
  words: ferriesWords,
  topics: [ferriesTopic],
  art: ferriesArt,
};
