// Traders & Builders' rules topics, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const tradersBuildersTopics: readonly ExpansionTopic[] = [
  {
    id: 'goods',
    texts: {
      en: {
        title: 'Goods and traders',
        text: 'Some cities show wine, grain or cloth. Whoever places the tile that finishes such a city takes one goods token per symbol in it, even with no follower there; the city itself scores as usual for its knights. At the end, for each of the three goods, the player with the most tokens scores 10; tied players all score 10.',
        example:
          "Ann finishes Bob's city with 2 grain and 1 wine: Bob scores the city, Ann takes 2 grain and 1 wine. At the end Ann has the most grain and ties Bob on wine: she scores 20, Bob 10 for the wine.",
        keywords: ['goods', 'trade', 'trader', 'wine', 'grain', 'wheat', 'cloth', 'token', 'majority'],
      },
      ro: {
        title: 'Produse și negustori',
        text: 'Unele orașe au simboluri de vin, grâu sau pânză. Cine așază cartonașul care termină un astfel de oraș ia câte un jeton cu produse pentru fiecare simbol din oraș, chiar dacă nu are niciun supus acolo; orașul se punctează ca de obicei pentru cavalerii lui. La sfârșit, pentru fiecare dintre cele trei produse, jucătorul cu cele mai multe jetoane primește 10 puncte; la egalitate, toți primesc 10.',
        example:
          'Ana termină orașul lui Bob, care are 2 grâu și 1 vin: Bob primește punctele orașului, Ana ia 2 jetoane de grâu și 1 de vin. La sfârșit Ana are cel mai mult grâu și e la egalitate cu Bob la vin: ea primește 20, Bob 10 pentru vin.',
        keywords: [
          'produse',
          'mărfuri',
          'negustor',
          'negustori',
          'vin',
          'grâu',
          'pânză',
          'stofă',
          'jeton',
          'jetoane',
          'majoritate',
        ],
      },
      bg: {
        title: 'Търговски стоки и търговци',
        text: 'В някои крепости има символи на вино, пшеница или плат. Който положи плочката, завършваща такава крепост, взима по един чип стока за всеки символ в нея, дори да няма мийпъл там; самата крепост се оценява както обикновено за рицарите в нея. В края на играта за всяка от трите стоки играчът с най-много чипове получава 10 точки; при равенство всички изравнени получават по 10.',
        example:
          'Ани завършва крепостта на Боби с 2 символа пшеница и 1 вино: Боби получава точките за крепостта, а Ани взима 2 чипа пшеница и 1 чип вино. В края Ани има най-много пшеница и е наравно с Боби за виното: тя получава 20 точки, Боби 10 за виното.',
        keywords: [
          'стоки',
          'търговски стоки',
          'търговец',
          'търговци',
          'вино',
          'пшеница',
          'жито',
          'плат',
          'чип',
          'чипове',
          'мнозинство',
        ],
      },
      lv: {
        title: 'Preces un tirgotāji',
        text: 'Dažās pilsētās ir vīns, graudi vai audums. Spēlētājs, kurš uzliek laučiņu, kas šādu pilsētu pabeidz, paņem vienu preču žetonu par katru tajā esošo simbolu, pat ja viņam tur nav pavalstnieka; pati pilsēta dod punktus tās bruņiniekiem kā parasti. Spēles beigās par katru no trim precēm spēlētājs ar visvairāk žetoniem saņem 10 punktus; neizšķirta gadījumā 10 saņem visi.',
        example:
          'Anna pabeidz Boba pilsētu ar 2 graudiem un 1 vīnu: Bobs saņem punktus par pilsētu, Anna paņem 2 graudu un 1 vīna žetonu. Spēles beigās Annai ir visvairāk graudu, un vīna viņai ir tikpat, cik Bobam: viņa saņem 20 punktus, Bobs 10 par vīnu.',
        keywords: [
          'preces',
          'preču',
          'tirgotājs',
          'tirgotāji',
          'vīns',
          'graudi',
          'labība',
          'audums',
          'žetons',
          'žetoni',
          'vairākums',
        ],
      },
      is: {
        title: 'Vörur og kaupmenn',
        text: 'Sumar borgir sýna vín, korn eða klæði. Sá sem leggur flísina sem klárar slíka borg fær eitt vöruspjald fyrir hvert vörutákn í henni, jafnvel án þegns þar; borgin sjálf gefur riddurunum sínum stig eins og venjulega. Í leikslok fær sá sem á flest spjöld af hverri vörutegund 10 stig; séu fleiri jafnir fá allir 10.',
        example:
          'Anna klárar borg Bjarna með tveimur korntáknum og einu víntákni: Bjarni fær stigin fyrir borgina, Anna tekur 2 kornspjöld og 1 vínspjald. Í leikslok á Anna mest korn og er jöfn Bjarna í víni: hún fær 20 stig, Bjarni 10 fyrir vínið.',
        keywords: [
          'vörur',
          'vara',
          'kaupmaður',
          'kaupmenn',
          'vín',
          'korn',
          'hveiti',
          'klæði',
          'dúkur',
          'spjald',
          'meirihluti',
        ],
      },
    },
  },
  {
    id: 'builder',
    texts: {
      en: {
        title: 'The builder',
        text: 'Each player has one builder. Instead of a follower you may put it on a road or city of your new tile where you already have a follower. Later, whenever the tile you place extends that road or city, you place a second tile right away, with its own figure and scoring; that second tile never earns a third. The builder never counts in a majority and goes home when its road or city is scored or when none of your followers is left there.',
        example:
          'Your builder stands on your road. Your tile extends the road, even finishing it: the road scores, and you draw a second tile at once, on which you may put the builder again.',
        keywords: ['builder', 'double turn', 'extra tile', 'second tile', 'again', 'bonus'],
      },
      ro: {
        title: 'Constructorul',
        text: 'Fiecare jucător are un constructor. În locul unui supus, îl poți pune pe un drum sau într-un oraș al cartonașului nou, unde ai deja un supus. Mai târziu, ori de câte ori cartonașul pe care îl așezi continuă acel drum sau oraș, mai așezi imediat un cartonaș, cu propriul pion și propria evaluare (tur dublu); al doilea cartonaș nu aduce niciodată un al treilea. Constructorul nu contează niciodată la majoritate și se întoarce la tine când drumul sau orașul lui e evaluat sau când nu mai ai niciun supus acolo.',
        example:
          'Constructorul tău stă pe drumul tău. Cartonașul tău continuă drumul, chiar dacă îl termină: drumul se punctează și tragi imediat al doilea cartonaș, pe care poți pune din nou constructorul.',
        keywords: [
          'constructor',
          'constructori',
          'tur dublu',
          'tură dublă',
          'cartonaș în plus',
          'al doilea cartonaș',
          'din nou',
          'bonus',
        ],
      },
      bg: {
        title: 'Майсторът строител',
        text: 'Всеки играч има един майстор строител. Вместо мийпъл можеш да го поставиш на път или крепост от новата си плочка, където вече имаш мийпъл. По-късно, всеки път когато положената плочка продължи този път или крепост, веднага полагаш и втора плочка, с всички стъпки на хода (фигурка и оценяване); втората плочка никога не носи трета. Майсторът не се брои за мнозинство и се връща в свитата, когато пътят или крепостта му се оценят или когато там не е останал нито един твой мийпъл.',
        example:
          'Твоят майстор строител стои на пътя ти. Плочката ти продължава пътя, дори го завършва: пътят се оценява, а ти веднага теглиш втора плочка, на която можеш пак да сложиш майстора.',
        keywords: [
          'майстор строител',
          'строител',
          'майстор',
          'двоен ход',
          'допълнителна плочка',
          'втора плочка',
          'отново',
          'бонус',
        ],
      },
      lv: {
        title: 'Celtnieks',
        text: 'Katram spēlētājam ir viens celtnieks. Pavalstnieka vietā vari to likt uz jaunā laučiņa ceļa vai pilsētas, kur tev jau ir pavalstnieks. Vēlāk katru reizi, kad tavs uzliktais laučiņš pagarina šo ceļu vai pilsētu, tu uzreiz uzliec otru laučiņu, ar savu figūriņu un punktu skaitīšanu; otrais laučiņš nekad nedod trešo. Celtnieks nekad neskaitās vairākumā un atgriežas, kad par tā ceļu vai pilsētu saņemti punkti vai kad tur vairs nav neviena tava pavalstnieka.',
        example:
          'Tavs celtnieks stāv uz tava ceļa. Tavs laučiņš ceļu pagarina vai pat pabeidz: par ceļu saņem punktus, un tu uzreiz izvelc otru laučiņu, uz kura vari atkal likt celtnieku.',
        keywords: [
          'celtnieks',
          'celtnieku',
          'dubultais gājiens',
          'papildu laučiņš',
          'otrais laučiņš',
          'vēlreiz',
          'bonuss',
          'divi laučiņi',
        ],
      },
      is: {
        title: 'Smiðurinn',
        text: 'Hver leikmaður á einn smið. Í stað þegns máttu setja hann á veg eða borg á nýju flísinni þinni þar sem þú átt þegar þegn. Síðar, í hvert sinn sem flísin sem þú leggur lengir þann veg eða þá borg, leggur þú strax aðra flís, með eigin fígúru og stigatalningu; sú seinni gefur aldrei þriðju flísina. Smiðurinn telst aldrei með í meirihluta og fer heim þegar stig eru talin fyrir veginn eða borgina, eða þegar enginn þegna þinna er þar lengur.',
        example:
          'Smiðurinn þinn stendur á veginum þínum. Flísin þín lengir veginn, jafnvel þótt hún klári hann: stig eru talin fyrir veginn og þú dregur strax aðra flís, og á hana máttu setja smiðinn aftur.',
        keywords: [
          'smiður',
          'smiðurinn',
          'smið',
          'byggingameistari',
          'tvöföld umferð',
          'auka flís',
          'önnur flís',
          'bónus',
        ],
      },
    },
  },
  {
    id: 'pig',
    texts: {
      en: {
        title: 'The pig',
        text: "Each player has one pig. With farmers on, instead of a follower you may put it on a field of your new tile where you already have a farmer, even if another player's pig is there. At the end, if you win that field, it pays you 4 points per finished city instead of 3. The pig never counts in a majority and goes home if none of your farmers is left in its field.",
        example:
          'Ann, Bob and Cleo each have one farmer in a field with 2 finished cities; Ann and Bob have pigs there. Ann and Bob score 8 each, Cleo 6.',
        keywords: ['pig', 'field', 'farmer', 'farm', 'four'],
      },
      ro: {
        title: 'Porcul',
        text: 'Fiecare jucător are un porc. Când se joacă cu țărani, în locul unui supus îl poți pune pe un câmp al cartonașului nou unde ai deja un țăran, chiar dacă acolo stă porcul altui jucător. La sfârșit, dacă ești stăpânul acelui câmp, primești 4 puncte pe oraș complet în loc de 3. Porcul nu contează niciodată la majoritate și se întoarce la tine dacă nu mai ai niciun țăran pe câmpul lui.',
        example:
          'Ana, Bob și Cleo au câte un țăran într-un câmp cu 2 orașe complete; Ana și Bob au și porci acolo. Ana și Bob primesc câte 8 puncte, Cleo 6.',
        keywords: ['porc', 'porci', 'câmp', 'țăran', 'țărani', 'fermă', 'patru', '4 puncte'],
      },
      bg: {
        title: 'Прасенцето',
        text: 'Всеки играч има едно прасенце. Ако играете със селяни, вместо мийпъл можеш да го поставиш на поляна от новата си плочка, където вече имаш селянин, дори там да има чуждо прасенце. Ако в края спечелиш тази поляна, тя ти носи по 4 точки за завършена крепост вместо 3. Прасенцето не се брои за мнозинство и се връща в свитата, ако на поляната му не е останал нито един твой селянин.',
        example:
          'Ани, Боби и Клео имат по един селянин на поляна с 2 завършени крепости; Ани и Боби имат и прасенца там. Ани и Боби получават по 8 точки, Клео 6.',
        keywords: ['прасенце', 'прасенца', 'прасе', 'поляна', 'селянин', 'селяни', 'четири', '4 точки'],
      },
      lv: {
        title: 'Cūka',
        text: 'Katram spēlētājam ir viena cūka. Spēlējot ar zemniekiem, pavalstnieka vietā vari to likt uz jaunā laučiņa lauka, kur tev jau ir zemnieks, pat ja tur ir cita spēlētāja cūka. Ja spēles beigās šis lauks pienākas tev, tas dod 4 punktus par katru pabeigtu pilsētu, nevis 3. Cūka nekad neskaitās vairākumā un atgriežas, ja tās laukā vairs nav neviena tava zemnieka.',
        example:
          'Annai, Bobam un Kleo katram ir pa zemniekam laukā ar 2 pabeigtām pilsētām; Annai un Bobam tur ir cūkas. Anna un Bobs saņem pa 8 punktiem, Kleo 6.',
        keywords: ['cūka', 'cūkas', 'cūku', 'lauks', 'zemnieks', 'zemnieki', 'četri', '4 punkti'],
      },
      is: {
        title: 'Svínið',
        text: 'Hver leikmaður á eitt svín. Ef leikið er með bændum máttu, í stað þegns, setja það á akur á nýju flísinni þinni þar sem þú átt þegar bónda, jafnvel þótt svín annars leikmanns sé þar. Ef þú vinnur akurinn í leikslok gefur hann þér 4 stig fyrir hverja kláraða borg í stað 3. Svínið telst aldrei með í meirihluta og fer heim ef enginn bænda þinna er lengur á akrinum þess.',
        example:
          'Anna, Bjarni og Klara eiga einn bónda hvert á akri sem liggur að 2 kláruðum borgum; Anna og Bjarni eiga svín þar. Anna og Bjarni fá 8 stig hvort, Klara 6.',
        keywords: ['svín', 'svínið', 'grís', 'akur', 'bóndi', 'bændur', 'fjögur', '4 stig'],
      },
    },
  },
];
