// The bridges' rules topic, in every language (bridges.ts).
import type { ExpansionTopic } from '../../engine/expansion';

export const bridgesTopic: ExpansionTopic = {
  id: 'bridges',
  texts: {
    en: {
      title: 'Bridges',
      text: 'Each player has 3 bridges (2 with five or six players). Once a turn, after placing your tile and before placing a figure, you may lay a bridge across the tile you placed or a tile beside it, from one edge to the opposite edge; both ends must be on field edges, and a tile already beyond an end must show a road there. The bridge is a road across that tile and scores like one (1 point a tile). Fields and cities under it are not divided; bridges may be laid in a row and over monasteries, but only one on a tile. You may place a tile so that a road ends in a field (or a field meets a road) if a bridge laid at once continues that road: the bridge is then laid for you. A bridge on the tile you placed may take your follower. A tile whose road, or bridge, extends your builder’s road gives the builder’s extra tile as usual.',
      example:
        'Red extends his city, and the new tile shows a field where Blue’s road ends: Red may place it there because a bridge across the new tile continues the road over the city to the field edge on the other side.',
      keywords: ['bridge', 'bridges', 'road over a field', 'bridges castles bazaars'],
    },
    ro: {
      title: 'Poduri',
      text: 'Fiecare jucător are 3 poduri (2 la cinci sau șase jucători). O dată pe tur, după ce pui cartonașul și înainte de a pune un pion, poți pune un pod peste cartonașul pus sau peste unul vecin, de la o margine la cea opusă; ambele capete trebuie să fie pe margini de câmp, iar un cartonaș aflat deja dincolo de un capăt trebuie să arate acolo un drum. Podul e un drum peste acel cartonaș și se punctează ca unul (1 punct pe cartonaș). Câmpurile și orașele de sub el nu sunt împărțite; podurile pot fi puse în șir și peste mănăstiri, dar doar unul pe cartonaș. Poți pune un cartonaș astfel încât un drum să se termine într-un câmp (sau un câmp să întâlnească un drum) dacă un pod pus imediat continuă drumul: podul se pune atunci automat. Pe un pod de pe cartonașul pus îți poți pune supusul. Un cartonaș al cărui drum sau pod prelungește drumul constructorului tău îți dă, ca de obicei, cartonașul în plus.',
      example:
        'Roșu își extinde orașul, iar noul cartonaș arată un câmp acolo unde se termină drumul lui Albastru: Roșu îl poate pune acolo, fiindcă un pod peste noul cartonaș continuă drumul peste oraș până la marginea de câmp din partea cealaltă.',
      keywords: ['pod', 'poduri', 'drum peste câmp', 'poduri cetăți bazaruri'],
    },
    bg: {
      title: 'Мостове',
      text: 'Всеки играч има 3 моста (2 при петима или шестима). Веднъж на ход, след като сложиш плочката и преди да поставиш фигурка, можеш да поставиш мост през сложената плочка или през съседна, от един ръб до срещуположния; двата края трябва да са на ръбове с поляна, а плочка, която вече е отвъд някой край, трябва да показва там път. Мостът е път през тази плочка и носи точки като такъв (1 точка на плочка). Поляните и градовете под него не се разделят; мостове може да има един след друг и над манастири, но само един на плочка. Можеш да сложиш плочка така, че път да свършва в поляна (или поляна да среща път), ако мост, поставен веднага, продължава пътя: тогава мостът се поставя сам. На мост върху сложената плочка можеш да поставиш мийпъла си. Плочка, чийто път или мост удължава пътя на строителя ти, ти дава както обикновено допълнителната плочка.',
      example:
        'Червеният разширява града си, а новата плочка показва поляна там, където свършва пътят на Синия: Червеният може да я сложи там, защото мост през новата плочка продължава пътя над града до ръба с поляна от другата страна.',
      keywords: ['мост', 'мостове', 'път над поле', 'мостове замъци базари'],
    },
    lv: {
      title: 'Tilti',
      text: 'Katram spēlētājam ir 3 tilti (2, ja spēlē pieci vai seši). Reizi gājienā, pēc laučiņa nolikšanas un pirms figūriņas novietošanas, vari novietot tiltu pāri noliktajam laučiņam vai blakus laučiņam, no vienas malas līdz pretējai; abiem galiem jābūt uz lauka malām, un laučiņam, kas jau ir aiz kāda gala, tur jārāda ceļš. Tilts ir ceļš pāri šim laučiņam un dod punktus kā ceļš (1 punkts par laučiņu). Lauki un pilsētas zem tā netiek sadalīti; tiltus var likt rindā un pāri klosteriem, bet tikai vienu uz laučiņa. Laučiņu drīkst nolikt tā, ka ceļš beidzas laukā (vai lauks saskaras ar ceļu), ja tilts, kas novietots uzreiz, turpina ceļu: tad tilts tiek novietots automātiski. Uz tilta noliktajā laučiņā vari novietot savu pavalstnieku. Laučiņš, kura ceļš vai tilts pagarina tava būvnieka ceļu, kā parasti dod būvnieka papildu laučiņu.',
      example:
        'Sarkanais paplašina savu pilsētu, un jaunajā laučiņā ir lauks tur, kur beidzas Zilā ceļš: Sarkanais drīkst to tur nolikt, jo tilts pāri jaunajam laučiņam turpina ceļu pāri pilsētai līdz lauka malai otrā pusē.',
      keywords: ['tilts', 'tilti', 'ceļš pāri laukam', 'tilti pilis tirgi'],
    },
    is: {
      title: 'Brýr',
      text: 'Hver leikmaður á 3 brýr (2 ef fimm eða sex spila). Einu sinni í umferð, eftir að þú leggur flísina og áður en þú setur fígúru, máttu leggja brú yfir flísina sem þú lagðir eða flís við hlið hennar, frá einni brún að gagnstæðri; báðir endar verða að vera á akurbrúnum, og flís sem er þegar handan enda verður að sýna veg þar. Brúin er vegur yfir þá flís og gefur stig eins og vegur (1 stig á flís). Akrar og borgir undir henni skiptast ekki; brýr má leggja í röð og yfir klaustur, en aðeins eina á flís. Þú mátt leggja flís þannig að vegur endi í akri (eða akur mæti vegi) ef brú sem er lögð strax heldur veginum áfram: brúin er þá lögð sjálfkrafa. Á brú á flísinni sem þú lagðir máttu setja út þegn. Flís sem lengir veg smiðsins þíns með vegi eða brú gefur aukaflís smiðsins eins og venjulega.',
      example:
        'Rauður stækkar borgina sína og nýja flísin sýnir akur þar sem vegur Bláa endar: Rauður má leggja hana þar því brú yfir nýju flísina heldur veginum áfram yfir borgina að akurbrúninni hinum megin.',
      keywords: ['brú', 'brýr', 'vegur yfir akur', 'brýr kastalar basarar'],
    },
  },
};
