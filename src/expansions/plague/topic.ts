// The Plague rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const plagueTopic: ExpansionTopic = {
  id: 'plague',
  texts: {
    en: {
      title: 'The Plague',
      text: 'Six plague-source tiles (with the plague doctor) come only after the first 18 tiles. A placed source gets the lowest outbreak token (1–6) and its placer places no figure and spreads no flea that turn. From then on, after your figure step and before scoring, you may let one of your figures flee along its own road, city or field to another tile (never onto or across a tile with a flea or an active source; monks cannot flee), then you must put a flea on a tile beside an active source or an active flea: figures on that tile go home without scoring (barns and neutral figures stay). Fleas cut off from every active source turn latent (pink). With no flea left in the supply you move one from the board (a latent one if there is one); at the start of a turn with none in the supply and none latent, the lowest active outbreak ends and its tile is safe for good. When epidemics join, only the highest outbreak stays active.',
      example:
        'Outbreak 1 is active. Bea puts a flea on the tile next to it where Ann’s knight stands: the knight goes home. Ann then lets her farmer flee three tiles along its field, away from the fleas.',
      keywords: ['plague', 'flea', 'outbreak', 'source', 'epidemic', 'flee'],
    },
    ro: {
      title: 'Ciuma',
      text: 'Cele șase cartonașe sursă de ciumă (cu doctorul ciumei) vin abia după primele 18 cartonașe. O sursă pusă primește jetonul de focar cel mai mic (1–6), iar cel care a pus-o nu pune niciun pion și nu răspândește niciun purice în turul acela. De atunci, după plasarea pionului și înainte de punctare, poți lăsa un pion de-al tău să fugă pe drumul, orașul sau câmpul lui pe alt cartonaș (niciodată pe sau peste un cartonaș cu purice sau cu o sursă activă; călugării nu pot fugi), apoi trebuie să pui un purice pe un cartonaș vecin cu o sursă activă sau cu un purice activ: pionii de pe acel cartonaș se întorc acasă fără puncte (hambarele și pionii neutri rămân). Puricii despărțiți de orice sursă activă devin latenți (roz). Fără purici în rezervă muți unul de pe suprafața de joc (unul latent, dacă există); la începutul unui tur fără purici în rezervă și fără purici latenți, focarul activ cu numărul cel mai mic se stinge, iar cartonașul lui rămâne ferit. Când epidemiile se unesc, rămâne activ doar focarul cu numărul cel mai mare.',
      example:
        'Focarul 1 e activ. Bianca pune un purice pe cartonașul vecin pe care stă cavalerul Anei: cavalerul se întoarce acasă. Apoi Ana își lasă țăranul să fugă trei cartonașe pe câmpul lui, departe de purici.',
      keywords: ['ciumă', 'ciuma', 'ciumei', 'purice', 'purici', 'focar', 'sursă', 'epidemie', 'fugă', 'fuge', 'fugi'],
    },
    bg: {
      title: 'Чумата',
      text: 'Шестте плочки източник на чума (с чумния лекар) идват едва след първите 18 плочки. Положеният източник получава най-малкия жетон за огнище (1–6), а положилият го не поставя фигурка и не разпространява бълха в този ход. Оттам нататък, след поставянето на фигурка и преди точкуването, можеш да оставиш една своя фигурка да избяга по пътя, крепостта или поляната си до друга плочка (никога върху или през плочка с бълха или с активен източник; монасите не могат да бягат), после трябва да поставиш бълха на плочка до активен източник или активна бълха: фигурките на тази плочка се връщат без точки (хамбарите и неутралните фигурки остават). Бълхите, откъснати от всеки активен източник, стават латентни (розови). Без бълхи в запаса местиш една от полето (латентна, ако има); в началото на ход без бълхи в запаса и без латентни бълхи угасва активното огнище с най-малък номер и плочката му остава защитена. Когато епидемии се слеят, активно остава само огнището с най-голям номер.',
      example:
        'Огнище 1 е активно. Бея поставя бълха на съседната плочка, където стои рицарят на Ани: рицарят се връща. После Ани оставя селянина си да избяга три плочки по поляната си, далеч от бълхите.',
      keywords: ['чума', 'чумата', 'бълха', 'бълхи', 'огнище', 'източник', 'епидемия', 'бягство', 'бяга', 'избяга'],
    },
    lv: {
      title: 'Mēris',
      text: 'Seši mēra avota laučiņi (ar mēra ārstu) nāk tikai pēc pirmajiem 18 laučiņiem. Noliktais avots saņem mazāko mēra izcelšanās žetonu (1–6), un tā nolicējs šajā gājienā nenovieto figūriņu un neizplata blusu. No tā brīža pēc figūriņas novietošanas un pirms punktu skaitīšanas vari ļaut vienai savai figūriņai aizbēgt pa tās ceļu, pilsētu vai lauku uz citu laučiņu (nekad uz vai pāri laučiņam ar blusu vai aktīvu avotu; mūki nevar aizbēgt), tad tev jānoliek blusa uz laučiņa blakus aktīvam avotam vai aktīvai blusai: figūriņas uz tā atgriežas bez punktiem (klētis un neitrālās figūriņas paliek). Blusas, kas atdalītas no visiem aktīvajiem avotiem, kļūst latentas (rozā). Ja krājumā blusu nav, pārvieto vienu no laukuma (latentu, ja tāda ir); gājiena sākumā, ja krājumā nav blusu un nav latentu blusu, aktīvā izcelšanās ar mazāko numuru tiek apturēta, un tās laučiņš ir pasargāts līdz beigām. Kad epidēmijas apvienojas, aktīva paliek tikai izcelšanās ar lielāko numuru.',
      example:
        'Izcelšanās 1 ir aktīva. Beāte noliek blusu uz blakus laučiņa, kur stāv Annas bruņinieks: bruņinieks atgriežas. Tad Anna ļauj savam zemniekam aizbēgt trīs laučiņus pa savu lauku prom no blusām.',
      keywords: [
        'mēris',
        'mēra',
        'mēri',
        'blusa',
        'blusas',
        'izcelšanās',
        'avots',
        'epidēmija',
        'aizbēgt',
        'bēgt',
        'bēg',
      ],
    },
    is: {
      title: 'Plágan',
      text: 'Sex plágulindarflísar (með plágulækninum) koma aðeins eftir fyrstu 18 flísarnar. Lögð lind fær lægsta faraldursmerkið (1–6) og sá sem leggur hana setur enga fígúru og breiðir enga fló út í þeirri umferð. Eftir það, á eftir fígúruskrefinu og á undan stigagjöf, máttu láta eina af fígúrunum þínum flýja eftir vegi sínum, borg eða akri á aðra flís (aldrei á eða yfir flís með fló eða virkri lind; munkar geta ekki flúið), síðan verðurðu að setja fló á flís við hlið virkrar lindar eða virkrar flóar: fígúrur á þeirri flís fara heim án stiga (hlöður og hlutlausar fígúrur verða eftir). Flær sem eru slitnar frá öllum virkum lindum verða duldar (bleikar). Ef engin fló er í birgðunum færirðu eina af borðinu (dulda ef hún er til); í upphafi umferðar án flóa í birgðunum og án duldra flóa lýkur virka faraldrinum með lægsta númerið og flís hans er óhult til leiksloka. Þegar farsóttir renna saman er aðeins faraldurinn með hæsta númerið virkur.',
      example:
        'Faraldur 1 er virkur. Bea setur fló á flísina við hliðina þar sem riddari Önnu stendur: riddarinn fer heim. Síðan lætur Anna bóndann sinn flýja þrjár flísar eftir akrinum sínum, burt frá flónum.',
      keywords: ['plága', 'plágan', 'plágunni', 'plágu', 'fló', 'flær', 'faraldur', 'lind', 'farsótt', 'flýja', 'flýr'],
    },
  },
};
