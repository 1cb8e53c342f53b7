// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionManifest } from '../../engine/expansion';
import { gq11Invariants } from './invariants';
import { gq11Module } from './rules';
import { GQ11 } from './tiles';
import { gq11Topic } from './topic';
import { gq11Words } from './words';

// no art: its tiles show only what the base game and the rivers draw
export const manifest: ExpansionManifest = {
  id: GQ11,
  module: gq11Module,
  invariants: gq11Invariants,
  words: gq11Words,
  topics: [gq11Topic],
};
