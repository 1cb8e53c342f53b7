// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { mageWitchArt } from './art';
import { mageWitchInvariants } from './invariants';
import { mageWitchModule } from './rules';
import { mageWitchTopic } from './topic';
import { mageWitchWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'mage-witch',
  module: mageWitchModule,
  scoreReasons: { units: ['mage'], halvedBy: ['witch'] },
  invariants: mageWitchInvariants,
  words: mageWitchWords,
  topics: [mageWitchTopic],
  art: mageWitchArt,
};
