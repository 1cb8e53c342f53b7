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
};
