// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest, ExpansionWords } from '../../engine/expansion';
import { bcbArt } from './art';
import { bridgesArt } from './bridges-art';
import { bridgeInvariants } from './bridges-invariants';
import { bridgesTopic } from './bridges-topic';
import { bridgeWords } from './bridges-words';
import { bcbInvariants } from './invariants';
import { bcbModule } from './rules';
import { bcbTopic } from './topic';
import { bcbWords } from './words';

// the bridges bring words, a topic and drawings of their own, added to the module's
const withBridgeWords: ExpansionWords = {
  en: { ...bcbWords.en, ...bridgeWords.en },
  ...Object.fromEntries(
    Object.entries(bcbWords).map(([language, words]) => [language, { ...words, ...bridgeWords[language] }]),
  ),
};
const withBridgeArt: ExpansionArt = (add) => {
  bcbArt(add);
  bridgesArt(add);
};

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'bridges-castles-bazaars',
  module: bcbModule,
  invariants: [...bcbInvariants, ...bridgeInvariants],
  words: withBridgeWords,
  topics: [bcbTopic, bridgesTopic],
  art: withBridgeArt,
  scoreReasons: { units: ['castle', 'unscored-castle'] },
};
