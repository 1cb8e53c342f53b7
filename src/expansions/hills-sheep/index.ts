// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { hillsSheepArt } from './art';
import { hillsSheepInvariants } from './invariants';
import { hillsSheepModule } from './rules';
import { VINEYARD } from './tiles';
import { hillsSheepTopic } from './topic';
import { hillsSheepWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'hills-sheep',
  module: hillsSheepModule,
  invariants: hillsSheepInvariants,
  words: hillsSheepWords,
  topics: [hillsSheepTopic],
  art: hillsSheepArt,
  scoreReasons: { units: [VINEYARD] },
};
