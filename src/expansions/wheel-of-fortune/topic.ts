// The Wheel of Fortune rules topic, in every language (game words of docs/glossary-*.md and words.ts).
import type { ExpansionTopic } from '../../engine/expansion';

export const wheelOfFortuneTopic: ExpansionTopic = {
  id: 'wheel-of-fortune',
  texts: {
    en: {
      title: 'The Wheel of Fortune',
      text: "The wheel board (4×4 squares) is the start; the landscape round it scores as usual. The big pig starts on Fortuna. When you draw a tile with the wheel icon, before placing it, turn the pig clockwise by the number on the tile (even if the tile then fits nowhere). The sector where it stops happens: Fortuna: you score 3. Taxes: every knight scores its player's knights in that city plus the city's coats of arms. Famine: every farmer scores 1 for each completed city of its field. Storm: everyone scores 1 for each follower in supply. Inquisition: everyone scores 2 for each monk. Plague: everyone, you first, sends one follower from the board home (not from a crown space). Then that sector's crown spaces score and their followers go home: alone on a sector of one space 3, alone on a sector of two 6, two followers 3 each. Instead of a follower on your tile you may put one on any free crown space.",
      example:
        "Blue draws a tile showing 2: the pig goes from Fortuna past Taxes to Famine. Blue's farmer borders two completed cities: 2 points. Red's follower alone on Famine's two crown spaces scores 6 and goes home; then Blue places the tile.",
      keywords: ['wheel', 'fortune', 'pig', 'crown', 'fortuna', 'taxes', 'famine', 'storm', 'inquisition', 'plague'],
    },
    ro: {
      title: 'Roata Destinului',
      text: 'Tabla cu roata (4×4 cartonașe) este cartonașul de start; peisajul din jurul ei se punctează normal. Porcul cel mare începe pe Fortuna. Când tragi un cartonaș cu simbolul roții, înainte să-l plasezi, mută porcul în sensul acelor de ceasornic cu numărul de pe cartonaș (chiar dacă apoi cartonașul nu se potrivește nicăieri). Se întâmplă sectorul unde se oprește: Fortuna: primești 3. Impozite: fiecare cavaler primește numărul cavalerilor jucătorului său din acel oraș plus stemele orașului. Foamete: fiecare țăran primește 1 pentru fiecare oraș complet al câmpului său. Furtună: fiecare primește 1 pentru fiecare supus din rezervă. Inchiziție: fiecare primește 2 pentru fiecare călugăr. Ciumă: fiecare, începând cu tine, trimite în rezervă un supus de pe tablă (nu de pe un spațiu cu coroană). Apoi se punctează spațiile cu coroană ale sectorului și supușii se întorc: singur pe un sector cu un spațiu 3, singur pe un sector cu două 6, doi supuși câte 3. În loc de un supus pe cartonaș poți pune unul pe orice spațiu cu coroană liber.',
      example:
        'Albastru trage un cartonaș cu 2: porcul trece de la Fortuna peste Impozite la Foamete. Țăranul lui Albastru are două orașe complete: 2 puncte. Supusul lui Roșu, singur pe cele două spații ale Foametei, primește 6 și se întoarce; apoi Albastru plasează cartonașul.',
      keywords: [
        'roată',
        'destin',
        'porc',
        'coroană',
        'fortuna',
        'impozite',
        'foamete',
        'furtună',
        'inchiziție',
        'ciumă',
      ],
    },
    bg: {
      title: 'Колелото на съдбата',
      text: 'Дъската с колелото (4×4 плочки) е началната плочка; пейзажът около нея се оценява нормално. Голямото прасе започва на Фортуна. Когато изтеглиш плочка със знака на колелото, преди да я положиш, премести прасето по часовниковата стрелка с числото от плочката (дори ако плочката после не става никъде). Случва се секторът, където спре: Фортуна: получаваш 3. Данъци: всеки рицар носи броя на рицарите на играча си в тази крепост плюс гербовете ѝ. Глад: всеки селянин носи 1 за всяка завършена крепост на поляната си. Буря: всеки получава 1 за всеки мийпъл в свитата си. Инквизиция: всеки получава 2 за всеки монах. Чума: всеки, започвайки от теб, връща в свитата си един мийпъл от полето (не от поле с корона). После полетата с корона на сектора се оценяват и мийпълите се връщат: сам в сектор с едно поле 3, сам в сектор с две 6, два мийпъла по 3. Вместо мийпъл на плочката си можеш да сложиш един на свободно поле с корона.',
      example:
        'Синият тегли плочка с 2: прасето минава от Фортуна през Данъци до Глад. Селянинът на синия има две завършени крепости: 2 точки. Мийпълът на червения, сам на двете полета на Глад, носи 6 и се връща; после синият полага плочката.',
      keywords: ['колело', 'съдба', 'прасе', 'корона', 'фортуна', 'данъци', 'глад', 'буря', 'инквизиция', 'чума'],
    },
    lv: {
      title: 'Laimes rats',
      text: 'Laimes rata laučiņš (4×4) ir sākuma laučiņš; objekti ap to tiek skaitīti kā parasti. Lielā cūka sāk Fortūnas sektorā. Kad paņem laučiņu ar Laimes rata attēlu, pirms to uzliec, pārvieto cūku pulksteņrādītāja virzienā par laučiņā norādīto skaitu (arī ja laučiņu pēc tam nekur nevar uzlikt). Notiek sektors, kur tā apstājas: Fortūna: tu saņem 3. Nodokļi: katrs bruņinieks saņem sava spēlētāja bruņinieku skaitu tajā pilsētā plus pilsētas ģerboņus. Bads: katrs zemnieks saņem 1 par katru pabeigtu sava lauka pilsētu. Negaiss: katrs saņem 1 par katru pavalstnieku krājumā. Inkvizīcija: katrs saņem 2 par katru mūku. Mēris: katrs, sākot ar tevi, atgriež krājumā vienu pavalstnieku no laukuma (ne no kroņa laučiņa). Tad tiek skaitīti sektora kroņu laučiņi un pavalstnieki atgriežas: viens sektorā ar vienu laučiņu 3, viens sektorā ar diviem 6, divi pa 3. Pavalstnieka uz laučiņa vietā vari uzlikt vienu uz jebkura brīva kroņa laučiņa.',
      example:
        'Zilais paņem laučiņu ar 2: cūka no Fortūnas pāri Nodokļiem aiziet uz Badu. Zilā zemniekam ir divas pabeigtas pilsētas: 2 punkti. Sarkanā pavalstnieks, viens Bada divos kroņu laučiņos, saņem 6 un atgriežas; tad Zilais uzliek laučiņu.',
      keywords: [
        'laimes rats',
        'rats',
        'cūka',
        'kronis',
        'fortūna',
        'nodokļi',
        'bads',
        'negaiss',
        'inkvizīcija',
        'mēris',
      ],
    },
    is: {
      title: 'Gæfuhjólið',
      text: 'Hjólborðið (4×4 reitir) er byrjunarflísin; landslagið í kring er metið eins og venjulega. Stóra svínið byrjar á Gæfunni. Þegar þú dregur flís með hjólmerkinu snýrðu svíninu réttsælis um töluna á flísinni áður en þú leggur hana (líka þótt flísin passi svo hvergi). Geirinn þar sem það stoppar gerist: Gæfan: þú færð 3. Skattar: hver riddari fær fjölda riddara leikmanns síns í borginni auk skjaldarmerkja hennar. Hungursneyð: hver bóndi fær 1 fyrir hverja fullgerða borg akurs síns. Óveður: allir fá 1 fyrir hvern þegn í birgðum. Rannsóknarrétturinn: allir fá 2 fyrir hvern munk. Plágan: allir, þú fyrstur, senda einn þegn af borðinu heim (ekki af krónureit). Svo eru krónureitir geirans metnir og þegnarnir fara heim: einn á geira með einum reit 3, einn á geira með tveimur 6, tveir 3 hvor. Í stað þegns á flísina þína máttu setja einn á lausan krónureit.',
      example:
        'Blár dregur flís með 2: svínið fer frá Gæfunni yfir Skatta í Hungursneyð. Bóndi Blás liggur að tveimur fullgerðum borgum: 2 stig. Þegn Rauðs, einn á tveimur krónureitum Hungursneyðar, fær 6 og fer heim; svo leggur Blár flísina.',
      keywords: [
        'hjól',
        'gæfa',
        'svín',
        'króna',
        'gæfan',
        'skattar',
        'hungursneyð',
        'óveður',
        'rannsóknarréttur',
        'plága',
      ],
    },
  },
};
