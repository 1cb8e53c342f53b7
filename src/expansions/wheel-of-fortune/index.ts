// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { wheelOfFortuneArt } from './art';
import { wheelOfFortuneInvariants } from './invariants';
import { wheelOfFortuneModule } from './rules';
import { wheelOfFortuneTopic } from './topic';
import { wheelOfFortuneWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'wheel-of-fortune',
  module: wheelOfFortuneModule,
  invariants: wheelOfFortuneInvariants,
  words: wheelOfFortuneWords,
  topics: [wheelOfFortuneTopic],
  art: wheelOfFortuneArt,
};
