// The Cult Place rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const cultTopic: ExpansionTopic = {
  id: 'cult',
  texts: {
    en: {
      title: 'Shrines and heretics',
      text: 'The 5 shrine tiles are placed, occupied and scored like monasteries; a follower on a shrine is a heretic (you may put your follower on the tile’s road, city or field instead). A shrine may not end up next to more than one monastery, nor a monastery next to more than one shrine (diagonals count). A heretic and a monk on buildings next to each other are in a challenge, your own monk or heretic too: the first of the two buildings completed scores 9 as usual and the other’s follower goes home without points. If one tile completes both, both score. A challenge still open at the end scores both as unfinished monasteries.',
      example:
        'Bob places a shrine next to Ann’s monastery and puts a heretic on it. The shrine is completed first: Bob scores 9 and Ann’s monk goes home with nothing.',
      keywords: ['shrine', 'cult', 'heretic', 'challenge', 'cult place'],
    },
    ro: {
      title: 'Secta și ereticul',
      text: 'Cele 5 cartonașe cu sectă se pun, se ocupă și se punctează ca mănăstirile; un supus pe o sectă este un eretic (poți pune supusul pe drumul, orașul sau câmpul cartonașului în loc). O sectă nu poate ajunge vecină cu mai multe mănăstiri, nici o mănăstire cu mai multe secte (și pe diagonală). Un eretic și un călugăr pe clădiri vecine sunt în provocare, chiar și cu propriul călugăr sau eretic: prima dintre cele două clădiri terminată primește 9 puncte ca de obicei, iar supusul celeilalte se întoarce fără puncte. Dacă un cartonaș le termină pe amândouă, amândouă se punctează. O provocare nerezolvată la sfârșit punctează ambele ca mănăstiri neterminate.',
      example:
        'Bob pune o sectă lângă mănăstirea Anei și pune un eretic pe ea. Secta se termină prima: Bob primește 9 puncte, iar călugărul Anei se întoarce fără nimic.',
      keywords: ['sectă', 'secta', 'eretic', 'provocare'],
    },
    bg: {
      title: 'Светилища и еретици',
      text: '5-те плочки със светилище се полагат, заемат и оценяват като манастири; мийпъл в светилище е еретик (вместо това можеш да поставиш мийпъла си на пътя, крепостта или поляната на плочката). Светилище не може да се окаже до повече от един манастир, нито манастир до повече от едно светилище (и по диагонал). Еретик и монах в съседни сгради са в предизвикателство, дори твоите собствени: първата завършена от двете сгради получава 9 точки както обикновено, а мийпълът в другата се връща без точки. Ако една плочка завърши и двете, и двете се оценяват. Предизвикателство, неразрешено до края, оценява и двете като незавършени манастири.',
      example:
        'Боб поставя светилище до манастира на Ани и слага еретик в него. Светилището е завършено първо: Боб получава 9 точки, а монахът на Ани се връща без нищо.',
      keywords: ['светилище', 'еретик', 'култ', 'предизвикателство'],
    },
    lv: {
      title: 'Svētnīcas un ķeceri',
      text: '5 svētnīcu laučiņus uzliek, aizņem un par tiem skaita punktus kā par klosteriem; pavalstnieks uz svētnīcas ir ķeceris (tā vietā pavalstnieku var likt uz laučiņa ceļa, pilsētas vai lauka). Svētnīca nedrīkst nonākt blakus vairāk nekā vienam klosterim, ne klosteris blakus vairāk nekā vienai svētnīcai (arī pa diagonāli). Ķeceris un mūks uz blakus esošām celtnēm ir izaicinājumā, arī ar savu mūku vai ķeceri: pirmā pabeigtā no abām celtnēm saņem 9 punktus kā parasti, bet otras pavalstnieks atgriežas bez punktiem. Ja viens laučiņš pabeidz abas, punktus saņem abas. Beigās neizšķirts izaicinājums abām dod punktus kā nepabeigtiem klosteriem.',
      example:
        'Bobs uzliek svētnīcu blakus Annas klosterim un uzliek uz tās ķeceri. Svētnīca tiek pabeigta pirmā: Bobs saņem 9 punktus, bet Annas mūks atgriežas bez nekā.',
      keywords: ['svētnīca', 'ķeceris', 'kulta vieta', 'izaicinājums'],
    },
    is: {
      title: 'Helgidómar og villutrúarmenn',
      text: 'Helgidómsflísarnar 5 eru lagðar, setnar og metnar eins og klaustur; þegn á helgidómi er villutrúarmaður (þú mátt í staðinn setja þegninn á veg, borg eða engi flísarinnar). Helgidómur má ekki lenda við hlið fleiri en eins klausturs, né klaustur við hlið fleiri en eins helgidóms (líka á ská). Villutrúarmaður og munkur á byggingum hlið við hlið eru í áskorun, líka þínir eigin: sú bygginganna sem fyrst klárast fær 9 stig eins og venjulega og þegninn á hinni fer heim án stiga. Klári ein flís báðar fá báðar stig. Áskorun sem er ekki útkljáð í lokin metur báðar sem ókláruð klaustur.',
      example:
        'Bob leggur helgidóm við hlið klausturs Önnu og setur villutrúarmann á hann. Helgidómurinn klárast fyrst: Bob fær 9 stig og munkur Önnu fer heim tómhentur.',
      keywords: ['helgidómur', 'villutrúarmaður', 'áskorun', 'sértrú'],
    },
  },
};
