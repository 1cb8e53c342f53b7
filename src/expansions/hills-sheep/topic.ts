// The Hills & Sheep rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const hillsSheepTopic: ExpansionTopic = {
  id: 'hills-sheep',
  texts: {
    en: {
      title: 'Hills & Sheep',
      text: 'Shepherd: instead of a follower you may put your shepherd on a field of the tile you placed (not on a field that already has a shepherd; farmers do not matter) and draw a token from the bag at once: a sheep (1–4) joins your flock, the wolf sends your shepherd home. When your tile later extends your shepherd’s field you must choose: grow the flock (draw again: a wolf loses the whole field’s flock, every shepherd there goes home without points) or drive it into the stable (every shepherd in the field scores 1 per sheep of the whole flock, then all go home). A field that gets enclosed drives its flock home by itself. The shepherd is no follower: other scorings ignore it and a flock still out at the end scores nothing. Hills: a hill tile hides one unseen tile under it (fewer tiles in the game). When players tie for a road, city or field, the tied players with a follower on a hill tile of it score alone; if each tied player has one, the tie stands. Vineyards: a monastery completed during play scores 3 more per vineyard among the 8 tiles around it (not at the end).',
      example:
        'Red and Blue share a field whose flock shows 8 sheep. Red extends it and drives the flock into the stable: both score 8. Had Red grown it and drawn the wolf, both would score 0.',
      keywords: ['sheep', 'shepherd', 'flock', 'wolf', 'stable', 'hill', 'hills', 'vineyard', 'tie'],
    },
    ro: {
      title: 'Dealuri și oi',
      text: 'Oierul: în loc de un supus poți pune oierul tău pe un câmp al cartonașului pus (nu pe un câmp care are deja un oier; țăranii nu contează) și tragi imediat un jeton din săculeț: o oaie (1–4) intră în turma ta, lupul îți trimite oierul acasă. Când cartonașul tău extinde mai târziu câmpul oierului, trebuie să alegi: mărești turma (tragi din nou: lupul ia toată turma câmpului, toți oierii de acolo se întorc fără puncte) sau o duci la staul (fiecare oier din câmp primește câte 1 punct pentru fiecare oaie a întregii turme, apoi toți se întorc). Un câmp care se închide își duce singur turma la staul. Oierul nu e supus: celelalte punctări îl ignoră, iar o turmă rămasă la final nu aduce nimic. Dealuri: un cartonaș cu deal ascunde sub el un cartonaș nevăzut (mai puține cartonașe în joc). La egalitate pentru un drum, un oraș sau un câmp, jucătorii la egalitate care au un supus pe un cartonaș cu deal al lui punctează singuri; dacă fiecare are unul, egalitatea rămâne. Vii: o mănăstire terminată în timpul jocului primește 3 puncte în plus pentru fiecare vie dintre cele 8 cartonașe din jur (nu la final).',
      example:
        'Roșu și Albastru împart un câmp cu o turmă de 8 oi. Roșu îl extinde și duce turma la staul: amândoi primesc 8. Dacă ar fi mărit turma și ar fi tras lupul, amândoi ar fi primit 0.',
      keywords: [
        'oi',
        'oaie',
        'oier',
        'oierul',
        'turmă',
        'turma',
        'lup',
        'lupul',
        'staul',
        'deal',
        'dealuri',
        'vie',
        'vii',
        'egalitate',
      ],
    },
    bg: {
      title: 'Хълмове и овце',
      text: 'Овчар: вместо мийпъл можеш да поставиш овчаря си на поляна на положената плочка (не на поляна, където вече има овчар; селяните нямат значение) и веднага теглиш жетон от торбичката: овца (1–4) влиза в стадото ти, вълкът връща овчаря ти у дома. Когато по-късно твоя плочка разшири поляната на овчаря ти, трябва да избереш: да увеличиш стадото (теглиш пак: вълкът отнема цялото стадо на поляната, всички овчари там се връщат без точки) или да го прибереш в кошарата (всеки овчар на поляната получава по 1 точка за всяка овца от цялото стадо, после всички се връщат). Поляна, която се огради, сама прибира стадото си в кошарата. Овчарят не е мийпъл: другите точкувания не го засягат, а стадо, останало до края, не носи нищо. Хълмове: плочка с хълм скрива под себе си една невидяна плочка (по-малко плочки в играта). При равенство за път, крепост или поляна само равните играчи с мийпъл на плочка с хълм от него получават точки; ако всеки от тях има такъв, равенството остава. Лозя: манастир, завършен по време на играта, получава 3 точки повече за всяко лозе сред 8-те плочки около него (не в края).',
      example:
        'Червеният и Синият делят поляна със стадо от 8 овце. Червеният го разширява и прибира стадото в кошарата: и двамата получават по 8. Ако беше увеличил стадото и изтеглил вълка, и двамата щяха да получат 0.',
      keywords: ['овце', 'овца', 'овчар', 'стадо', 'вълк', 'кошара', 'хълм', 'хълмове', 'лозе', 'равенство'],
    },
    lv: {
      title: 'Aitas un Pakalni',
      text: 'Gans: pavalstnieka vietā vari uzlikt savu ganu uz uzliktā laučiņa lauka (ne uz lauka, kur jau ir gans; zemnieki nav svarīgi) un uzreiz izvelc žetonu no maisa: aita (1–4) pievienojas tavam ganāmpulkam, vilks sūta ganu mājās. Kad tavs laučiņš vēlāk paplašina tava gana lauku, tev jāizvēlas: paplašināt ganāmpulku (velc vēlreiz: vilks aizdzen visu lauka ganāmpulku, visi tā gani atgriežas bez punktiem) vai sadzīt to stallī (katrs lauka gans saņem 1 punktu par katru visa ganāmpulka aitu, tad visi atgriežas). Noslēgts lauks sadzen savu ganāmpulku stallī pats. Gans nav pavalstnieks: citas punktu skaitīšanas to neietekmē, un ganāmpulks, kas paliek līdz beigām, punktus nedod. Pakalni: laučiņš ar pakalnu paslēpj zem sevis vienu neredzētu laučiņu (spēlē mazāk laučiņu). Ja par ceļu, pilsētu vai lauku ir neizšķirts, punktus saņem tikai tie neizšķirtā iesaistītie, kam ir pavalstnieks uz tā pakalna laučiņa; ja tāds ir katram, neizšķirts paliek. Vīna dārzi: spēles laikā pabeigts klosteris saņem 3 punktus vairāk par katru vīna dārzu 8 laučiņos ap to (ne spēles beigās).',
      example:
        'Sarkanajam un Zilajam ir kopīgs lauks ar ganāmpulku, kurā ir 8 aitas. Sarkanais to paplašina un sadzen ganāmpulku stallī: abi saņem 8. Ja viņš būtu paplašinājis ganāmpulku un izvilcis vilku, abi saņemtu 0.',
      keywords: [
        'aitas',
        'aita',
        'gans',
        'ganāmpulks',
        'vilks',
        'stallis',
        'pakalns',
        'pakalni',
        'vīna dārzs',
        'neizšķirts',
      ],
    },
    is: {
      title: 'Hæðir og kindur',
      text: 'Hirðir: í stað þegns máttu setja hirðinn þinn á akur flísarinnar sem þú lagðir (ekki á akur þar sem er þegar hirðir; bændur skipta ekki máli) og dregur strax tákn úr pokanum: kind (1–4) bætist í hjörðina þína, úlfurinn sendir hirðinn heim. Þegar flís þín stækkar síðar akur hirðisins þíns verður þú að velja: stækka hjörðina (draga aftur: úlfur tekur alla hjörð akursins, allir hirðar þar fara heim stigalausir) eða reka hana í fjárhúsið (hver hirðir á akrinum fær 1 stig fyrir hverja kind allrar hjarðarinnar, svo fara allir heim). Akur sem lokast rekur hjörð sína sjálfur í fjárhúsið. Hirðirinn er ekki þegn: önnur stigagjöf snertir hann ekki, og hjörð sem er enn úti í lokin gefur ekkert. Hæðir: flís með hæð felur eina óséða flís undir sér (færri flísar í leiknum). Þegar leikmenn eru jafnir um veg, borg eða akur fá aðeins þeir jöfnu sem eiga þegn á hæðarreit hans stig; ef hver þeirra á slíkan stendur jafnteflið. Víngarðar: klaustur sem klárast í leiknum fær 3 stig aukalega fyrir hvern víngarð á 8 flísunum í kring (ekki í lokin).',
      example:
        'Rauður og Blár deila akri með hjörð sem sýnir 8 kindur. Rauður stækkar hann og rekur hjörðina í fjárhúsið: báðir fá 8. Hefði hann stækkað hjörðina og dregið úlfinn fengju báðir 0.',
      keywords: ['kindur', 'kind', 'hirðir', 'hjörð', 'úlfur', 'fjárhús', 'hæð', 'hæðir', 'víngarður', 'jafntefli'],
    },
  },
};
