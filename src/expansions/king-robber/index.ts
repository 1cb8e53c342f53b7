// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { kingRobberArt } from './art';
import { kingRobberInvariants } from './invariants';
import { kingRobberModule } from './rules';
import { kingRobberTopic } from './topic';
import { kingRobberWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'king-robber',
  module: kingRobberModule,
  invariants: kingRobberInvariants,
  words: kingRobberWords,
  topics: [kingRobberTopic],
  art: kingRobberArt,
};
