// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { river2Art } from './art';
import { river2Invariants } from './invariants';
import { river2Module } from './rules';
import { river2Topic } from './topic';
import { river2Words } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'river-2',
  module: river2Module,
  scoreReasons: { units: ['pig-herd-city'] },
  invariants: river2Invariants,
  words: river2Words,
  topics: [river2Topic],
  art: river2Art,
};
