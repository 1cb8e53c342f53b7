// The Monasteries in Germany rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const germanMonasteriesTopic: ExpansionTopic = {
  id: 'german-monasteries',
  texts: {
    en: {
      title: 'Monasteries in Germany',
      text: 'Six German monastery tiles replace the base game’s six monasteries. A follower put on one stands either as a monk (a normal monastery: 9 points when surrounded by 8 tiles, returned then) or lies on its side as the abbot. An abbot is never completed and never returned: at the end of the game it scores 1 for the monastery plus 1 for every tile in the monastery’s row and column, counting outward in each of the four directions up to the first gap. The monastery is one place: once a monk or an abbot is on it, nobody may add the phantom, move a wagon in or come through the magic portal; a follower flying in (Flier) may still land as a monk or an abbot, and only as an abbot once the monastery has its 8 neighbours. Followers from the Cathedral quarter of Carcassonne join only as monks, never onto a monastery with an abbot.',
      example:
        'Blue’s abbot has 2 tiles above it, a gap to the right, 2 tiles below and 1 to the left: 2 + 0 + 2 + 1 + 1 for the monastery = 6 points at the end.',
      keywords: ['german monasteries', 'monasteries in germany', 'abbot', 'monk', 'monastery', 'row', 'column'],
    },
    ro: {
      title: 'Mănăstiri din Germania',
      text: 'Șase cartonașe cu mănăstiri germane iau locul celor șase mănăstiri din jocul de bază. Un supus pus pe una stă fie ca un călugăr (mănăstire obișnuită: 9 puncte când e înconjurată de 8 cartonașe, apoi se întoarce), fie culcat pe o parte ca abate. Abatele nu termină niciodată mănăstirea și nu se întoarce: la sfârșitul jocului aduce 1 punct pentru mănăstire plus 1 pentru fiecare cartonaș de pe rândul și coloana mănăstirii, numărând în fiecare din cele patru direcții până la primul gol. Mănăstirea e un singur loc: odată ocupată de un călugăr sau de un abate, nimeni nu mai poate adăuga fantoma, aduce o căruță sau intra prin portalul magic; un supus care zboară (mașina zburătoare) poate ateriza totuși ca un călugăr sau ca abate, iar doar ca abate când mănăstirea are deja 8 vecini. Supușii din cartierul Catedralei din Carcassonne intră doar ca un călugăr, niciodată pe o mănăstire cu abate.',
      example:
        'Abatele albastrului are 2 cartonașe deasupra, un gol la dreapta, 2 cartonașe dedesubt și 1 la stânga: 2 + 0 + 2 + 1 + 1 pentru mănăstire = 6 puncte la sfârșit.',
      keywords: ['mănăstiri germane', 'abate', 'călugăr', 'mănăstire', 'rând', 'coloană'],
    },
    bg: {
      title: 'Манастири в Германия',
      text: 'Шест плочки с германски манастири заменят шестте манастира от основната игра. Фигурка, поставена на такъв манастир, стои или като монах (обикновен манастир: 9 точки, когато е заобиколен от 8 плочки, и тогава се връща), или лежи на една страна като абат. Абатът никога не завършва манастира и не се връща: в края на играта носи 1 точка за манастира плюс 1 за всяка плочка в реда и колоната на манастира, броени навън в четирите посоки до първата празнина. Манастирът е едно място: щом на него има монах или абат, никой не може да добави фантома, да докара каруца или да влезе през магическия портал; фигурка, долетяла с летателния апарат, все пак може да кацне като монах или като абат, а само като абат, ако манастирът вече има 8 съседа. Фигурките от квартала на Катедралата в Каркасон влизат само като монаси и никога в манастир с абат.',
      example:
        'Абатът на синия има 2 плочки над себе си, празнина вдясно, 2 плочки отдолу и 1 отляво: 2 + 0 + 2 + 1 + 1 за манастира = 6 точки в края.',
      keywords: ['германски манастири', 'абат', 'монах', 'манастир', 'ред', 'колона'],
    },
    lv: {
      title: 'Vācu klosteri',
      text: 'Seši Vācu klosteru laučiņi aizstāj sešus pamatspēles klosterus. Pavalstnieks uz tāda klostera stāv vai nu kā mūks (parasts klosteris: 9 punkti, kad to ieskauj 8 laučiņi, tad tas atgriežas), vai guļ uz sāniem kā abats. Abats klosteri nekad nepabeidz un neatgriežas: spēles beigās tas dod 1 punktu par klosteri un pa 1 par katru laučiņu klostera rindā un kolonnā, skaitot uz āru visos četros virzienos līdz pirmajam tukšumam. Klosteris ir viena vieta: kad uz tā ir mūks vai abats, neviens tur nevar uzlikt Pavadoni, atbraukt ar ratiem vai ienākt caur maģisko portālu; ar Lidoni atlidojis pavalstnieks tomēr var nolaisties kā mūks vai abats, un tikai kā abats, ja klosterim jau ir 8 kaimiņi. Pavalstnieki no Karkasonas Katedrāles kvartāla ienāk tikai kā mūki un nekad klosterī ar abatu.',
      example:
        'Zilā abatam virs tā ir 2 laučiņi, pa labi tukšums, zem tā 2 laučiņi un pa kreisi 1: 2 + 0 + 2 + 1 + 1 par klosteri = 6 punkti spēles beigās.',
      keywords: ['vācu klosteri', 'abats', 'mūks', 'klosteris', 'rinda', 'kolonna'],
    },
    is: {
      title: 'Klaustur í Þýskalandi',
      text: 'Sex flísar með þýskum klaustrum koma í stað sex klaustra grunnspilsins. Þegn sem settur er á slíkt klaustur stendur annaðhvort sem munkur (venjulegt klaustur: 9 stig þegar 8 flísar umlykja það, og þá snýr hann heim) eða liggur á hliðinni sem ábóti. Ábóti klárar klaustrið aldrei og snýr ekki heim: í lok leiksins fær hann 1 stig fyrir klaustrið og 1 fyrir hverja flís í röð og dálki klaustursins, talið út á við í allar fjórar áttir að fyrsta bili. Klaustrið er einn staður: þegar munkur eða ábóti er á því má enginn bæta við vofunni, aka vagni þangað eða koma í gegnum töfrahliðið; þegn sem flýgur þangað (flugvélin) má þó lenda sem munkur eða ábóti, og aðeins sem ábóti þegar klaustrið hefur þegar 8 nágranna. Þegnar úr dómkirkjuhverfi Carcassonne koma aðeins sem munkar og aldrei á klaustur með ábóta.',
      example:
        'Ábóti bláa hefur 2 flísar fyrir ofan sig, bil til hægri, 2 flísar fyrir neðan og 1 til vinstri: 2 + 0 + 2 + 1 + 1 fyrir klaustrið = 6 stig í lokin.',
      keywords: ['þýsk klaustur', 'ábóti', 'munkur', 'klaustur', 'röð', 'dálkur'],
    },
  },
};
