// The Flying Machines rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const flierTopic: ExpansionTopic = {
  id: 'flying-machines',
  texts: {
    en: {
      title: 'Flying machines',
      text: 'Eight tiles show a flying machine; its arrow turns with the tile and may point straight or diagonally. After placing such a tile you may, instead of placing a figure, put a follower (or your big follower) on the machine. The die (1, 1, 2, 2, 3, 3) says how many tiles it flies in the arrow’s direction. It lands on an unfinished road, city or monastery of the tile it reaches, even one where other followers already stand, yours or others’; never on a field, a garden or a finished feature. If several places are possible you choose; if there is no tile there or no such place, the follower stays in your supply and you place no other figure this turn. The abbot, the builder and the pig do not fly.',
      example:
        'Your machine points left and you roll 2. Two tiles to the left lies a tile with Blue’s city, a finished road and fields: your follower must land in the city, beside Blue’s knight.',
      keywords: ['flying machine', 'flier', 'fly', 'flight', 'die', 'dice', 'roll', 'land', 'landing'],
    },
    ro: {
      title: 'Aparate de zbor',
      text: 'Opt cartonașe au un aparat de zbor; săgeata lui se rotește odată cu cartonașul și poate arăta drept sau în diagonală. După ce așezi un asemenea cartonaș poți, în loc să plasezi un pion, să pui un supus (sau supusul mare) pe aparat. Zarul (1, 1, 2, 2, 3, 3) spune câte cartonașe zboară în direcția săgeții. Aterizează pe un drum, un oraș sau o mănăstire neterminate ale cartonașului la care ajunge, chiar dacă acolo stau deja alți supuși, ai tăi sau ai altora; niciodată pe un câmp, o grădină sau un teritoriu terminat. Dacă sunt mai multe locuri posibile, alegi tu; dacă acolo nu e niciun cartonaș sau niciun asemenea loc, supusul rămâne în rezervă și nu mai plasezi alt pion în acest tur. Abatele, constructorul și porcul nu zboară.',
      example:
        'Aparatul tău arată spre stânga și dai 2. La două cartonașe spre stânga e un cartonaș cu orașul lui Albastru, un drum terminat și câmpuri: supusul tău trebuie să aterizeze în oraș, lângă cavalerul lui Albastru.',
      keywords: ['aparat de zbor', 'zbor', 'zboară', 'zar', 'aruncă', 'aterizare', 'aterizează'],
    },
    bg: {
      title: 'Летателни апарати',
      text: 'Осем плочки имат летателен апарат; стрелката му се завърта заедно с плочката и може да сочи право или по диагонал. След като положиш такава плочка, вместо да поставиш фигурка можеш да сложиш мийпъл (или големия си мийпъл) върху апарата. Зарчето (1, 1, 2, 2, 3, 3) казва през колко плочки лети в посоката на стрелката. Той каца на незавършен път, крепост или манастир от плочката, до която стига, дори там вече да има други мийпъли, твои или чужди; никога на поляна, градина или завършен обект. Ако има няколко възможни места, избираш ти; ако там няма плочка или няма такова място, мийпълът остава в свитата ти и в този ход не поставяш друга фигурка. Абатът, майсторът строител и прасенцето не летят.',
      example:
        'Апаратът ти сочи наляво и хвърляш 2. Две плочки наляво има плочка с крепостта на Синия, завършен път и поляни: мийпълът ти трябва да кацне в крепостта, до рицаря на Синия.',
      keywords: ['летателен апарат', 'апарат', 'полет', 'лети', 'зарче', 'зар', 'хвърляне', 'кацане', 'каца'],
    },
    lv: {
      title: 'Lidoņi',
      text: 'Uz astoņiem laučiņiem ir lidonis; tā bultiņa griežas kopā ar laučiņu un var rādīt taisni vai pa diagonāli. Kad esi uzlicis tādu laučiņu, figūriņas likšanas vietā vari likt pavalstnieku (vai savu lielo pavalstnieku) uz lidoņa. Kauliņš (1, 1, 2, 2, 3, 3) nosaka, cik laučiņus tas aizlido bultiņas virzienā. Tas nolaižas uz nepabeigta ceļa, pilsētas vai klostera tajā laučiņā, līdz kuram aizlido, pat ja tur jau stāv citi pavalstnieki, tavi vai citu; nekad uz lauka, dārza vai pabeigta objekta. Ja iespējamas vairākas vietas, izvēlies tu; ja tur nav laučiņa vai tādas vietas, pavalstnieks paliek tavā krājumā, un šajā gājienā citu figūriņu tu neliec. Abats, celtnieks un cūka nelido.',
      example:
        'Tavs lidonis rāda pa kreisi, un tu met 2. Divus laučiņus pa kreisi ir laučiņš ar Zilā pilsētu, pabeigtu ceļu un laukiem: tavam pavalstniekam jānolaižas pilsētā, blakus Zilā bruņiniekam.',
      keywords: ['lidonis', 'lidotājs', 'lidot', 'lidojums', 'kauliņš', 'mest', 'nolaisties', 'nolaišanās'],
    },
    is: {
      title: 'Flugvélar',
      text: 'Átta flísar sýna flugvél; örin á henni snýst með flísinni og getur vísað beint eða á ská. Þegar þú hefur lagt slíka flís máttu, í stað þess að setja út fígúru, setja þegn (eða stóra þegninn þinn) á flugvélina. Teningurinn (1, 1, 2, 2, 3, 3) segir hve margar flísar hann flýgur í stefnu örvarinnar. Hann lendir á ókláruðum vegi, borg eða klaustri flísarinnar sem hann nær til, jafnvel þótt aðrir þegnar standi þar fyrir, þínir eða annarra; aldrei á akri, í garði eða á kláruðu svæði. Ef fleiri staðir koma til greina velur þú; ef engin flís er þar eða enginn slíkur staður, verður þegninn eftir í birgðunum þínum og þú setur ekki út aðra fígúru í þessari umferð. Ábótinn, smiðurinn og svínið fljúga ekki.',
      example:
        'Flugvélin þín vísar til vinstri og þú kastar 2. Tveimur flísum til vinstri er flís með borg Bláa, kláruðum vegi og ökrum: þegninn þinn verður að lenda í borginni, við hlið riddara Bláa.',
      keywords: ['flugvél', 'fljúga', 'flug', 'teningur', 'kasta', 'lenda', 'lending'],
    },
  },
};
