// The Mage & Witch rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const mageWitchTopic: ExpansionTopic = {
  id: 'mage-witch',
  texts: {
    en: {
      title: 'Mage & Witch',
      text: 'After placing a tile with the magic symbol, before your figure, you must put the mage or the witch on any unfinished road or city (or move one of them there when it is already out). They are never on the same road or city: a tile that joins theirs makes you move one at once, before scoring. With no free road or city left, take one off the board; it comes back with the next magic tile. The mage adds 1 point per tile of its feature; the witch halves the score, rounded up (after the inn or cathedral). Once its feature is scored, the figure is set aside.',
      example:
        'A finished city of 8 tiles with 2 pennants and the mage: 20 + 8 = 28 for each tied player. A finished road of 5 tiles with the witch: 3.',
      keywords: ['mage', 'witch', 'magic', 'wizard', 'sorcerer', 'halve', 'half'],
    },
    ro: {
      title: 'Magicianul și vrăjitoarea',
      text: 'După ce pui un cartonaș cu simbolul magic, înaintea supusului, trebuie să pui magicianul sau vrăjitoarea pe orice drum sau oraș neterminat (sau să muți acolo unul dintre ei, dacă e deja în joc). Nu stau niciodată pe același drum sau oraș: un cartonaș care le unește teritoriile te obligă să muți imediat unul, înainte de punctare. Dacă nu mai e liber niciun drum sau oraș, scoate unul din joc; revine la următorul cartonaș magic. Magicianul adaugă 1 punct pe cartonaș teritoriului său; vrăjitoarea înjumătățește punctajul, rotunjit în sus (după han sau catedrală). După punctarea teritoriului, pionul este pus deoparte.',
      example:
        'Un oraș terminat de 8 cartonașe cu 2 steme și magicianul: 20 + 8 = 28 pentru fiecare jucător la egalitate. Un drum terminat de 5 cartonașe cu vrăjitoarea: 3.',
      keywords: ['magician', 'vrăjitoare', 'magie', 'magic', 'jumătate', 'înjumătățește'],
    },
    bg: {
      title: 'Магьосникът и вещицата',
      text: 'След като поставиш плочка с магическия символ, преди фигурката си, трябва да поставиш магьосника или вещицата на който и да е незавършен път или крепост (или да преместиш там единия, ако вече е в игра). Двамата никога не са на един и същ път или крепост: плочка, която свързва техните терени, те задължава веднага да преместиш единия, преди оценяването. Ако не остане свободен път или крепост, махни единия от полето; той се връща със следващата магическа плочка. Магьосникът добавя 1 точка за всяка плочка на терена си; вещицата разполовява точките, закръглено нагоре (след странноприемницата или катедралата). След оценяването на терена фигурката се оставя настрана.',
      example:
        'Завършена крепост от 8 плочки с 2 герба и магьосника: 20 + 8 = 28 за всеки от играчите с равенство. Завършен път от 5 плочки с вещицата: 3.',
      keywords: ['магьосник', 'вещица', 'магия', 'магическа', 'половина'],
    },
    lv: {
      title: 'Burvis un ragana',
      text: 'Pēc laučiņa ar maģisko simbolu nolikšanas, pirms savas figūriņas, tev jānoliek burvis vai ragana uz jebkura nepabeigta ceļa vai pilsētas (vai jāpārvieto turp viens no viņiem, ja tas jau ir laukumā). Viņi nekad nav uz viena ceļa vai pilsētas: laučiņš, kas savieno viņu teritorijas, liek tev uzreiz pārvietot vienu, pirms vērtēšanas. Ja neviens brīvs ceļš vai pilsēta nav palicis, noņem vienu no laukuma; tas atgriežas ar nākamo maģisko laučiņu. Burvis pieskaita 1 punktu par katru savas teritorijas laučiņu; ragana punktus dala uz pusēm, noapaļojot uz augšu (pēc krodziņa vai katedrāles). Kad teritorija novērtēta, figūriņu noliek malā.',
      example:
        'Pabeigta pilsēta no 8 laučiņiem ar 2 ģerboņiem un burvi: 20 + 8 = 28 katram neizšķirtā spēlētājam. Pabeigts ceļš no 5 laučiņiem ar raganu: 3.',
      keywords: ['burvis', 'ragana', 'maģija', 'maģiskais', 'puse'],
    },
    is: {
      title: 'Galdramaðurinn og nornin',
      text: 'Eftir að þú leggur flís með galdratákninu, á undan þegninum, verður þú að setja galdramanninn eða nornina á hvaða ókláraðan veg eða borg sem er (eða færa annað þeirra þangað ef það er þegar á borðinu). Þau eru aldrei á sama vegi eða í sömu borg: flís sem tengir svæði þeirra lætur þig strax færa annað þeirra, á undan stigagjöf. Ef enginn laus vegur eða borg er eftir tekur þú annað þeirra af borðinu; það kemur aftur með næstu galdraflís. Galdramaðurinn bætir við 1 stigi fyrir hverja flís svæðisins; nornin helmingar stigin, námundað upp (eftir krána eða dómkirkjuna). Þegar svæðið hefur fengið stig er fígúran lögð til hliðar.',
      example:
        'Kláruð borg úr 8 flísum með 2 skjaldarmerkjum og galdramanninum: 20 + 8 = 28 fyrir hvorn jafnan leikmann. Kláraður vegur úr 5 flísum með norninni: 3.',
      keywords: ['galdramaður', 'norn', 'galdur', 'galdraflís', 'helmingur'],
    },
  },
};
