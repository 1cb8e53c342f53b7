// The Phantom's words in every language. Its name: "fantomă" in the Romanian order of play (seed 004,
// l.190), "pavadonis" in the Latvian compendium (seed 000, l.3036); Bulgarian "фантом" and Icelandic
// "draugur" chosen (no rule book in those languages).
import type { ExpansionWords } from '../../engine/expansion';
import { capital, figureSelect, isYour } from '../../i18n/figure-words';

const FEATURE = {
  en: '{feature, select, road {road} city {city} monastery {monastery} field {field} other {feature}}',
  ro: '{feature, select, road {pe acest drum} city {în acest oraș} monastery {în această mănăstire} field {pe acest câmp} other {pe acest teritoriu}}',
  bg: '{feature, select, road {на този път} city {в тази крепост} monastery {в този манастир} field {на тази поляна} other {на този обект}}',
  lv: '{feature, select, road {šī ceļa} city {šīs pilsētas} monastery {šī klostera} field {šī lauka} other {šī objekta}}',
  is: '{feature, select, road {vegur} city {borg} monastery {klaustur} field {akur} other {svæði}}',
};

export const phantomWords: ExpansionWords = {
  en: {
    'expansion.phantom': 'The Phantom',
    'word.figure.phantom': 'phantom',
    'word.figure.count.phantom': '{count, plural, one {# phantom} other {# phantoms}}',
    'decision.phantom.place':
      'you may also place your phantom, as a second follower, on a free feature of the tile you placed (skip to keep it).',
    'choice.phantom.phantom': `Your ${figureSelect('en', (f) => f.word)} onto this ${FEATURE.en}`,
    'refusal.phantom.after-the-figure-step':
      'The phantom comes after the figure step: place your follower (or skip), then you are asked about the phantom.',
    'refusal.phantom.not-for-a-follower': 'The phantom goes only where a follower may.',
  },
  ro: {
    'expansion.phantom': 'Fantoma',
    'word.figure.phantom': 'fantomă',
    'word.figure.count.phantom': '{count, plural, one {# fantomă} few {# fantome} other {# de fantome}}',
    'decision.phantom.place':
      'îți poți așeza și fantoma, ca al doilea supus, pe un teritoriu liber de pe cartonașul tocmai așezat (sari peste ca s-o păstrezi).',
    'choice.phantom.phantom': `${figureSelect('ro', (f) => capital('ro', f.def))} ${FEATURE.ro}`,
    'refusal.phantom.after-the-figure-step':
      'Fantoma vine după pasul pionului: așază-ți supusul (sau sari peste), apoi ești întrebat de fantomă.',
    'refusal.phantom.not-for-a-follower': 'Fantoma merge doar unde poate merge un supus.',
  },
  bg: {
    'expansion.phantom': 'Фантомът',
    'word.figure.phantom': 'фантом',
    'word.figure.count.phantom': '{count, plural, one {# фантом} other {# фантома}}',
    'decision.phantom.place':
      'можеш да поставиш и фантома си, като втори мийпъл, на свободен обект от току-що положената плочка (пропусни, за да го запазиш).',
    'choice.phantom.phantom': `${figureSelect('bg', (f) => capital('bg', f.def))} ${FEATURE.bg}`,
    'refusal.phantom.after-the-figure-step':
      'Фантомът идва след хода с фигурка: постави мийпъла си (или пропусни), после ще те попитат за фантома.',
    'refusal.phantom.not-for-a-follower': 'Фантомът може да отиде само където може мийпъл.',
  },
  lv: {
    'expansion.phantom': 'Pavadonis',
    'word.figure.phantom': 'pavadonis',
    'word.figure.count.phantom': '{count, plural, zero {# pavadoņu} one {# pavadonis} other {# pavadoņi}}',
    'decision.phantom.place':
      'vari uzlikt arī savu pavadoni kā otru pavalstnieku uz brīva objekta tikko uzliktajā laučiņā (izlaid, lai to paturētu).',
    'choice.phantom.phantom': `${figureSelect('lv', (f) => capital('lv', f.acc))} uz ${FEATURE.lv}`,
    'refusal.phantom.after-the-figure-step':
      'Pavadonis nāk pēc figūriņas gājiena: uzliec pavalstnieku (vai izlaid), tad tev jautās par pavadoni.',
    'refusal.phantom.not-for-a-follower': 'Pavadoni var likt tikai tur, kur drīkst likt pavalstnieku.',
  },
  is: {
    'expansion.phantom': 'Draugurinn',
    'word.figure.phantom': 'draugur',
    'word.figure.count.phantom': '{count, plural, one {# draugur} other {# draugar}}',
    'decision.phantom.place':
      'þú mátt líka setja drauginn þinn, sem annan þegn, á laust svæði á flísinni sem þú lagðir (slepptu til að geyma hann).',
    'choice.phantom.phantom': `${figureSelect('is', (f) => capital('is', isYour(f, 'acc')))} á þetta svæði: ${FEATURE.is}`,
    'refusal.phantom.after-the-figure-step':
      'Draugurinn kemur á eftir skrefi þegnsins: settu þegninn (eða slepptu), síðan ertu spurður um drauginn.',
    'refusal.phantom.not-for-a-follower': 'Draugurinn fer aðeins þangað sem þegn má fara.',
  },
};
