// The School rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const schoolTopic: ExpansionTopic = {
  id: 'school',
  texts: {
    en: {
      title: 'The School',
      text: 'The two school tiles lie beside the start tile, the teacher in the school; six separate roads lead to it. Whoever completes one or more school roads scores them and then takes the teacher. The next time any feature is completed and scored, the teacher’s holder scores the same points (twice, in effect, if it was their own scoring), and the teacher goes back to the school. Several features at once: if one player scored them all, they choose which scores first and the teacher copies only that one; if several players scored, the holder chooses. An empty school road scores nothing: the teacher then passes straight to its completer. Once all six roads are done the teacher stays at the school for good. Holding him at the end is worth nothing.',
      example:
        'Red holds the teacher. Blue completes a school road worth 5: Blue and Red both score 5, Red sends the teacher back, and Blue takes him.',
      keywords: ['school', 'teacher', 'school road', 'copy', 'double'],
    },
    ro: {
      title: 'Școala',
      text: 'Cele două cartonașe ale școlii stau lângă cartonașul de start, cu profesorul în școală; spre ea duc șase drumuri separate. Cine termină unul sau mai multe drumuri ale școlii le punctează și apoi ia profesorul. Data viitoare când orice teritoriu este terminat și punctat, cel cu profesorul primește aceleași puncte (de două ori, practic, dacă a punctat chiar el), iar profesorul se întoarce la școală. Mai multe teritorii deodată: dacă un singur jucător le-a punctat pe toate, el alege care se punctează primul și profesorul îl copiază doar pe acela; dacă au punctat mai mulți, alege cel cu profesorul. Un drum al școlii neocupat nu aduce puncte: profesorul trece atunci direct la cel care l-a terminat. După ce toate cele șase drumuri sunt terminate, profesorul rămâne la școală definitiv. La final profesorul nu valorează nimic.',
      example:
        'Roșu are profesorul. Albastru termină un drum al școlii de 5 puncte: amândoi primesc 5, Roșu trimite profesorul înapoi, iar Albastru îl ia.',
      keywords: ['școală', 'școala', 'profesor', 'drum', 'copiază', 'dublu'],
    },
    bg: {
      title: 'Училището',
      text: 'Двете плочки на училището стоят до началната плочка, с учителя в училището; към него водят шест отделни пътя. Който завърши един или повече пътя към училището, получава точките за тях и после взема учителя. Следващия път, когато някой обект бъде завършен и оценен, който има учителя, получава същите точки (на практика двойно, ако е оценил самият той), а учителят се връща в училището. Няколко обекта наведнъж: ако един играч е получил всички точки, той избира кой се оценява пръв и учителят копира само него; ако са получили няколко играчи, избира този с учителя. Незает път към училището не носи точки: тогава учителят минава направо у завършилия го. Щом и шестте пътя са завършени, учителят остава в училището завинаги. В края на играта учителят не носи нищо.',
      example:
        'Учителят е у Червения. Синият завършва път към училището за 5 точки: и двамата получават по 5, Червеният връща учителя, а Синият го взема.',
      keywords: ['училище', 'учител', 'път', 'копира', 'двойно'],
    },
    lv: {
      title: 'Skola',
      text: 'Abi skolas laučiņi atrodas blakus sākuma laučiņam, skolotājs skolā; pie tās ved 6 atdalīti ceļi. Spēlētājs, kurš pabeidz vienu vai vairākus ceļus, kas ved pie skolas, saņem par tiem punktus un pēc tam dabū skolotāju. Tiklīdz tiek pabeigts nākamais objekts un par to tiek saņemti punkti, spēlētājs ar skolotāju saņem tikpat daudz punktu (ja punktus saņēma viņš pats, tad dubultus), un skolotājs atgriežas skolā. Ja reizē pabeigti vairāki objekti un visus punktus saņem viens spēlētājs, viņš izvēlas secību un skolotājs kopē tikai pirmo; ja punktus saņem vairāki, izvēlas skolotāja turētājs. Par neaizņemtu skolas ceļu punktus nesaņem: tad skolotājs pāriet tieši pie tā pabeidzēja. Kad pabeigti visi 6 ceļi, skolotājs paliek skolā un nekad vairs to neatstāj. Spēles beigās skolotājs punktus nedod.',
      example:
        'Sarkanajam ir skolotājs. Zilais pabeidz skolas ceļu, kas dod 5 punktus: Zilais un Sarkanais katrs saņem 5, Sarkanais atgriež skolotāju uz skolu, bet Zilais paņem to pie sevis.',
      keywords: ['skola', 'skolotājs', 'skolas ceļš', 'kopē', 'dubulti'],
    },
    is: {
      title: 'Skólinn',
      text: 'Skólaflísarnar tvær liggja við upphafsflísina, kennarinn í skólanum; sex aðskildir vegir liggja að honum. Sá sem lýkur einum eða fleiri skólavegum fær stig fyrir þá og tekur síðan kennarann. Næst þegar eitthvert svæði er klárað og gefur stig fær sá sem er með kennarann jafnmörg stig (í raun tvöföld ef hann fékk þau sjálfur) og kennarinn fer aftur í skólann. Mörg svæði í einu: ef einn leikmaður fékk öll stigin velur hann hvert telst fyrst og kennarinn afritar aðeins það; ef fleiri fengu stig velur sá sem er með kennarann. Mannlaus skólavegur gefur engin stig: kennarinn fer þá beint til þess sem lauk honum. Þegar öllum sex vegunum er lokið verður kennarinn í skólanum til leiksloka. Kennarinn gefur ekkert í leikslok.',
      example:
        'Rauður er með kennarann. Blár lýkur skólavegi sem gefur 5 stig: Blár og Rauður fá báðir 5, Rauður sendir kennarann aftur og Blár tekur hann.',
      keywords: ['skóli', 'kennari', 'skólavegur', 'afrita', 'tvöfalt'],
    },
  },
};
