// The Abbot's rules topics, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const abbotTopics: readonly ExpansionTopic[] = [
  {
    id: 'abbot',
    texts: {
      en: {
        title: 'The abbot',
        text: 'Each player has one abbot. Instead of a follower you may put it on a monastery or a garden of the tile you just placed; it goes nowhere else. It scores like a monk: 9 when the 8 tiles around are placed, and at the end 1 plus 1 per tile around it.',
        example:
          'You place a monastery tile: you may put a follower or your abbot on the monastery. With your abbot already out, only the follower is offered.',
        keywords: ['abbot', 'abbess', 'monk', 'monastery', 'cloister'],
      },
      ro: {
        title: 'Abatele',
        text: 'Fiecare jucător are un abate. În locul unui supus, îl poți pune într-o mănăstire sau pe o grădină de pe cartonașul tocmai așezat; nicăieri altundeva. Se punctează ca un călugăr: 9 puncte când sunt așezate cele 8 cartonașe din jur, iar la sfârșit 1 punct plus 1 pentru fiecare cartonaș din jurul lui.',
        example:
          'Așezi un cartonaș cu mănăstire: poți pune în mănăstire un supus sau abatele tău. Dacă abatele e deja pe tablă, ți se oferă doar supusul.',
        keywords: ['abate', 'abatele', 'stareț', 'stareță', 'abatesă', 'călugăr', 'mănăstire', 'grădină'],
      },
      bg: {
        title: 'Абатът',
        text: 'Всеки играч има един абат. Вместо мийпъл можеш да го поставиш на манастир или цветна градина от току-що положената плочка; другаде не може. Носи точки като монах: 9, когато 8-те плочки около него са положени, а в края на играта 1 плюс по 1 за всяка плочка около него.',
        example:
          'Полагаш плочка с манастир: можеш да сложиш на манастира мийпъл или абата си. Ако абатът ти вече е на полето, ти се предлага само мийпъл.',
        keywords: ['абат', 'абатът', 'абати', 'абатиса', 'монах', 'манастир', 'градина'],
      },
      lv: {
        title: 'Abats',
        text: 'Katram spēlētājam ir viens abats. Pavalstnieka vietā vari to uzlikt uz tikko uzliktā laučiņa klostera vai dārza; nekur citur to likt nevar. Punktus tas saņem kā mūks: 9, kad ap to izlikti visi 8 laučiņi, bet spēles beigās 1 plus 1 par katru laučiņu ap to.',
        example:
          'Tu uzliec klostera laučiņu: uz klostera vari likt pavalstnieku vai savu abatu. Ja tavs abats jau ir spēles laukumā, tiek piedāvāts tikai pavalstnieks.',
        keywords: ['abats', 'abatu', 'abata', 'abatese', 'mūks', 'klosteris', 'klosteri', 'dārzs'],
      },
      is: {
        title: 'Ábótinn',
        text: 'Hver leikmaður á einn ábóta. Í stað þegns máttu setja hann á klaustur eða garð á flísinni sem þú varst að leggja; hann fer hvergi annað. Hann fær stig eins og munkur: 9 þegar allar 8 flísarnar í kring eru komnar, og í leikslok 1 stig auk 1 fyrir hverja flís í kringum hann.',
        example:
          'Þú leggur flís með klaustri: þú mátt setja þegn eða ábótann þinn á klaustrið. Ef ábótinn þinn er þegar úti á borðinu er aðeins þegninn í boði.',
        keywords: ['ábóti', 'ábótinn', 'ábóta', 'abbadís', 'munkur', 'klaustur', 'garður'],
      },
    },
  },
  {
    id: 'gardens',
    texts: {
      en: {
        title: 'Gardens',
        text: 'Some tiles show a garden. Only an abbot may stand on it, never a follower. A garden scores exactly like a monastery: 9 when surrounded by 8 tiles, at the end 1 plus 1 per tile around it. With the Abbot the game uses the tiles that show gardens.',
        example: 'Your abbot stands on a garden with 5 tiles around it when the game ends: it scores 6.',
        keywords: ['garden', 'flowers', 'abbot'],
      },
      ro: {
        title: 'Grădini',
        text: 'Unele cartonașe au o grădină. Doar un abate poate sta pe ea, niciodată un supus. O grădină se punctează exact ca o mănăstire: 9 puncte când e înconjurată de 8 cartonașe, iar la sfârșit 1 punct plus 1 pentru fiecare cartonaș din jurul ei. Când se joacă cu Abatele, se folosesc cartonașele cu grădini.',
        example: 'Abatele tău stă pe o grădină cu 5 cartonașe în jur când se termină jocul: primește 6 puncte.',
        keywords: ['grădină', 'grădini', 'flori', 'abate', 'abatele'],
      },
      bg: {
        title: 'Цветни градини',
        text: 'На някои плочки има цветна градина. На нея може да стои само абат, никога мийпъл. Градината носи точки точно като манастир: 9, когато е заобиколена от 8 плочки, а в края на играта 1 плюс по 1 за всяка плочка около нея. С абата играта използва плочките с градини.',
        example: 'Абатът ти стои в градина с 5 плочки около нея, когато играта свършва: носи 6 точки.',
        keywords: ['градина', 'градини', 'градината', 'цветна градина', 'цветя', 'абат'],
      },
      lv: {
        title: 'Dārzi',
        text: 'Uz dažiem laučiņiem ir dārzs. Uz tā drīkst stāvēt tikai abats, nekad pavalstnieks. Dārzs dod punktus tieši tāpat kā klosteris: 9, kad to ieskauj 8 laučiņi, spēles beigās 1 plus 1 par katru laučiņu ap to. Spēlējot ar abatu, izmanto laučiņus, uz kuriem ir dārzi.',
        example: 'Spēles beigās tavs abats stāv dārzā, ap kuru ir 5 laučiņi: tas dod 6 punktus.',
        keywords: ['dārzs', 'dārzi', 'dārzu', 'dārzā', 'puķes', 'ziedi', 'abats'],
      },
      is: {
        title: 'Garðar',
        text: 'Sumar flísar sýna garð. Aðeins ábóti má standa á honum, aldrei þegn. Garður gefur stig alveg eins og klaustur: 9 þegar 8 flísar umkringja hann, í leikslok 1 auk 1 fyrir hverja flís í kring. Með ábótanum notar leikurinn flísarnar sem sýna garða.',
        example: 'Ábótinn þinn stendur á garði með 5 flísar í kring þegar leiknum lýkur: hann fær 6 stig.',
        keywords: ['garður', 'garðar', 'garðinn', 'garði', 'blóm', 'ábóti'],
      },
    },
  },
  {
    id: 'abbot-recall',
    texts: {
      en: {
        title: 'Calling the abbot back',
        text: 'On a turn when you place no figure on your new tile, you may instead take your abbot back from the board. It scores at once what its monastery or garden is worth right now: 1 plus 1 per tile around it.',
        example:
          'Your abbot sits on a garden with 5 tiles around it. You place a tile, put no follower on it, and call the abbot back: 6 points, and the abbot is yours to place again.',
        keywords: ['abbot', 'recall', 'take back', 'return', 'remove'],
      },
      ro: {
        title: 'Retragerea abatelui',
        text: 'Într-un tur în care nu pui niciun pion pe cartonașul nou, poți în schimb să-ți retragi abatele de pe tablă. Primești pe loc cât valorează acum mănăstirea sau grădina lui: 1 punct plus 1 pentru fiecare cartonaș din jur.',
        example:
          'Abatele tău stă pe o grădină cu 5 cartonașe în jur. Așezi un cartonaș, nu pui niciun supus pe el și îți retragi abatele: 6 puncte, iar abatele e din nou la tine, gata să fie pus iar.',
        keywords: ['abate', 'abatele', 'retragere', 'retrage', 'înapoi', 'ia înapoi', 'recuperare', 'scoate'],
      },
      bg: {
        title: 'Прибиране на абата',
        text: 'В ход, в който не поставяш фигурка на новата си плочка, можеш вместо това да прибереш абата си от полето. Той веднага носи толкова точки, колкото струват манастирът или градината му в момента: 1 плюс по 1 за всяка плочка около него.',
        example:
          'Абатът ти стои в градина с 5 плочки около нея. Полагаш плочка, не слагаш мийпъл и прибираш абата: 6 точки, а абатът отново е твой за поставяне.',
        keywords: ['абат', 'абата', 'прибиране', 'прибери', 'връщане', 'вземи обратно', 'махане'],
      },
      lv: {
        title: 'Abata atsaukšana',
        text: 'Gājienā, kurā uz jaunā laučiņa neliec nevienu figūriņu, tā vietā vari paņemt savu abatu atpakaļ no spēles laukuma. Tu uzreiz saņem tik punktu, cik tobrīd ir vērts tā klosteris vai dārzs: 1 plus 1 par katru laučiņu ap to.',
        example:
          'Tavs abats stāv dārzā, ap kuru ir 5 laučiņi. Tu uzliec laučiņu, neliec uz tā pavalstnieku un atsauc abatu: 6 punkti, un abatu vari likt no jauna.',
        keywords: ['abats', 'abatu', 'atsaukt', 'atsaukšana', 'paņemt atpakaļ', 'atgriezt', 'noņemt'],
      },
      is: {
        title: 'Að kalla ábótann til baka',
        text: 'Í umferð þar sem þú setur enga fígúru á nýju flísina máttu í staðinn taka ábótann þinn aftur af borðinu. Hann fær strax þau stig sem klaustrið eða garðurinn er virði núna: 1 auk 1 fyrir hverja flís í kring.',
        example:
          'Ábótinn þinn situr á garði með 5 flísar í kring. Þú leggur flís, setur engan þegn á hana og kallar ábótann til baka: 6 stig, og þú getur sett ábótann út aftur.',
        keywords: ['ábóti', 'ábótann', 'kalla til baka', 'taka aftur', 'sækja', 'fjarlægja', 'skila'],
      },
    },
  },
];
