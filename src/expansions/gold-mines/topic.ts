// The Gold Mines rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const goldMinesTopic: ExpansionTopic = {
  id: 'gold',
  texts: {
    en: {
      title: 'Gold ingots',
      text: 'After placing a tile with the gold symbol, put one gold ingot on it and one on a tile around it (diagonals count; with only one neighbour it goes there). Gold belongs to the tile, not to a feature. When a road, city, monastery or garden (with the abbot) is finished, its controllers take the gold on its tiles; a monastery or garden also takes the gold of the 8 tiles around it. With several claimants, starting with the active player and going clockwise, each takes one ingot from their own feature until none is left. At the end gold still on the board is lost (none for farmers or unfinished features); each ingot scores 1 with 1–3 ingots, 2 with 4–6, 3 with 7–9 and 4 with 10 or more.',
      example:
        'Ann finishes a road she shares with Bob, with 3 ingots on its tiles: Ann takes one, Bob one, Ann the last. At the end Ann holds 7 ingots and scores 7 × 3 = 21.',
      keywords: ['gold', 'ingot', 'mine', 'gold mines', 'nugget', 'bar'],
    },
    ro: {
      title: 'Lingouri de aur',
      text: 'După ce pui un cartonaș cu simbolul aurului, pune un lingou de aur pe el și unul pe un cartonaș vecin (și pe diagonală; cu un singur vecin, merge acolo). Aurul ține de cartonaș, nu de un teritoriu. Când se termină un drum, un oraș, o mănăstire sau o grădină (cu abatele), cei care îl controlează iau aurul de pe cartonașele lui; o mănăstire sau o grădină ia și aurul celor 8 cartonașe din jur. Când sunt mai mulți, începând cu jucătorul activ și în sensul acelor de ceasornic, fiecare ia câte un lingou de pe teritoriul său, până nu mai rămâne niciunul. La final, aurul rămas pe tablă se pierde (nimic pentru țărani sau teritorii neterminate); fiecare lingou aduce 1 punct la 1–3 lingouri, 2 la 4–6, 3 la 7–9 și 4 la 10 sau mai multe.',
      example:
        'Ana termină un drum pe care îl împarte cu Bob, cu 3 lingouri pe cartonașele lui: Ana ia unul, Bob unul, Ana ultimul. La final Ana are 7 lingouri și primește 7 × 3 = 21 de puncte.',
      keywords: ['aur', 'lingou', 'lingouri', 'mine', 'minele de aur', 'bulgăre'],
    },
    bg: {
      title: 'Златни кюлчета',
      text: 'След като положиш плочка със символ за злато, сложи едно златно кюлче върху нея и едно върху съседна плочка (може и по диагонал; ако има само една съседна, то отива там). Златото е на плочката, не на обект. Когато бъде завършен път, крепост, манастир или градина (с абата), владеещите обекта взимат златото от плочките му; манастир или градина взима и златото от 8-те плочки около себе си. При няколко претенденти, започвайки от играча на ход и по часовниковата стрелка, всеки взима по едно кюлче от своя обект, докато не остане нито едно. В края несъбраното злато се маха (нищо за незавършени обекти и селяни); всяко кюлче носи 1 точка при 1–3 кюлчета, 2 при 4–6, 3 при 7–9 и 4 при 10 или повече.',
      example:
        'Ани завършва път, който владее заедно с Боб, с 3 кюлчета върху плочките му: Ани взима едно, Боб едно, Ани последното. В края Ани има 7 кюлчета и получава 7 × 3 = 21 точки.',
      keywords: ['злато', 'кюлче', 'кюлчета', 'златните мини', 'мини'],
    },
    lv: {
      title: 'Zelta gabali',
      text: 'Pēc laučiņa ar zelta simbolu uzlikšanas uzliec vienu zelta gabalu uz tā un vienu uz blakus laučiņa (arī pa diagonāli; ja blakus ir tikai viens, tas iet uz to). Zelts pieder laučiņam, nevis objektam. Kad pabeigts ceļš, pilsēta, klosteris vai dārzs (ar abatu), tā valdītāji paņem zeltu no tā laučiņiem; klosteris vai dārzs paņem arī zeltu no 8 apkārtējiem laučiņiem. Ja pretendentu ir vairāki, sākot ar spēlētāju, kura gājiens, un pulksteņrādītāja virzienā katrs paņem pa vienam zelta gabalam no sava objekta, līdz neviena vairs nav. Beigās uz laukuma palikušais zelts zūd (nekas par nepabeigtiem objektiem vai zemniekiem); katrs zelta gabals dod 1 punktu, ja to ir 1–3, 2 pie 4–6, 3 pie 7–9 un 4 pie 10 vai vairāk.',
      example:
        'Anna pabeidz ceļu, ko viņa valda kopā ar Bobu, un uz tā laučiņiem ir 3 zelta gabali: Anna paņem vienu, Bobs vienu, Anna pēdējo. Beigās Annai ir 7 zelta gabali, un viņa iegūst 7 × 3 = 21 punktu.',
      keywords: ['zelts', 'zelta gabals', 'zelta gabali', 'atradnes', 'zelta atradnes'],
    },
    is: {
      title: 'Gullstangir',
      text: 'Eftir að þú leggur flís með gulltákni seturðu eina gullstöng á hana og aðra á flís við hliðina (líka á ská; sé aðeins ein við hliðina fer hún þangað). Gullið tilheyrir flísinni, ekki einu svæði. Þegar vegur, borg, klaustur eða garður (með ábótanum) klárast taka þeir sem ráða því gullið á flísum þess; klaustur eða garður tekur líka gullið af 8 flísunum í kring. Séu fleiri um gullið tekur hver, frá leikmanninum sem á leik og réttsælis, eina gullstöng af sínu svæði þar til engin er eftir. Í lokin tapast gull sem enn er á borðinu (ekkert fyrir bændur eða ókláruð svæði); hver gullstöng gefur 1 stig með 1–3 stangir, 2 með 4–6, 3 með 7–9 og 4 með 10 eða fleiri.',
      example:
        'Anna klárar veg sem hún ræður ásamt Bob með 3 gullstangir á flísum hans: Anna tekur eina, Bob eina, Anna þá síðustu. Í lokin á Anna 7 gullstangir og fær 7 × 3 = 21 stig.',
      keywords: ['gull', 'gullstöng', 'gullstangir', 'námur', 'gullnámurnar'],
    },
  },
};
