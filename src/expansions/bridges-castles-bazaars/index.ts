// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt, ExpansionPlayerLine } from '../../../render/kit';
import type { ExpansionManifest, ExpansionWords } from '../../engine/expansion';
import { bcbArt } from './art';
import { bridgesArt } from './bridges-art';
import { bridgeInvariants } from './bridges-invariants';
import { bridgesTopic } from './bridges-topic';
import { bridgeWords } from './bridges-words';
import { bcbInvariants } from './invariants';
import { bcbModule } from './rules';
import { bazaarTopic, bcbTopic } from './topic';
import { bcbWords } from './words';

// the bridges bring words, a topic and drawings of their own, added to the module's
const withBridgeWords: ExpansionWords = {
  en: { ...bcbWords.en, ...bridgeWords.en },
  ...Object.fromEntries(
    Object.entries(bcbWords).map(([language, words]) => [language, { ...words, ...bridgeWords[language] }]),
  ),
};
// a module has one line under each player in the panel: the castles' (with the auction's) and the bridges'
// are gathered into it, or the one registered last would replace the other
const withBridgeArt: ExpansionArt = (add) => {
  const lines: ExpansionPlayerLine[] = [];
  const gathering = { ...add, playerLine: (line: ExpansionPlayerLine) => void lines.push(line) };
  bcbArt(gathering);
  bridgesArt(gathering);
  add.playerLine((state, player, t) => lines.flatMap((line) => [line(state, player, t) ?? []].flat()));
};

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'bridges-castles-bazaars',
  module: bcbModule,
  invariants: [...bcbInvariants, ...bridgeInvariants],
  words: withBridgeWords,
  // bazaars: their own topic beside the castles' and the bridges'
  topics: [bcbTopic, bridgesTopic, bazaarTopic],
  art: withBridgeArt,
  scoreReasons: { units: ['castle', 'unscored-castle'] },
};
