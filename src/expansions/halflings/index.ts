// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { halflingsModule } from './rules';
import { halflingsTopic } from './topic';
import { halflingsWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'halflings',
  module: halflingsModule,
  // up to six players, two half tiles each (§35, fn 272)
  playerLimit: 6,
  words: halflingsWords,
  topics: [halflingsTopic],
};
