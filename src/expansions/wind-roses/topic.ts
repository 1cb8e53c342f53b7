// The Wind Roses rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const windRosesTopic: ExpansionTopic = {
  id: 'wind-roses',
  texts: {
    en: {
      title: 'Wind roses',
      text: 'The orange wind rose is the start tile. It divides the board into four sectors round it: north-east, south-east, south-west and north-west; the tiles in its row and column belong to the two sectors beside them. Four tiles show a quarter of a rose, each naming a sector: place one (by the usual rules) in the sector it names and you score 3 at once, before placing a figure, whichever way the tile is turned. The roses touch no feature. Once the blue wind rose is placed, the sectors are counted round it instead, turned as it is turned.',
      example:
        'Ann places the south-west quarter below and left of the orange rose and scores 3; the tile also completes a city, so Bob, who has a knight there, scores 4.',
      keywords: ['wind rose', 'wind roses', 'compass', 'sector', 'quadrant', 'quarter'],
    },
    ro: {
      title: 'Rozele vântului',
      text: 'Roza vântului portocalie este cartonașul de start. Ea împarte suprafața de joc în patru cvadrante în jurul ei: nord-est, sud-est, sud-vest și nord-vest; cartonașele de pe rândul și coloana ei aparțin ambelor cvadrante vecine. Patru cartonașe arată un sfert de roză, fiecare numind un cvadrant: dacă pui unul (după regulile obișnuite) în cvadrantul pe care îl numește, primești imediat 3 puncte, înainte de a pune un supus, oricum ar fi rotit cartonașul. Rozele nu afectează teritoriile. Odată pusă roza vântului albastră, cvadrantele se socotesc în jurul ei, rotite cum e rotită ea.',
      example:
        'Ana pune sfertul sud-vest sub și la stânga rozei portocalii și primește 3 puncte; cartonașul termină și un oraș, așa că Bob, care are un cavaler acolo, primește 4 puncte.',
      keywords: ['roza vântului', 'roză', 'busolă', 'cvadrant', 'sfert'],
    },
    bg: {
      title: 'Розите на ветровете',
      text: 'Оранжевата роза на ветровете е стартовата плочка. Тя дели полето на четири сектора около себе си: североизток, югоизток, югозапад и северозапад; плочките на нейния ред и колона принадлежат на двата съседни сектора. Четири плочки показват четвърт роза, всяка назоваваща сектор: положиш ли такава (по обичайните правила) в сектора, който назовава, получаваш веднага 3 точки, преди да поставиш фигурка, както и да е завъртяна плочката. Розите не засягат обектите. След като синята роза на ветровете е положена, секторите се броят около нея, завъртени както е завъртяна тя.',
      example:
        'Ани полага югозападната четвърт под и вляво от оранжевата роза и получава 3 точки; плочката завършва и крепост, затова Боби, който има рицар там, получава 4 точки.',
      keywords: ['роза на ветровете', 'роза', 'компас', 'сектор', 'четвърт'],
    },
    lv: {
      title: 'Vēju rozes',
      text: 'Oranžā vēju roze ir sākuma laučiņš. Tā sadala spēles laukumu četros sektoros ap sevi: ziemeļaustrumu, dienvidaustrumu, dienvidrietumu un ziemeļrietumu; laučiņi tās rindā un kolonnā attiecas uz abiem blakus sektoriem. Četros laučiņos ir vēju rozes ceturtdaļa, katra nosauc sektoru: ja uzliec tādu (saskaņā ar pamatnoteikumiem) sektorā, ko tā nosauc, uzreiz saņem 3 punktus, pirms pavalstnieka uzlikšanas, lai kā laučiņš būtu pagriezts. Rozes neietekmē objektus. Kad uzlikta zilā vēju roze, sektorus skaita ap to, pagrieztus tā, kā pagriezta tā.',
      example:
        'Anna uzliek dienvidrietumu ceturtdaļu zem oranžās rozes un pa kreisi no tās un saņem 3 punktus; laučiņš arī pabeidz pilsētu, tāpēc Bobs, kuram tur ir bruņinieks, saņem 4 punktus.',
      keywords: ['vēju roze', 'vēju rozes', 'kompass', 'sektors', 'ceturtdaļa'],
    },
    is: {
      title: 'Vindrósir',
      text: 'Appelsínugula vindrósin er byrjunarflísin. Hún skiptir borðinu í fjóra geira í kringum sig: norðaustur, suðaustur, suðvestur og norðvestur; flísar í röð hennar og dálki tilheyra báðum geirunum við hliðina. Fjórar flísar sýna fjórðung úr rós og nefna hver sinn geira: leggir þú eina (eftir venjulegum reglum) í geirann sem hún nefnir færðu strax 3 stig, áður en þú setur út fígúru, hvernig sem flísinni er snúið. Rósirnar hafa engin áhrif á svæði. Þegar bláa vindrósin hefur verið lögð eru geirarnir taldir í kringum hana, snúnir eins og henni er snúið.',
      example:
        'Anna leggur suðvesturfjórðunginn fyrir neðan og vinstra megin við appelsínugulu rósina og fær 3 stig; flísin klárar líka borg svo Bob, sem á riddara þar, fær 4 stig.',
      keywords: ['vindrós', 'vindrósir', 'áttaviti', 'geiri', 'fjórðungur'],
    },
  },
};
