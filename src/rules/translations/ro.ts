// Romanian rules topics. Game words follow the Romanian rule book (supus, tâlhar, cavaler, călugăr, țăran,
// cartonaș, stemă...); see docs/glossary-ro.md for each word and its source.
import type { TopicTranslations } from './topic-text';

export const ro: TopicTranslations = {
  turn: {
    title: 'Turul tău',
    text: 'Fiecare tur are trei pași: așezi cartonașul tras, apoi poți pune un supus pe acel cartonaș, apoi are loc evaluarea: se punctează tot ce a terminat cartonașul tău (drumuri, orașe, mănăstiri).',
    example:
      'Tragi un cartonaș cu un drum în curbă și îl așezi astfel încât termini un drum pe care ai un supus, pui un supus nou în orașul de pe același cartonaș și primești punctele pentru drum.',
    keywords: ['tur', 'tură', 'rând', 'pași', 'ordine', 'desfășurare', 'joc', 'trage', 'tragi'],
  },
  'placing-tiles': {
    title: 'Așezarea unui cartonaș',
    text: 'Cartonașul trebuie să atingă cartonașele de pe tablă pe cel puțin o latură întreagă, iar fiecare latură atinsă trebuie să continue ce e acolo: drum lângă drum, oraș lângă oraș, câmp lângă câmp. Un cartonaș care nu se potrivește nicăieri se pune deoparte și tragi altul.',
    example:
      'Un cartonaș cu oraș pe latura de nord nu poate sta la sud de un capăt de drum: latura cu oraș ar atinge un drum.',
    keywords: [
      'cartonaș',
      'cartonașe',
      'latură',
      'margine',
      'potrivire',
      'potrivește',
      'rotire',
      'rotește',
      'loc',
      'așezare',
    ],
  },
  followers: {
    title: 'Așezarea unui supus',
    text: 'Poți pune un supus din rezerva ta pe cartonașul tocmai așezat: pe un drum (tâlhar), într-un oraș (cavaler), într-o mănăstire (călugăr) sau, când se joacă cu țărani, pe un câmp (țăran). Drumul, orașul sau câmpul trebuie să fie liber pe toată întinderea lui, chiar și de supușii tăi.',
    example:
      'Drumul pe care îl continui are deja un supus al lui Bob, la trei cartonașe distanță: nu poți pune pe acel drum, dar poți lua orașul de pe cartonașul tău dacă e liber.',
    keywords: [
      'supus',
      'supuși',
      'meeple',
      'pion',
      'figură',
      'ocupat',
      'tâlhar',
      'cavaler',
      'călugăr',
      'țăran',
      'așezare',
    ],
  },
  sharing: {
    title: 'Drum sau oraș împărțit',
    text: 'Mai mulți supuși pot ajunge pe același drum sau în același oraș când un cartonaș unește două părți despărțite până atunci. La evaluare, jucătorul cu cei mai mulți supuși acolo ia toate punctele; la egalitate, fiecare dintre ei ia toate punctele. Toți își primesc supușii înapoi.',
    example:
      'Ana și Bob au câte un cavaler în două jumătăți ale unui oraș; un cartonaș le unește și închide orașul de 4 cartonașe: amândoi primesc câte 8 puncte.',
    keywords: ['majoritate', 'egalitate', 'unire', 'unește', 'împărțit', 'comun', 'cei mai mulți', 'mai mulți supuși'],
  },
  roads: {
    title: 'Drumuri',
    text: 'Un drum e complet când ambele capete se opresc într-o intersecție, un oraș sau o mănăstire, ori când formează un cerc închis. Aduce 1 punct pentru fiecare cartonaș, atât în timpul jocului, cât și la sfârșit.',
    example: 'Un drum care trece prin 3 cartonașe între două intersecții aduce 3 puncte.',
    keywords: ['drum', 'drumuri', 'tâlhar', 'tâlhari', 'intersecție', 'intersecții', 'sat', 'cerc', 'buclă'],
  },
  cities: {
    title: 'Orașe',
    text: 'Un oraș e complet când zidurile îl închid de jur împrejur, fără goluri. Aduce 2 puncte pentru fiecare cartonaș și 2 pentru fiecare stemă. Dacă rămâne neterminat la sfârșit, aduce 1 punct pe cartonaș și 1 pe stemă.',
    example: 'Un oraș complet de 3 cartonașe cu o stemă aduce 3 × 2 + 2 = 8 puncte; lăsat deschis la sfârșit, aduce 4.',
    keywords: ['oraș', 'orașe', 'cetate', 'cartier', 'cavaler', 'cavaleri', 'stemă', 'steme', 'scut', 'ziduri'],
  },
  monasteries: {
    title: 'Mănăstiri',
    text: 'O mănăstire e completă când sunt așezate toate cele opt cartonașe din jurul ei: aduce 9 puncte. La sfârșit, una neterminată aduce 1 punct plus 1 pentru fiecare cartonaș din jurul ei.',
    example: 'Un călugăr a cărui mănăstire are 5 vecini la sfârșit primește 6 puncte.',
    keywords: ['mănăstire', 'mănăstiri', 'călugăr', 'călugări', 'abație', 'claustru', 'biserică'],
  },
  end: {
    title: 'Sfârșitul jocului',
    text: 'Jocul se termină după ce e așezat ultimul cartonaș. Fiecare drum, oraș și mănăstire pe care mai sunt supuși se punctează la valoarea de final, apoi, dacă se joacă cu țărani, se punctează câmpurile. Câștigă cine are cele mai multe puncte; la egalitate, victoria e împărțită.',
    example:
      'Drumul deschis al Anei, de 3 cartonașe, aduce 3 puncte, iar orașul ei deschis, de 2 cartonașe cu o stemă, aduce 3.',
    keywords: [
      'sfârșit',
      'termină',
      'terminat',
      'final',
      'evaluare finală',
      'punctaj',
      'câștigător',
      'câștigă',
      'ultimul cartonaș',
      'încheiere',
    ],
  },
};
