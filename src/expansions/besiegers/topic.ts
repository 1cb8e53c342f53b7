// The Besiegers' rules topic, in every language (game words of docs/glossary-*.md and the compendium's §32).
import type { ExpansionTopic } from '../../engine/expansion';

export const besiegersTopic: ExpansionTopic = {
  id: 'besiegers',
  texts: {
    en: {
      title: 'The Besiegers: besieged cities',
      text: 'Six tiles show the besiegers’ camp before their city (Hans im Glück’s 2013 version of the Cathars, with the same rules). A city holding one is besieged: completed, it scores only 1 a tile and pennant (2 with a cathedral), and unfinished at the end it scores nothing. At the end of your turn, if a monastery (an abbey or a shrine too) touches a besiegers’ tile of the city, orthogonally or diagonally, one of your knights there (a follower, a big follower, a mayor or a wagon) may escape back to your supply: one a turn in all, once in each part of a builder’s double turn, and you need not have played there. In the final scoring a field pays its farmers 6 for each completed besieged city, 8 with a pig (the barn doubled too).',
      example:
        'Bob’s knight holds a city with a besiegers’ tile; Ann places a monastery beside that tile. At the end of Bob’s next turn his knight escapes. Ann’s farmer later scores 6 for the completed besieged city, not 3.',
      keywords: ['besiegers', 'besieger', 'siege', 'besieged', 'camp', 'escape', 'knight', 'monastery'],
    },
    ro: {
      title: 'Asediatorii: orașe asediate',
      text: 'Șase cartonașe arată tabăra asediatorilor în fața orașului lor (versiunea Hans im Glück din 2013 a Catarilor, cu aceleași reguli). Un oraș care conține unul este asediat: terminat, aduce doar 1 punct pe cartonaș și stemă (2 cu o catedrală), iar neterminat la sfârșit nu aduce nimic. La sfârșitul turului tău, dacă o mănăstire (și o abație sau o sectă) se învecinează cu un cartonaș cu asediatori al orașului, direct sau pe diagonală, unul dintre cavalerii tăi de acolo (un supus, un supus mare, un primar sau o căruță) poate evada înapoi în rezervă: unul pe tur în total, câte unul în fiecare parte a turului dublu al constructorului, și nu trebuie să fi jucat acolo. La punctarea finală un câmp dă țăranilor 6 puncte pentru fiecare oraș asediat terminat, 8 cu un porc (și cu o moșie tot dublu).',
      example:
        'Cavalerul lui Bob stă într-un oraș cu un cartonaș cu asediatori; Ana pune o mănăstire lângă acel cartonaș. La sfârșitul următorului tur al lui Bob cavalerul evadează. Mai târziu țăranul Anei primește 6 puncte pentru orașul asediat terminat, nu 3.',
      keywords: ['asediatori', 'asediatorii', 'asediu', 'asediat', 'oraș asediat', 'tabără', 'evadare', 'cavaler'],
    },
    bg: {
      title: 'Обсадителите: обсадени крепости',
      text: 'Шест плочки показват стана на обсадителите пред крепостта си (версията на Hans im Glück от 2013 г. на Катарите, със същите правила). Крепост, която съдържа такава плочка, е обсадена: завършена, тя носи само по 1 точка на плочка и герб (2 с катедрала), а незавършена в края не носи нищо. В края на хода ти, ако манастир (също абатство или светилище) граничи с плочка с обсадители на крепостта, право или по диагонал, един от рицарите ти там (мийпъл, голям мийпъл, кмет или каруца) може да избяга обратно в свитата ти: един на ход общо, по един във всяка част на двойния ход на майстора строител, и не е нужно да си играл там. При финалното оценяване поляна дава на селяните си 6 точки за всяка завършена обсадена крепост, 8 с прасенце (с хамбар също двойно).',
      example:
        'Рицарят на Боби е в крепост с плочка с обсадители; Ани поставя манастир до тази плочка. В края на следващия ход на Боби рицарят му избягва. По-късно селянинът на Ани получава 6 точки за завършената обсадена крепост, не 3.',
      keywords: ['обсадители', 'обсадителите', 'обсада', 'обсадена', 'обсадена крепост', 'стан', 'бягство', 'рицар'],
    },
    lv: {
      title: 'Aplencēji: aplenktas pilsētas',
      text: 'Sešiem laučiņiem pie pilsētas ir aplencēju nometne (Hans im Glück 2013. gada Kataru variants ar tiem pašiem noteikumiem). Pilsēta, kurā ir šāds laučiņš, ir aplenkta: pabeigta tā dod tikai 1 punktu par katru laučiņu un ģerboni (2 ar katedrāli), bet nepabeigta spēles beigās nedod neko. Sava gājiena beigās, ja klosteris (arī abatija vai svētnīca) tieši robežojas ar pilsētas aplencēju laučiņu (arī pa diagonāli), viens tavs bruņinieks tajā (pavalstnieks, lielais pavalstnieks, birģermeistars vai rati) var izbēgt atpakaļ krājumā: viens gājienā pavisam, pa vienam katrā celtnieka dubultā gājiena daļā, un tev nav jāliek laučiņš tajā pilsētā. Noslēguma punktu skaitīšanā lauks dod zemniekiem 6 punktus par katru pabeigtu aplenktu pilsētu, 8 ar cūku (ar klēti arī dubulti).',
      example:
        'Boba bruņinieks ir pilsētā ar aplencēju laučiņu; Anna novieto klosteri blakus tam. Boba nākamā gājiena beigās bruņinieks izbēg. Vēlāk Annas zemnieks par pabeigto aplenkto pilsētu saņem 6 punktus, nevis 3.',
      keywords: [
        'aplencēji',
        'aplencēju',
        'aplenkums',
        'aplenkta',
        'aplenkta pilsēta',
        'nometne',
        'izbēgšana',
        'bruņinieks',
      ],
    },
    is: {
      title: 'Umsátursmenn: umsetnar borgir',
      text: 'Sex flísar sýna búðir umsátursmanna fyrir framan borgina sína (útgáfa Hans im Glück frá 2013 af Kaþörum, með sömu reglum). Borg sem inniheldur slíka flís er umsetin: kláruð gefur hún aðeins 1 stig á flís og skjaldarmerki (2 með dómkirkju) og ókláruð í leikslok gefur hún ekkert. Í lok umferðar þinnar, ef klaustur (líka ábótaklaustur eða helgidómur) liggur að umsáturflís borgarinnar, beint eða á ská, má einn riddara þinna þar (þegn, stór þegn, borgarstjóri eða vagn) flýja aftur í birgðirnar: einn í umferð alls, einn í hvorum hluta tvöfaldrar umferðar smiðsins, og þú þarft ekki að hafa spilað þar. Í lokatalningu gefur akur bændum sínum 6 stig fyrir hverja klárða umsetna borg, 8 með svíni (hlaða líka tvöfalt).',
      example:
        'Riddari Bobs er í borg með umsáturflís; Anna leggur klaustur við þá flís. Í lok næstu umferðar Bobs flýr riddarinn. Síðar fær bóndi Önnu 6 stig fyrir klárðu umsetnu borgina, ekki 3.',
      keywords: ['umsátursmenn', 'umsátur', 'umsetin', 'umsetin borg', 'búðir', 'flótti', 'riddari', 'klaustur'],
    },
  },
};
