// The Watchtowers rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const watchtowersTopic: ExpansionTopic = {
  id: 'watchtowers',
  texts: {
    en: {
      title: 'Watchtowers',
      text: 'Twelve tiles carry a watchtower. You may put a follower on the tile’s road, city or field as usual, never on the watchtower itself. When a road or city is completed with a follower of its own standing on a watchtower’s tile, the watchtower scores first, then the road or city: each player with such a follower on that tile scores the watchtower’s bonus over the tile and the 8 around it: 2 a follower, 1 a tile with a road, 1 a tile with a city, 3 a monastery or 2 a coat of arms, as its picture shows. Farmers never make a watchtower score, nor does the final scoring.',
      example:
        'Ann completes a city whose knight stands on a watchtower tile that counts followers: 4 followers stand on it and around it, so Ann scores 8 for the watchtower, then 6 for the city.',
      keywords: ['watchtower', 'watchtowers', 'tower', 'bonus'],
    },
    ro: {
      title: 'Turnuri de veghe',
      text: 'Douăsprezece cartonașe au un turn de veghe. Poți pune un supus pe drumul, orașul sau câmpul cartonașului ca de obicei, niciodată pe turnul de veghe. Când se termină un drum sau un oraș cu un supus al lui pe un cartonaș cu turn de veghe, întâi se punctează turnul, apoi drumul sau orașul: fiecare jucător cu un astfel de supus pe acel cartonaș primește bonusul turnului pentru cartonaș și cele 8 din jur: 2 pentru fiecare supus, 1 pentru fiecare cartonaș cu drum, 1 pentru fiecare cartonaș cu oraș, 3 pentru fiecare mănăstire sau 2 pentru fiecare stemă, după imaginea lui. Țăranii nu declanșează niciodată turnul, nici evaluarea finală.',
      example:
        'Ana termină un oraș al cărui cavaler stă pe un cartonaș cu turn de veghe care numără supușii: 4 supuși sunt pe el și în jur, așa că Ana primește 8 puncte pentru turn, apoi 6 pentru oraș.',
      keywords: ['turn de veghe', 'turnuri de veghe', 'turn', 'bonus'],
    },
    bg: {
      title: 'Стражеви кули',
      text: 'Дванадесет плочки имат стражева кула. Можеш да поставиш мийпъл на пътя, крепостта или поляната на плочката както обикновено, но никога на самата кула. Когато се завърши път или крепост с негов мийпъл на плочка със стражева кула, първо се оценява кулата, после пътят или крепостта: всеки играч с такъв мийпъл на тази плочка получава бонуса на кулата за плочката и 8-те около нея: 2 за мийпъл, 1 за плочка с път, 1 за плочка с крепост, 3 за манастир или 2 за герб, според картинката ѝ. Селяните никога не задействат кулата, нито финалното оценяване.',
      example:
        'Ани завършва крепост, чийто рицар стои на плочка със стражева кула, която брои мийпълите: 4 мийпъла са на нея и около нея, затова Ани получава 8 точки за кулата, после 6 за крепостта.',
      keywords: ['стражева кула', 'стражеви кули', 'кула', 'бонус'],
    },
    lv: {
      title: 'Sargtorņi',
      text: 'Divpadsmit laučiņos ir sargtornis. Pavalstnieku var likt uz laučiņa ceļa, pilsētas vai lauka kā parasti, bet nekad uz paša sargtorņa. Pabeidzot ceļu vai pilsētu, kas ietver pavalstnieku uz sargtorņa laučiņa, vispirms skaita punktus par sargtorni, pēc tam par ceļu vai pilsētu: katrs spēlētājs ar šādu pavalstnieku uz tā laučiņa saņem sargtorņa punktus par pašu laučiņu un 8 apkārtējiem: 2 par katru pavalstnieku, 1 par katru laučiņu ar ceļu, 1 par katru laučiņu ar pilsētu, 3 par katru klosteri vai 2 par katru ģerboni, kā rāda tā attēls. Zemnieki nekad neizraisa punktus par sargtorni, arī noslēguma punktu skaitīšana ne.',
      example:
        'Anna pabeidz pilsētu, kuras bruņinieks stāv uz sargtorņa laučiņa, kas skaita pavalstniekus: uz tā un apkārt ir 4 pavalstnieki, tāpēc Anna saņem 8 punktus par sargtorni, pēc tam 6 par pilsētu.',
      keywords: ['sargtornis', 'sargtorņi', 'tornis', 'bonuss'],
    },
    is: {
      title: 'Varðturnar',
      text: 'Tólf flísar bera varðturn. Þú mátt setja þegn á veg, borg eða engi flísarinnar eins og venjulega, aldrei á varðturninn sjálfan. Þegar vegur eða borg klárast með sínum eigin þegni á flís með varðturni fær varðturninn stig fyrst, svo vegurinn eða borgin: hver leikmaður með slíkan þegn á þeirri flís fær bónus turnsins fyrir flísina og þær 8 í kring: 2 á þegn, 1 á flís með veg, 1 á flís með borg, 3 á klaustur eða 2 á skjaldarmerki, eins og myndin hans sýnir. Bændur láta varðturn aldrei gefa stig, né heldur lokastigagjöfin.',
      example:
        'Anna klárar borg þar sem riddarinn hennar stendur á flís með varðturni sem telur þegna: 4 þegnar eru á henni og í kring, svo Anna fær 8 stig fyrir turninn, svo 6 fyrir borgina.',
      keywords: ['varðturn', 'varðturnar', 'turn', 'bónus'],
    },
  },
};
