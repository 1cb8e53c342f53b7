// The Ferries' rules topic, in every language (glossary words: ferry, lake, road).
import type { ExpansionTopic } from '../../engine/expansion';

export const ferriesTopic: ExpansionTopic = {
  id: 'ferries',
  texts: {
    en: {
      title: 'Ferries',
      text: "8 lake tiles: each road on them ends at the lake. After your figure step on a lake tile you must put its ferry across the lake, joining any two of its roads into one; the others end at the lake. Then, for each road your tile extends that leads to a lake, you may turn the ferry nearest along that road so it joins any two of its lake's roads (even leaving the road you extended), each ferry once per turn. A new lake's ferry comes first, then the others. Roads a ferry closes score this turn; a road that already scored can open again and score again later. A lake is no inn: 1 point per tile.",
      example:
        "Red puts a lake tile and a follower on its south road, then the ferry joins that road to Blue's road in the west: they now share one road. Later Red extends the east road and turns the ferry to south–east: the two followers are on two roads again.",
      keywords: ['ferry', 'ferries', 'lake', 'road', 'move', 'turn', 'boat', 'raft'],
    },
    ro: {
      title: 'Bacuri',
      text: 'Sunt 8 cartonașe cu lac: fiecare drum de pe ele se termină la lac. După pasul pionului pe un cartonaș cu lac trebuie să pui bacul lui pe lac, legând oricare două drumuri ale lui într-unul singur; celelalte se termină la lac. Apoi, pentru fiecare drum prelungit de cartonașul tău care duce la un lac, poți întoarce bacul cel mai apropiat pe acel drum ca să lege oricare două drumuri ale lacului său (chiar lăsând deoparte drumul prelungit), fiecare bac o dată pe tur. Întâi bacul lacului nou, apoi celelalte. Drumurile închise de un bac se punctează în turul acesta; un drum deja punctat se poate redeschide și puncta din nou mai târziu. Lacul nu e han: 1 punct pe cartonaș.',
      example:
        'Roșu pune un cartonaș cu lac și un tâlhar pe drumul de sud, apoi bacul leagă acest drum de drumul lui Albastru din vest: acum sunt pe același drum. Mai târziu Roșu prelungește drumul de est și întoarce bacul între sud și est: cei doi tâlhari sunt iar pe drumuri diferite.',
      keywords: ['bac', 'bacuri', 'lac', 'drum', 'muta', 'întoarce', 'barcă'],
    },
    bg: {
      title: 'Ладиите',
      text: '8 плочки с езеро: всеки път върху тях завършва в езерото. След поставянето на фигурка върху плочка с езеро трябва да поставиш ладията ѝ върху езерото, така че да свързва кои да е два от пътищата му в един; останалите завършват в езерото. След това за всеки път, който плочката ти удължава и който води до езеро, можеш да преместиш най-близката ладия по този път, така че да свързва кои да е два пътя на нейното езеро (дори да не свързва вече удължения път), всяка ладия веднъж на ход. Първо ладията на новото езеро, после другите. Пътищата, завършени от ладия, носят точки в същия ход; вече оценен път може да се отвори отново и да донесе точки пак по-късно. Езерото не е странноприемница: 1 точка на плочка.',
      example:
        'Червеният поставя плочка с езеро и мийпъл на южния път, после ладията свързва този път с пътя на синия на запад: вече са на един път. По-късно червеният удължава източния път и премества ладията между юг и изток: двамата отново са на различни пътища.',
      keywords: ['ладия', 'ладии', 'езеро', 'път', 'премести', 'лодка'],
    },
    lv: {
      title: 'Prāmji',
      text: '8 ezera laučiņi: katrs ceļš uz tiem beidzas pie ezera. Pēc figūriņas soļa uz ezera laučiņa tev jānovieto tā prāmis pāri ezeram, savienojot jebkurus divus tā ceļus vienā; pārējie beidzas pie ezera. Pēc tam par katru ceļu, ko tavs laučiņš pagarina un kas ved uz ezeru, vari pagriezt tuvāko prāmi uz šī ceļa, lai tas savienotu jebkurus divus sava ezera ceļus (pat atstājot pagarināto ceļu), katru prāmi vienreiz gājienā. Vispirms jaunā ezera prāmis, tad citi. Ceļi, ko prāmis pabeidz, dod punktus šajā gājienā; jau novērtēts ceļš var atkal atvērties un vēlāk dot punktus vēlreiz. Ezers nav traktieris: 1 punkts par laučiņu.',
      example:
        'Sarkanais noliek ezera laučiņu un laupītāju uz dienvidu ceļa, tad prāmis savieno šo ceļu ar Zilā ceļu rietumos: tagad viņi ir uz viena ceļa. Vēlāk Sarkanais pagarina austrumu ceļu un pagriež prāmi starp dienvidiem un austrumiem: abi atkal ir uz dažādiem ceļiem.',
      keywords: ['prāmis', 'prāmji', 'ezers', 'ceļš', 'pagriezt', 'laiva'],
    },
    is: {
      title: 'Ferjur',
      text: '8 vatnsflísar: hver vegur á þeim endar við vatnið. Eftir þegnaskrefið á vatnsflís verður þú að setja ferju hennar á vatnið svo hún tengi einhverja tvo vegi þess í einn; hinir enda við vatnið. Síðan, fyrir hvern veg sem flísin þín lengir og liggur að vatni, máttu snúa næstu ferju á þeim vegi svo hún tengi einhverja tvo vegi síns vatns (jafnvel svo hún sleppi veginum sem þú lengdir), hverri ferju einu sinni í umferð. Fyrst ferja nýja vatnsins, svo hinar. Vegir sem ferja lokar gefa stig í þessari umferð; vegur sem þegar gaf stig getur opnast aftur og gefið stig aftur síðar. Vatn er engin krá: 1 stig á flís.',
      example:
        'Rauður leggur vatnsflís og þegn á suðurveginn, svo tengir ferjan þann veg við veg Blás í vestri: nú eru þeir á sama vegi. Síðar lengir Rauður austurveginn og snýr ferjunni milli suðurs og austurs: þeir eru aftur á sitt hvorum veginum.',
      keywords: ['ferja', 'ferjur', 'vatn', 'vegur', 'snúa', 'bátur'],
    },
  },
};
