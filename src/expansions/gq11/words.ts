// GQ11's words in every language: its title and the option naming which spring starts a river. The
// compendium calls it „Mini-paplašinājums” (lv); the others name it by its magazine, Games Quarterly #11.
import type { ExpansionWords } from '../../engine/expansion';

export const gq11Words: ExpansionWords = {
  en: {
    'expansion.gq11': 'GQ11 mini-expansion',
    'option.gq11Spring.gq11': "GQ11's spring starts the river",
    'option.gq11Spring.box': "the river's own spring (GQ11's stays in the box)",
  },
  ro: {
    'expansion.gq11': 'Mini-extensia GQ11',
    'option.gq11Spring.gq11': 'râul pornește din izvorul GQ11',
    'option.gq11Spring.box': 'izvorul propriu al râului (cel din GQ11 rămâne în cutie)',
  },
  bg: {
    'expansion.gq11': 'Мини разширението GQ11',
    'option.gq11Spring.gq11': 'реката започва от извора на GQ11',
    'option.gq11Spring.box': 'собственият извор на реката (този от GQ11 остава в кутията)',
  },
  lv: {
    'expansion.gq11': 'Mini-paplašinājums (GQ11)',
    'option.gq11Spring.gq11': 'upe sākas no GQ11 avota',
    'option.gq11Spring.box': 'upes paša avots (GQ11 avots paliek kastē)',
  },
  is: {
    'expansion.gq11': 'Smáviðbótin GQ11',
    'option.gq11Spring.gq11': 'áin hefst við uppsprettu GQ11',
    'option.gq11Spring.box': 'eigin uppspretta árinnar (sú úr GQ11 er áfram í kassanum)',
  },
};
