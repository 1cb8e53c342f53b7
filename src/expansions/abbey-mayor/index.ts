// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { abbeyMayorArt } from './art';
import { abbeyMayorInvariants } from './invariants';
import { abbeyMayorModule } from './rules';
import { abbeyMayorTopic } from './topic';
import { abbeyMayorWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'abbey-mayor',
  module: abbeyMayorModule,
  scoreReasons: { units: ['barn-city'] },
  invariants: abbeyMayorInvariants,
  words: abbeyMayorWords,
  topics: [abbeyMayorTopic],
  art: abbeyMayorArt,
};
