// GQ11's words in every language: its title, the option naming which spring starts a river, and the
// river's course refusals the River sets word alike (its river tile follows the same course). The
// compendium calls it „Mini-paplašinājums” (lv); the others name it by its magazine, Games Quarterly #11.
import type { ExpansionWords } from '../../engine/expansion';
import { sharedRiverWords } from '../river-words';
import { GQ11 } from './tiles';

export const gq11Words: ExpansionWords = {
  en: {
    ...sharedRiverWords(GQ11, 'en'),
    'expansion.gq11': 'GQ11 mini-expansion',
    'option.gq11Spring.gq11': "GQ11's spring starts the river",
    'option.gq11Spring.box': "the river's own spring (GQ11's stays in the box)",
  },
  ro: {
    ...sharedRiverWords(GQ11, 'ro'),
    'expansion.gq11': 'Mini-extensia GQ11',
    'option.gq11Spring.gq11': 'râul pornește din izvorul GQ11',
    'option.gq11Spring.box': 'izvorul propriu al râului (cel din GQ11 rămâne în cutie)',
  },
  bg: {
    ...sharedRiverWords(GQ11, 'bg'),
    'expansion.gq11': 'Мини разширението GQ11',
    'option.gq11Spring.gq11': 'реката започва от извора на GQ11',
    'option.gq11Spring.box': 'собственият извор на реката (този от GQ11 остава в кутията)',
  },
  lv: {
    ...sharedRiverWords(GQ11, 'lv'),
    'expansion.gq11': 'Mini-paplašinājums (GQ11)',
    'option.gq11Spring.gq11': 'upe sākas no GQ11 avota',
    'option.gq11Spring.box': 'upes paša avots (GQ11 avots paliek kastē)',
  },
  is: {
    ...sharedRiverWords(GQ11, 'is'),
    'expansion.gq11': 'Smáviðbótin GQ11',
    'option.gq11Spring.gq11': 'áin hefst við uppsprettu GQ11',
    'option.gq11Spring.box': 'eigin uppspretta árinnar (sú úr GQ11 er áfram í kassanum)',
  },
};
