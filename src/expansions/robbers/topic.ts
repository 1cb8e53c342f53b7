// The Robbers' rules topic in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const robbersTopic: ExpansionTopic = {
  id: 'robbers',
  texts: {
    en: {
      title: 'Robbers',
      text: 'After placing a tile with a robber symbol you must put your robber (or move it) on the score track beside another player’s scoring figure; then each other player, clockwise, may do the same with theirs. When a figure of another player leaves your robber’s space because a feature paid it, your robber steals half of those points, rounded up, and comes home; the robbed player keeps all their points. Stolen points are never robbed: a robber beside a figure moved by stolen points moves along with it. Every robber on the space steals; if several figures there are paid at once, the robber’s owner chooses whom to rob. A robber still on the track at the end gives its owner 3 points before final scoring.',
      example:
        'Red scores 6. Blue’s robber beside Red’s meeple steals 3 and comes home; Yellow’s robber beside Blue’s meeple moves along with it.',
      keywords: ['robber', 'robbers', 'steal', 'score track', 'scoreboard'],
    },
    ro: {
      title: 'Haiducii',
      text: 'După ce pui un cartonaș cu simbolul haiducului trebuie să pui (sau să muți) haiducul tău pe tabla de punctaj lângă pionul de scor al altui jucător; apoi fiecare alt jucător, în sensul acelor de ceasornic, poate face la fel cu al său. Când un pion al altui jucător pleacă de pe căsuța haiducului tău pentru că un teritoriu i-a adus puncte, haiducul fură jumătate din ele, rotunjit în sus, și se întoarce la tine; jucătorul jefuit își păstrează toate punctele. Punctele furate nu se fură: un haiduc de lângă un pion mutat cu puncte furate merge odată cu el. Fiecare haiduc de pe căsuță fură; dacă mai mulți pioni de acolo primesc puncte deodată, stăpânul haiducului alege pe cine jefuiește. Un haiduc rămas pe tablă la sfârșit aduce 3 puncte înainte de evaluarea finală.',
      example:
        'Roșu primește 6 puncte. Haiducul lui Albastru, lângă supusul lui Roșu, fură 3 și se întoarce; haiducul lui Galben, lângă supusul lui Albastru, merge odată cu acesta.',
      keywords: ['haiduc', 'haiduci', 'fură', 'tabla de punctaj'],
    },
    bg: {
      title: 'Крадци',
      text: 'След като поставиш плочка със символ на крадец, трябва да поставиш (или преместиш) крадеца си на таблото за отброяване до фигурката на друг играч; после всеки друг играч по часовниковата стрелка може да направи същото със своя. Когато фигурка на друг играч напусне полето на крадеца ти, защото територия ѝ е донесла точки, крадецът открадва половината от тях, закръглено нагоре, и се връща при теб; ограбеният играч запазва всичките си точки. Откраднати точки не се крадат: крадец до фигурка, преместена с откраднати точки, се мести с нея. Всеки крадец на полето краде; ако няколко фигурки там получат точки едновременно, собственикът на крадеца избира кого да ограби. Крадец, останал на таблото в края, носи 3 точки преди финалното оценяване.',
      example:
        'Червеният получава 6 точки. Крадецът на Синия до мийпъла на Червения открадва 3 и се връща; крадецът на Жълтия до мийпъла на Синия се мести с него.',
      keywords: ['крадец', 'крадци', 'краде', 'табло за отброяване'],
    },
    lv: {
      title: 'Laupītāji',
      text: 'Pēc laučiņa ar laupītāja simbolu nolikšanas tev jānoliek (vai jāpārvieto) savs laupītājs uz punktu skaitīšanas plāksnītes blakus cita spēlētāja punktu figūriņai; tad katrs cits spēlētājs pulksteņrādītāja virzienā drīkst darīt to pašu ar savu. Kad cita spēlētāja figūriņa pamet tava laupītāja lauciņu, jo teritorija tai deva punktus, laupītājs nozog pusi no tiem, noapaļojot uz augšu, un atgriežas pie tevis; aplaupītais paliek ar visiem punktiem. Nozagtos punktus nezog: laupītājs blakus figūriņai, ko pārvieto nozagti punkti, iet tai līdzi. Zog katrs laupītājs uz lauciņa; ja vairākas figūriņas tur saņem punktus reizē, laupītāja īpašnieks izvēlas, ko aplaupīt. Laupītājs, kas beigās vēl ir uz plāksnītes, pirms noslēguma punktu skaitīšanas dod 3 punktus.',
      example:
        'Sarkanais saņem 6 punktus. Zilā laupītājs blakus Sarkanā pavalstniekam nozog 3 un atgriežas; Dzeltenā laupītājs blakus Zilā pavalstniekam iet tam līdzi.',
      keywords: ['laupītājs', 'laupītāji', 'zagt', 'punktu skaitīšanas plāksnīte'],
    },
    is: {
      title: 'Ræningjar',
      text: 'Eftir að þú leggur flís með ræningjamerki verður þú að setja (eða færa) ræningjann þinn á stigatöfluna við stigafígúru annars leikmanns; síðan má hver hinna leikmannanna, réttsælis, gera það sama með sinn. Þegar fígúra annars leikmanns fer af reit ræningjans þíns af því að svæði gaf henni stig, stelur ræninginn helmingi þeirra, námundað upp, og kemur heim; sá sem var rændur heldur öllum stigunum. Stolnum stigum er ekki stolið: ræningi við fígúru sem færist fyrir stolin stig fylgir henni. Hver ræningi á reitnum stelur; ef nokkrar fígúrur þar fá stig í einu velur eigandi ræningjans hvern hann rænir. Ræningi sem er enn á töflunni í lokin gefur eiganda sínum 3 stig fyrir lokatalningu.',
      example:
        'Rauður fær 6 stig. Ræningi Blás við þegn Rauðs stelur 3 og kemur heim; ræningi Guls við þegn Blás fylgir honum.',
      keywords: ['ræningi', 'ræningjar', 'stela', 'stigatafla'],
    },
  },
};
