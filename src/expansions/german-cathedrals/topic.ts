// The Cathedrals in Germany rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const germanCathedralsTopic: ExpansionTopic = {
  id: 'german-cathedrals',
  texts: {
    en: {
      title: 'Cathedrals in Germany',
      text: 'Six cathedral tiles, each with 3 or 4 roads ending at the cathedral in its middle. After placing one, you may put a follower on one of its roads or fields as usual, or on the cathedral as the archbishop. A completed road leading directly to a cathedral scores 2 points a tile, and its segments on a cathedral tile count one each: a road that leaves a cathedral and comes back to it counts that tile twice. The cathedral is completed once every road leading to it is: the archbishop scores 1 point for every segment of all those roads, a road starting and ending at the same cathedral counted once, and goes home. At the end of the game an unfinished road to a cathedral scores 1 a segment, an unfinished cathedral 1 for every segment of its roads. An inn on a completed road to a cathedral adds 1 a segment to the road (3 a tile) and to the archbishop.',
      example:
        'A road leaves Red’s cathedral to the north, passes 3 tiles and comes back from the east: 5 segments, 10 points for its robber. With a road of 3 segments to the south also completed, Red’s archbishop scores 5 + 3 = 8.',
      keywords: ['german cathedrals', 'cathedrals in germany', 'archbishop', 'cathedral', 'road segment'],
    },
    ro: {
      title: 'Catedrale din Germania',
      text: 'Șase cartonașe cu catedrale, fiecare cu 3 sau 4 drumuri care se termină la catedrala din mijloc. După ce pui unul, poți așeza un supus pe unul dintre drumurile sau câmpurile lui, ca de obicei, sau pe catedrală, ca arhiepiscop. Un drum terminat care duce direct la o catedrală aduce 2 puncte pe cartonaș, iar segmentele lui de pe un cartonaș cu catedrală se numără fiecare separat: un drum care pleacă de la o catedrală și se întoarce la ea numără acel cartonaș de două ori. Catedrala e terminată când toate drumurile care duc la ea sunt terminate: arhiepiscopul primește 1 punct pentru fiecare segment al tuturor acestor drumuri, un drum care pleacă și se întoarce la aceeași catedrală fiind numărat o singură dată, apoi se întoarce. La sfârșitul jocului, un drum neterminat spre o catedrală aduce 1 punct pe segment, o catedrală neterminată 1 pentru fiecare segment al drumurilor ei. Un han pe un drum terminat spre o catedrală adaugă 1 pe segment drumului (3 pe cartonaș) și arhiepiscopului.',
      example:
        'Un drum pleacă spre nord de la catedrala roșului, trece prin 3 cartonașe și se întoarce dinspre est: 5 segmente, 10 puncte pentru tâlharul lui. Cu încă un drum terminat de 3 segmente spre sud, arhiepiscopul roșului primește 5 + 3 = 8.',
      keywords: ['catedrale din germania', 'arhiepiscop', 'catedrală', 'segment de drum'],
    },
    bg: {
      title: 'Катедрали в Германия',
      text: 'Шест плочки с катедрали, всяка с 3 или 4 пътя, които свършват при катедралата в средата ѝ. След като поставиш такава плочка, можеш да сложиш фигурка на някой от пътищата или поляните ѝ както обикновено, или на катедралата като архиепископ. Завършен път, който води направо до катедрала, носи 2 точки на плочка, а отсечките му върху плочка с катедрала се броят поотделно: път, който тръгва от катедрала и се връща до нея, брои тази плочка два пъти. Катедралата е завършена, когато всички пътища до нея са завършени: архиепископът получава 1 точка за всяка отсечка от всички тези пътища, като път, който започва и свършва при една и съща катедрала, се брои веднъж, и се връща. В края на играта незавършен път до катедрала носи 1 точка на отсечка, а незавършена катедрала 1 за всяка отсечка от пътищата си. Странноприемница на завършен път до катедрала добавя по 1 на отсечка към пътя (3 на плочка) и към архиепископа.',
      example:
        'Път тръгва на север от катедралата на червения, минава през 3 плочки и се връща от изток: 5 отсечки, 10 точки за крадеца му. Щом и път от 3 отсечки на юг е завършен, архиепископът на червения получава 5 + 3 = 8.',
      keywords: ['катедрали в германия', 'архиепископ', 'катедрала', 'пътна отсечка'],
    },
    lv: {
      title: 'Vācu katedrāles',
      text: 'Seši katedrāļu laučiņi, katrā 3 vai 4 ceļi, kas beidzas pie katedrāles tā vidū. Pēc katedrāles laučiņa uzlikšanas spēlētājs var uzlikt pavalstnieku uz ceļa vai lauka kā parasti, vai uz pašu katedrāli kā arhibīskapu. Pabeidzot ceļu, kas ved tieši pie katedrāles, spēlētājs saņem 2 punktus par katru laučiņu, un ceļa segmentus uz katedrāles laučiņa skaita atsevišķi: ceļš, kas sākas un beidzas pie tās pašas katedrāles, šo laučiņu skaita divreiz. Katedrāle ir pabeigta, kad ir pabeigti visi ceļi, kas ved pie tās: arhibīskaps saņem 1 punktu par katru visu šo ceļu segmentu, ceļu, kas sākas un beidzas tajā pašā katedrālē, skaitot vienreiz, un atgriežas. Spēles beigās nepabeigts ceļš uz katedrāli dod 1 punktu par segmentu, nepabeigta katedrāle 1 par katru tās ceļu segmentu. Traktieris uz pabeigta ceļa uz katedrāli pievieno 1 par segmentu ceļam (3 par laučiņu) un arhibīskapam.',
      example:
        'Ceļš iziet no sarkanā katedrāles uz ziemeļiem, šķērso 3 laučiņus un atgriežas no austrumiem: 5 segmenti, 10 punkti tā laupītājam. Ja pabeigts arī 3 segmentu ceļš uz dienvidiem, sarkanā arhibīskaps saņem 5 + 3 = 8.',
      keywords: ['vācu katedrāles', 'arhibīskaps', 'katedrāle', 'ceļa segments'],
    },
    is: {
      title: 'Dómkirkjur í Þýskalandi',
      text: 'Sex flísar með dómkirkjum, hver með 3 eða 4 vegi sem enda við dómkirkjuna í miðjunni. Eftir að þú leggur slíka flís máttu setja þegn á einn af vegum hennar eða ökrum eins og venjulega, eða á dómkirkjuna sem erkibiskup. Fullgerður vegur sem liggur beint að dómkirkju gefur 2 stig á flís, og bútar hans á dómkirkjuflís teljast hver fyrir sig: vegur sem fer frá dómkirkju og kemur aftur að henni telur þá flís tvisvar. Dómkirkjan er fullgerð þegar allir vegir að henni eru fullgerðir: erkibiskupinn fær 1 stig fyrir hvern bút allra þessara vega, en vegur sem byrjar og endar við sömu dómkirkju telst einu sinni, og snýr svo heim. Í lok leiksins gefur ófullgerður vegur að dómkirkju 1 stig á bút og ófullgerð dómkirkja 1 fyrir hvern bút vega sinna. Gistikrá á fullgerðum vegi að dómkirkju bætir 1 á bút við veginn (3 á flís) og við erkibiskupinn.',
      example:
        'Vegur fer norður frá dómkirkju rauðs, um 3 flísar og kemur aftur að austan: 5 bútar, 10 stig fyrir förumann hans. Ef 3 búta vegur til suðurs er líka fullgerður fær erkibiskup rauðs 5 + 3 = 8.',
      keywords: ['þýskar dómkirkjur', 'erkibiskup', 'dómkirkja', 'vegbútur'],
    },
  },
};
