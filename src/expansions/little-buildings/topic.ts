// The Little Buildings rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const littleBuildingsTopic: ExpansionTopic = {
  id: 'little-buildings',
  texts: {
    en: {
      title: 'Little buildings',
      text: 'The 18 building tokens (6 houses, 6 towers, 6 sheds) are shared evenly at the start (with 4 or 5 players the leftovers go back in the box). If you place no figure on your turn, you may put one of your buildings on the tile you just placed. A building belongs to the whole tile: whenever a road, city, monastery or field is scored, each building on its tiles adds 1 point (for a monastery: its tile and the 8 around it), after every other bonus (inn, cathedral, mage, witch), at the final scoring too. Buildings stay for the whole game and may count for several features. Variant: tower 3, house 2, shed 1.',
      example:
        'Ann puts a shed on her tile and completes a road of 5 tiles and a city of 3 tiles with a pennant, with 2 buildings on each: the road scores 5 + 2 = 7, the city 4 × 2 + 2 = 10.',
      keywords: ['little buildings', 'building', 'house', 'tower', 'shed', 'token'],
    },
    ro: {
      title: 'Construcții mici',
      text: 'Cele 18 jetoane de construcții (6 case, 6 turnuri, 6 șoproane) se împart egal la început (la 4 sau 5 jucători cele rămase se pun în cutie). Dacă nu pui niciun supus în turul tău, poți pune una dintre construcțiile tale pe cartonașul tocmai plasat. O construcție ține de tot cartonașul: ori de câte ori se evaluează un drum, un oraș, o mănăstire sau un câmp, fiecare construcție de pe cartonașele lui adaugă 1 punct (la mănăstire: cartonașul ei și cele 8 din jur), după toate celelalte bonusuri (han, catedrală, magician, vrăjitoare), și la evaluarea finală. Construcțiile rămân tot jocul și pot conta pentru mai multe teritorii. Variantă: turn 3, casă 2, șopron 1.',
      example:
        'Ana pune un șopron pe cartonașul ei și termină un drum de 5 cartonașe și un oraș de 3 cartonașe cu o stemă, cu câte 2 construcții pe fiecare: drumul aduce 5 + 2 = 7 puncte, orașul 4 × 2 + 2 = 10.',
      keywords: ['construcții mici', 'construcție', 'casă', 'turn', 'șopron', 'jeton'],
    },
    bg: {
      title: 'Малки постройки',
      text: '18-те жетона постройки (6 къщи, 6 кули, 6 бараки) се разделят поравно в началото (при 4 или 5 играчи останалите се връщат в кутията). Ако в хода си не поставиш фигурка, можеш да сложиш една от постройките си на току-що положената плочка. Постройката принадлежи на цялата плочка: всеки път, когато се оценява път, крепост, манастир или поляна, всяка постройка на плочките му добавя 1 точка (за манастир: неговата плочка и 8-те около нея), след всички други бонуси (странноприемница, катедрала, магьосник, вещица), и при финалното оценяване. Постройките остават до края на играта и може да се броят за няколко обекта. Вариант: кула 3, къща 2, барака 1.',
      example:
        'Ани слага барака на плочката си и завършва път от 5 плочки и крепост от 3 плочки с герб, с по 2 постройки на всеки: пътят носи 5 + 2 = 7 точки, крепостта 4 × 2 + 2 = 10.',
      keywords: ['малки постройки', 'постройка', 'къща', 'кула', 'барака', 'жетон'],
    },
    lv: {
      title: 'Mazās mājiņas',
      text: 'Visus 18 mājiņu žetonus (6 mājas, 6 torņi, 6 šķūņi) spēles sākumā vienmērīgi sadala (ar 4 vai 5 spēlētājiem liekos noliek atpakaļ kastē). Ja savā gājienā neuzliki pavalstnieku, vari uzlikt vienu savu mājiņu uz tikko uzliktā laučiņa. Mājiņa attiecas uz visu laučiņu: kad tiek skaitīti punkti par ceļu, pilsētu, klosteri vai lauku, katra mājiņa uz tā laučiņiem dod papildus 1 punktu (klosterim: tā laučiņš un 8 apkārtējie), pēc visiem citiem papildinājumiem (traktieris, katedrāle, burvis, ragana), arī noslēguma punktu skaitīšanā. Mājiņas paliek līdz spēles beigām un var dot punktus vairākiem objektiem. Variācija: tornis 3, māja 2, šķūnis 1.',
      example:
        'Anna uzliek šķūni uz sava laučiņa un pabeidz ceļu no 5 laučiņiem un pilsētu no 3 laučiņiem ar ģerboni, uz katra pa 2 mājiņām: ceļš dod 5 + 2 = 7 punktus, pilsēta 4 × 2 + 2 = 10.',
      keywords: ['mazās mājiņas', 'mājiņa', 'māja', 'tornis', 'šķūnis', 'žetons'],
    },
    is: {
      title: 'Litlar byggingar',
      text: 'Byggingapeðunum 18 (6 hús, 6 turnar, 6 skúrar) er skipt jafnt í byrjun (með 4 eða 5 leikmönnum fara afgangarnir aftur í kassann). Ef þú setur enga fígúru út í umferðinni máttu setja eina af byggingunum þínum á flísina sem þú lagðir. Bygging tilheyrir allri flísinni: í hvert sinn sem vegur, borg, klaustur eða engi fær stig gefur hver bygging á flísum þess 1 stig í viðbót (klaustur: flísin þess og þær 8 í kring), á eftir öllum öðrum bónusum (gistihús, dómkirkja, galdramaður, norn), líka í lokastigagjöf. Byggingar standa allan leikinn og geta talið fyrir mörg svæði. Afbrigði: turn 3, hús 2, skúr 1.',
      example:
        'Anna setur skúr á flísina sína og klárar 5 flísa veg og 3 flísa borg með skjaldarmerki, með 2 byggingar á hvoru: vegurinn gefur 5 + 2 = 7 stig, borgin 4 × 2 + 2 = 10.',
      keywords: ['litlar byggingar', 'bygging', 'hús', 'turn', 'skúr', 'peð'],
    },
  },
};
