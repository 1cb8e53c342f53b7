// The Halflings' rules topic in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const halflingsTopic: ExpansionTopic = {
  id: 'halflings',
  texts: {
    en: {
      title: 'Halflings',
      text: 'Each player holds two triangular half tiles, dealt face down (or, as a variant, picked face up, the last seat first). On your turn you may play one instead of drawing a tile. A half covers half a square: its two short sides are edges like a tile’s, its long edge runs corner to corner. It goes where a short side meets a placed tile’s edge (a corner alone is not enough), or into the triangular gap another half left, long edge against long edge; every road, city and field must continue, the long edges too. A tile beside a gap need not match it. Two halves in one square count as one tile for roads, cities, monasteries, the dragon, the flier and the rest; a square with one half counts as a tile too, and a triangular gap does not break a German monastery’s row. The game ends right after the turn of the last normal tile: half tiles still in hand are lost.',
      example:
        'Red’s half closes the gap beside a monastery: the square was already counted with its first half, so the monastery still scores 1 for that square.',
      keywords: ['half tile', 'triangle', 'long edge', 'gap', 'instead of drawing'],
    },
    ro: {
      title: 'Jumi-juma',
      text: 'Fiecare jucător are două cartonașe triunghiulare, împărțite cu fața în jos (sau, ca variantă, alese cu fața în sus, începând cu ultimul jucător). La rândul tău poți pune unul în loc să tragi un cartonaș. Un triunghi acoperă jumătate de pătrat: cele două laturi scurte sunt margini ca ale unui cartonaș, latura lungă merge de la colț la colț. Se pune unde o latură scurtă atinge marginea unui cartonaș pus (un colț nu ajunge) sau în golul triunghiular lăsat de alt triunghi, latură lungă lângă latură lungă; orice drum, oraș sau câmp trebuie să continue, și pe laturile lungi. Un cartonaș de lângă un gol nu trebuie să se potrivească cu el. Două triunghiuri într-un pătrat contează ca un cartonaș pentru drumuri, orașe, mănăstiri, dragon, mașina zburătoare și celelalte; un pătrat cu un singur triunghi contează și el ca un cartonaș, iar un gol triunghiular nu întrerupe rândul unei mănăstiri germane. Jocul se termină imediat după turul ultimului cartonaș obișnuit: cartonașele triunghiulare rămase se pierd.',
      example:
        'Triunghiul lui Roșu umple golul de lângă o mănăstire: pătratul era deja numărat cu primul triunghi, deci mănăstirea primește tot 1 pentru acel pătrat.',
      keywords: ['cartonaș triunghiular', 'triunghi', 'latură lungă', 'gol', 'în loc să tragi'],
    },
    bg: {
      title: 'Половинки',
      text: 'Всеки играч държи две триъгълни плочки, раздадени с лицето надолу (или, като вариант, избрани открити, като започва последният играч). На своя ход можеш да поставиш една вместо да теглиш плочка. Половинката заема половин поле: двете ѝ къси страни са ръбове като на плочка, дългата страна минава от ъгъл до ъгъл. Слага се там, където къса страна опира в ръба на поставена плочка (само ъгъл не стига), или в триъгълната празнина, оставена от друга половинка, дълга страна до дълга страна; всички пътища, крепости и поляни трябва да продължават, и по дългите страни. Плочка до празнина не трябва да съвпада с нея. Две половинки в едно поле са една плочка за пътища, крепости, манастири, дракона, летателния апарат и останалото; поле с една половинка също е плочка, а триъгълна празнина не прекъсва реда на германски манастир. Играта свършва веднага след хода на последната обикновена плочка: останалите триъгълни плочки се губят.',
      example:
        'Половинката на Червения запълва празнината до манастир: полето вече е броено с първата половинка, затова манастирът пак получава 1 за него.',
      keywords: ['триъгълна плочка', 'половинка', 'дълга страна', 'празнина', 'вместо теглене'],
    },
    lv: {
      title: 'Pusītes',
      text: 'Katram spēlētājam ir divi trīsstūrveida laučiņi, izdalīti ar attēlu uz leju (vai, kā variants, izvēlēti atklāti, sākot ar pēdējo spēlētāju). Savā gājienā vari likt vienu no tiem laučiņa vilkšanas vietā. Pusīte aizņem pusi kvadrāta: abas īsās malas ir malas kā laučiņam, garā mala iet no stūra līdz stūrim. To liek tur, kur īsā mala pieskaras novietota laučiņa malai (ar stūri vien nepietiek), vai citas pusītes atstātajā trīsstūrveida tukšumā, garā mala pie garās malas; katram ceļam, pilsētai un laukam jāturpinās, arī pa garajām malām. Laučiņam blakus tukšumam nav ar to jāsakrīt. Divas pusītes vienā kvadrātā skaitās kā viens laučiņš ceļiem, pilsētām, klosteriem, pūķim, lidonim un pārējam; kvadrāts ar vienu pusīti arī ir laučiņš, un trīsstūrveida tukšums nepārtrauc vācu klostera rindu. Spēle beidzas tūlīt pēc pēdējā parastā laučiņa gājiena: neizliktās pusītes zūd.',
      example:
        'Sarkanā pusīte aizpilda tukšumu pie klostera: kvadrāts jau bija ieskaitīts ar pirmo pusīti, tāpēc klosteris par to joprojām saņem 1.',
      keywords: ['pusīte', 'trīsstūris', 'garā mala', 'tukšums', 'vilkšanas vietā'],
    },
    is: {
      title: 'Hálfflísar',
      text: 'Hver leikmaður á tvær þríhyrndar flísar, gefnar á hvolfi (eða, sem afbrigði, valdar upp í loft, síðasti leikmaður fyrst). Í þinni umferð máttu leggja eina í stað þess að draga flís. Hálfflís þekur hálfan reit: stuttu hliðarnar tvær eru brúnir eins og á flís, langa hliðin liggur horn í horn. Hún fer þar sem stutt hlið snertir brún lagðrar flísar (horn eitt nægir ekki), eða í þríhyrnda skarðið sem önnur hálfflís skildi eftir, löng hlið að langri hlið; hver vegur, borg og akur verður að halda áfram, líka á löngu hliðunum. Flís við skarð þarf ekki að passa við það. Tvær hálfflísar í einum reit teljast ein flís fyrir vegi, borgir, klaustur, drekann, flugvélina og annað; reitur með einni hálfflís telst líka flís, og þríhyrnt skarð rýfur ekki röð þýsks klausturs. Leiknum lýkur strax eftir umferð síðustu venjulegu flísarinnar: hálfflísar sem eftir eru tapast.',
      example:
        'Hálfflís Rauðs fyllir skarðið við klaustur: reiturinn var þegar talinn með fyrri hálfflísinni, svo klaustrið fær áfram 1 fyrir hann.',
      keywords: ['hálfflís', 'þríhyrningur', 'löng hlið', 'skarð', 'í stað þess að draga'],
    },
  },
};
