// The Leipzig Fair's rules topic in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const leipzigTopic: ExpansionTopic = {
  id: 'leipzig-fair',
  texts: {
    en: {
      title: 'The Leipzig Fair',
      text: "Leipzig's four quarters, double tiles, lie together as the start instead of the start tile; each player gets one more follower (an option, on unless turned off). A road leaves each quarter. When a road that leads to Leipzig, itself or through crossings and other roads, is completed, each player with the majority on it may send ONE of his followers from it to a quarter of Leipzig of his choice, at most one of his followers in each quarter. If that was his only follower on the road, he scores nothing for it; with several, the others still score. Followers in Leipzig stay there to the end. During the game (never at final scoring) they earn: Wagoners' quarter, 1 more a road tile for each road you score with the majority; Minters' quarter, 3 a coat of arms for each city scored where you have a knight, majority or not; Bookbinders' quarter, 4 whenever any monastery is scored. The Tanners' quarter pays 2 a livestock pen or farmstead in your fields at the end; no tile of this game shows one, so it pays nothing here. A quarter's road over its double tile counts as one road tile. Leipzig is a completed city for the farmers.",
      example:
        "Red completes a road joined to Leipzig's road through a crossing and holds it with his only follower: he sends it to the Wagoners' quarter and scores nothing for the road. From then on each road Red scores with the majority pays him 1 more a tile.",
      keywords: ['Leipzig', 'quarter', 'send', 'wagoners', 'minters', 'bookbinders', 'tanners', 'double tile'],
    },
    ro: {
      title: 'Piețele din Leipzig',
      text: 'Cele patru cartiere ale orașului Leipzig, cartonașe duble, se pun împreună la start în locul cartonașului de start; fiecare jucător primește un supus în plus (opțiune, activă dacă nu e oprită). Din fiecare cartier pleacă un drum. Când se termină un drum care duce la Leipzig, direct sau prin intersecții și alte drumuri, fiecare jucător cu majoritate pe el poate trimite UNUL dintre supușii săi de pe el într-un cartier din Leipzig ales de el, cel mult un supus al său în fiecare cartier. Dacă era singurul lui supus pe drum, nu primește nimic pentru drum; dacă avea mai mulți, ceilalți primesc punctele. Supușii din Leipzig rămân acolo până la final. În timpul jocului (niciodată la evaluarea finală) aduc: cartierul Căruțașilor, încă 1 pe cartonaș pentru fiecare drum evaluat cu majoritate; cartierul Monetarilor, 3 pe stemă pentru fiecare oraș evaluat în care ai un cavaler, cu sau fără majoritate; cartierul Legătorilor, 4 de fiecare dată când se evaluează orice mănăstire. Cartierul Tăbăcarilor aduce la final 2 pentru fiecare țarc sau fermă din câmpurile tale; niciun cartonaș al acestui joc nu are așa ceva, deci aici nu aduce nimic. Drumul unui cartier pe cartonașul lui dublu contează ca un singur cartonaș. Leipzig contează ca oraș terminat pentru țărani.',
      example:
        'Roșu termină un drum legat printr-o intersecție de drumul din Leipzig și îl ține cu singurul lui supus: îl trimite în cartierul Căruțașilor și nu primește nimic pentru drum. De acum, fiecare drum evaluat de Roșu cu majoritate îi aduce încă 1 pe cartonaș.',
      keywords: ['Leipzig', 'cartier', 'trimite', 'căruțași', 'monetari', 'legători', 'tăbăcari', 'cartonaș dublu'],
    },
    bg: {
      title: 'Панаирът в Лайпциг',
      text: 'Четирите квартала на Лайпциг, двойни плочки, се поставят заедно като начало вместо началната плочка; всеки играч получава още един мийпъл (опция, включена, освен ако не е изключена). От всеки квартал излиза път. Когато се завърши път, който води до Лайпциг, пряко или през кръстовища и други пътища, всеки играч с мнозинство на него може да изпрати ЕДИН от мийпълите си от него в квартал на Лайпциг по свой избор, най-много един свой мийпъл във всеки квартал. Ако това е единственият му мийпъл на пътя, той не получава нищо за пътя; ако има няколко, останалите получават точките. Мийпълите в Лайпциг остават там до края. По време на играта (никога при крайното оценяване) носят: кварталът на каруцарите, още 1 на плочка за всеки път, който оценяваш с мнозинство; кварталът на монетарите, 3 на герб за всяка оценена крепост, в която имаш рицар, с или без мнозинство; кварталът на книговезците, 4 всеки път, когато се оценява какъвто и да е манастир. Кварталът на кожарите носи в края 2 за всяка кошара или ферма на поляните ти; никоя плочка в тази игра няма такава, така че тук не носи нищо. Пътят на квартал върху двойната му плочка се брои за една плочка. Лайпциг се брои за завършена крепост за селяните.',
      example:
        'Червеният завършва път, свързан с пътя на Лайпциг през кръстовище, и го държи с единствения си мийпъл: изпраща го в квартала на каруцарите и не получава нищо за пътя. Оттук нататък всеки път, който Червеният оценява с мнозинство, му носи още 1 на плочка.',
      keywords: ['Лайпциг', 'квартал', 'изпрати', 'каруцари', 'монетари', 'книговезци', 'кожари', 'двойна плочка'],
    },
    lv: {
      title: 'Leipcigas tirgi',
      text: 'Četri Leipcigas kvartāli, dubult-laučiņi, tiek salikti kopā kā sākums parastā sākuma laučiņa vietā; katrs spēlētājs saņem papildus pavalstnieku (iespēja, ieslēgta, ja vien to neizslēdz). No katra kvartāla iziet viens ceļš. Kad tiek pabeigts ceļš, kas ved uz Leipcigu, tieši vai caur krustojumiem un citiem ceļiem, katrs spēlētājs, kam uz tā ir vairākums, var nosūtīt VIENU savu pavalstnieku no tā uz Leipcigas kvartālu pēc savas izvēles, katrā kvartālā ne vairāk kā vienu savu pavalstnieku. Ja tas bija viņa vienīgais pavalstnieks uz ceļa, viņš par ceļu punktus nesaņem; ja viņam bija vairāki, pārējie punktus saņem. Pavalstnieki Leipcigā paliek līdz spēles beigām. Spēles laikā (nekad noslēguma punktu skaitīšanā) tie dod: Ratnieku kvartāls, 1 bonusa punktu par katru ceļa laučiņu katram ceļam, par kuru saņem punktus ar vairākumu; Monētkaļu kvartāls, 3 par katru ģerboni katrai pilsētai, kur tev ir kaut viens bruņinieks, pat bez vairākuma; Grāmatsējēju kvartāls, 4 katru reizi, kad tiek skaitīts jebkurš klosteris. Ādmiņu kvartāls spēles beigās dod 2 par katru kūti vai lauku sētu tavos laukos; šīs spēles laučiņos tādu nav, tāpēc šeit tas neko nedod. Kvartāla ceļš uz tā dubult-laučiņa skaitās kā viens ceļa segments. Leipciga skaitās kā pabeigta pilsēta, skaitot punktus par laukiem.',
      example:
        'Sarkanais pabeidz ceļu, kas caur krustojumu savienots ar Leipcigas ceļu, un tam ir vairākums ar savu vienīgo pavalstnieku: viņš to nosūta uz Ratnieku kvartālu un par ceļu punktus nesaņem. Turpmāk katrs ceļš, par kuru Sarkanais saņem punktus ar vairākumu, dod vēl 1 par laučiņu.',
      keywords: [
        'Leipciga',
        'kvartāls',
        'nosūtīt',
        'ratnieki',
        'monētkaļi',
        'grāmatsējēji',
        'ādmiņi',
        'dubult-laučiņš',
      ],
    },
    is: {
      title: 'Kaupstefnan í Leipzig',
      text: 'Fjögur hverfi Leipzig, tvöfaldar flísar, eru lögð saman sem upphaf í stað upphafsflísarinnar; hver leikmaður fær einn aukaþegn (valkostur, á nema slökkt sé á honum). Einn vegur liggur úr hverju hverfi. Þegar vegur sem liggur til Leipzig, beint eða um gatnamót og aðra vegi, er kláraður má hver leikmaður með meirihluta á honum senda EINN þegna sinna af honum í hverfi í Leipzig að eigin vali, í mesta lagi einn þegn sinn í hvert hverfi. Ef það var eini þegn hans á veginum fær hann ekkert fyrir veginn; ef hann átti fleiri fá hinir stigin. Þegnar í Leipzig eru þar til leiksloka. Meðan á leiknum stendur (aldrei í lokatalningu) gefa þeir: hverfi vagnasmiða, 1 í viðbót á flís fyrir hvern veg sem þú færð stig fyrir með meirihluta; hverfi myntsláttumanna, 3 á skjaldarmerki fyrir hverja borg sem gefur stig þar sem þú átt riddara, með eða án meirihluta; hverfi bókbindara, 4 í hvert sinn sem eitthvert klaustur gefur stig. Hverfi sútara gefur í lokin 2 fyrir hverja rétt eða sveitabæ á ökrum þínum; engin flís í þessum leik sýnir slíkt, svo það gefur ekkert hér. Vegur hverfis á tvöföldu flísinni telst ein flís. Leipzig telst kláruð borg fyrir bændurna.',
      example:
        'Rauður klárar veg sem tengist vegi Leipzig um gatnamót og á meirihlutann með eina þegni sínum: hann sendir hann í hverfi vagnasmiða og fær ekkert fyrir veginn. Héðan í frá gefur hver vegur sem Rauður fær stig fyrir með meirihluta honum 1 í viðbót á flís.',
      keywords: [
        'Leipzig',
        'hverfi',
        'senda',
        'vagnasmiðir',
        'myntsláttumenn',
        'bókbindarar',
        'sútarar',
        'tvöföld flís',
      ],
    },
  },
};
