// Castles in Germany's rules topic in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const germanCastlesTopic: ExpansionTopic = {
  id: 'german-castles',
  texts: {
    en: {
      title: 'Castles in Germany',
      text: 'Six castle tiles, each covering two squares, are dealt to the players: one each, two each with two or three players. On your turn you may play one instead of drawing a tile; it goes down whole, its roads, cities and fields matching on both squares, and it may not touch another castle, not even at a corner. Then you may put a follower on one of its roads, cities or fields as usual, or on the castle as its castle lord. The castle is complete when all ten squares around it are filled: the lord scores 12. At the end an unfinished castle scores 2 for the castle tile + 1 for each tile around it. When a road or city that ends on a castle tile is completed, each of its majority holders scores 3 more for each castle it ends on, whoever holds the castle. Each half of a castle counts as a tile for a road or city.',
      example:
        'Black places a castle closing a city that ends on it and on another castle: Red and Blue, tied in it, each score the city’s 10 + 2 × 3 = 16.',
      keywords: ['castle', 'double tile', 'castle lord', 'ring', 'instead of drawing'],
    },
    ro: {
      title: 'Castele din Germania',
      text: 'Șase cartonașe cu castel, fiecare acoperind două pătrate, se împart jucătorilor: câte unul, câte două la doi sau trei jucători. La rândul tău poți pune unul în loc să tragi un cartonaș; se pune întreg, cu drumurile, orașele și câmpurile potrivite pe ambele pătrate, și nu poate atinge alt castel, nici măcar pe colț. Apoi poți pune un supus pe un drum, oraș sau câmp al lui, ca de obicei, sau pe castel, ca senior al castelului. Castelul e terminat când toate cele zece pătrate din jurul lui sunt ocupate: seniorul primește 12. La final un castel neterminat valorează 2 pentru cartonașul castelului + 1 pentru fiecare cartonaș din jur. Când se termină un drum sau un oraș care se termină la un cartonaș cu castel, fiecare jucător cu majoritate în el primește încă 3 pentru fiecare castel la care se termină, oricine ar stăpâni castelul. Fiecare jumătate de castel contează ca un cartonaș pentru drum sau oraș.',
      example:
        'Negru pune un castel care închide un oraș terminat la el și la alt castel: Roșu și Albastru, la egalitate, primesc fiecare 10 + 2 × 3 = 16.',
      keywords: ['castel', 'cartonaș dublu', 'senior', 'în loc să tragi'],
    },
    bg: {
      title: 'Замъци в Германия',
      text: 'Шест плочки замък, всяка заемаща две полета, се раздават на играчите: по една, по две при двама или трима играчи. В своя ход можеш да поставиш една вместо да теглиш плочка; тя се поставя цяла, с пътищата, крепостите и поляните си съвпадащи и на двете полета, и не може да докосва друг замък, дори с ъгъл. След това можеш да поставиш мийпъл на неин път, крепост или поляна както обикновено или на замъка като господар на замъка. Замъкът е завършен, когато всичките десет полета около него са заети: господарят получава 12. В края незавършен замък носи 2 за плочката на замъка + 1 за всяка плочка около него. Когато се завърши път или крепост, която свършва на плочка замък, всеки играч с мнозинство в нея получава още 3 за всеки замък, на който свършва, без значение чий е замъкът. Всяка половина на замъка се брои за една плочка на пътя или крепостта.',
      example:
        'Черният поставя замък, който затваря крепост, свършваща на него и на друг замък: Червеният и Синият, наравно, получават всеки 10 + 2 × 3 = 16.',
      keywords: ['замък', 'двойна плочка', 'господар', 'вместо теглене'],
    },
    lv: {
      title: 'Vācu pilis',
      text: 'Seši pils laučiņi, katrs aizņem divu laučiņu vietu, tiek izdalīti spēlētājiem: pa vienam, pa diviem, ja spēlē divi vai trīs. Savā gājienā laučiņa vilkšanas vietā vari likt vienu no tiem; to liek veselu, ar ceļiem, pilsētām un laukiem, kas sakrīt abās tā pusēs, un tas nedrīkst pieskarties citai pilij, pat ar stūri. Pēc tam vari likt pavalstnieku uz tā ceļa, pilsētas vai lauka kā parasti vai uz pašas pils kā pils kungu. Pils ir pabeigta, kad visas desmit vietas ap to ir aizpildītas: pils kungs saņem 12. Beigās nepabeigta pils dod 2 par pils laučiņu + 1 par katru laučiņu ap to. Kad pabeidz ceļu vai pilsētu, kas beidzas uz pils laučiņa, katrs tās vairākuma īpašnieks saņem vēl 3 par katru pili, pie kuras tā beidzas, lai kam pieder pils. Katra pils puse ceļam vai pilsētai skaitās par vienu laučiņu.',
      example:
        'Melnais liek pili, kas noslēdz pilsētu, kura beidzas pie tās un pie vēl vienas pils: Sarkanais un Zilais, vienādi, katrs saņem 10 + 2 × 3 = 16.',
      keywords: ['pils', 'dubults laučiņš', 'pils kungs', 'vilkšanas vietā'],
    },
    is: {
      title: 'Kastalar í Þýskalandi',
      text: 'Sex kastalaflísum, sem hver þekur tvo reiti, er skipt milli leikmanna: ein á mann, tvær á mann ef leikmenn eru tveir eða þrír. Í þinni umferð máttu leggja eina í stað þess að draga flís; hún er lögð heil, vegir, borgir og engi hennar passa á báðum reitum, og hún má ekki snerta annan kastala, ekki einu sinni á horni. Svo máttu setja fylgismann á veg, borg eða engi hennar eins og venjulega, eða á kastalann sem herra kastalans. Kastalinn er kláraður þegar allir tíu reitirnir í kringum hann eru fullir: herrann fær 12. Í lokin gefur ókláraður kastali 2 fyrir kastalaflísina + 1 fyrir hverja flís í kring. Þegar vegur eða borg sem endar á kastalaflís er kláruð fær hver sem á meirihluta í henni 3 í viðbót fyrir hvern kastala sem hún endar við, hver sem á kastalann. Hvor helmingur kastalans telst ein flís fyrir veg eða borg.',
      example:
        'Svartur leggur kastala sem lokar borg sem endar við hann og við annan kastala: Rauður og Blár, jafnir, fá hvor 10 + 2 × 3 = 16.',
      keywords: ['kastali', 'tvöföld flís', 'herra kastalans', 'í stað þess að draga'],
    },
  },
};
