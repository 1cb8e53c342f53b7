// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { watchtowersArt } from './art';
import { watchtowersInvariants } from './invariants';
import { watchtowersModule } from './rules';
import { watchtowersTopic } from './topic';
import { watchtowersWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'watchtowers',
  module: watchtowersModule,
  invariants: watchtowersInvariants,
  words: watchtowersWords,
  topics: [watchtowersTopic],
  art: watchtowersArt,
};
