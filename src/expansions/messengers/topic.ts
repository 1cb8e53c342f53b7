// The Messengers' rules topic in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const messengersTopic: ExpansionTopic = {
  id: 'messengers',
  texts: {
    en: {
      title: 'Messengers and orders',
      text: 'Each player has a second scoring figure, the messenger, which starts on 0. Whenever you are paid points you choose whether your meeple or your messenger counts them. If on your own turn one of them passes or lands on a dark space (0, 5, 10 …), you draw one order at the end of that scoring step (one at most per step) and carry it out or take 2 points: 1–3 score your smallest road, city or monastery as at final scoring (an inn road or cathedral city counts 0), 4 place one more tile, 5 two points per shield in your knights’ cities, 6 and 7 two points per knight or farmer (a big follower counts once), 8 score a follower’s feature if you control it and take it back. Points from an order may draw another. Before final scoring the two figures are added up.',
      example:
        'Your meeple is on 4 and your messenger on 0. Your road scores 3: you move the meeple to 7, it passes the dark 5, and you draw an order.',
      keywords: ['messenger', 'messengers', 'order', 'orders', 'dark space', 'score track', 'scoreboard'],
    },
    ro: {
      title: 'Depeșe și mesagere',
      text: 'Fiecare jucător are un al doilea pion de scor, mesagera, care pornește de la 0. De fiecare dată când primești puncte alegi dacă le numără supusul sau mesagera. Dacă în turul tău unul dintre ei trece peste sau ajunge pe o căsuță întunecată (0, 5, 10 …), tragi o depeșă la sfârșitul acelei evaluări (cel mult una pe evaluare) și o îndeplinești sau iei 2 puncte: 1–3 punctează cel mai mic drum, oraș sau mănăstire ca la evaluarea finală (un drum cu han sau un oraș cu catedrală valorează 0), 4 mai pui un cartonaș, 5 două puncte pe stemă în orașele cavalerilor tăi, 6 și 7 două puncte pe cavaler sau țăran (supusul mare contează o dată), 8 punctezi teritoriul unui supus dacă îl stăpânești și îl iei înapoi. Punctele unei depeșe pot aduce alta. Înainte de evaluarea finală cei doi pioni se adună.',
      example:
        'Supusul tău e pe 4 și mesagera pe 0. Drumul tău aduce 3 puncte: muți supusul pe 7, trece de căsuța întunecată 5 și tragi o depeșă.',
      keywords: ['mesageră', 'depeșe', 'depeșă', 'căsuță întunecată', 'tabla de punctaj'],
    },
    bg: {
      title: 'Вестоносци и заповеди',
      text: 'Всеки играч има втора фигурка за точките, вестоносец, който започва от 0. Всеки път, когато получаваш точки, избираш дали да ги отброи мийпълът или вестоносецът. Ако в твоя ход някой от тях мине през или спре на тъмно поле (0, 5, 10 …), в края на това оценяване теглиш една заповед (най-много една на оценяване) и я изпълняваш или вземаш 2 точки: 1–3 оценяваш най-малкия си път, крепост или манастир като при финалното оценяване (път със странноприемница или крепост с катедрала носи 0), 4 поставяш още една плочка, 5 две точки за герб в крепостите на рицарите ти, 6 и 7 две точки за рицар или селянин (големият мийпъл се брои веднъж), 8 оценяваш територията на мийпъл, ако я владееш, и го връщаш. Точките от заповед могат да донесат нова. Преди финалното оценяване двете фигурки се събират.',
      example:
        'Мийпълът ти е на 4, вестоносецът на 0. Пътят ти носи 3 точки: местиш мийпъла на 7, минава тъмното поле 5 и теглиш заповед.',
      keywords: ['вестоносец', 'вестоносци', 'заповед', 'тъмно поле', 'табло за отброяване'],
    },
    lv: {
      title: 'Vēstījumi',
      text: 'Katram spēlētājam ir otra punktu figūriņa, sieviešu pavalstnieks, kas sāk no 0. Ikreiz, kad saņem punktus, tu izvēlies, vai tos skaita pavalstnieks vai sieviešu pavalstnieks. Ja tavā gājienā kāds no tiem pāriet pāri vai apstājas uz tumša lauciņa (0, 5, 10 …), šīs skaitīšanas beigās tu velc vienu vēstījumu (ne vairāk kā vienu skaitīšanā) un izpildi to vai ņem 2 punktus: 1–3 skaiti savu mazāko ceļu, pilsētu vai klosteri kā noslēguma punktu skaitīšanā (ceļš ar traktieri vai pilsēta ar katedrāli ir 0), 4 noliec vēl vienu laučiņu, 5 divi punkti par ģerboni tavu bruņinieku pilsētās, 6 un 7 divi punkti par bruņinieku vai zemnieku (lielais pavalstnieks skaitās vienreiz), 8 skaiti pavalstnieka teritoriju, ja to pārvaldi, un ņem to atpakaļ. Vēstījuma punkti var atnest nākamo. Pirms noslēguma punktu skaitīšanas abas figūriņas saskaita.',
      example:
        'Tavs pavalstnieks ir uz 4, sieviešu pavalstnieks uz 0. Ceļš dod 3 punktus: pavalstnieks iet uz 7, pāri tumšajam 5, un tu velc vēstījumu.',
      keywords: ['vēstījums', 'vēstījumi', 'sieviešu pavalstnieks', 'tumšs lauciņš', 'punktu skaitīšanas plāksnīte'],
    },
    is: {
      title: 'Sendiboðar og skipanir',
      text: 'Hver leikmaður fær aðra stigafígúru, sendiboðann, sem byrjar á 0. Í hvert sinn sem þú færð stig velur þú hvort þegninn eða sendiboðinn telur þau. Ef annar þeirra fer yfir eða lendir á dökkum reit (0, 5, 10 …) í þinni umferð dregur þú eina skipun í lok þeirrar talningar (mest eina í hverri) og framkvæmir hana eða tekur 2 stig: 1–3 stig fyrir minnsta veginn, borgina eða klaustrið eins og í lokatalningu (vegur með krá eða borg með dómkirkju gefur 0), 4 leggðu eina flís í viðbót, 5 tvö stig fyrir skjaldarmerki í borgum riddara þinna, 6 og 7 tvö stig fyrir hvern riddara eða bónda (stór þegn telst einu sinni), 8 stig fyrir svæði þegns ef þú ræður því og þú tekur hann aftur. Stig úr skipun geta fært aðra. Fyrir lokatalningu eru fígúrurnar tvær lagðar saman.',
      example:
        'Þegninn þinn er á 4 og sendiboðinn á 0. Vegurinn þinn gefur 3 stig: þú færir þegninn á 7, yfir dökka reitinn 5, og dregur skipun.',
      keywords: ['sendiboði', 'sendiboðar', 'skipun', 'dökkur reitur', 'stigatafla'],
    },
  },
};
