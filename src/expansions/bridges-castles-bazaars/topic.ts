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
      text: 'Când termini un oraș mic din exact două segmente semicirculare (nu unul lângă un drum), proprietarul lui îl poate transforma într-o cetate în loc să-l puncteze: pune pe el un jeton de cetate și supusul intră în cetate. Fiecare jucător are 3 cetăți (2 la cinci sau șase jucători). Cetatea nu aduce puncte când e construită. Într-o tură ulterioară, primul drum, oraș sau mănăstire terminat cu un cartonaș în fieful cetății (cele două cartonașe ale ei și câte două de o parte și de alta, pe latura lungă; la mănăstire, cartonașul ei) îi aduce și proprietarului cetății toate punctele, chiar dacă nimeni nu le-a primit; dacă se termină mai multe deodată, el alege unul, iar o cetate vecină cu una punctată primește aceleași puncte. Apoi supusul se întoarce; cetatea rămâne. O cetate nepunctată la sfârșit nu aduce nimic, nici țăranilor; una punctată aduce țăranilor 4 (5 cu porc sau hambar). Supusul din cetate e ferit de dragon, turnuri și ciumă.',
      example:
        'Roșu termină un oraș mic din două semicercuri și face din el o cetate. Mai târziu Albastru termină un oraș de 20 de puncte cu un cartonaș în fieful cetății: Albastru primește 20 și cetatea lui Roșu primește tot 20, iar supusul lui Roșu se întoarce.',
      keywords: ['cetate', 'fief', 'oraș mic', 'jeton de cetate', 'poduri cetăți bazaruri'],
    },
    bg: {
      title: 'Замъци',
      text: 'Когато завършиш малък град от точно две полукръгли части (не такава до път), собственикът му може да го превърне в замък вместо да вземе точките: слага жетон замък и поданикът влиза вътре. Всеки играч има 3 замъка (2 при петима или шестима). Замъкът не носи точки при строежа. В по-късен ход първият път, град или манастир, завършен с плочка сред шестте на замъка (двете му плочки и по две от двете страни по дългата му страна; за манастир — неговата плочка), носи и на собственика на замъка пълните точки, дори никой да не ги е взел; ако се завършат няколко наведнъж, той избира един, а замък до замък, който получава точки, получава същите. После поданикът се връща; замъкът остава. Замък без точки в края не носи нищо, нито на селяните; замък с точки носи на селяните 4 (5 с прасе или хамбар). Поданик в замък е защитен от дракона, кулите и чумата.',
      example:
        'Червеният завършва малък град от два полукръга и го прави замък. По-късно Синият завършва град за 20 точки с плочка до замъка: Синият получава 20 и замъкът на Червения получава също 20, а поданикът на Червения се връща.',
      keywords: ['замък', 'жетон замък', 'малко градче', 'мостове замъци базари'],
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
      text: 'Þegar þú klárar litla borg úr nákvæmlega tveimur hálfhringlaga borgarhlutum (ekki hluta við veg) má eigandi hennar breyta henni í kastala í stað þess að fá stigin: kastalamerki fer á hana og fylgjandinn flytur inn. Hver leikmaður á 3 kastala (2 ef fimm eða sex spila). Kastali gefur engin stig þegar hann er reistur. Í seinni umferð gefur fyrsti vegur, borg eða klaustur sem klárast með reit meðal sex reita kastalans (hans tveggja og tveggja hvorum megin eftir langhlið hans; fyrir klaustur, reitur klaustursins sjálfs) eiganda kastalans líka full stig, jafnvel þótt enginn hafi fengið þau; klárist fleiri í einu velur eigandinn eitt, og kastali við hlið kastala sem fær stig fær jafn mörg. Þá fer fylgjandinn heim; kastalinn stendur. Kastali sem bíður enn í lokin gefur ekkert, hvorki eiganda né bændum; kastali sem fékk stig gefur bændum 4 (5 með svíni eða hlöðu). Fylgjandi í kastala er óhultur fyrir drekanum, turnum og plágunni.',
      example:
        'Rauður klárar litla borg úr tveimur hálfhringjum og gerir hana að kastala. Síðar klárar Blár borg fyrir 20 stig með reit við hlið kastalans: Blár fær 20 og kastali Rauðs fær líka 20, og fylgjandi Rauðs fer heim.',
      keywords: ['kastali', 'kastalamerki', 'lítil borg', 'brýr kastalar basarar'],
    },
  },
};
