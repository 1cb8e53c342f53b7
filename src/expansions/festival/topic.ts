// The Festival rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const festivalTopic: ExpansionTopic = {
  id: 'festival',
  texts: {
    en: {
      title: 'The Festival',
      text: 'The 10 festival tiles (with the jubilee symbol) are placed as usual. Then you choose one: place a figure on the tile as usual, or take one of your figures back from anywhere to your supply (any figure: followers, builders, pigs, barns, abbots, mayors, wagons, and followers in the quarters of Carcassonne), or neither. A tower’s prisoners cannot be taken back this way. Taking a figure back is your figure placement for the turn.',
      example:
        'Ann places a festival tile. Her farmer has stood in a big field all game: she takes it back to her supply instead of placing a figure.',
      keywords: ['festival', 'jubilee', 'anniversary', 'take back', 'figure'],
    },
    ro: {
      title: 'Festivalul',
      text: 'Cele 10 cartonașe cu simbolul festivalului se pun ca de obicei. Apoi alegi una: pui un pion pe cartonaș ca de obicei, sau retragi în rezervă un pion de-al tău de oriunde de pe suprafața de joc (orice pion: supuși, constructori, porci, hambare, abați, primari, căruțe și supușii din cartierele Carcassonnei), sau niciuna. Prizonierii unui turn nu pot fi retrași așa. Retragerea ține locul plasării pionului în turul tău.',
      example:
        'Ana pune un cartonaș cu festival. Țăranul ei stă de tot jocul într-un câmp mare: în loc să pună un pion, îl retrage în rezervă.',
      keywords: ['festival', 'festivalul', 'aniversare', 'retrage', 'pion'],
    },
    bg: {
      title: 'Празникът',
      text: '10-те плочки с юбилейния символ се полагат както обикновено. След това избираш едно: поставяш фигурка на плочката както обикновено, или връщаш в свитата си една своя фигурка от където и да е (всяка фигурка: мийпъли, строители, прасенца, хамбари, абати, кметове, каруци и мийпълите в кварталите на Каркасон), или нищо. Пленниците на кула не могат да се върнат така. Връщането е поставянето на фигурка за хода ти.',
      example:
        'Ани полага плочка с празник. Нейният селянин стои цяла игра на голяма поляна: вместо да постави фигурка, тя го връща в свитата си.',
      keywords: ['празник', 'юбилей', 'фестивал', 'върни', 'фигурка'],
    },
    lv: {
      title: 'Dzīres',
      text: '10 laučiņus ar jubilejas simbolu uzliek kā parasti. Tad izvēlies vienu: uzliec figūriņu uz laučiņa kā parasti, vai atgriez krājumā vienu savu figūriņu no jebkuras vietas spēles laukumā (jebkuru: pavalstniekus, celtniekus, cūkas, klētis, abatus, birģermeistarus, ratus un pavalstniekus Karkasonas kvartālos), vai nedari neko. Torņa gūstekņus tā atgriezt nevar. Atgriešana ir tavs gājiena figūriņas uzlikšanas solis.',
      example:
        'Anna uzliek dzīru laučiņu. Viņas zemnieks visu spēli stāv lielā laukā: figūriņas uzlikšanas vietā viņa to atgriež krājumā.',
      keywords: ['dzīres', 'jubileja', 'atgriezt', 'figūriņa'],
    },
    is: {
      title: 'Hátíðin',
      text: 'Hátíðarflísarnar 10 (með afmælismerkinu) eru lagðar eins og venjulega. Síðan velurðu eitt: setur fígúru á flísina eins og venjulega, eða tekur eina af fígúrunum þínum hvaðan sem er aftur í birgðirnar (hvaða fígúru sem er: þegna, byggingameistara, svín, hlöður, ábóta, borgarstjóra, vagna og þegna í hverfum Carcassonne), eða hvorugt. Fanga turns má ekki taka til baka svona. Að taka fígúru til baka er fígúrusetning þín í þeirri umferð.',
      example:
        'Anna leggur hátíðarflís. Bóndinn hennar hefur staðið í stóru engi allan leikinn: í stað þess að setja fígúru tekur hún hann aftur í birgðirnar.',
      keywords: ['hátíð', 'afmæli', 'taka til baka', 'fígúra'],
    },
  },
};
