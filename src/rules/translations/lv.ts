import type { TopicTranslations } from './topic-text';

// Game words follow the Latvian rule book (carcassonne.lv, seed 000): laučiņš, pavalstnieks, laupītājs,
// bruņinieks, mūks, zemnieks, ģerbonis, krājums, gājiens. See docs/glossary-lv.md.
export const lv: TopicTranslations = {
  turn: {
    title: 'Tavs gājiens',
    text: 'Katram gājienam ir trīs soļi: uzliec izvilkto laučiņu, tad vari uzlikt uz tā vienu pavalstnieku, un beigās tiek skaitīti punkti par katru ceļu, pilsētu vai klosteri, ko tavs laučiņš pabeidza.',
    example:
      'Tu izvelc laučiņu ar līkumotu ceļu un uzliec to tā, ka pabeidz ceļu, uz kura ir tavs pavalstnieks. Uz tā paša laučiņa pilsētas uzliec jaunu pavalstnieku un saņem punktus par ceļu.',
    keywords: ['gājiens', 'gājiena', 'soļi', 'secība', 'kārtība', 'spēles gaita', 'vilkt', 'izvilkt', 'laučiņš'],
  },
  'placing-tiles': {
    title: 'Laučiņa uzlikšana',
    text: 'Laučiņam ar vismaz vienu veselu malu jāpieskaras jau izliktajiem, un katrai malai, kas saskaras ar citu laučiņu, jāturpina tas, kas tur jau ir: ceļš pie ceļa, pilsēta pie pilsētas, lauks pie lauka. Ja laučiņu nekur nevar uzlikt, to noliek malā, un tu izvelc citu.',
    example: 'Laučiņu ar pilsētu ziemeļu malā nevar likt uz dienvidiem no ceļa gala: pilsētas mala saskartos ar ceļu.',
    keywords: ['laučiņš', 'laučiņu', 'laučiņa', 'mala', 'malas', 'sakrīt', 'der', 'pagriezt', 'pagriešana', 'vieta'],
  },
  followers: {
    title: 'Pavalstnieka uzlikšana',
    text: 'Uz tikko uzliktā laučiņa vari novietot vienu pavalstnieku no sava krājuma: uz ceļa (laupītājs), pilsētā (bruņinieks), uz klostera (mūks) vai, ja spēlē ar zemniekiem, uz lauka. Ceļam, pilsētai vai laukam jābūt tukšam visā garumā, arī bez taviem pavalstniekiem.',
    example:
      'Uz ceļa, ko pagarina tavs laučiņš, trīs laučiņu attālumā jau stāv Boba pavalstnieks: uz šī ceļa likt nevari, bet vari aizņemt pilsētu uz sava laučiņa, ja tā ir tukša.',
    keywords: [
      'pavalstnieks',
      'pavalstnieku',
      'pavalstnieki',
      'meeple',
      'aizņemts',
      'aizņemt',
      'bruņinieks',
      'mūks',
      'laupītājs',
      'figūriņa',
    ],
  },
  sharing: {
    title: 'Kopīgs ceļš vai pilsēta',
    text: 'Pavalstnieki var nonākt uz viena ceļa vai vienā pilsētā, kad laučiņš savieno divas agrāk atsevišķas daļas. Kad par to skaita punktus, visus punktus saņem spēlētājs, kuram tur ir visvairāk pavalstnieku; ja vairākiem ir vienāds skaits, katrs no viņiem saņem visus punktus. Visi saņem savus pavalstniekus atpakaļ.',
    example:
      'Annai un Bobam katram ir bruņinieks vienā no divām pilsētas pusēm; laučiņš tās savieno un pabeidz 4 laučiņu pilsētu: abi saņem 8 punktus.',
    keywords: ['vairākums', 'neizšķirts', 'savienot', 'apvienot', 'visvairāk', 'kopīgs', 'dalīt', 'kopā'],
  },
  roads: {
    title: 'Ceļi',
    text: 'Ceļš ir pabeigts, kad abi tā gali beidzas krustojumā, pilsētā vai klosterī vai kad tas noslēdzas cilpā. Tas dod 1 punktu par katru laučiņu, gan spēles laikā, gan beigās.',
    example: 'Ceļš starp diviem krustojumiem, kas stiepjas pāri 3 laučiņiem, dod 3 punktus.',
    keywords: ['ceļš', 'ceļi', 'ceļu', 'ceļa', 'laupītājs', 'krustojums', 'ciemats', 'cilpa'],
  },
  cities: {
    title: 'Pilsētas',
    text: 'Pilsēta ir pabeigta, kad mūris to ieskauj bez robiem. Tā dod 2 punktus par katru laučiņu un 2 par katru ģerboni. Ja spēles beigās tā nav pabeigta, tā dod 1 punktu par laučiņu un 1 par ģerboni.',
    example:
      'Pabeigta 3 laučiņu pilsēta ar vienu ģerboni dod 3 × 2 + 2 = 8 punktus; ja spēles beigās tā paliek nepabeigta, tikai 4.',
    keywords: ['pilsēta', 'pilsētas', 'pilsētu', 'bruņinieks', 'ģerbonis', 'ģerboņi', 'vairogs', 'karogs', 'mūris'],
  },
  monasteries: {
    title: 'Klosteri',
    text: 'Klosteris ir pabeigts, kad ap to ir izlikti visi astoņi laučiņi: tas dod 9 punktus. Ja spēles beigās tas nav pabeigts, tas dod 1 punktu plus 1 par katru laučiņu ap to.',
    example: 'Mūks, kura klosterim spēles beigās ir 5 kaimiņi, saņem 6 punktus.',
    keywords: ['klosteris', 'klosteri', 'klostera', 'klosterim', 'mūks', 'mūki', 'mūku'],
  },
  end: {
    title: 'Spēles beigas',
    text: 'Spēle beidzas, kad uzlikts pēdējais laučiņš. Par katru ceļu, pilsētu un klosteri, kur vēl stāv pavalstnieki, skaita punktus pēc spēles beigu vērtībām, pēc tam, ja spēlē ar zemniekiem, arī par laukiem. Uzvar tas, kuram visvairāk punktu; neizšķirta gadījumā uzvaru dala.',
    example: 'Annas nepabeigtais 3 laučiņu ceļš dod 3 punktus, un viņas nepabeigtā 2 laučiņu pilsēta ar ģerboni dod 3.',
    keywords: [
      'beigas',
      'beidzas',
      'beigties',
      'spēles beigas',
      'noslēgums',
      'noslēguma punktu skaitīšana',
      'uzvarētājs',
      'uzvara',
      'pēdējais laučiņš',
      'punkti',
    ],
  },
};
