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
  fields: {
    title: 'Lauki un zemnieki',
    text: 'Pavalstnieks, kas nolikts guļus uz lauka, ir zemnieks, un tas paliek tur līdz spēles beigām. Laukus atdala ceļi, pilsētas un spēles laukuma mala. Spēles beigās katrs lauks dod 3 punktus par katru pabeigtu pilsētu, kurai tas pieskaras, spēlētājam, kuram tajā ir visvairāk zemnieku (neizšķirta gadījumā punktus saņem visi). Pilsēta, kas pieskaras vairākiem laukiem, skaitās katrā no tiem.',
    example:
      'Annai ir 2 zemnieki un Bobam 1 laukā, kas pieskaras 3 pabeigtām un 1 nepabeigtai pilsētai: Anna saņem 9 punktus, Bobs neko.',
    keywords: ['lauks', 'lauki', 'lauku', 'laukā', 'zemnieks', 'zemnieki', 'zemnieku', 'pļava', 'guļus'],
  },
  river: {
    title: 'Upe',
    text: 'Upes avots ir sākuma laučiņš (parastais sākuma laučiņš paliek kastē). Pārējos upes laučiņus izvelk pirms parastajiem, ezeru pašu pēdējo. Katram jāturpina upes vaļējais gals, ūdens pie ūdens. Uz ūdens nedrīkst likt nevienu figūriņu, bet uz upes laučiņu ceļiem, pilsētām un laukiem figūriņas liek kā parasti. Upe sadala laukus, izņemot vienu lauku ap avotu vai ezeru. Upes laučiņu, ko nekur nevar uzlikt, noliek malā.',
    example:
      'Tu izvelc upes laučiņu ar klosteri: uzliec to tā, lai ūdens turpina upes galu, un uzliec mūku uz klostera blakus ūdenim.',
    keywords: ['upe', 'upes', 'upi', 'avots', 'upes avots', 'ezers', 'ezera', 'ūdens', 'sākuma laučiņš'],
  },
  'river-bends': {
    title: 'Upē nav U veida līkumu',
    text: 'Divi upes līkumi pēc kārtas nedrīkst griezties uz vienu pusi, citādi upe tecētu atpakaļ pati uz sevi. Ja starp diviem līkumiem uz vienu pusi ir taisns upes laučiņš, tas ir atļauts.',
    example:
      'Upe pagriežas pa labi: tecēja uz austrumiem, tagad tek uz dienvidiem. Tavam līkumam nākamajā laučiņā jāgriežas pa kreisi, atpakaļ uz austrumiem: pagrieziens pa labi to aizvestu uz rietumiem, pret avotu.',
    keywords: ['upe', 'upes', 'līkums', 'līkumi', 'pagrieziens', 'griezties', 'U veida', 'apgriezties'],
  },
  abbot: {
    title: 'Abats',
    text: 'Katram spēlētājam ir viens abats. Pavalstnieka vietā vari to uzlikt uz tikko uzliktā laučiņa klostera vai dārza; nekur citur to likt nevar. Punktus tas saņem kā mūks: 9, kad ap to izlikti visi 8 laučiņi, bet spēles beigās 1 plus 1 par katru laučiņu ap to.',
    example:
      'Tu uzliec klostera laučiņu: uz klostera vari likt pavalstnieku vai savu abatu. Ja tavs abats jau ir spēles laukumā, tiek piedāvāts tikai pavalstnieks.',
    keywords: ['abats', 'abatu', 'abata', 'abatese', 'mūks', 'klosteris', 'klosteri', 'dārzs'],
  },
  gardens: {
    title: 'Dārzi',
    text: 'Uz dažiem laučiņiem ir dārzs. Uz tā drīkst stāvēt tikai abats, nekad pavalstnieks. Dārzs dod punktus tieši tāpat kā klosteris: 9, kad to ieskauj 8 laučiņi, spēles beigās 1 plus 1 par katru laučiņu ap to. Spēlējot ar abatu, izmanto laučiņus, uz kuriem ir dārzi.',
    example: 'Spēles beigās tavs abats stāv dārzā, ap kuru ir 5 laučiņi: tas dod 6 punktus.',
    keywords: ['dārzs', 'dārzi', 'dārzu', 'dārzā', 'puķes', 'ziedi', 'abats'],
  },
  'abbot-recall': {
    title: 'Abata atsaukšana',
    text: 'Gājienā, kurā uz jaunā laučiņa neliec nevienu figūriņu, tā vietā vari paņemt savu abatu atpakaļ no spēles laukuma. Tu uzreiz saņem tik punktu, cik tobrīd ir vērts tā klosteris vai dārzs: 1 plus 1 par katru laučiņu ap to.',
    example:
      'Tavs abats stāv dārzā, ap kuru ir 5 laučiņi. Tu uzliec laučiņu, neliec uz tā pavalstnieku un atsauc abatu: 6 punkti, un abatu vari likt no jauna.',
    keywords: ['abats', 'abatu', 'atsaukt', 'atsaukšana', 'paņemt atpakaļ', 'atgriezt', 'noņemt'],
  },
  inns: {
    title: 'Traktieri',
    text: 'Daži ceļi iet garām traktierim pie ezera. Pabeigts ceļš ar vismaz vienu traktieri dod 2 punktus par katru laučiņu, lai cik traktieru tajā būtu. Ja spēles beigās tas vēl nav pabeigts, tas nedod neko. T veida krustojumā ar traktieri traktieris skaitās ceļiem pa kreisi un pa labi, bet ne ceļam, kas iet uz leju (iestatījums crossroadsInn one-road spēlē pēc pirmā izdevuma, kur skaitās tikai ceļš blakus traktierim).',
    example:
      'Tavs 5 laučiņu ceļš ar traktieri ir pabeigts: 10 punkti, nevis 5. Ja tas paliktu nepabeigts līdz beigām: 0, nevis 5.',
    keywords: ['traktieris', 'traktieri', 'traktieru', 'krogs', 'ezers', 'ceļš', 'laupītājs', 'dubulti'],
  },
  cathedrals: {
    title: 'Katedrāles',
    text: 'Pabeigta pilsēta ar katedrāli dod 3 punktus par katru laučiņu un 3 par katru ģerboni. Ja spēles beigās tā vēl nav pabeigta, tā nedod neko, tāpēc katedrāle, ko spēles izskaņā pieliek kāda cita lielai nepabeigtai pilsētai, var tās īpašniekam atņemt visus punktus.',
    example:
      'Pabeigta 7 laučiņu pilsēta ar 2 ģerboņiem un katedrāli dod 9 × 3 = 27 punktus; ja spēles beigās tā paliek nepabeigta, 0.',
    keywords: ['katedrāle', 'katedrāles', 'katedrāli', 'pilsēta', 'bruņinieks', 'ģerbonis', 'trīskārši'],
  },
  'big-follower': {
    title: 'Lielais pavalstnieks',
    text: 'Katram spēlētājam bez parastajiem ir arī viens lielais pavalstnieks. Vari to likt parastā pavalstnieka vietā visur, kur drīkst likt parasto (uz lauka tikai spēlējot ar zemniekiem). Nosakot vairākumu, tas skaitās kā divi pavalstnieki; punkti netiek dubultoti. Pēc punktu skaitīšanas tas atgriežas kā jebkurš pavalstnieks. Traktieri un Katedrāles dod arī sesto krāsu, lai varētu spēlēt līdz 6 spēlētājiem.',
    example:
      'Tavs lielais pavalstnieks un viens Boba pavalstnieks ir pabeigtā 4 laučiņu pilsētā: tev ir 2 pret 1, tu saņem 8 punktus, Bobs neko. Pret diviem Boba pavalstniekiem ir neizšķirts, un punktus saņemat abi.',
    keywords: [
      'lielais pavalstnieks',
      'lielais',
      'lielo',
      'liels',
      'pavalstnieks',
      'meeple',
      'vairākums',
      'sestā krāsa',
      '6 spēlētāji',
    ],
  },
  goods: {
    title: 'Preces un tirgotāji',
    text: 'Dažās pilsētās ir vīns, graudi vai audums. Spēlētājs, kurš uzliek laučiņu, kas šādu pilsētu pabeidz, paņem vienu preču žetonu par katru tajā esošo simbolu, pat ja viņam tur nav pavalstnieka; pati pilsēta dod punktus tās bruņiniekiem kā parasti. Spēles beigās par katru no trim precēm spēlētājs ar visvairāk žetoniem saņem 10 punktus; neizšķirta gadījumā 10 saņem visi.',
    example:
      'Anna pabeidz Boba pilsētu ar 2 graudiem un 1 vīnu: Bobs saņem punktus par pilsētu, Anna paņem 2 graudu un 1 vīna žetonu. Spēles beigās Annai ir visvairāk graudu, un vīna viņai ir tikpat, cik Bobam: viņa saņem 20 punktus, Bobs 10 par vīnu.',
    keywords: [
      'preces',
      'preču',
      'tirgotājs',
      'tirgotāji',
      'vīns',
      'graudi',
      'labība',
      'audums',
      'žetons',
      'žetoni',
      'vairākums',
    ],
  },
  builder: {
    title: 'Celtnieks',
    text: 'Katram spēlētājam ir viens celtnieks. Pavalstnieka vietā vari to likt uz jaunā laučiņa ceļa vai pilsētas, kur tev jau ir pavalstnieks. Vēlāk katru reizi, kad tavs uzliktais laučiņš pagarina šo ceļu vai pilsētu, tu uzreiz uzliec otru laučiņu, ar savu figūriņu un punktu skaitīšanu; otrais laučiņš nekad nedod trešo. Celtnieks nekad neskaitās vairākumā un atgriežas, kad par tā ceļu vai pilsētu saņemti punkti vai kad tur vairs nav neviena tava pavalstnieka.',
    example:
      'Tavs celtnieks stāv uz tava ceļa. Tavs laučiņš ceļu pagarina vai pat pabeidz: par ceļu saņem punktus, un tu uzreiz izvelc otru laučiņu, uz kura vari atkal likt celtnieku.',
    keywords: [
      'celtnieks',
      'celtnieku',
      'dubultais gājiens',
      'papildu laučiņš',
      'otrais laučiņš',
      'vēlreiz',
      'bonuss',
      'divi laučiņi',
    ],
  },
  pig: {
    title: 'Cūka',
    text: 'Katram spēlētājam ir viena cūka. Spēlējot ar zemniekiem, pavalstnieka vietā vari to likt uz jaunā laučiņa lauka, kur tev jau ir zemnieks, pat ja tur ir cita spēlētāja cūka. Ja spēles beigās šis lauks pienākas tev, tas dod 4 punktus par katru pabeigtu pilsētu, nevis 3. Cūka nekad neskaitās vairākumā un atgriežas, ja tās laukā vairs nav neviena tava zemnieka.',
    example:
      'Annai, Bobam un Kleo katram ir pa zemniekam laukā ar 2 pabeigtām pilsētām; Annai un Bobam tur ir cūkas. Anna un Bobs saņem pa 8 punktiem, Kleo 6.',
    keywords: ['cūka', 'cūkas', 'cūku', 'lauks', 'zemnieks', 'zemnieki', 'četri', '4 punkti'],
  },
};
