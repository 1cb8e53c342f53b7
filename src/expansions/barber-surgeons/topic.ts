// The Barber-Surgeons rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const barberSurgeonsTopic: ExpansionTopic = {
  id: 'barber-surgeons',
  texts: {
    en: {
      title: 'The Barber-Surgeons',
      text: 'Bathhouse tiles (4 with 2 players, 5 with 3, all 6 with 4 or more) are shuffled into the stack and placed as usual; no follower may go on the bathhouse itself. A completed city or road scores as usual plus the value (3, 4 or 5) of every bathhouse in it. When a completed feature scores with one follower alone on it (a follower, big follower, abbot, wagon, mayor or phantom; builders, pigs, barns and shepherds do not count) and a bathhouse is free, that follower goes into a free bathhouse of its owner’s choice instead of home. If several followers took part, they all go home. If several features score with lone followers and not all fit, the active player decides whose go. A follower leaves its bathhouse for free when a tile completes the eight tiles around it (not if it was sent into one already surrounded), or when its owner buys it out after placing a tile, paying the bathhouse’s value (the score may go below 0); it may be placed again that turn.',
      example:
        'Ann completes a small city with a 3-point bathhouse: 4 + 3 = 7 points. Her knight scored alone, so it goes into the free bathhouse at 2,1. Next turn she pays 3 points to buy it out and places it on a road.',
      keywords: ['bathhouse', 'barber', 'surgeon', 'buy out', 'pay', 'lone follower'],
    },
    ro: {
      title: 'Bărbierii-chirurgi',
      text: 'Cartonașele cu casă-baie (4 la 2 jucători, 5 la 3, toate 6 la 4 sau mai mulți) se amestecă în teanc și se plasează ca de obicei; niciun supus nu poate fi pus pe casa-baie. Un oraș sau un drum finalizat se evaluează ca de obicei plus valoarea (3, 4 sau 5) a fiecărei case-baie din el. Când un teritoriu finalizat este evaluat cu un singur supus pe el (supus, supus mare, abate, căruță, primar sau fantomă; constructorii, porcii, hambarele și ciobanii nu contează) și există o casă-baie liberă, supusul merge într-o casă-baie liberă aleasă de proprietar în loc să se întoarcă în rezervă. Dacă au participat mai mulți supuși, toți se întorc. Dacă mai multe teritorii sunt evaluate cu supuși singuri și nu încap toți, jucătorul activ decide ai cui merg. Un supus iese gratuit când un cartonaș completează cele opt cartonașe din jurul casei-baie (nu și dacă a fost trimis într-una deja înconjurată), sau când proprietarul îl răscumpără după plasarea cartonașului, pierzând valoarea casei-baie (scorul poate scădea sub 0); îl poate plasa din nou în același tur.',
      example:
        'Ana finalizează un oraș mic cu o casă-baie de 3: 4 + 3 = 7 puncte. Cavalerul ei a fost evaluat singur, deci merge în casa-baie liberă de la 2,1. În turul următor pierde 3 puncte ca să-l răscumpere și îl pune pe un drum.',
      keywords: ['casă-baie', 'bărbier', 'chirurg', 'răscumpără', 'supus singur'],
    },
    bg: {
      title: 'Бръснар-хирурзите',
      text: 'Плочките с баня (4 при двама играчи, 5 при трима, всичките 6 при четирима или повече) се разбъркват в тестето и се полагат както обикновено; мийпъл не може да се постави върху самата баня. Завършена крепост или път носи обичайните точки плюс стойността (3, 4 или 5) на всяка баня в тях. Когато завършен обект точкува с един-единствен мийпъл на него (мийпъл, голям мийпъл, абат, каруца, кмет или фантом; строители, прасенца, хамбари и овчари не се броят) и има свободна баня, този мийпъл отива в свободна баня по избор на собственика си, вместо в свитата. Ако са участвали няколко мийпъла, всички се връщат. Ако няколко обекта точкуват със самотни мийпъли и не всички се събират, активният играч решава чии отиват. Мийпъл излиза безплатно, когато плочка допълни осемте плочки около банята (не и ако е изпратен във вече заобиколена), или когато собственикът го откупи след полагането на плочка, като плати стойността на банята (резултатът може да падне под 0); може да го постави отново в същия ход.',
      example:
        'Ани завършва малка крепост с баня за 3: 4 + 3 = 7 точки. Рицарят ѝ точкува сам, затова отива в свободната баня на 2,1. На следващия ход тя плаща 3 точки, откупува го и го поставя на път.',
      keywords: ['баня', 'бръснар', 'хирург', 'откупи', 'самотен мийпъл'],
    },
    lv: {
      title: 'Bārddzinis',
      text: 'Pirts laučiņus (4 ar 2 spēlētājiem, 5 ar 3, visus 6 ar 4 vai vairāk) sajauc ar citiem laučiņiem un uzliek kā parasti; uz pašas pirts pavalstnieku likt nedrīkst. Pabeigta pilsēta vai ceļš dod parastos punktus un vēl katras tajā esošās pirts vērtību (3, 4 vai 5). Ja pabeigtu objektu vērtē ar vienu vienīgu pavalstnieku (pavalstnieks, lielais pavalstnieks, abats, rati, birģermeistars vai pavadonis; celtnieki, cūkas, klētis un gani neskaitās) un ir brīva pirts, šis pavalstnieks neatgriežas krājumā, bet dodas uz brīvu pirti pēc īpašnieka izvēles. Ja piedalījās vairāki pavalstnieki, visi atgriežas. Ja vairāki objekti tiek vērtēti ar vientuļiem pavalstniekiem un visiem vietas nepietiek, aktīvais spēlētājs izlemj, kuri dodas. Pavalstnieks bez maksas atgriežas, kad kāds uzliek pēdējo no astoņiem laučiņiem ap pirti (ne tad, ja viņu ielika jau ielenktā pirtī), vai kad īpašnieks pēc laučiņa uzlikšanas viņu izpērk, atdodot pirts vērtību punktos (punkti var kļūt mazāki par 0); tajā pašā gājienā to var likt atkal.',
      example:
        'Anna pabeidz mazu pilsētu ar 3 punktu pirti: 4 + 3 = 7 punkti. Viņas bruņinieks saņēma punktus viens pats, tāpēc dodas uz brīvo pirti 2,1. Nākamajā gājienā viņa atdod 3 punktus, izpērk viņu un uzliek uz ceļa.',
      keywords: ['pirts', 'bārddzinis', 'izpirkt', 'vientuļš pavalstnieks'],
    },
    is: {
      title: 'Bartskerarnir',
      text: 'Baðhúsflísunum (4 með 2 leikmönnum, 5 með 3, öllum 6 með 4 eða fleiri) er stokkað í bunkann og þær lagðar eins og venjulega; enginn þegn má fara á baðhúsið sjálft. Fullgerð borg eða vegur gefur venjuleg stig auk gildis (3, 4 eða 5) hvers baðhúss í henni. Þegar fullgert svæði gefur stig með einum þegni einum á sér (þegn, stóri þegninn, ábóti, vagn, borgarstjóri eða vofa; byggingameistarar, svín, hlöður og smalar teljast ekki) og baðhús er laust fer sá þegn í laust baðhús að vali eiganda í stað þess að fara heim. Ef fleiri þegnar tóku þátt fara allir heim. Ef mörg svæði gefa stig með stökum þegnum og ekki komast allir fyrir ræður virki leikmaðurinn hverjir fara. Þegn fer ókeypis úr baðhúsinu þegar flís fullkomnar átta flísarnar í kringum það (ekki ef hann var sendur í baðhús sem þegar var umkringt), eða þegar eigandinn kaupir hann út eftir að hafa lagt flís og greiðir gildi baðhússins (stigin mega fara undir 0); setja má hann út aftur í sömu umferð.',
      example:
        'Anna fullgerir litla borg með 3 stiga baðhúsi: 4 + 3 = 7 stig. Riddarinn hennar fékk stig einn og fer því í lausa baðhúsið á 2,1. Í næstu umferð greiðir hún 3 stig, kaupir hann út og setur hann á veg.',
      keywords: ['baðhús', 'bartskeri', 'kaupa út', 'stakur þegn'],
    },
  },
};
