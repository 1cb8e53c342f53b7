// Icelandic rules topics. Game words follow the Icelandic rule book (þegn, förumaður, riddari, munkur,
// bóndi, akur, þorp, borgarflís, skjaldarmerki); expansion words it lacks are chosen in docs/glossary-is.md.
import type { TopicTranslations } from './topic-text';

export const is: TopicTranslations = {
  turn: {
    title: 'Þú átt leik',
    text: 'Hver umferð er í þremur skrefum: þú leggur niður flísina sem þú dróst, síðan máttu setja einn þegn á þá flís, og loks eru talin stig fyrir alla vegi, borgir og klaustur sem flísin þín kláraði.',
    example:
      'Þú dregur flís með vegi sem beygir og leggur hana þannig að hún klárar veg sem þegninn þinn stendur á. Svo setur þú nýjan þegn á borgina á sömu flís og færð stig fyrir veginn.',
    keywords: ['umferð', 'á leik', 'leikur', 'skref', 'aðgerðir', 'röð', 'draga', 'dregur'],
  },
  'placing-tiles': {
    title: 'Að leggja flís',
    text: 'Flísin verður að liggja upp að flísunum á borðinu með minnst eina heila hlið, og allar hliðar sem snerta aðrar flísar verða að passa: vegur við veg, borg við borg, akur við akur. Flís sem passar hvergi er lögð til hliðar og þú dregur nýja.',
    example: 'Flís með borg á norðurhliðinni má ekki fara sunnan við opinn vegarenda: borgarhliðin myndi mæta vegi.',
    keywords: ['flís', 'flísar', 'landflís', 'leggja', 'hlið', 'passa', 'snúa', 'snúningur', 'staður'],
  },
  followers: {
    title: 'Að setja út þegn',
    text: 'Þú mátt setja einn þegn úr birgðunum þínum á flísina sem þú varst að leggja: á veg (förumaður), borg (riddari), klaustur (munkur) eða á akur ef leikið er með bændum. Á öllum veginum, borginni eða akrinum má enginn þegn vera fyrir, ekki einu sinni þinn eigin.',
    example:
      'Á veginum sem flísin þín lengir stendur þegar þegn Bjarna, þremur flísum frá: þú mátt ekki setja þegn á þann veg, en þú mátt taka borgina á flísinni þinni ef hún er laus.',
    keywords: ['þegn', 'þegnar', 'þegna', 'setja út', 'upptekinn', 'laus', 'förumaður', 'riddari', 'munkur', 'meeple'],
  },
  sharing: {
    title: 'Að deila vegi eða borg',
    text: 'Þegnar geta lent á sama vegi eða í sömu borg þegar flís tengir saman tvo hluta sem voru aðskildir. Þegar stig eru talin fær sá sem á flesta þegna þar öll stigin; séu fleiri jafnir fá þeir allir öll stigin. Allir fá þegnana sína aftur.',
    example:
      'Anna og Bjarni eiga sinn riddarann hvort í tveimur hlutum borgar; flís tengir hlutana saman og klárar borgina, sem er 4 flísar: bæði fá 8 stig.',
    keywords: ['deila', 'jafnt', 'jafntefli', 'meirihluti', 'flestir', 'tengja', 'sameina', 'sameiginlegur'],
  },
  roads: {
    title: 'Vegir',
    text: 'Vegur er kláraður þegar báðir endar hans liggja í þorp (gatnamót), borg eða klaustur, eða hann lokast í lykkju. Hann gefur 1 stig fyrir hverja flís, bæði meðan á leik stendur og í leikslok.',
    example: 'Vegur sem liggur yfir 3 flísar milli tveggja þorpa gefur 3 stig.',
    keywords: ['vegur', 'vegir', 'veginn', 'vegaflís', 'förumaður', 'förumenn', 'þorp', 'gatnamót', 'lykkja'],
  },
  cities: {
    title: 'Borgir',
    text: 'Borg er kláruð þegar borgarmúrar umlykja hana án nokkurs bils. Hún gefur 2 stig fyrir hverja borgarflís og 2 fyrir hvert skjaldarmerki. Sé hún ókláruð í leikslok gefur hún 1 stig á flís og 1 á skjaldarmerki.',
    example:
      'Kláruð borg úr 3 flísum með einu skjaldarmerki gefur 3 × 2 + 2 = 8 stig; ef hún er enn opin í leikslok gefur hún 4.',
    keywords: ['borg', 'borgir', 'borgin', 'borgarflís', 'riddari', 'riddarar', 'skjaldarmerki', 'borgarmúr', 'múrar'],
  },
  monasteries: {
    title: 'Klaustur',
    text: 'Klaustur er klárað þegar allar átta flísarnar í kringum það eru komnar: það gefur 9 stig. Óklárað klaustur gefur í leikslok 1 stig auk 1 fyrir hverja flís í kringum það.',
    example: 'Munkur í klaustri sem hefur 5 nágrannaflísar í leikslok fær 6 stig.',
    keywords: ['klaustur', 'klaustrið', 'klaustri', 'klausturflís', 'munkur', 'munkar', 'nunna'],
  },
  end: {
    title: 'Leikslok',
    text: 'Leiknum lýkur þegar síðasta flísin hefur verið lögð. Allir vegir, borgir og klaustur sem enn hafa þegna fá þá stig eftir lokareglunum, og síðan akrar ef leikið er með bændum. Sá sem er með flest stig vinnur; séu fleiri jafnir deila þeir sigrinum.',
    example:
      'Opinn vegur Önnu, 3 flísar, gefur 3 stig og opna borgin hennar, 2 flísar með skjaldarmerki, gefur 3 stig.',
    keywords: [
      'leikslok',
      'endar',
      'endir',
      'lok',
      'lokastigatalning',
      'stigatalning',
      'sigurvegari',
      'vinna',
      'síðasta flís',
      'jafntefli',
    ],
  },
  fields: {
    title: 'Akrar og bændur',
    text: 'Þegn sem er lagður á akur er bóndi og liggur þar til leiksloka. Vegir, borgir og jaðar borðsins skipta ökrunum. Í leikslok fær sá sem á flesta bændur á akri 3 stig fyrir hverja kláraða borg sem liggur að akrinum (séu fleiri jafnir fá allir stig). Borg sem liggur að nokkrum ökrum gefur stig á hverjum þeirra.',
    example:
      'Anna á 2 bændur og Bjarni 1 á akri sem liggur að 3 kláruðum borgum og 1 opinni: Anna fær 9 stig, Bjarni ekkert.',
    keywords: ['akur', 'akrar', 'akri', 'engi', 'bóndi', 'bændur', 'bónda', 'liggjandi', 'lagður'],
  },
  river: {
    title: 'Áin',
    text: 'Uppsprettan er byrjunarflísin (venjulega byrjunarflísin fer aftur í kassann). Hinar árflísarnar eru dregnar á undan öllum venjulegum flísum, stöðuvatnið síðast. Hver árflís verður að halda áfram opnum enda árinnar, vatn við vatn. Engin fígúra má standa á vatninu, en vegir, borgir og akrar á árflísum taka fígúrur eins og venjulega. Áin skiptir ökrum, nema akrinum í kringum uppsprettuna eða stöðuvatnið. Árflís sem passar hvergi er lögð til hliðar.',
    example:
      'Þú dregur árflísina með klaustri: þú leggur hana þannig að vatnið mæti enda árinnar og setur munk á klaustrið við hliðina á ánni.',
    keywords: ['á', 'áin', 'árflís', 'árflísar', 'uppspretta', 'stöðuvatn', 'vatn', 'byrjunarflís', 'fljót'],
  },
  'river-bends': {
    title: 'Engin U-beygja á ánni',
    text: 'Tvær beygjur í röð á ánni mega ekki snúa í sömu átt, annars myndi áin flæða til baka. Bein árflís á milli tveggja beygja í sömu átt er í lagi.',
    example:
      'Áin beygir til hægri: hún rann í austur og rennur nú í suður. Næsta beygja þín verður að snúa til vinstri, aftur í austur: hægri beygja myndi senda hana í vestur, í átt að uppsprettunni.',
    keywords: ['á', 'áin', 'árflís', 'beygja', 'beygjur', 'sveigja', 'snúa', 'u-beygja', 'flæða til baka'],
  },
  abbot: {
    title: 'Ábótinn',
    text: 'Hver leikmaður á einn ábóta. Í stað þegns máttu setja hann á klaustur eða garð á flísinni sem þú varst að leggja; hann fer hvergi annað. Hann fær stig eins og munkur: 9 þegar allar 8 flísarnar í kring eru komnar, og í leikslok 1 stig auk 1 fyrir hverja flís í kringum hann.',
    example:
      'Þú leggur flís með klaustri: þú mátt setja þegn eða ábótann þinn á klaustrið. Ef ábótinn þinn er þegar úti á borðinu er aðeins þegninn í boði.',
    keywords: ['ábóti', 'ábótinn', 'ábóta', 'abbadís', 'munkur', 'klaustur', 'garður'],
  },
  gardens: {
    title: 'Garðar',
    text: 'Sumar flísar sýna garð. Aðeins ábóti má standa á honum, aldrei þegn. Garður gefur stig alveg eins og klaustur: 9 þegar 8 flísar umkringja hann, í leikslok 1 auk 1 fyrir hverja flís í kring. Með ábótanum notar leikurinn flísarnar sem sýna garða.',
    example: 'Ábótinn þinn stendur á garði með 5 flísar í kring þegar leiknum lýkur: hann fær 6 stig.',
    keywords: ['garður', 'garðar', 'garðinn', 'garði', 'blóm', 'ábóti'],
  },
  'abbot-recall': {
    title: 'Að kalla ábótann til baka',
    text: 'Í umferð þar sem þú setur enga fígúru á nýju flísina máttu í staðinn taka ábótann þinn aftur af borðinu. Hann fær strax þau stig sem klaustrið eða garðurinn er virði núna: 1 auk 1 fyrir hverja flís í kring.',
    example:
      'Ábótinn þinn situr á garði með 5 flísar í kring. Þú leggur flís, setur engan þegn á hana og kallar ábótann til baka: 6 stig, og þú getur sett ábótann út aftur.',
    keywords: ['ábóti', 'ábótann', 'kalla til baka', 'taka aftur', 'sækja', 'fjarlægja', 'skila'],
  },
  inns: {
    title: 'Gistikrár',
    text: 'Sumir vegir liggja fram hjá gistikrá við vatn. Vegur með minnst eina gistikrá gefur 2 stig á flís þegar hann er kláraður, sama hve margar krárnar eru. Sé hann enn ókláraður í leikslok gefur hann ekkert. Á T-gatnamótunum með gistikrá telst kráin með fyrir vegina til vinstri og hægri en ekki fyrir veginn sem liggur niður (stillingin crossroadsInn one-road leikur eftir fyrstu prentun, þar sem aðeins vegurinn við hlið hennar telst).',
    example:
      'Vegurinn þinn, 5 flísar með gistikrá, er kláraður: 10 stig í stað 5. Hefði hann verið opinn til leiksloka: 0 í stað 5.',
    keywords: ['gistikrá', 'gistikrár', 'krá', 'kráin', 'gistihús', 'vatn', 'vegur', 'förumaður', 'tvöfalt'],
  },
  cathedrals: {
    title: 'Dómkirkjur',
    text: 'Borg með dómkirkju gefur 3 stig á flís og 3 á skjaldarmerki þegar hún er kláruð. Sé hún enn ókláruð í leikslok gefur hún ekkert, svo dómkirkja sem bætt er við stóra opna borg annars leikmanns seint í leiknum getur kostað hann öll stigin.',
    example: 'Kláruð borg úr 7 flísum með 2 skjaldarmerki og dómkirkju gefur 9 × 3 = 27 stig; opin í leikslok, 0.',
    keywords: ['dómkirkja', 'dómkirkjur', 'dómkirkju', 'kirkja', 'borg', 'riddari', 'skjaldarmerki', 'þrefalt'],
  },
  'big-follower': {
    title: 'Stóri þegninn',
    text: 'Hver leikmaður á einn stóran þegn auk hinna. Þú mátt setja hann út í stað venjulegs þegns, hvar sem venjulegur þegn má fara (á akur aðeins ef leikið er með bændum). Þegar meirihluti er talinn telst hann sem tveir þegnar; stigin tvöfaldast ekki. Hann kemur heim eftir stigatalningu eins og aðrir þegnar. Gistikrár og dómkirkjur bæta líka við sjötta litnum, fyrir allt að 6 leikmenn.',
    example:
      'Stóri þegninn þinn og einn þegn Bjarna eru í kláraðri borg úr 4 flísum: þú ert með 2 á móti 1 og færð 8 stig, Bjarni ekkert. Á móti tveimur þegnum Bjarna er jafnt og báðir leikmenn fá stig.',
    keywords: ['stór', 'stóri þegninn', 'stórþegn', 'meeple', 'meirihluti', 'sex', '6 leikmenn', 'sjötti litur'],
  },
  goods: {
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
  builder: {
    title: 'Smiðurinn',
    text: 'Hver leikmaður á einn smið. Í stað þegns máttu setja hann á veg eða borg á nýju flísinni þinni þar sem þú átt þegar þegn. Síðar, í hvert sinn sem flísin sem þú leggur lengir þann veg eða þá borg, leggur þú strax aðra flís, með eigin fígúru og stigatalningu; sú seinni gefur aldrei þriðju flísina. Smiðurinn telst aldrei með í meirihluta og fer heim þegar stig eru talin fyrir veginn eða borgina, eða þegar enginn þegna þinna er þar lengur.',
    example:
      'Smiðurinn þinn stendur á veginum þínum. Flísin þín lengir veginn, jafnvel þótt hún klári hann: stig eru talin fyrir veginn og þú dregur strax aðra flís, og á hana máttu setja smiðinn aftur.',
    keywords: ['smiður', 'smiðurinn', 'smið', 'byggingameistari', 'tvöföld umferð', 'auka flís', 'önnur flís', 'bónus'],
  },
  pig: {
    title: 'Svínið',
    text: 'Hver leikmaður á eitt svín. Ef leikið er með bændum máttu, í stað þegns, setja það á akur á nýju flísinni þinni þar sem þú átt þegar bónda, jafnvel þótt svín annars leikmanns sé þar. Ef þú vinnur akurinn í leikslok gefur hann þér 4 stig fyrir hverja kláraða borg í stað 3. Svínið telst aldrei með í meirihluta og fer heim ef enginn bænda þinna er lengur á akrinum þess.',
    example:
      'Anna, Bjarni og Klara eiga einn bónda hvert á akri sem liggur að 2 kláruðum borgum; Anna og Bjarni eiga svín þar. Anna og Bjarni fá 8 stig hvort, Klara 6.',
    keywords: ['svín', 'svínið', 'grís', 'akur', 'bóndi', 'bændur', 'fjögur', '4 stig'],
  },
};
