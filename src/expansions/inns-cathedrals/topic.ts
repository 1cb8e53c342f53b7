// Inns & Cathedrals' rules topics, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const innsCathedralsTopics: readonly ExpansionTopic[] = [
  {
    id: 'inns',
    texts: {
      en: {
        title: 'Inns',
        text: 'Some roads pass an inn by a lake. A road with at least one inn pays 2 points per tile when it is finished, however many inns it has. If it is still unfinished at the end of the game it pays nothing. On the T-junction with an inn, the inn counts for the roads to its left and right but not for the one going down (the option crossroadsInn one-road plays the first printing, where only the road beside it counts).',
        example:
          'Your road of 5 tiles with an inn is finished: 10 points instead of 5. Had it stayed open to the end: 0 instead of 5.',
        keywords: ['inn', 'lake', 'road', 'highwayman', 'double'],
      },
      ro: {
        title: 'Hanuri',
        text: 'Unele drumuri trec pe lângă un han de la marginea unui lac. Un drum cu cel puțin un han aduce 2 puncte pe cartonaș când e complet, oricâte hanuri ar avea. Dacă e încă neterminat la sfârșitul jocului, nu aduce nimic. Pe intersecția în T cu han, hanul contează pentru drumurile din stânga și din dreapta lui, dar nu și pentru cel care coboară (opțiunea crossroadsInn one-road joacă după primul tiraj, unde contează doar drumul de lângă han).',
        example:
          'Drumul tău de 5 cartonașe cu un han e complet: 10 puncte în loc de 5. Dacă ar fi rămas deschis până la sfârșit: 0 în loc de 5.',
        keywords: ['han', 'hanuri', 'lac', 'drum', 'tâlhar', 'dublu', 'dublează', 'hanuri și catedrale'],
      },
      bg: {
        title: 'Странноприемници',
        text: 'Някои пътища минават покрай странноприемница до езерце. Завършен път с поне една странноприемница носи по 2 точки за плочка, колкото и странноприемници да има. Ако остане незавършен до края на играта, не носи нищо. На Т-образното кръстовище със странноприемница тя се брои за пътищата наляво и надясно, но не и за пътя надолу (с опцията crossroadsInn one-road се играе като в първото издание, където се брои само пътят до нея).',
        example:
          'Твоят път от 5 плочки със странноприемница е завършен: 10 точки вместо 5. Ако беше останал отворен до края: 0 вместо 5.',
        keywords: ['странноприемница', 'странноприемници', 'хан', 'кръчма', 'езерце', 'път', 'разбойник', 'двойно'],
      },
      lv: {
        title: 'Traktieri',
        text: 'Daži ceļi iet garām traktierim pie ezera. Pabeigts ceļš ar vismaz vienu traktieri dod 2 punktus par katru laučiņu, lai cik traktieru tajā būtu. Ja spēles beigās tas vēl nav pabeigts, tas nedod neko. T veida krustojumā ar traktieri traktieris skaitās ceļiem pa kreisi un pa labi, bet ne ceļam, kas iet uz leju (iestatījums crossroadsInn one-road spēlē pēc pirmā izdevuma, kur skaitās tikai ceļš blakus traktierim).',
        example:
          'Tavs 5 laučiņu ceļš ar traktieri ir pabeigts: 10 punkti, nevis 5. Ja tas paliktu nepabeigts līdz beigām: 0, nevis 5.',
        keywords: ['traktieris', 'traktieri', 'traktieru', 'krogs', 'ezers', 'ceļš', 'laupītājs', 'dubulti'],
      },
      is: {
        title: 'Gistikrár',
        text: 'Sumir vegir liggja fram hjá gistikrá við vatn. Vegur með minnst eina gistikrá gefur 2 stig á flís þegar hann er kláraður, sama hve margar krárnar eru. Sé hann enn ókláraður í leikslok gefur hann ekkert. Á T-gatnamótunum með gistikrá telst kráin með fyrir vegina til vinstri og hægri en ekki fyrir veginn sem liggur niður (stillingin crossroadsInn one-road leikur eftir fyrstu prentun, þar sem aðeins vegurinn við hlið hennar telst).',
        example:
          'Vegurinn þinn, 5 flísar með gistikrá, er kláraður: 10 stig í stað 5. Hefði hann verið opinn til leiksloka: 0 í stað 5.',
        keywords: ['gistikrá', 'gistikrár', 'krá', 'kráin', 'gistihús', 'vatn', 'vegur', 'förumaður', 'tvöfalt'],
      },
    },
  },
  {
    id: 'cathedrals',
    texts: {
      en: {
        title: 'Cathedrals',
        text: "A city with a cathedral pays 3 points per tile and 3 per pennant when it is finished. If it is still unfinished at the end it pays nothing, so a cathedral added to someone else's big open city late in the game can cost them all of it.",
        example:
          'A finished city of 7 tiles and 2 pennants with a cathedral scores 9 × 3 = 27; left open at the end, 0.',
        keywords: ['cathedral', 'city', 'knight', 'pennant', 'triple'],
      },
      ro: {
        title: 'Catedrale',
        text: 'Un oraș cu o catedrală aduce 3 puncte pe cartonaș și 3 pe stemă când e complet. Dacă e încă neterminat la sfârșit, nu aduce nimic; așa că o catedrală adăugată târziu în orașul mare și deschis al altcuiva îl poate costa tot.',
        example:
          'Un oraș complet de 7 cartonașe și 2 steme, cu o catedrală, aduce 9 × 3 = 27 de puncte; lăsat deschis la sfârșit, 0.',
        keywords: ['catedrală', 'catedrale', 'oraș', 'cavaler', 'stemă', 'triplu', 'triplează', 'hanuri și catedrale'],
      },
      bg: {
        title: 'Катедрали',
        text: 'Завършена крепост с катедрала носи по 3 точки за плочка и по 3 за герб. Ако остане незавършена до края на играта, не носи нищо. Затова катедрала, добавена късно в чужда голяма отворена крепост, може да отнеме на собственика всичките ѝ точки.',
        example:
          'Завършена крепост от 7 плочки и 2 герба с катедрала носи 9 × 3 = 27 точки; ако остане отворена до края: 0.',
        keywords: ['катедрала', 'катедрали', 'крепост', 'рицар', 'герб', 'тройно', 'църква'],
      },
      lv: {
        title: 'Katedrāles',
        text: 'Pabeigta pilsēta ar katedrāli dod 3 punktus par katru laučiņu un 3 par katru ģerboni. Ja spēles beigās tā vēl nav pabeigta, tā nedod neko, tāpēc katedrāle, ko spēles izskaņā pieliek kāda cita lielai nepabeigtai pilsētai, var tās īpašniekam atņemt visus punktus.',
        example:
          'Pabeigta 7 laučiņu pilsēta ar 2 ģerboņiem un katedrāli dod 9 × 3 = 27 punktus; ja spēles beigās tā paliek nepabeigta, 0.',
        keywords: ['katedrāle', 'katedrāles', 'katedrāli', 'pilsēta', 'bruņinieks', 'ģerbonis', 'trīskārši'],
      },
      is: {
        title: 'Dómkirkjur',
        text: 'Borg með dómkirkju gefur 3 stig á flís og 3 á skjaldarmerki þegar hún er kláruð. Sé hún enn ókláruð í leikslok gefur hún ekkert, svo dómkirkja sem bætt er við stóra opna borg annars leikmanns seint í leiknum getur kostað hann öll stigin.',
        example: 'Kláruð borg úr 7 flísum með 2 skjaldarmerki og dómkirkju gefur 9 × 3 = 27 stig; opin í leikslok, 0.',
        keywords: ['dómkirkja', 'dómkirkjur', 'dómkirkju', 'kirkja', 'borg', 'riddari', 'skjaldarmerki', 'þrefalt'],
      },
    },
  },
  {
    id: 'big-follower',
    texts: {
      en: {
        title: 'The big follower',
        text: 'Each player has one big follower besides the others. You may place it instead of a normal one, wherever a normal one may go (on a field only with farmers). When a majority is counted it counts as two followers; the points are not doubled. It comes home after scoring like any follower. Inns & Cathedrals also brings a sixth colour, for up to 6 players.',
        example:
          "Your big follower and Bob's one follower share a finished city of 4 tiles: you have 2 against 1 and score 8, Bob nothing. Against two of Bob's followers it is a tie and you both score.",
        keywords: ['big', 'large', 'meeple', 'follower', 'majority', 'six', '6 players'],
      },
      ro: {
        title: 'Supusul mare',
        text: 'Fiecare jucător are, pe lângă ceilalți supuși, un supus mare. Îl poți pune în locul unuia obișnuit, oriunde poate merge unul obișnuit (pe câmp doar dacă se joacă cu țărani). Când se numără majoritatea, valorează cât doi supuși; punctele nu se dublează. După evaluare se întoarce la tine ca orice supus. Extensia „Hanuri și catedrale” aduce și o a șasea culoare, pentru până la 6 jucători.',
        example:
          'Supusul tău mare și un supus al lui Bob sunt în același oraș complet de 4 cartonașe: ai 2 contra 1 și primești 8 puncte, Bob nimic. Contra a doi supuși ai lui Bob e egalitate și primiți amândoi punctele.',
        keywords: ['supus mare', 'mare', 'meeple mare', 'supus', 'majoritate', 'șase', '6 jucători', 'dublu'],
      },
      bg: {
        title: 'Големият мийпъл',
        text: 'Освен обикновените мийпъли всеки играч има и един голям мийпъл. Можеш да го поставиш вместо обикновен, навсякъде, където може обикновен (на поляна само ако играете със селяни). Когато се брои мнозинството, той се брои за два мийпъла; точките не се удвояват. След оценяване се връща в свитата като всеки мийпъл. „Странноприемници и катедрали“ добавя и шести цвят, за до 6 играчи.',
        example:
          'Големият ти мийпъл и един мийпъл на Боби са в завършена крепост от 4 плочки: имаш 2 срещу 1 и получаваш 8 точки, Боби нищо. Срещу два мийпъла на Боби е равенство и получавате точки и двамата.',
        keywords: ['голям мийпъл', 'голям', 'големия', 'мийпъл', 'фигурка', 'мнозинство', 'шести цвят', '6 играчи'],
      },
      lv: {
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
      is: {
        title: 'Stóri þegninn',
        text: 'Hver leikmaður á einn stóran þegn auk hinna. Þú mátt setja hann út í stað venjulegs þegns, hvar sem venjulegur þegn má fara (á akur aðeins ef leikið er með bændum). Þegar meirihluti er talinn telst hann sem tveir þegnar; stigin tvöfaldast ekki. Hann kemur heim eftir stigatalningu eins og aðrir þegnar. Gistikrár og dómkirkjur bæta líka við sjötta litnum, fyrir allt að 6 leikmenn.',
        example:
          'Stóri þegninn þinn og einn þegn Bjarna eru í kláraðri borg úr 4 flísum: þú ert með 2 á móti 1 og færð 8 stig, Bjarni ekkert. Á móti tveimur þegnum Bjarna er jafnt og báðir leikmenn fá stig.',
        keywords: ['stór', 'stóri þegninn', 'stórþegn', 'meeple', 'meirihluti', 'sex', '6 leikmenn', 'sjötti litur'],
      },
    },
  },
];
