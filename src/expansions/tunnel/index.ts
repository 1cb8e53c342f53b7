// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { tunnelArt } from './art';
import { tunnelInvariants } from './invariants';
import { tunnelModule } from './rules';
import { tunnelTopic } from './topic';
import { tunnelWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'tunnel',
  module: tunnelModule,
  invariants: tunnelInvariants,
  words: tunnelWords,
  topics: [tunnelTopic],
  art: tunnelArt,
};
