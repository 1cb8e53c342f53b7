// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { plagueArt } from './art';
import { plagueInvariants } from './invariants';
import { plagueModule } from './rules';
import { plagueTopic } from './topic';
import { plagueWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'plague',
  module: plagueModule,
  invariants: plagueInvariants,
  words: plagueWords,
  topics: [plagueTopic],
  art: plagueArt,
};
