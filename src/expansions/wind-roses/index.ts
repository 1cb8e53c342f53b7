// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { windRosesArt } from './art';
import { windRosesInvariants } from './invariants';
import { windRosesModule } from './rules';
import { windRosesTopic } from './topic';
import { windRosesWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'wind-roses',
  module: windRosesModule,
  invariants: windRosesInvariants,
  words: windRosesWords,
  topics: [windRosesTopic],
  art: windRosesArt,
};
