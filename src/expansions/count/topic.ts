// The Count of Carcassonne rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const countTopic: ExpansionTopic = {
  id: 'count',
  texts: {
    en: {
      title: 'The Count of Carcassonne',
      text: "The twelve tiles of the city of Carcassonne are the start; the base start tile is not used. The city has four quarters: 1 Castle, 2 Market, 3 Blacksmith, 4 Cathedral; the count starts in the Castle. If your tile makes opponents score and you score nothing (with several features completed, in none of them), you may put one follower from your supply into any quarter at the end of your turn, and move the count to any quarter. Before a completed city, road or monastery scores, each player from your left round to you may move any of their followers from the matching quarter onto it, even if it is occupied: Castle → city, Blacksmith → road, Cathedral → monastery; Market → field at the end, or (with Abbey & Mayor) onto a barn's field just before it scores in play, at its rate. Nobody leaves the count's quarter. Followers leave Carcassonne only this way and never score there. At the end, from the left of the last player, each player in turn moves one follower onto any matching unfinished feature or field, round after round while anyone moves. Every field on the city's tiles counts the city of Carcassonne as a completed city.",
      example:
        "Blue closes Red's city: only Red scores, so Blue puts a follower into the Castle and moves the count to the Market. Later Red completes a city of 3 tiles and a pennant: Blue moves his follower from the Castle onto it first, and both score 8.",
      keywords: ['count', 'carcassonne', 'quarter', 'castle', 'market', 'blacksmith', 'cathedral'],
    },
    ro: {
      title: 'Contele din Carcassonne',
      text: 'Cele 12 cartonașe ale orașului Carcassonne sunt punctul de plecare; cartonașul normal de start nu se folosește. Orașul are patru cartiere: 1 Castelul, 2 Târgul, 3 Fierăria, 4 Catedrala; contele începe pe Castel. Dacă prin cartonașul tău primesc puncte adversarii, iar tu nimic (la mai multe regiuni completate, în niciuna), la sfârșitul turului poți așeza un supus din rezervă pe orice cartier și poți muta contele pe orice cartier. Înainte de evaluarea unui oraș, drum sau mănăstiri completate, fiecare jucător, începând din stânga ta și terminând cu tine, își poate muta oricâți supuși din cartierul corespunzător în regiune, chiar dacă e ocupată: Castel → oraș, Fierărie → drum, Catedrală → mănăstire; Târg → câmp la sfârșit sau (cu Abația și primarul) pe câmpul unei moșii chiar înainte de evaluarea lui în timpul jocului. Din cartierul contelui nu pleacă nimeni. Supușii părăsesc Carcassonne doar așa și nu primesc puncte acolo. La sfârșit, începând din stânga ultimului jucător, fiecare mută pe rând câte un supus pe o regiune neterminată sau un câmp corespunzător, runde la rând cât timp mută cineva. Fiecare câmp de pe cartonașele orașului socotește Carcassonne ca oraș complet.',
      example:
        'Albastru completează orașul lui Roșu: doar Roșu primește puncte, așa că Albastru așază un supus pe Castel și mută contele pe Târg. Mai târziu Roșu completează un oraș de 3 cartonașe cu o stemă: Albastru își mută întâi supusul de pe Castel în el și amândoi primesc 8.',
      keywords: ['conte', 'contele', 'carcassonne', 'cartier', 'castel', 'târg', 'fierărie', 'catedrală'],
    },
    bg: {
      title: 'Графът на Каркасон',
      text: 'Дванадесетте плочки на град Каркасон са началото; обикновената начална плочка не се използва. Градът има четири квартала: 1 Замък, 2 Пазар, 3 Ковачница, 4 Катедрала; графът започва в Замъка. Ако плочката ти донесе точки на противници, а на теб нищо (при няколко завършени терена — в нито един), в края на хода си можеш да поставиш един мийпъл от запаса си в който и да е квартал и да преместиш графа в който и да е квартал. Преди оценяването на завършена крепост, път или манастир всеки играч, от този вляво от теб до теб, може да премести мийпъли от съответния квартал на терена, дори ако е зает: Замък → крепост, Ковачница → път, Катедрала → манастир; Пазар → поляна в края или (с Абатство и кмет) на поляна с хамбар точно преди оценяването му по време на играта. От квартала на графа никой не излиза. Мийпълите напускат Каркасон само така и там не получават точки. В края, от играча вляво от последния, всеки по ред мести по един мийпъл на съответен незавършен терен или поляна, кръг след кръг, докато някой мести. Всяка поляна по плочките на града брои Каркасон за завършена крепост.',
      example:
        'Синият завършва крепостта на Червения: точки получава само Червеният, затова Синият поставя мийпъл в Замъка и мести графа на Пазара. По-късно Червеният завършва крепост от 3 плочки с герб: Синият първо мести мийпъла си от Замъка в нея и двамата получават по 8.',
      keywords: ['граф', 'каркасон', 'квартал', 'замък', 'пазар', 'ковачница', 'катедрала'],
    },
    lv: {
      title: 'Karkasonas grāfs',
      text: 'Karkasonas pilsētas 12 laukumi ir sākums; parasto sākuma laukumu neizmanto. Pilsētai ir četri kvartāli: 1 Pils, 2 Tirgus, 3 Kalve, 4 Katedrāle; grāfs sāk Pils kvartālā. Ja tavs laukums dod punktus pretiniekiem, bet tev neko (ja pabeigti vairāki objekti — nevienā), gājiena beigās vari novietot vienu pavalstnieku no krājuma jebkurā kvartālā un pārvietot grāfu uz jebkuru kvartālu. Pirms pabeigtas pilsētas, ceļa vai klostera punktu skaitīšanas katrs spēlētājs, sākot no tevis pa kreisi un beidzot ar tevi, drīkst pārvietot pavalstniekus no atbilstošā kvartāla uz to, pat ja tas aizņemts: Pils → pilsēta, Kalve → ceļš, Katedrāle → klosteris; Tirgus → lauks spēles beigās vai (ar Abatiju un birģermeistaru) uz lauka ar klēti tieši pirms tā punktu skaitīšanas spēles laikā. No grāfa kvartāla neviens neiziet. Pavalstnieki pamet Karkasonu tikai tā un tur punktus nesaņem. Beigās, sākot no pēdējā spēlētāja kreisā kaimiņa, katrs pēc kārtas pārvieto vienu pavalstnieku uz atbilstošu nepabeigtu objektu vai lauku, apli pēc apļa, kamēr kāds pārvieto. Katrs lauks uz pilsētas laukumiem Karkasonu skaita kā pabeigtu pilsētu.',
      example:
        'Zilais pabeidz Sarkanā pilsētu: punktus saņem tikai Sarkanais, tāpēc Zilais novieto pavalstnieku Pils kvartālā un pārvieto grāfu uz Tirgu. Vēlāk Sarkanais pabeidz 3 laukumu pilsētu ar ģerboni: Zilais vispirms pārvieto savu pavalstnieku no Pils uz to, un abi saņem 8.',
      keywords: ['grāfs', 'karkasona', 'kvartāls', 'pils', 'tirgus', 'kalve', 'katedrāle'],
    },
    is: {
      title: 'Greifinn af Carcassonne',
      text: 'Tólf flísar borgarinnar Carcassonne eru upphafið; venjulega upphafsflísin er ekki notuð. Borgin hefur fjögur hverfi: 1 Kastali, 2 Markaður, 3 Smiðja, 4 Dómkirkja; greifinn byrjar í Kastalanum. Ef flísin þín gefur andstæðingum stig en þér ekkert (séu nokkur svæði kláruð, í engu þeirra) máttu í lok leiksins þíns setja einn þegn úr birgðunum í hvaða hverfi sem er og færa greifann í hvaða hverfi sem er. Áður en kláruð borg, vegur eða klaustur gefur stig má hver leikmaður, frá þeim vinstra megin við þig og síðast þú, færa þegna sína úr samsvarandi hverfi á svæðið, þótt það sé setið: Kastali → borg, Smiðja → vegur, Dómkirkja → klaustur; Markaður → akur í lokin, eða (með Ábótaklaustri og borgarstjóra) á engi með hlöðu rétt áður en það gefur stig í leiknum. Enginn fer úr hverfi greifans. Þegnar fara úr Carcassonne aðeins svona og fá þar engin stig. Í lokin, frá þeim vinstra megin við síðasta leikmann, færir hver í röð einn þegn á samsvarandi ókláruð svæði eða akur, umferð eftir umferð meðan einhver færir. Hver akur á flísum borgarinnar telur Carcassonne sem kláraða borg.',
      example:
        'Blár klárar borg Rauðs: aðeins Rauður fær stig, svo Blár setur þegn í Kastalann og færir greifann á Markaðinn. Síðar klárar Rauður borg með 3 flísum og skjaldarmerki: Blár færir fyrst þegn sinn úr Kastalanum á hana og báðir fá 8.',
      keywords: ['greifi', 'carcassonne', 'hverfi', 'kastali', 'markaður', 'smiðja', 'dómkirkja'],
    },
  },
};
