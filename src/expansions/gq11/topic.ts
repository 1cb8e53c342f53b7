// GQ11's rules topic, in every language (game words of docs/glossary-*.md and the compendium's §11).
import type { ExpansionTopic } from '../../engine/expansion';

export const gq11Topic: ExpansionTopic = {
  id: 'gq11',
  texts: {
    en: {
      title: 'GQ11 mini-expansion',
      text: 'Twelve tiles from Games Quarterly #11, with no rules of their own: ten land tiles shuffled into the stack (a monastery at a crossroads, a tile of nothing but field, cities and roads in new shapes), and a spring and a river tile with a city on each bank, played only with The River or The River II. GQ11’s spring has a road leading away from it that parts the field around it; it ends at a house, not an inn. One spring makes a river: GQ11’s starts it, and the river set’s own stays in the box (a host may choose the other way round). The all-field tile has no pig herd.',
      example:
        'With The River, the game starts at GQ11’s spring; its road runs west to a house. The river tile with two cities is shuffled in with the river tiles, before the lake.',
      keywords: ['gq11', 'games quarterly', 'mini', 'spring', 'river', 'all field', 'pig herd'],
    },
    ro: {
      title: 'Mini-extensia GQ11',
      text: 'Douăsprezece cartonașe din Games Quarterly #11, fără reguli proprii: zece cartonașe de teritoriu amestecate în teanc (o mănăstire la o răscruce, un cartonaș numai cu câmp, orașe și drumuri în forme noi) și un izvor și un cartonaș de râu cu câte un oraș pe fiecare mal, jucate doar cu Râul sau Râul II. Izvorul GQ11 are un drum care pleacă de la el și desparte câmpul din jur; drumul se termină la o casă, nu la un han. Un singur izvor face un râu: cel din GQ11 îl pornește, iar izvorul propriu al râului rămâne în cutie (gazda poate alege invers). Cartonașul numai cu câmp nu are turmă de porci.',
      example:
        'Cu Râul, jocul începe la izvorul GQ11; drumul lui duce spre vest, la o casă. Cartonașul de râu cu două orașe se amestecă printre cartonașele de râu, înaintea lacului.',
      keywords: ['gq11', 'games quarterly', 'mini', 'izvor', 'râu', 'câmp', 'turmă de porci'],
    },
    bg: {
      title: 'Мини разширението GQ11',
      text: 'Дванадесет плочки от Games Quarterly #11, без собствени правила: десет теренни плочки, разбъркани с останалите (манастир на кръстовище, плочка само с поляна, крепости и пътища в нови форми), и извор и речна плочка с по една крепост на всеки бряг, които се играят само с Реката или Реката II. Изворът на GQ11 има път, който тръгва от него и разделя поляната около него; пътят свършва при къща, не при странноприемница. Една река има един извор: този на GQ11 я започва, а собственият извор на реката остава в кутията (домакинът може да избере обратното). Плочката само с поляна няма стадо прасета.',
      example:
        'С Реката играта започва от извора на GQ11; пътят му води на запад към къща. Речната плочка с две крепости се разбърква с речните плочки, преди езерото.',
      keywords: ['gq11', 'games quarterly', 'мини', 'извор', 'река', 'поляна', 'стадо прасета'],
    },
    lv: {
      title: 'Mini-paplašinājums (GQ11)',
      text: 'Divpadsmit laučiņi no Games Quarterly #11 bez saviem noteikumiem: desmit laučiņi, ko sajauc ar pārējiem (klosteris krustcelēs, laučiņš tikai ar lauku, pilsētas un ceļi jaunās formās), un upes avots un upes laučiņš ar pilsētu katrā krastā, ko spēlē tikai ar Upi vai Upi II. GQ11 avotam ir ceļš, kas ved projām no avota un sadala lauku ap to; ceļš beidzas pie mājas, nevis traktiera. Vienai upei izmanto vienu avotu: upi sāk GQ11 avots, bet upes paša avots paliek kastē (saimnieks var izvēlēties otrādi). Laučiņam tikai ar lauku nav cūku ganāmpulka.',
      example:
        'Ar Upi spēle sākas pie GQ11 avota; tā ceļš ved uz rietumiem līdz mājai. Upes laučiņu ar divām pilsētām sajauc ar upes laučiņiem, pirms ezera.',
      keywords: ['gq11', 'games quarterly', 'mini-paplašinājums', 'avots', 'upe', 'lauks', 'cūku ganāmpulks'],
    },
    is: {
      title: 'Smáviðbótin GQ11',
      text: 'Tólf flísar úr Games Quarterly #11, án eigin reglna: tíu landflísar stokkaðar með hinum (klaustur við krossgötur, flís með engu nema akri, borgir og vegir í nýjum myndum) og uppspretta og árflís með borg á hvorum bakka, sem eru aðeins spilaðar með Ánni eða Ánni II. Uppspretta GQ11 hefur veg sem liggur frá henni og skiptir akrinum umhverfis; vegurinn endar við hús, ekki gistikrá. Ein uppspretta myndar á: uppspretta GQ11 byrjar hana og eigin uppspretta árinnar er áfram í kassanum (gestgjafinn getur valið öfugt). Flísin með engu nema akri hefur enga svínahjörð.',
      example:
        'Með Ánni hefst leikurinn við uppsprettu GQ11; vegurinn liggur í vestur að húsi. Árflísin með tveimur borgum er stokkuð með árflísunum, á undan stöðuvatninu.',
      keywords: ['gq11', 'games quarterly', 'smáviðbót', 'uppspretta', 'á', 'akur', 'svínahjörð'],
    },
  },
};
