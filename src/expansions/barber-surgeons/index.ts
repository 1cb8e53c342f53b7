// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { barberSurgeonsArt } from './art';
import { barberSurgeonsInvariants } from './invariants';
import { barberSurgeonsModule } from './rules';
import { BARBER_SURGEONS, BATHHOUSE } from './tiles';
import { barberSurgeonsTopic } from './topic';
import { barberSurgeonsWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: BARBER_SURGEONS,
  module: barberSurgeonsModule,
  invariants: barberSurgeonsInvariants,
  words: barberSurgeonsWords,
  topics: [barberSurgeonsTopic],
  art: barberSurgeonsArt,
  scoreReasons: { units: [BATHHOUSE] },
};
