// Under the Big Top's rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const bigTopTopic: ExpansionTopic = {
  id: 'big-top',
  texts: {
    en: {
      title: 'Under the Big Top',
      text: 'Twenty tiles: 12 tent tiles and 8 acrobat tiles; 16 face-down animal tokens (elephant 7, tigers 6, bears 5, seals 4, monkeys 3, flea 1); one ringmaster a player. Tent: no figure goes on the tent, roads end there. The first tent tile gets a face-down animal and the big top over it. Whenever another tent tile is placed, after its features have scored, the circus scores: the animal is revealed and every follower on the big top’s tile and the 8 around it scores the animal’s points for its owner (followers stay; builders, pigs, barns and shepherds get nothing); the animal is out, a new one goes under the big top on the new tent tile. At the end the circus scores once more, first of all. Acrobats: instead of a follower on your tile, put a normal follower into the pyramid of an acrobat tile that is your tile or one of the 8 around it (three at most, any colours); or score any pyramid of three: 5 for each acrobat to its owner, then they go home. At the end every acrobat still standing scores 5. Ringmaster: a follower for roads, cities, monasteries and fields; whenever his feature scores, his owner also gets 2 for each tent or acrobat tile among the 8 tiles around him, majority or not (also at the end, unless the game’s option says no).',
      example:
        'The big top stands over a seal (4). Ann places a new tent tile: Ann has 3 followers around the big top and scores 12, Bob has 1 and scores 4; the big top moves to Ann’s new tile.',
      keywords: ['big top', 'circus', 'tent', 'animal', 'acrobat', 'acrobats', 'pyramid', 'ringmaster'],
    },
    ro: {
      title: 'Sub cortul circului',
      text: 'Douăzeci de cartonașe: 12 cu cort și 8 cu artiști; 16 jetoane cu animale cu fața în jos (elefant 7, tigri 6, urși 5, foci 4, maimuțe 3, purice 1); câte un director de circ pentru fiecare jucător. Cort: pe cort nu stă niciun pion, drumurile se termină acolo. Primul cartonaș cu cort primește un jeton cu animal cu fața în jos și cortul de circ deasupra. De fiecare dată când se pune alt cartonaș cu cort, după punctarea teritoriilor lui, se punctează circul: animalul se întoarce și fiecare supus de pe cartonașul cortului și de pe cele 8 din jur aduce proprietarului punctele animalului (supușii rămân; constructorii, porcii, hambarele și oierii nu primesc nimic); animalul iese din joc, iar unul nou intră sub cort pe noul cartonaș. La final circul se punctează încă o dată, înaintea oricărei alte punctări. Artiști: în loc de un supus pe cartonașul tău, pune un supus obișnuit în piramida unui cartonaș cu artiști care este cartonașul tău sau unul dintre cele 8 din jur (cel mult trei, de orice culori); sau punctează orice piramidă de trei: câte 5 pentru fiecare artist, apoi se întorc acasă. La final fiecare artist rămas primește 5. Director de circ: un supus pentru drumuri, orașe, mănăstiri și câmpuri; când teritoriul lui se punctează, proprietarul mai primește 2 pentru fiecare cartonaș cu cort sau artiști dintre cele 8 din jurul lui, cu sau fără majoritate (și la final, dacă opțiunea jocului nu spune altfel).',
      example:
        'Cortul de circ stă peste o focă (4). Ana pune un nou cartonaș cu cort: Ana are 3 supuși în jurul cortului și primește 12, Bogdan are 1 și primește 4; cortul se mută pe noul cartonaș al Anei.',
      keywords: ['cort de circ', 'circ', 'cort', 'animal', 'artist', 'artiști', 'piramidă', 'director de circ'],
    },
    bg: {
      title: 'Под цирковата шатра',
      text: 'Двадесет плочки: 12 с шатра и 8 с акробати; 16 обърнати жетона с животни (слон 7, тигри 6, мечки 5, тюлени 4, маймуни 3, бълха 1); по един директор на цирка за всеки играч. Шатра: на нея не се поставя фигурка, пътищата свършват там. Първата плочка с шатра получава обърнат жетон с животно и цирковата шатра върху него. Всеки път, когато се постави друга плочка с шатра, след оценяването на обектите ѝ, се оценява циркът: животното се обръща и всеки мийпъл на плочката на шатрата и на 8-те около нея носи на собственика си точките на животното (мийпълите остават; строители, прасенца, хамбари и овчари не получават нищо); животното излиза от играта, а ново отива под шатрата на новата плочка. В края циркът се оценява още веднъж, преди всичко друго. Акробати: вместо мийпъл на своята плочка, постави обикновен мийпъл в пирамидата на плочка с акробати, която е твоята плочка или една от 8-те около нея (най-много трима, от всякакви цветове); или оцени която и да е пирамида от трима: по 5 за всеки акробат, после се прибират. В края всеки останал акробат получава 5. Директор на цирка: мийпъл за пътища, крепости, манастири и поляни; когато обектът му се оценява, собственикът получава още 2 за всяка плочка с шатра или акробати сред 8-те плочки около него, с мнозинство или без (и в края, освен ако опцията на играта казва друго).',
      example:
        'Цирковата шатра стои над тюлен (4). Ани поставя нова плочка с шатра: Ани има 3 мийпъла около шатрата и получава 12, Боби има 1 и получава 4; шатрата се мести на новата плочка на Ани.',
      keywords: ['циркова шатра', 'цирк', 'шатра', 'животно', 'акробат', 'акробати', 'пирамида', 'директор на цирка'],
    },
    lv: {
      title: 'Zem cirka kupola',
      text: 'Divdesmit laučiņi: 12 telts laučiņi un 8 akrobātu laučiņi; 16 dzīvnieku žetoni ar attēlu uz leju (zilonis 7, tīģeri 6, lāči 5, roņi 4, mērkaķi 3, blusa 1); katram spēlētājam viens cirka direktors. Telts: uz telts vietas pavalstnieku likt nedrīkst, ceļi tur beidzas. Uz pirmā telts laučiņa uzliek dzīvnieku žetonu ar attēlu uz leju un virsū cirka telts figūriņu. Kad tiek uzlikts cits telts laučiņš, pēc tā objektu punktu skaitīšanas notiek punktu saņemšana par cirku: dzīvnieka žetonu atklāj, un katrs pavalstnieks uz cirka telts laučiņa un 8 laučiņiem apkārt dod īpašniekam dzīvnieka punktus (pavalstnieki paliek savās vietās; celtnieki, cūkas, klētis un gani neko nesaņem); žetonu izņem no spēles, un jaunu uzliek uz jaunā telts laučiņa zem cirka telts. Spēles beigās vispirms vēlreiz notiek punktu saņemšana par cirku. Akrobāti: pavalstnieka uzlikšanas vietā uzliec parastu pavalstnieku akrobātu piramīdā uz akrobātu laučiņa, kas ir tavs laučiņš vai kāds no 8 apkārt tam (ne vairāk kā trīs, jebkuras krāsas); vai saņem punktus par jebkuru pabeigtu piramīdu: 5 par katru akrobātu, tad tie atgriežas krājumā. Spēles beigās katrs akrobāts, kas palika stāvēt, saņem 5. Cirka direktors: pavalstnieks ceļiem, pilsētām, klosteriem un laukiem; kad viņa objekts saņem punktus, īpašnieks saņem vēl 2 par katru telts un akrobātu laučiņu starp 8 laučiņiem apkārt viņam, ar vairākumu vai bez (arī spēles beigās, ja spēles iestatījums nenosaka citādi).',
      example:
        'Cirka telts stāv virs roņa (4). Anna uzliek jaunu telts laučiņu: Annai ir 3 pavalstnieki apkārt cirka teltij, viņa saņem 12, Bruno ir 1 un saņem 4; cirka telts pārvietojas uz Annas jauno laučiņu.',
      keywords: ['cirka telts', 'cirks', 'telts', 'dzīvnieks', 'akrobāts', 'akrobāti', 'piramīda', 'cirka direktors'],
    },
    is: {
      title: 'Undir sirkustjaldinu',
      text: 'Tuttugu flísar: 12 tjaldflísar og 8 fimleikaflísar; 16 dýramerki sem snúa niður (fíll 7, tígrisdýr 6, birnir 5, selir 4, apar 3, fló 1); einn sirkusstjóri á leikmann. Tjald: enginn þegn fer á tjaldið og vegir enda þar. Fyrsta tjaldflísin fær dýramerki sem snýr niður og sirkustjaldið ofan á. Í hvert sinn sem önnur tjaldflís er lögð, eftir að svæði hennar hafa fengið stig, fær sirkusinn stig: dýrinu er snúið við og hver þegn á flís sirkustjaldsins og á 8 flísunum í kring gefur eiganda sínum stig dýrsins (þegnarnir standa kyrrir; smiðir, svín, hlöður og hirðar fá ekkert); dýrið fer úr leik og nýtt fer undir tjaldið á nýju flísinni. Í lokin fær sirkusinn stig einu sinni enn, fyrst af öllu. Loftfimleikamenn: í stað þegns á flísina þína, settu venjulegan þegn í pýramídann á fimleikaflís sem er flísin þín eða ein af 8 í kring (í mesta lagi þrír, af hvaða lit sem er); eða fáðu stig fyrir hvaða pýramída sem er með þremur: 5 fyrir hvern til eiganda hans, svo fara þeir heim. Í lokin fær hver loftfimleikamaður sem enn stendur 5. Sirkusstjóri: þegn á vegi, borgir, klaustur og akra; þegar svæði hans fær stig fær eigandinn líka 2 fyrir hverja tjald- eða fimleikaflís af 8 flísunum í kring, með meirihluta eða ekki (líka í lokin nema stilling leiksins segi annað).',
      example:
        'Sirkustjaldið stendur yfir sel (4). Anna leggur nýja tjaldflís: Anna á 3 þegna í kringum tjaldið og fær 12, Bjarni á 1 og fær 4; tjaldið flyst á nýju flísina hennar Önnu.',
      keywords: [
        'sirkustjald',
        'sirkus',
        'tjald',
        'dýr',
        'loftfimleikamaður',
        'loftfimleikamenn',
        'pýramídi',
        'sirkusstjóri',
      ],
    },
  },
};
