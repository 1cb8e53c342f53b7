// The Bridges, Castles & Bazaars rules topic, in every language (the castles, which this module plays).
import type { ExpansionTopic } from '../../engine/expansion';

export const bcbTopic: ExpansionTopic = {
  id: 'bridges-castles-bazaars',
  texts: {
    en: {
      title: 'Castles',
      text: 'When you complete a small city of exactly two half-circle city parts (not a cap beside a road), its owner may turn it into a castle instead of scoring it: a castle token goes on it and the follower moves in. Each player has 3 castles (2 with five or six players). A castle scores nothing when built. In a later turn, the first road, city or monastery completed with a tile among the castle’s six (its two tiles and the two on either side along its long side; for a monastery, its own tile) pays the castle’s owner its full points too, even if nobody scored it; if several complete at once the owner picks one, and a castle beside a scoring castle scores the same. The follower then goes home; the castle stays. A castle still waiting at the end pays nothing, to its owner or to farmers; a scored castle pays farmers 4 (5 with a pig or barn). A follower in a castle is safe from the dragon, towers and the plague.',
      example:
        'Red completes a small city of two half-circles and makes it a castle. Later Blue completes a city for 20 points with a tile beside the castle: Blue scores 20 and Red’s castle scores 20 too, and Red’s follower goes home.',
      keywords: ['castle', 'castle token', 'neighbourhood', 'small city', 'bridges castles bazaars'],
    },
    ro: {
      title: 'Cetăți',
      text: 'Când termini un oraș mic din exact două segmente semicirculare (nu unul lângă un drum), proprietarul lui îl poate transforma într-o cetate în loc să-l puncteze: pune pe el un jeton de cetate și supusul intră în cetate. Fiecare jucător are 3 cetăți (2 la cinci sau șase jucători). Cetatea nu aduce puncte când e construită. Într-un tur ulterior, primul drum, oraș sau mănăstire terminat cu un cartonaș în fieful cetății (cele două cartonașe ale ei și câte două de o parte și de alta, pe latura lungă; la mănăstire, cartonașul ei) îi aduce și proprietarului cetății toate punctele, chiar dacă nimeni nu le-a primit; dacă se termină mai multe deodată, el alege unul, iar o cetate vecină cu una punctată primește aceleași puncte. Apoi supusul se întoarce; cetatea rămâne. O cetate nepunctată la sfârșit nu aduce nimic, nici țăranilor; una punctată aduce țăranilor 4 (5 cu porc sau hambar). Supusul din cetate e ferit de dragon, turnuri și ciumă.',
      example:
        'Roșu termină un oraș mic din două semicercuri și face din el o cetate. Mai târziu Albastru termină un oraș de 20 de puncte cu un cartonaș în fieful cetății: Albastru primește 20 și cetatea lui Roșu primește tot 20, iar supusul lui Roșu se întoarce.',
      keywords: ['cetate', 'fief', 'oraș mic', 'jeton de cetate', 'poduri cetăți bazaruri'],
    },
    bg: {
      title: 'Замъци',
      text: 'Когато завършиш малка крепост от точно две полукръгли части (не такава до път), собственикът ѝ може да я превърне в замък вместо да вземе точките: слага жетон замък и мийпълът влиза вътре. Всеки играч има 3 замъка (2 при петима или шестима). Замъкът не носи точки при строежа. В по-късен ход първият път, крепост или манастир, завършен с плочка сред шестте на замъка (двете му плочки и по две от двете страни по дългата му страна; за манастир — неговата плочка), носи и на собственика на замъка пълните точки, дори никой да не ги е взел; ако се завършат няколко наведнъж, той избира един, а замък до замък, който получава точки, получава същите. После мийпълът се връща; замъкът остава. Замък без точки в края не носи нищо, нито на селяните; замък с точки носи на селяните 4 (5 с прасенце или хамбар). Мийпъл в замък е защитен от дракона, кулите и чумата.',
      example:
        'Червеният завършва малка крепост от два полукръга и я прави замък. По-късно Синият завършва крепост за 20 точки с плочка до замъка: Синият получава 20 и замъкът на Червения получава също 20, а мийпълът на Червения се връща.',
      keywords: ['замък', 'жетон замък', 'малко градче', 'малка крепост', 'мостове замъци базари'],
    },
    lv: {
      title: 'Pilis',
      text: 'Kad pabeidz mazu pilsētu no tieši diviem pusapaļiem segmentiem (ne tādu, kam blakus ceļš), tās īpašnieks var to nevis skaitīt, bet pārvērst par pili: uzliek pils žetonu un pavalstnieks pārvietojas pilī. Katram spēlētājam ir 3 pilis (2, ja spēlē pieci vai seši). Pils izveidošana punktus nedod. Kādā no nākamajiem gājieniem pirmais pabeigtais objekts (klosteris, pilsēta vai ceļš), kura laučiņš ir viens no sešiem pils blakus-laučiņiem (divi, uz kuriem ir pils, un pa diviem pa kreisi un pa labi; klosterim — pats klostera laučiņš), dod pilnu punktu skaitu arī pils īpašniekam, pat ja neviens par to nesaņēma punktus; ja pabeigti vairāki, īpašnieks izvēlas vienu, un pils blakus pilij, kas saņem punktus, saņem tikpat. Tad pavalstnieks atgriežas; pils žetons paliek. Spēles beigās nepabeigta pils nedod neko, arī laukam; pabeigta dod zemniekiem 4 (5 ar cūku vai kūti). Pavalstnieks pilī ir pasargāts no pūķa, torņiem un mēra.',
      example:
        'Sarkanais pabeidz mazu pilsētu no diviem pusapaļiem segmentiem un pārvērš to par pili. Vēlāk Zilais pabeidz pilsētu par 20 punktiem ar laučiņu pils apkārtnē: Zilais saņem 20, un Sarkanā pils arī saņem 20; Sarkanā pavalstnieks atgriežas.',
      keywords: ['pils', 'pils žetons', 'blakus-laučiņi', 'maza pilsēta', 'tilti pilis tirgi'],
    },
    is: {
      title: 'Kastalar',
      text: 'Þegar þú klárar litla borg úr nákvæmlega tveimur hálfhringlaga borgarhlutum (ekki hluta við veg) má eigandi hennar breyta henni í kastala í stað þess að fá stigin: kastalamerki fer á hana og þegninn flytur inn. Hver leikmaður á 3 kastala (2 ef fimm eða sex spila). Kastali gefur engin stig þegar hann er reistur. Í seinni umferð gefur fyrsti vegur, borg eða klaustur sem klárast með flís meðal sex flísa kastalans (hans tveggja og tveggja hvorum megin eftir langhlið hans; fyrir klaustur, flís klaustursins sjálfs) eiganda kastalans líka full stig, jafnvel þótt enginn hafi fengið þau; klárist fleiri í einu velur eigandinn eitt, og kastali við hlið kastala sem fær stig fær jafn mörg. Þá fer þegninn heim; kastalinn stendur. Kastali sem bíður enn í lokin gefur ekkert, hvorki eiganda né bændum; kastali sem fékk stig gefur bændum 4 (5 með svíni eða hlöðu). Þegn í kastala er óhultur fyrir drekanum, turnum og plágunni.',
      example:
        'Rauður klárar litla borg úr tveimur hálfhringjum og gerir hana að kastala. Síðar klárar Blár borg fyrir 20 stig með flís við hlið kastalans: Blár fær 20 og kastali Rauðs fær líka 20, og þegn Rauðs fer heim.',
      keywords: ['kastali', 'kastalamerki', 'lítil borg', 'brýr kastalar basarar'],
    },
  },
};

// bazaars: the auction and the round of bought tiles, in every language
export const bazaarTopic: ExpansionTopic = {
  id: 'bazaar',
  texts: {
    en: {
      title: 'Bazaars',
      text: 'After you place a bazaar tile (and score), reveal one tile per player from the supply (too few left: no auction). Starting with the player after you, each player still without a tile picks one of the tiles and bids for it, 0 or more; every other player still without a tile may raise once, in turn order, or pass. The picker then buys it, paying the highest bid to its bidder, or sells it to them, receiving the bid; if nobody raised, the picker pays their bid to nobody. Scores may go below 0. The next player after the picker still without a tile picks next; the last tile goes free to the last player without one. Then, from the player after you and ending with you, each places their tile as a normal turn (no abbey instead); play then goes on after you. A bazaar bought and placed starts no auction (no chain reaction). With a builder: a bazaar that earns your extra turn has its tiles taken face down and its auction after the extra turn; a bazaar drawn in an extra turn or during the round is ignored; a bought tile that triggers your builder gives you your extra turn before the next player places. Variant (fn 182–184): a bazaar tile that cannot be placed starts nothing; the game option “without bidding” lets each player take one of the tiles at their turn instead.',
      example:
        'Red places a bazaar; Blue and Red see two tiles. Blue picks the monastery and bids 2, Red raises to 4, Blue sells: Red pays Blue 4 and takes it; the other tile goes to Blue free. Blue places first, then Red, then Blue plays on.',
      keywords: ['bazaar', 'auction', 'bid', 'buy', 'sell', 'market', 'bridges castles bazaars'],
    },
    ro: {
      title: 'Bazaruri',
      text: 'După ce așezi un cartonaș cu bazar (și se dau punctele), întoarce din rezervă câte un cartonaș pentru fiecare jucător (dacă au rămas prea puține, nu e licitație). Începând cu jucătorul de după tine, fiecare jucător încă fără cartonaș alege unul și face o ofertă, 0 sau mai mult; ceilalți jucători fără cartonaș pot supralicita o dată, pe rând, sau pot renunța. Cel care a ales îl cumpără, plătindu-i celui cu oferta cea mai mare suma oferită, sau i-l vinde, primind suma; dacă nimeni n-a supralicitat, plătește oferta sa nimănui. Punctajul poate scădea sub 0. Alege apoi următorul jucător de după cel care a ales și care nu are cartonaș; ultimul cartonaș îl primește gratuit ultimul jucător fără cartonaș. Apoi, începând cu jucătorul de după tine și terminând cu tine, fiecare își așază cartonașul ca într-un tur normal (fără mănăstire în loc); jocul continuă după tine. Un bazar cumpărat și așezat nu pornește o licitație (fără reacție în lanț). Cu constructorul: un bazar care îți aduce turul în plus e luat cu fața în jos și licitația are loc după turul în plus; un bazar tras într-un tur în plus sau în runda de bazar e ignorat; un cartonaș cumpărat care îți declanșează constructorul îți dă turul în plus înaintea următorului jucător. Variantă (nota 182–184): un bazar care nu poate fi așezat nu pornește nimic; opțiunea „fără licitație” îl lasă pe fiecare jucător să ia, în turul lui, unul dintre cartonașe.',
      example:
        'Roșu așază un bazar; se întorc două cartonașe. Albastru alege mănăstirea și oferă 2, Roșu oferă 4, Albastru vinde: Roșu îi plătește lui Albastru 4 și o ia; celălalt cartonaș e al lui Albastru gratuit. Albastru așază primul, apoi Roșu, apoi joacă Albastru.',
      keywords: ['bazar', 'licitație', 'ofertă', 'cumpără', 'vinde', 'poduri cetăți bazaruri'],
    },
    bg: {
      title: 'Базари',
      text: 'След като поставиш плочка с базар (и се дадат точките), открий от запаса по една плочка за всеки играч (ако са останали твърде малко, търг няма). Започвайки с играча след теб, всеки играч още без плочка избира една и наддава за нея, 0 или повече; всеки друг играч без плочка може да наддаде веднъж, по ред, или да откаже. Избралият я купува, като плаща най-високото наддаване на наддалия, или му я продава, като получава сумата; ако никой не е наддал, плаща своето наддаване на никого. Точките могат да паднат под 0. Следващият избиращ е следващият след избиралия играч без плочка; последната плочка получава безплатно последният играч без плочка. После, от играча след теб до теб, всеки поставя плочката си като нормален ход (без абатство вместо нея); играта продължава след теб. Купен и поставен базар не започва търг (няма верижна реакция). Със строителя: базар, който ти дава допълнителен ход, се взема с лицето надолу и търгът е след допълнителния ход; базар, изтеглен в допълнителен ход или по време на кръга, се пренебрегва; купена плочка, която задейства строителя ти, ти дава допълнителния ход преди следващия играч. Вариант (бел. 182–184): базар, който не може да се постави, не започва нищо; опцията „без наддаване“ оставя всеки играч да вземе една от плочките в своя ход.',
      example:
        'Червеният поставя базар; откриват се две плочки. Синият избира манастира и дава 2, Червеният дава 4, Синият продава: Червеният плаща на Синия 4 и я взема; другата плочка е на Синия безплатно. Синият поставя пръв, после Червеният, после играе Синият.',
      keywords: ['базар', 'търг', 'наддаване', 'купи', 'продай', 'мостове замъци базари'],
    },
    lv: {
      title: 'Tirgi',
      text: 'Kad esi nolicis laučiņu ar tirgu (un punkti saskaitīti), atklāj no krājuma pa vienam laučiņam katram spēlētājam (ja palicis par maz, izsoles nav). Sākot ar nākamo spēlētāju pēc tevis, katrs spēlētājs, kam vēl nav laučiņa, izvēlas vienu un sola par to, 0 vai vairāk; katrs cits spēlētājs bez laučiņa pēc kārtas var vienreiz pārsolīt vai atteikties. Izvēlētājs to nopērk, samaksājot augstāko solījumu solītājam, vai pārdod to solītājam, saņemot solījumu; ja neviens nepārsolīja, izvēlētājs samaksā savu solījumu nevienam. Punkti var kļūt negatīvi. Nākamais izvēlas nākamais spēlētājs pēc izvēlētāja, kam nav laučiņa; pēdējo laučiņu par brīvu saņem pēdējais spēlētājs bez laučiņa. Tad, sākot ar spēlētāju pēc tevis un beidzot ar tevi, katrs noliek savu laučiņu kā parastā gājienā (ne abatiju tā vietā); spēle turpinās pēc tevis. Nopirkts un nolikts tirgus izsoli nesāk (nav ķēdes reakcijas). Ar celtnieku: tirgus, kas dod papildu gājienu, laučiņus paņem ar attēlu uz leju, un izsole notiek pēc papildu gājiena; tirgus, kas izvilkts papildu gājienā vai tirgus kārtā, netiek ņemts vērā; nopirkts laučiņš, kas iedarbina tavu celtnieku, dod tev papildu gājienu pirms nākamā spēlētāja. Variants (182.–184. piez.): tirgus, ko nevar nolikt, neko nesāk; iestatījums „bez izsoles“ ļauj katram spēlētājam savā gājienā paņemt vienu no laučiņiem.',
      example:
        'Sarkanais noliek tirgu; atklāj divus laučiņus. Zilais izvēlas klosteri un sola 2, Sarkanais sola 4, Zilais pārdod: Sarkanais samaksā Zilajam 4 un to paņem; otru laučiņu Zilais saņem par brīvu. Vispirms liek Zilais, tad Sarkanais, tad spēlē Zilais.',
      keywords: ['tirgus', 'izsole', 'solījums', 'nopirkt', 'pārdot', 'tilti pilis tirgi'],
    },
    is: {
      title: 'Basarar',
      text: 'Eftir að þú leggur basarflís (og stig eru gefin) snýrðu við einni flís á hvern leikmann úr bunkanum (ef of fáar eru eftir verður ekkert uppboð). Byrjað á leikmanninum á eftir þér velur hver leikmaður sem á enn enga flís eina og býður í hana, 0 eða meira; hver annar leikmaður án flísar má hækka einu sinni, í röð, eða sleppa. Sá sem valdi kaupir hana og greiðir hæsta boðið þeim sem bauð, eða selur honum hana og fær boðið; ef enginn hækkaði greiðir hann sitt boð engum. Stig mega fara undir 0. Næstur velur sá næsti á eftir þeim sem valdi sem á enga flís; síðasta flísin fer ókeypis til síðasta leikmannsins án flísar. Síðan, frá leikmanninum á eftir þér og endað á þér, leggur hver sína flís sem venjulega umferð (ekki klaustur í staðinn); svo heldur leikurinn áfram á eftir þér. Keyptur og lagður basar hefur ekkert uppboð (engin keðjuverkun). Með smiðnum: basar sem gefur þér aukaumferð — flísarnar eru teknar á hvolfi og uppboðið kemur eftir aukaumferðina; basar dreginn í aukaumferð eða í basarumferðinni er hunsaður; keypt flís sem virkjar smiðinn þinn gefur þér aukaumferðina áður en næsti leikmaður leggur. Afbrigði (aths. 182–184): basar sem ekki er hægt að leggja byrjar ekkert; stillingin „án uppboðs“ lætur hvern leikmann taka eina af flísunum í sinni umferð.',
      example:
        'Rauður leggur basar; tvær flísar koma upp. Blár velur klaustrið og býður 2, Rauður býður 4, Blár selur: Rauður greiðir Bláum 4 og tekur hana; hina flísina fær Blár ókeypis. Blár leggur fyrst, svo Rauður, svo spilar Blár.',
      keywords: ['basar', 'uppboð', 'boð', 'kaupa', 'selja', 'brýr kastalar basarar'],
    },
  },
};
