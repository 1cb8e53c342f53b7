// The Tower's rules topic in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const towerTopic: ExpansionTopic = {
  id: 'tower',
  texts: {
    en: {
      title: 'The Tower',
      text: 'Each player gets tower pieces (10, 9, 7, 6 or 5 for 2 to 6 players). Instead of placing a figure you may put one of your tower pieces on any tower foundation on the board or on any unfinished tower, and then capture one follower (never a builder or a pig) within reach: the tower’s height in tiles in each of the four directions, across gaps and past other towers. A captured follower of yours goes home; another player’s is held as your prisoner. If two players hold each other’s followers, one of each is exchanged at once (each chooses which of theirs comes back). Or you may finish a tower with a follower on top: it stays to the end and the tower grows no more, unless that follower is taken away. Once during your turn you may ransom one of your followers: you pay its holder 3 points and may place it that same turn.',
      example:
        'Red puts a second piece on a tower: it reaches 2 tiles each way, so Red may capture Blue’s knight two tiles north. Blue pays Red 3 points to have the knight back.',
      keywords: ['tower', 'tower piece', 'capture', 'prisoner', 'ransom', 'exchange'],
    },
    ro: {
      title: 'Turnul',
      text: 'Fiecare jucător primește piese de turn (10, 9, 7, 6 sau 5 pentru 2–6 jucători). În loc să așezi un pion poți pune o piesă de turn proprie pe orice spațiu pentru turn de pe tablă sau pe orice turn neterminat, apoi poți lua prizonier un supus (niciodată un constructor sau un porc) aflat în raza turnului: atâtea cartonașe în fiecare dintre cele patru direcții câtă e înălțimea turnului, peste goluri și peste alte turnuri. Un supus propriu luat prizonier se întoarce la tine; al altui jucător rămâne prizonierul tău. Dacă doi jucători își țin reciproc supuși, se schimbă imediat câte unul (fiecare alege pe care îl primește înapoi). Sau poți termina un turn așezând un supus deasupra: rămâne acolo până la sfârșit și turnul nu mai crește, dacă supusul nu e luat. O dată în turul tău poți răscumpăra un supus: îi plătești celui care îl ține 3 puncte și îl poți așeza chiar în acel tur.',
      example:
        'Roșu pune a doua piesă pe un turn: raza e de 2 cartonașe în fiecare direcție, deci poate lua prizonier cavalerul lui Albastru aflat la două cartonașe spre nord. Albastru îi plătește lui Roșu 3 puncte ca să-și primească înapoi cavalerul.',
      keywords: ['turn', 'piesă de turn', 'prizonier', 'răscumpărare', 'schimb'],
    },
    bg: {
      title: 'Кулата',
      text: 'Всеки играч получава части от кула (10, 9, 7, 6 или 5 при 2–6 играчи). Вместо да поставиш фигурка, можеш да поставиш своя част от кула върху основа за кула на полето или върху незавършена кула и после да пленяваш един мийпъл (никога майстор строител или прасенце) в обсега ѝ: толкова плочки във всяка от четирите посоки, колкото е висока кулата, през празни места и покрай други кули. Пленен твой мийпъл се връща при теб; чужд остава твой пленник. Ако двама играчи държат мийпъли един на друг, веднага се разменят по един (всеки избира кой от своите си връща). Или можеш да завършиш кула, като поставиш мийпъл отгоре: той остава до края и кулата не расте повече, освен ако мийпълът не бъде отнет. Веднъж през своя ход можеш да откупиш свой мийпъл: плащаш 3 точки на този, който го държи, и можеш да го поставиш още в същия ход.',
      example:
        'Червеният поставя втора част върху кула: обсегът е 2 плочки във всяка посока, така че може да плени рицаря на Синия две плочки на север. Синият плаща 3 точки на Червения, за да си върне рицаря.',
      keywords: ['кула', 'част от кула', 'пленник', 'откуп', 'размяна'],
    },
    lv: {
      title: 'Tornis',
      text: 'Katrs spēlētājs saņem torņa daļas (10, 9, 7, 6 vai 5, ja spēlē 2–6 spēlētāji). Figūriņas vietā vari uzlikt savu torņa daļu uz jebkuriem torņa pamatiem laukumā vai uz jebkura nepabeigta torņa un pēc tam sagūstīt vienu pavalstnieku (nekad celtnieku vai cūku) torņa sniedzamības robežās: tik laučiņu katrā no četriem virzieniem, cik augsts ir tornis, pāri tukšumiem un garām citiem torņiem. Sagūstīts paša pavalstnieks atgriežas pie tevis; cita spēlētāja pavalstnieks kļūst par tavu gūstekni. Ja divi spēlētāji tur viens otra pavalstniekus, tūlīt tiek apmainīts pa vienam (katrs izvēlas, kuru no saviem saņem atpakaļ). Vai arī vari pabeigt torni, uzliekot virsū pavalstnieku: tas paliek līdz beigām, un tornis vairs neaug, ja vien pavalstnieku kāds neaizvāc. Vienu reizi sava gājiena laikā vari izpirkt savu pavalstnieku: samaksā turētājam 3 punktus un vari to likt jau tajā pašā gājienā.',
      example:
        'Sarkanais uzliek tornim otro daļu: tas sniedzas 2 laučiņus katrā virzienā, tāpēc Sarkanais var sagūstīt Zilā bruņinieku divus laučiņus uz ziemeļiem. Zilais samaksā Sarkanajam 3 punktus, lai bruņinieku atgūtu.',
      keywords: ['tornis', 'torņa daļa', 'gūsteknis', 'izpirkšana', 'apmaiņa'],
    },
    is: {
      title: 'Turninn',
      text: 'Hver leikmaður fær turnhluta (10, 9, 7, 6 eða 5 fyrir 2–6 leikmenn). Í stað þess að setja út fígúru máttu setja einn turnhluta þinn á hvaða turngrunn sem er á borðinu eða á hvaða ókláraðan turn sem er og síðan handsama einn þegn (aldrei smið eða svín) innan seilingar: jafnmargar flísar í hverja af áttunum fjórum og turninn er hár, yfir eyður og fram hjá öðrum turnum. Þinn eigin handsamaði þegn fer heim; þegn annars leikmanns verður fanginn þinn. Ef tveir leikmenn hafa þegna hvor annars í haldi er einum skipt á móti einum strax (hvor velur hvern sinna fær aftur). Einnig máttu ljúka turni með því að setja þegn ofan á hann: hann stendur þar til loka og turninn hækkar ekki meir, nema þegninn sé fjarlægður. Einu sinni í umferð þinni máttu leysa út þegn: þú greiðir þeim sem hefur hann 3 stig og mátt setja hann út í sömu umferð.',
      example:
        'Rauður setur annan hluta á turn: hann nær 2 flísar í hverja átt, svo Rauður má handsama riddara Blás tveimur flísum norðar. Blár greiðir Rauðum 3 stig til að fá riddarann aftur.',
      keywords: ['turn', 'turnhluti', 'fangi', 'lausnargjald', 'skipti'],
    },
  },
};
