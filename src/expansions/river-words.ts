// The words both River sets give alike, in every language: their tiles build one river, so the water has
// one name (the 'river' feature), and either module may refuse a tile of the other's (engine/course.ts),
// each under its own key (refusal.<module>.<problem>) with the same sentence.
import type { Locale } from '../i18n/locale';

/** The water's name, the tile vocabulary's 'river' feature. */
const WATER: Record<Locale, string> = { en: 'river', ro: 'râu', bg: 'река', lv: 'upe', is: 'áin' };

type CourseProblem = 'must-continue' | 'u-turn' | 'branches-joined';

const SENTENCES: Record<Locale, Record<CourseProblem, string>> = {
  en: {
    'must-continue':
      'A river tile must continue the river: turn and place it so its river meets the open end of the river.',
    'u-turn':
      'No U-turn: the river already bends {bend, select, left {left} other {right}} on the tile at {x},{y}, and two river bends in a row may not turn the same way.',
    'branches-joined': "A river tile may not join two ends of the river: the river's two branches never meet.",
  },
  ro: {
    'must-continue':
      'Un cartonaș cu râu trebuie să continue râul: rotește-l și așază-l astfel încât apa lui să continue capătul liber al râului.',
    'u-turn':
      'Fără întoarceri: râul cotește deja la {bend, select, left {stânga} other {dreapta}} pe cartonașul de la {x},{y}, iar două coturi consecutive nu pot coti în aceeași parte.',
    'branches-joined':
      'Un cartonaș cu râu nu poate uni două capete ale râului: cele două brațe ale râului nu se unesc niciodată.',
  },
  bg: {
    'must-continue':
      'Плочката с река трябва да продължи реката: завърти я и я положи така, че водата ѝ да продължи отворения край на реката.',
    'u-turn':
      'Без обратен завой: реката вече завива {bend, select, left {наляво} other {надясно}} на плочката на {x},{y}, а два поредни завоя на реката не може да са в една и съща посока.',
    'branches-joined':
      'Плочка с река не може да съедини два края на реката: двата ръкава на реката никога не се събират.',
  },
  lv: {
    'must-continue': 'Upes laučiņam jāturpina upe: pagriez un uzliec to tā, lai ūdens sakristu ar upes vaļējo galu.',
    'u-turn':
      'U veida līkums nav atļauts: upe jau griežas pa {bend, select, left {kreisi} other {labi}} laučiņā {x},{y}, un divi upes līkumi pēc kārtas nedrīkst griezties uz vienu pusi.',
    'branches-joined': 'Upes laučiņš nedrīkst savienot divus upes galus: abas upes attekas nekad nevar būt savienotas.',
  },
  is: {
    'must-continue':
      'Árflís verður að halda ánni áfram: snúðu henni og leggðu hana þannig að áin á henni mæti opnum enda árinnar.',
    'u-turn':
      'Engin U-beygja: áin beygir þegar til {bend, select, left {vinstri} other {hægri}} á flísinni á {x},{y}, og tvær beygjur í röð á ánni mega ekki snúa í sömu átt.',
    'branches-joined': 'Árflís má ekki tengja saman tvo enda árinnar: kvíslar árinnar mega aldrei mætast.',
  },
};

/** The shared words in one language, the refusals keyed for the module that refuses (refusal.<module>.<problem>). */
export function sharedRiverWords(module: string, locale: Locale): Record<string, string> {
  const refusals = Object.entries(SENTENCES[locale]).map(([problem, sentence]) => [
    `refusal.${module}.${problem}`,
    sentence,
  ]);
  return { 'word.feature.river': WATER[locale], ...Object.fromEntries(refusals) };
}
