// The Tunnel rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const tunnelTopic: ExpansionTopic = {
  id: 'tunnel',
  texts: {
    en: {
      title: 'Tunnels',
      text: 'The 4 tunnel tiles have roads that run into tunnel portals. Each player has tunnel tokens in pairs of one colour: one pair with four or more players, two pairs with three, three with two. Once a turn, besides your figure, you may put one token on any free portal. A road into an open portal is unfinished; the second token of a pair joins its two portals and the road runs on underground through them, for everyone. Only the road’s tiles count (a tile holding both ends counts once). Tokens stay to the end.',
      example:
        'Ann’s road of 3 tiles ends at a portal; another portal 4 tiles away leads to a road of 2 tiles to a city. Ann puts her two red tokens on the portals over two turns: the road is finished and scores 6 (the tiles of the road only).',
      keywords: ['tunnel', 'portal', 'tunnel token', 'underground'],
    },
    ro: {
      title: 'Tunelul',
      text: 'Cele 4 cartonașe cu tunel au drumuri care intră în portaluri de tunel. Fiecare jucător are jetoane de tunel în perechi de aceeași culoare: o pereche la patru jucători sau mai mulți, două la trei, trei la doi. O dată pe tur, pe lângă pion, poți pune un jeton pe orice portal neocupat. Un drum care intră într-un portal liber e neterminat; al doilea jeton al unei perechi îi unește cele două portaluri și drumul continuă pe sub pământ, pentru toți. Se numără doar cartonașele drumului (un cartonaș cu ambele capete contează o dată). Jetoanele rămân până la sfârșit.',
      example:
        'Drumul Anei de 3 cartonașe se termină la un portal; alt portal, la 4 cartonașe, duce la un drum de 2 cartonașe până la un oraș. Ana pune cele două jetoane roșii pe portaluri în două tururi: drumul e terminat și aduce 6 puncte.',
      keywords: ['tunel', 'portal', 'jeton de tunel'],
    },
    bg: {
      title: 'Тунелът',
      text: '4-те плочки с тунел имат пътища, които влизат в портали на тунел. Всеки играч има жетони за тунел по двойки от един цвят: една двойка при четирима или повече играчи, две при трима, три при двама. Веднъж на ход, освен фигурката, можеш да поставиш един жетон на свободен портал. Път, който влиза в свободен портал, е незавършен; вторият жетон от двойка свързва двата ѝ портала и пътят продължава под земята, за всички. Броят се само плочките на пътя (плочка с двата края се брои веднъж). Жетоните остават до края.',
      example:
        'Пътят на Ани от 3 плочки свършва в портал; друг портал на 4 плочки води до път от 2 плочки до крепост. Ани поставя двата си червени жетона на порталите за два хода: пътят е завършен и носи 6 точки.',
      keywords: ['тунел', 'портал', 'жетон за тунел'],
    },
    lv: {
      title: 'Tunelis',
      text: '4 tuneļa laučiņiem ir ceļi, kas ieiet tuneļa portālos. Katram spēlētājam ir tuneļa žetoni vienas krāsas pāros: viens pāris, ja spēlē četri vai vairāk, divi – ja trīs, trīs – ja divi. Vienreiz gājienā papildus figūriņai vari uzlikt vienu žetonu uz jebkura neaizņemta portāla. Ceļš, kas ieiet brīvā portālā, ir nepabeigts; pāra otrais žetons savieno abus portālus, un ceļš turpinās zem zemes, visiem. Skaitās tikai ceļa laučiņi (laučiņš ar abiem galiem – vienreiz). Žetoni paliek līdz beigām.',
      example:
        'Annas 3 laučiņu ceļš beidzas pie portāla; cits portāls 4 laučiņu attālumā ved uz 2 laučiņu ceļu līdz pilsētai. Anna divos gājienos uzliek abus sarkanos žetonus uz portāliem: ceļš ir pabeigts un dod 6 punktus.',
      keywords: ['tunelis', 'portāls', 'tuneļa žetons'],
    },
    is: {
      title: 'Göngin',
      text: 'Gangaflísarnar 4 hafa vegi sem liggja inn í gangamunna. Hver leikmaður á gangamerki í pörum af einum lit: eitt par með fjórum leikmönnum eða fleiri, tvö með þremur, þrjú með tveimur. Einu sinni í umferð, auk fígúrunnar, máttu setja eitt merki á lausan munna. Vegur inn í opinn munna er ókláraður; seinna merki pars tengir munnana tvo og vegurinn heldur áfram neðanjarðar, fyrir alla. Aðeins flísar vegarins teljast (flís með báða enda telst einu sinni). Merkin standa til loka.',
      example:
        'Vegur Önnu, 3 flísar, endar í munna; annar munni 4 flísum frá liggur að 2 flísa vegi að borg. Anna setur rauðu merkin sín tvö á munnana í tveimur umferðum: vegurinn er kláraður og gefur 6 stig.',
      keywords: ['göng', 'gangamunni', 'gangamerki'],
    },
  },
};
