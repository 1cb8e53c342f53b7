// The siege rules' words in every language, shared by the expansions that play them (the Cathars, the
// Besiegers: src/engine/siege.ts): the escape question, its answer and event under the expansion's own id,
// and the score reasons of a besieged city. Game words of the rule books (docs/glossary-*.md): ro oraș
// asediat, cavaler, mănăstire; bg обсадена крепост, рицар, манастир; lv aplenkta pilsēta, bruņinieks,
// klosteris, izbēgt; is umsetin borg, riddari, klaustur, flýja.
import type { Messages } from '../engine/expansion';
import { enA, figureSelect, roA } from '../i18n/figure-words';
import type { Locale } from '../i18n/locale';

/** The siege messages of the expansion `id`, by language. */
export function siegeWords(id: string): Record<Locale, Messages> {
  return {
    en: {
      [`decision.${id}.escape`]:
        'a monastery touches a besieged city where you have a knight: one of your followers there may escape to your supply (or decline).',
      [`choice.${id}.escape`]: `Escape: take back your ${figureSelect('en', (f) => f.word)}`,
      [`event.${id}.escaped`]: `{player} let ${figureSelect('en', enA)} escape from a besieged city.`,
      'score.rule.besieged': '{terms} (besieged city)',
      'score.rule.besieged-unfinished':
        '{tiles, plural, one {# tile} other {# tiles}} of a besieged city: unfinished, it scores 0',
      'score.term.besieged-city':
        '{count, plural, one {# besieged city} other {# besieged cities}} × {each} more (besieged: double)',
      'option.siegeEscape.siege-tile': 'escape through a monastery beside a siege tile',
      'option.siegeEscape.city-tile': "escape through a monastery beside any tile of the city (Rio Grande's Siege)",
    },
    ro: {
      [`decision.${id}.escape`]:
        'o mănăstire se învecinează cu un oraș asediat în care ai un cavaler: unul dintre supușii tăi de acolo poate evada în rezervă (sau renunță).',
      [`choice.${id}.escape`]: `Evadare: retrage-ți ${figureSelect('ro', (f) => f.def)}`,
      [`event.${id}.escaped`]: `{player} a scos ${figureSelect('ro', roA)} din orașul asediat.`,
      'score.rule.besieged': '{terms} (oraș asediat)',
      'score.rule.besieged-unfinished':
        '{tiles, plural, one {# cartonaș al} few {# cartonașe ale} other {# de cartonașe ale}} unui oraș asediat: neterminat, aduce 0 puncte',
      'score.term.besieged-city':
        '{count, plural, one {# oraș asediat} few {# orașe asediate} other {# de orașe asediate}} × {each} în plus (asediat: dublu)',
      'option.siegeEscape.siege-tile': 'evadare printr-o mănăstire vecină cu un cartonaș de asediu',
      'option.siegeEscape.city-tile':
        'evadare printr-o mănăstire vecină cu orice cartonaș al orașului (Asediu, Rio Grande)',
    },
    bg: {
      [`decision.${id}.escape`]:
        'манастир граничи с обсадена крепост, в която имаш рицар: един от мийпълите ти там може да избяга в свитата ти (или се откажи).',
      [`choice.${id}.escape`]: `Бягство: върни ${figureSelect('bg', (f) => f.def)}`,
      [`event.${id}.escaped`]: `{player} изведе ${figureSelect('bg', (f) => f.word)} от обсадената крепост.`,
      'score.rule.besieged': '{terms} (обсадена крепост)',
      'score.rule.besieged-unfinished':
        '{tiles, plural, one {# плочка} other {# плочки}} от обсадена крепост: незавършена, тя носи 0',
      'score.term.besieged-city':
        '{count, plural, one {# обсадена крепост} other {# обсадени крепости}} × {each} още (обсадена: двойно)',
      'option.siegeEscape.siege-tile': 'бягство през манастир до плочка с обсада',
      'option.siegeEscape.city-tile': 'бягство през манастир до която и да е плочка на крепостта (Обсада, Rio Grande)',
    },
    lv: {
      [`decision.${id}.escape`]:
        'klosteris robežojas ar aplenktu pilsētu, kurā tev ir bruņinieks: viens tavs pavalstnieks no tās var izbēgt atpakaļ krājumā (vari arī atteikties).',
      [`choice.${id}.escape`]: `Izbēgšana: noņem savu ${figureSelect('lv', (f) => f.acc)}`,
      [`event.${id}.escaped`]: `{player} ļāva izbēgt savam ${figureSelect('lv', (f) => f.dat)} no aplenktas pilsētas.`,
      'score.rule.besieged': '{terms} (aplenkta pilsēta)',
      'score.rule.besieged-unfinished':
        '{tiles, plural, zero {# laučiņu} one {# laučiņš} other {# laučiņi}} aplenktā pilsētā: nepabeigta tā dod 0',
      'score.term.besieged-city':
        '{count, plural, zero {# aplenktu pilsētu} one {# aplenkta pilsēta} other {# aplenktas pilsētas}} × {each} vēlreiz (aplenkta: dubulti)',
      'option.siegeEscape.siege-tile': 'izbēgšana caur klosteri blakus aplenkuma laučiņam',
      'option.siegeEscape.city-tile':
        'izbēgšana caur klosteri blakus jebkuram pilsētas laučiņam (Rio Grande „Aplenkums”)',
    },
    is: {
      [`decision.${id}.escape`]:
        'klaustur liggur að umsetinni borg þar sem þú átt riddara: einn þegna þinna þar má flýja aftur í birgðirnar (eða sleppa því).',
      [`choice.${id}.escape`]: `Flótti: taktu ${figureSelect('is', (f) => f.accDef)} til baka`,
      [`event.${id}.escaped`]: `{player} lét ${figureSelect('is', (f) => f.acc)} flýja úr umsetinni borg.`,
      'score.rule.besieged': '{terms} (umsetin borg)',
      'score.rule.besieged-unfinished':
        '{tiles, plural, one {# flís} other {# flísar}} umsetinnar borgar: ókláruð gefur hún 0',
      'score.term.besieged-city':
        '{count, plural, one {# umsetin borg} other {# umsetnar borgir}} × {each} aftur (umsetin: tvöfalt)',
      'option.siegeEscape.siege-tile': 'flótti um klaustur við umsáturflís',
      'option.siegeEscape.city-tile': 'flótti um klaustur við hvaða flís borgarinnar sem er (Umsátur, Rio Grande)',
    },
  };
}
