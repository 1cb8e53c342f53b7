// The Darmstadt promo's rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const darmstadtTopic: ExpansionTopic = {
  id: 'darmstadt',
  texts: {
    en: {
      title: 'Darmstadt',
      text: 'Three tiles. The Darmstadtium is a city tile: when the city it lies in is completed, the player with the most knights there scores 3 more on top of the city’s points (on a tie, every tied player). An unfinished city at the end gets nothing for it. The two churches, St. Ludwig and St. Mary Magdalene, are monasteries in every way: a monk may stand on one, and a completed church scores 9 like a monastery. When a church is completed, the player with the most followers on it and on the 8 tiles around it also scores 3 (a big follower counts 2; on a tie, every tied player), whether or not a monk stands on it. An unfinished church at the end scores like an unfinished monastery, without the 3.',
      example:
        'Ann’s monk stands on a church; Bob has a knight and a farmer on two tiles beside it. Ann completes the church: Ann scores 9 for the monastery, and Bob, with 2 followers around it to Ann’s 1, scores 3.',
      keywords: ['darmstadt', 'darmstadtium', 'church', 'churches', 'monastery', 'majority', 'bonus'],
    },
    ro: {
      title: 'Darmstadt',
      text: 'Trei cartonașe. Darmstadtium este un cartonaș cu oraș: când orașul în care se află este terminat, jucătorul cu cei mai mulți cavaleri acolo primește încă 3 puncte pe lângă punctele orașului (la egalitate, fiecare jucător la egalitate). Un oraș neterminat la final nu primește nimic pentru el. Cele două biserici, Sf. Ludovic și Sf. Maria Magdalena, sunt mănăstiri în toate privințele: un călugăr poate sta pe una, iar o biserică terminată primește 9 puncte ca o mănăstire. Când o biserică este terminată, jucătorul cu cei mai mulți supuși pe ea și pe cele 8 cartonașe din jur mai primește 3 puncte (supusul mare contează 2; la egalitate, fiecare jucător la egalitate), fie că un călugăr stă pe ea, fie că nu. O biserică neterminată la final se punctează ca o mănăstire neterminată, fără cele 3.',
      example:
        'Călugărul Anei stă pe o biserică; Bogdan are un cavaler și un țăran pe două cartonașe de lângă ea. Ana termină biserica: Ana primește 9 puncte pentru mănăstire, iar Bogdan, cu 2 supuși în jur față de 1 al Anei, primește 3.',
      keywords: ['darmstadt', 'darmstadtium', 'biserică', 'biserici', 'mănăstire', 'majoritate', 'bonus'],
    },
    bg: {
      title: 'Дармщат',
      text: 'Три плочки. Дармщатият е плочка с крепост: когато крепостта, в която е, бъде завършена, играчът с най-много рицари в нея получава още 3 точки освен точките за крепостта (при равенство – всеки от равните). Незавършена крепост в края не получава нищо за него. Двете църкви, „Св. Лудвиг“ и „Св. Мария Магдалена“, са манастири във всичко: на тях може да стои монах и завършена църква носи 9 точки като манастир. Когато църква бъде завършена, играчът с най-много мийпъли на нея и на 8-те плочки около нея получава още 3 точки (големият мийпъл се брои за 2; при равенство – всеки от равните), независимо дали на нея стои монах. Незавършена църква в края се оценява като незавършен манастир, без тези 3.',
      example:
        'Монахът на Ани стои на църква; Боби има рицар и селянин на две плочки до нея. Ани завършва църквата: Ани получава 9 точки за манастира, а Боби, с 2 мийпъла наоколо срещу 1 на Ани, получава 3.',
      keywords: ['дармщат', 'дармщатий', 'църква', 'църкви', 'манастир', 'мнозинство', 'бонус'],
    },
    lv: {
      title: 'Darmštate',
      text: 'Trīs laučiņi. Darmštatijs ir pilsētas laučiņš: kad pilsēta, kurā tas atrodas, ir pabeigta, spēlētājs ar visvairāk bruņiniekiem tajā saņem vēl 3 punktus papildus punktiem par pilsētu (neizšķirta gadījumā – katrs no tiem). Nepabeigta pilsēta spēles beigās par to neko nesaņem. Abas baznīcas, Sv. Ludviga un Sv. Marijas Magdalēnas, visādā ziņā ir klosteri: uz tām var stāvēt mūks, un pabeigta baznīca dod 9 punktus kā klosteris. Kad baznīca ir pabeigta, spēlētājs ar visvairāk pavalstniekiem uz tās un 8 apkārtējiem laučiņiem saņem vēl 3 punktus (lielais pavalstnieks skaitās par 2; neizšķirta gadījumā – katrs no tiem), vienalga, vai uz tās stāv mūks. Nepabeigta baznīca spēles beigās dod punktus kā nepabeigts klosteris, bez šiem 3.',
      example:
        'Annas mūks stāv uz baznīcas; Bruno ir bruņinieks un zemnieks uz diviem blakus laučiņiem. Anna pabeidz baznīcu: Anna saņem 9 punktus par klosteri, bet Bruno ar 2 pavalstniekiem apkārt pret Annas 1 saņem 3.',
      keywords: ['darmštate', 'darmštatijs', 'baznīca', 'baznīcas', 'klosteris', 'vairākums', 'bonuss'],
    },
    is: {
      title: 'Darmstadt',
      text: 'Þrjár flísar. Darmstadtínið er borgarflís: þegar borgin sem það er í klárast fær sá leikmaður sem á flesta riddara þar 3 stig í viðbót ofan á stig borgarinnar (við jafntefli hver þeirra sem jafnir eru). Ókláruð borg í lokin fær ekkert fyrir það. Kirkjurnar tvær, heilags Lúðvíks og heilagrar Maríu Magdalenu, eru klaustur að öllu leyti: munkur má standa á þeim og kláruð kirkja gefur 9 stig eins og klaustur. Þegar kirkja klárast fær sá leikmaður sem á flesta þegna á henni og á 8 flísunum í kring 3 stig í viðbót (stóri þegninn telst 2; við jafntefli hver þeirra sem jafnir eru), hvort sem munkur stendur á henni eða ekki. Ókláruð kirkja í lokin fær stig eins og ókláruð klaustur, án þessara 3.',
      example:
        'Munkur Önnu stendur á kirkju; Bjarni á riddara og bónda á tveimur flísum við hliðina. Anna klárar kirkjuna: Anna fær 9 stig fyrir klaustrið og Bjarni, með 2 þegna í kring á móti 1 hjá Önnu, fær 3.',
      keywords: ['darmstadt', 'darmstadtín', 'kirkja', 'kirkjur', 'klaustur', 'meirihluti', 'bónus'],
    },
  },
};
