// The Catapult rules topic, in every language: the rules and how the flick is played here.
import type { ExpansionTopic } from '../../engine/expansion';

export const catapultTopic: ExpansionTopic = {
  id: 'catapult',
  texts: {
    en: {
      title: 'The Catapult',
      text: 'The 12 fair tiles are placed as usual; the fair ends roads (no wagon crosses it) and splits fields. After the turn of a fair tile, its player picks one of four tokens and everyone launches it once, that player first, then clockwise. Here a launch is a choice instead of a flick: you aim at a follower’s place or at the fair, and the token comes down near the aim; the catapult stands on the fair, and the farther the aim, the more it strays (a die decides). Knock-out: choose a power too (gentle, firm, strong: a harder throw knocks over more around where it lands, but strays more); every follower it knocks over goes home, yours too, and a falling follower knocks over its neighbours. Seduction: if it lands on a tile, you may replace the nearest follower with one of yours, from your supply or from the board. Target practice: the token closest to the fair’s middle scores 5 (ties all score). Catch: each player throws to the player on their left: the thrower picks a lane, the catcher guesses one; caught or short of the ruler (1 on a die) gives the catcher 5, touched (a lane off) or flown past gives the thrower 5.',
      example:
        'Ann places a fair and picks knock-out. She aims strongly at Bob’s knight beside it: the token strays a little and knocks the knight and Bob’s farmer next to it home. Then Bob and Cleo launch theirs.',
      keywords: ['catapult', 'fair', 'knockout', 'seduction', 'target', 'catch', 'token', 'launch'],
    },
    ro: {
      title: 'Catapulta',
      text: 'Cele 12 cartonașe cu târg se pun ca de obicei; târgul încheie drumurile (nicio căruță nu trece peste el) și desparte câmpurile. După turul unui cartonaș cu târg, jucătorul lui alege unul din cele patru cartonașe „catapultă” și fiecare îl aruncă o dată, el primul, apoi în sensul acelor de ceasornic. Aici aruncarea e o alegere în loc de un bobârnac: ținți locul unui supus sau târgul, iar cartonașul cade lângă țintă; catapulta stă pe târg și, cu cât ținta e mai departe, cu atât se abate mai mult (decide un zar). Luptă cu prăjituri: alegi și forța (ușor, ferm, tare: o aruncare mai tare doboară mai mult în jurul locului unde cade, dar se abate mai mult); fiecare supus doborât se întoarce la stăpân, și ai tăi, iar un supus care cade îi doboară pe vecini. Seducție: dacă a căzut pe un cartonaș, poți înlocui supusul cel mai apropiat cu unul de-al tău, din rezervă sau de pe tablă. Sărbătoarea țintașilor: cartonașul cel mai apropiat de mijlocul târgului primește 5 puncte (la egalitate, toți). Prindere: fiecare aruncă vecinului din stânga: cel care aruncă alege o direcție, cel care prinde o ghicește; prins sau neajuns până la riglă (1 la zar) dă 5 celui care prinde, atins (o direcție alături) sau trecut de el dă 5 celui care aruncă.',
      example:
        'Ana pune un târg și alege lupta cu prăjituri. Țintește tare cavalerul lui Bogdan de lângă el: cartonașul se abate puțin și doboară cavalerul și țăranul lui Bogdan de alături. Apoi aruncă Bogdan și Clara.',
      keywords: ['catapultă', 'catapulta', 'târg', 'luptă cu prăjituri', 'seducție', 'țintași', 'prindere', 'cartonaș'],
    },
    bg: {
      title: 'Катапултът',
      text: '12-те плочки с панаир се полагат както обикновено; панаирът завършва пътищата (каруца не минава през него) и разделя поляните. След хода на плочка с панаир нейният играч избира един от четирите жетона и всеки го изстрелва веднъж, той пръв, после по часовниковата стрелка. Тук изстрелът е избор вместо щракване: целиш мястото на мийпъл или панаира и жетонът пада близо до целта; катапултът стои на панаира и колкото по-далеч е целта, толкова повече се отклонява (решава зар). Бой с торти: избираш и сила (леко, средно, силно: по-силният изстрел събаря повече около мястото, където падне, но се отклонява повече); всеки съборен мийпъл се връща при собственика си, и твоите, а падащ мийпъл събаря съседите си. Съблазняване: ако падне върху плочка, можеш да замениш най-близкия мийпъл със свой, от свитата или от полето. Стрелба по мишена: жетонът най-близо до средата на панаира получава 5 точки (при равенство всички). Хващане: всеки хвърля на играча отляво: хвърлящият избира посока, хващащият я познава; хванат или недостигнал линийката (1 на зара) дава 5 на хващащия, докоснат (съседна посока) или прелетял дава 5 на хвърлящия.',
      example:
        'Ани полага панаир и избира бой с торти. Цели силно рицаря на Боян до него: жетонът се отклонява малко и праща у дома рицаря и селянина на Боян до него. След това стрелят Боян и Калина.',
      keywords: ['катапулт', 'панаир', 'бой с торти', 'съблазняване', 'мишена', 'хващане', 'жетон'],
    },
    lv: {
      title: 'Katapulta',
      text: '12 laučiņus ar gadatirgu uzliek kā parasti; gadatirgus pabeidz ceļus (rati pāri nebrauc) un sadala laukus. Pēc gadatirgus laučiņa gājiena tā spēlētājs izvēlas vienu no četriem žetoniem, un katrs to met vienreiz, viņš pirmais, tad pulksteņrādītāja virzienā. Šeit metiens ir izvēle, nevis uzsitiens: tu tēmē uz pavalstnieka vietu vai gadatirgu, un žetons nokrīt pie mērķa; katapulta stāv uz gadatirgus, un jo tālāks mērķis, jo vairāk tas novirzās (izšķir kauliņš). Kūku kaujas: izvēlies arī spēku (viegli, stingri, spēcīgi: stiprāks metiens notriec vairāk ap vietu, kur nokrīt, bet vairāk novirzās); katrs notriektais pavalstnieks atgriežas pie īpašnieka, arī tavējie, un krītošs pavalstnieks notriec kaimiņus. Kārdinājums: ja žetons nokrīt uz laučiņa, tuvāko pavalstnieku vari aizstāt ar savējo no krājuma vai no laukuma. Loka šaušanas sacensības: žetons vistuvāk gadatirgus vidum saņem 5 punktus (neizšķirta gadījumā visi). Ķeršanas spēle: katrs met kaimiņam pa kreisi: metējs izvēlas virzienu, ķērājs to min; noķerts vai nesasniedzis lineālu (1 uz kauliņa) dod 5 ķērājam, pieskāries (blakus virziens) vai aizlidojis garām dod 5 metējam.',
      example:
        'Anna uzliek gadatirgu un izvēlas kūku kaujas. Viņa spēcīgi tēmē uz Bruno bruņinieku blakus: žetons nedaudz novirzās un notriec bruņinieku un Bruno zemnieku blakus. Tad met Bruno un Klāra.',
      keywords: ['katapulta', 'gadatirgus', 'kūku kaujas', 'kārdinājums', 'loka šaušana', 'ķeršana', 'žetons'],
    },
    is: {
      title: 'Valslöngvan',
      text: '12 markaðsreitirnir eru lagðir eins og venjulega; markaðurinn endar vegi (enginn vagn fer yfir hann) og skiptir ökrum. Eftir umferð markaðsreits velur leikmaður hans eina af fjórum skífum og allir skjóta henni einu sinni, hann fyrstur, svo réttsælis. Hér er skotið val í stað smells: þú miðar á stað þegns eða á markaðinn og skífan lendir nálægt miðinu; valslöngvan stendur á markaðnum og því fjær sem miðið er, því meira víkur hún af leið (teningur ræður). Tertuslagur: veldu líka kraft (létt, ákveðið, fast: fastara skot fellir fleiri kringum lendingarstaðinn en víkur meira); hver felldur þegn fer heim, líka þínir, og þegn sem fellur fellir nágranna sína. Tæling: lendi skífan á flís máttu setja einn af þínum í stað næsta þegns, úr birgðunum eða af borðinu. Skotkeppni: skífan næst miðju markaðarins fær 5 stig (við jafntefli allar). Gripleikur: hver kastar til leikmannsins á vinstri hönd: kastarinn velur stefnu, grípandinn giskar; gripið eða of stutt að reglustikunni (1 á teningi) gefur grípandanum 5, snert (næsta stefna) eða fram hjá gefur kastaranum 5.',
      example:
        'Anna leggur markað og velur tertuslag. Hún miðar fast á riddara Bjarna við hliðina: skífan víkur aðeins og sendir riddarann og bónda Bjarna við hlið hans heim. Svo skjóta Bjarni og Klara.',
      keywords: ['valslöngva', 'markaður', 'tertuslagur', 'tæling', 'skotkeppni', 'gripleikur', 'skífa'],
    },
  },
};
