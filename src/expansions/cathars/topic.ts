// The Cathars' rules topic, in every language (game words of docs/glossary-*.md and the compendium's §7).
import type { ExpansionTopic } from '../../engine/expansion';

export const catharsTopic: ExpansionTopic = {
  id: 'cathars',
  texts: {
    en: {
      title: 'The Cathars: besieged cities',
      text: 'Four tiles show the Cathar cross on their city. A city holding one is besieged: completed, it scores only 1 a tile and pennant (2 with a cathedral), and unfinished at the end it scores nothing. At the end of your turn, if a monastery (an abbey or a shrine too) touches a Cathar tile of the city, orthogonally or diagonally, one of your knights there (a follower, a big follower, a mayor or a wagon) may escape back to your supply: one a turn in all, once in each part of a builder’s double turn, and you need not have played there. In the final scoring a field pays its farmers double for each completed besieged city: 6 (8 with a pig, the barn doubled too).',
      example:
        'Ann’s knight sits in a city with a Cathar tile; a monastery lies diagonally beside that tile. At the end of her turn Ann lets the knight escape. The city is completed later with 4 tiles and a pennant: its owner scores 5, not 10.',
      keywords: ['cathars', 'cathar', 'siege', 'besieged', 'escape', 'knight', 'monastery'],
    },
    ro: {
      title: 'Catarii: orașe asediate',
      text: 'Patru cartonașe arată crucea catară în orașul lor. Un oraș care conține unul este asediat: terminat, aduce doar 1 punct pe cartonaș și stemă (2 cu o catedrală), iar neterminat la sfârșit nu aduce nimic. La sfârșitul turului tău, dacă o mănăstire (și o abație sau o sectă) se învecinează cu un cartonaș catar al orașului, direct sau pe diagonală, unul dintre cavalerii tăi de acolo (un supus, un supus mare, un primar sau o căruță) poate evada înapoi în rezervă: unul pe tur în total, câte unul în fiecare parte a turului dublu al constructorului, și nu trebuie să fi jucat acolo. La punctarea finală un câmp dă țăranilor dublu pentru fiecare oraș asediat terminat: 6 (8 cu un porc, iar cu o moșie tot dublu).',
      example:
        'Cavalerul Anei stă într-un oraș cu un cartonaș catar; o mănăstire e pe diagonală lângă acel cartonaș. La sfârșitul turului, Ana îl lasă să evadeze. Orașul e terminat mai târziu cu 4 cartonașe și o stemă: stăpânul lui primește 5 puncte, nu 10.',
      keywords: ['catari', 'catarii', 'asediu', 'asediat', 'oraș asediat', 'evadare', 'cavaler', 'mănăstire'],
    },
    bg: {
      title: 'Катарите: обсадени крепости',
      text: 'Четири плочки показват катарския кръст в крепостта си. Крепост, която съдържа такава плочка, е обсадена: завършена, тя носи само по 1 точка на плочка и герб (2 с катедрала), а незавършена в края не носи нищо. В края на хода ти, ако манастир (също абатство или светилище) граничи с катарска плочка на крепостта, право или по диагонал, един от рицарите ти там (мийпъл, голям мийпъл, кмет или каруца) може да избяга обратно в свитата ти: един на ход общо, по един във всяка част на двойния ход на майстора строител, и не е нужно да си играл там. При финалното оценяване поляна дава на селяните си двойно за всяка завършена обсадена крепост: 6 (8 с прасенце; с хамбар също двойно).',
      example:
        'Рицарят на Ани е в крепост с катарска плочка; по диагонал до тази плочка има манастир. В края на хода си Ани оставя рицаря да избяга. По-късно крепостта е завършена с 4 плочки и герб: собственикът ѝ получава 5 точки, не 10.',
      keywords: ['катари', 'катарите', 'обсада', 'обсадена', 'обсадена крепост', 'бягство', 'рицар', 'манастир'],
    },
    lv: {
      title: 'Katari: aplenktas pilsētas',
      text: 'Četriem laučiņiem pilsētā ir Kataru simbols. Pilsēta, kurā ir šāds laučiņš, ir aplenkta: pabeigta tā dod tikai 1 punktu par katru laučiņu un ģerboni (2 ar katedrāli), bet nepabeigta spēles beigās nedod neko. Sava gājiena beigās, ja klosteris (arī abatija vai svētnīca) tieši robežojas ar pilsētas Kataru laučiņu (arī pa diagonāli), viens tavs bruņinieks tajā (pavalstnieks, lielais pavalstnieks, birģermeistars vai rati) var izbēgt atpakaļ krājumā: viens gājienā pavisam, pa vienam katrā celtnieka dubultā gājiena daļā, un tev nav jāliek laučiņš tajā pilsētā. Noslēguma punktu skaitīšanā lauks dod zemniekiem dubultu punktu skaitu par katru pabeigtu aplenktu pilsētu: 6 (8 ar cūku; ar klēti arī dubulti).',
      example:
        'Annas bruņinieks ir pilsētā ar Kataru laučiņu; pa diagonāli blakus tam ir klosteris. Gājiena beigās Anna ļauj bruņiniekam izbēgt. Vēlāk pilsēta tiek pabeigta ar 4 laučiņiem un ģerboni: tās īpašnieks saņem 5 punktus, nevis 10.',
      keywords: [
        'katari',
        'kataru',
        'aplenkums',
        'aplenkta',
        'aplenkta pilsēta',
        'izbēgšana',
        'bruņinieks',
        'klosteris',
      ],
    },
    is: {
      title: 'Kaþarar: umsetnar borgir',
      text: 'Fjórar flísar sýna kaþarakrossinn í borginni sinni. Borg sem inniheldur slíka flís er umsetin: kláruð gefur hún aðeins 1 stig á flís og skjaldarmerki (2 með dómkirkju) og ókláruð í leikslok gefur hún ekkert. Í lok umferðar þinnar, ef klaustur (líka ábótaklaustur eða helgidómur) liggur að kaþaraflís borgarinnar, beint eða á ská, má einn riddara þinna þar (þegn, stór þegn, borgarstjóri eða vagn) flýja aftur í birgðirnar: einn í umferð alls, einn í hvorum hluta tvöfaldrar umferðar smiðsins, og þú þarft ekki að hafa spilað þar. Í lokatalningu gefur akur bændum sínum tvöfalt fyrir hverja klárða umsetna borg: 6 (8 með svíni; hlaða líka tvöfalt).',
      example:
        'Riddari Önnu er í borg með kaþaraflís; klaustur liggur á ská við þá flís. Í lok umferðar sinnar lætur Anna riddarann flýja. Borgin klárast síðar með 4 flísum og skjaldarmerki: eigandinn fær 5 stig, ekki 10.',
      keywords: ['kaþarar', 'kaþari', 'umsátur', 'umsetin', 'umsetin borg', 'flótti', 'riddari', 'klaustur'],
    },
  },
};
