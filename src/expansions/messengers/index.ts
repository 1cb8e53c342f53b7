// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { messengersArt } from './art';
import { messengersInvariants } from './invariants';
import { messengersModule } from './rules';
import { messengersTopic } from './topic';
import { messengersWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'messengers',
  module: messengersModule,
  invariants: messengersInvariants,
  words: messengersWords,
  topics: [messengersTopic],
  art: messengersArt,
};
