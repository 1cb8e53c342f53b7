// The Plague's words in every language: the Latvian rule book's Mēris, blusa, mēra avots, mēra izcelšanās
// žetons, epidēmija, aizbēgt; the Romanian order of play's ciumă, purice, focar, sursă de ciumă;
// Bulgarian and Icelandic have no source: Чумата, бълха, огнище, източник на чума and Plágan, fló,
// faraldur, plágulind are chosen. {figure} is a figure's id, said in the form the sentence needs.
import type { ExpansionWords } from '../../engine/expansion';
import { capital, figureSelect } from '../../i18n/figure-words';

export const plagueWords: ExpansionWords = {
  en: {
    'expansion.plague': 'The Plague',
    'decision.plague.flee':
      'you may let one of your figures flee the plague along its road, city or field (or decline).',
    'decision.plague.take': 'no flea is left in the supply: choose the flea to take off the board.',
    'decision.plague.spread':
      'spread the plague: put a flea on a tile beside an active plague source or an active flea.',
    'choice.plague.plague-flee': `${figureSelect('en', (f) => capital('en', f.word))} at {x},{y} flees to {toX},{toY}`,
    'choice.plague.plague-take': 'The flea at {x},{y}',
    'choice.plague.plague-spread': 'Flea on {x},{y}',
    'event.plague.set-aside': 'A plague tile comes before the 18th tile: it is set aside and goes back later.',
    'event.plague.tiles-back':
      '{count, plural, one {The plague tile set aside goes} other {The # plague tiles set aside go}} back into the supply.',
    'event.plague.outbreak': '{player} places a plague source: outbreak {number} breaks out at {x},{y}.',
    'event.plague.merged': 'The epidemics join: outbreak {number} at {x},{y} is over.',
    'event.plague.stopped': 'No flea is left: outbreak {number} at {x},{y} is over and its tile is safe.',
    'event.plague.no-room': 'The plague has nowhere to spread this turn.',
    'event.plague.spread': '{player} spreads the plague to {x},{y}.',
    'event.plague.fled': `{player}’s ${figureSelect('en', (f) => f.word)} flees from {x},{y} to {toX},{toY}.`,
    'event.plague.taken': '{player} takes the flea at {x},{y} off the board.',
    'refusal.plague.figure-not-there': 'That figure is no longer there.',
    'refusal.plague.no-flea': 'There is no flea there.',
    'refusal.plague.source-placed': 'No figure may be placed in the turn a plague source is placed.',
    'refusal.plague.flea': 'A flea is on that tile.',
    'refusal.plague.active-source': 'That tile is an active plague source.',
  },
  ro: {
    'expansion.plague': 'Ciuma',
    'decision.plague.flee':
      'poți lăsa un pion de-al tău să fugă de ciumă pe drumul, orașul sau câmpul lui (sau renunță).',
    'decision.plague.take': 'nu mai e niciun purice în rezervă: alege puricele pe care îl iei de pe suprafața de joc.',
    'decision.plague.spread':
      'răspândește ciuma: pune un purice pe un cartonaș vecin cu o sursă de ciumă activă sau cu un purice activ.',
    'choice.plague.plague-flee': `${figureSelect('ro', (f) => capital('ro', f.def))} de la {x},{y} fuge la {toX},{toY}`,
    'choice.plague.plague-take': 'Puricele de la {x},{y}',
    'choice.plague.plague-spread': 'Purice pe {x},{y}',
    'event.plague.set-aside':
      'Un cartonaș cu ciumă vine înainte de al 18-lea cartonaș: e pus deoparte și revine mai târziu.',
    'event.plague.tiles-back':
      '{count, plural, one {Cartonașul cu ciumă pus deoparte revine} few {Cele # cartonașe cu ciumă puse deoparte revin} other {Cele # de cartonașe cu ciumă puse deoparte revin}} în teanc.',
    'event.plague.outbreak': '{player} pune o sursă de ciumă: focarul {number} izbucnește la {x},{y}.',
    'event.plague.merged': 'Epidemiile se unesc: focarul {number} de la {x},{y} s-a stins.',
    'event.plague.stopped':
      'Nu mai e niciun purice: focarul {number} de la {x},{y} s-a stins și cartonașul lui e ferit.',
    'event.plague.no-room': 'Ciuma nu are unde să se răspândească în tura aceasta.',
    'event.plague.spread': '{player} răspândește ciuma la {x},{y}.',
    'event.plague.fled': `${figureSelect('ro', (f) => capital('ro', f.def))} lui {player} fuge de la {x},{y} la {toX},{toY}.`,
    'event.plague.taken': '{player} ia puricele de la {x},{y} de pe suprafața de joc.',
    'refusal.plague.figure-not-there': 'Pionul acela nu mai e acolo.',
    'refusal.plague.no-flea': 'Acolo nu e niciun purice.',
    'refusal.plague.source-placed': 'În tura în care pui o sursă de ciumă nu poți pune niciun pion.',
    'refusal.plague.flea': 'Pe cartonașul acela e un purice.',
    'refusal.plague.active-source': 'Cartonașul acela e o sursă de ciumă activă.',
  },
  bg: {
    'expansion.plague': 'Чумата',
    'decision.plague.flee':
      'можеш да оставиш една своя фигурка да избяга от чумата по своя път, град или поле (или да се откажеш).',
    'decision.plague.take': 'в запаса не е останала бълха: избери бълхата, която да вземеш от игралното поле.',
    'decision.plague.spread':
      'разпространи чумата: постави бълха на плочка до активен източник на чума или до активна бълха.',
    'choice.plague.plague-flee': `${figureSelect('bg', (f) => capital('bg', f.def))} от {x},{y} бяга до {toX},{toY}`,
    'choice.plague.plague-take': 'Бълхата на {x},{y}',
    'choice.plague.plague-spread': 'Бълха на {x},{y}',
    'event.plague.set-aside': 'Плочка с чума идва преди 18-ата плочка: оставя се настрана и се връща по-късно.',
    'event.plague.tiles-back':
      '{count, plural, one {Оставената настрана плочка с чума се връща} other {Оставените настрана # плочки с чума се връщат}} в купчината.',
    'event.plague.outbreak': '{player} поставя източник на чума: огнище {number} избухва на {x},{y}.',
    'event.plague.merged': 'Епидемиите се сливат: огнище {number} на {x},{y} угасва.',
    'event.plague.stopped': 'Не е останала бълха: огнище {number} на {x},{y} угасва и плочката му е защитена.',
    'event.plague.no-room': 'Чумата няма накъде да се разпространи този ход.',
    'event.plague.spread': '{player} разпространява чумата на {x},{y}.',
    'event.plague.fled': `${figureSelect('bg', (f) => capital('bg', f.def))} на {player} бяга от {x},{y} до {toX},{toY}.`,
    'event.plague.taken': '{player} взема бълхата на {x},{y} от игралното поле.',
    'refusal.plague.figure-not-there': 'Тази фигурка вече не е там.',
    'refusal.plague.no-flea': 'Там няма бълха.',
    'refusal.plague.source-placed': 'В хода, в който поставяш източник на чума, не можеш да поставиш фигурка.',
    'refusal.plague.flea': 'На тази плочка има бълха.',
    'refusal.plague.active-source': 'Тази плочка е активен източник на чума.',
  },
  lv: {
    'expansion.plague': 'Mēris',
    'decision.plague.flee':
      'vari ļaut vienai savai figūriņai aizbēgt no mēra pa tās ceļu, pilsētu vai lauku (vari arī atteikties).',
    'decision.plague.take': 'krājumā vairs nav blusu: izvēlies blusu, ko paņemt no spēles laukuma.',
    'decision.plague.spread': 'izplati mēri: noliec blusu uz lauciņa blakus aktīvam mēra avotam vai aktīvai blusai.',
    'choice.plague.plague-flee': `${figureSelect('lv', (f) => capital('lv', f.nom))} no {x},{y} bēg uz {toX},{toY}`,
    'choice.plague.plague-take': 'Blusa uz {x},{y}',
    'choice.plague.plague-spread': 'Jauna blusa uz {x},{y}',
    'event.plague.set-aside': 'Mēra lauciņš nāk pirms 18. lauciņa: to noliek malā, un tas atgriezīsies vēlāk.',
    'event.plague.tiles-back':
      '{count, plural, zero {# malā nolikto mēra lauciņu atgriežas} one {# malā noliktais mēra lauciņš atgriežas} other {# malā noliktie mēra lauciņi atgriežas}} kaudzē.',
    'event.plague.outbreak': '{player} noliek mēra avotu: uz {x},{y} izceļas mēra izcelšanās {number}.',
    'event.plague.merged': 'Epidēmijas apvienojas: mēra izcelšanās {number} uz {x},{y} ir apturēta.',
    'event.plague.stopped':
      'Blusu vairs nav: mēra izcelšanās {number} uz {x},{y} ir apturēta, un tās lauciņš ir pasargāts.',
    'event.plague.no-room': 'Šajā gājienā mērim nav kur izplatīties.',
    'event.plague.spread': '{player} izplata mēri uz {x},{y}.',
    'event.plague.fled': `Spēlētāja {player} ${figureSelect('lv', (f) => f.nom)} aizbēg no {x},{y} uz {toX},{toY}.`,
    'event.plague.taken': '{player} paņem blusu no {x},{y}.',
    'refusal.plague.figure-not-there': 'Šīs figūriņas tur vairs nav.',
    'refusal.plague.no-flea': 'Tur nav blusas.',
    'refusal.plague.source-placed': 'Gājienā, kurā noliec mēra avotu, nevar novietot figūriņu.',
    'refusal.plague.flea': 'Uz šī lauciņa ir blusa.',
    'refusal.plague.active-source': 'Šis lauciņš ir aktīvs mēra avots.',
  },
  is: {
    'expansion.plague': 'Plágan',
    'decision.plague.flee':
      'þú mátt láta eina af fígúrunum þínum flýja pláguna eftir vegi sínum, borg eða akri (eða sleppa því).',
    'decision.plague.take': 'engin fló er eftir í birgðunum: veldu flóna sem þú tekur af borðinu.',
    'decision.plague.spread': 'breiddu út pláguna: settu fló á reit við hlið virkrar plágulindar eða virkrar flóar.',
    'choice.plague.plague-flee': `${figureSelect('is', (f) => capital('is', f.nomDef))} á {x},{y} flýr til {toX},{toY}`,
    'choice.plague.plague-take': 'Flóin á {x},{y}',
    'choice.plague.plague-spread': 'Fló á {x},{y}',
    'event.plague.set-aside': 'Plágureitur kemur á undan 18. reitnum: hann er lagður til hliðar og kemur aftur síðar.',
    'event.plague.tiles-back':
      '{count, plural, one {# plágureitur sem var lagður til hliðar fer} other {# plágureitir sem voru lagðir til hliðar fara}} aftur í bunkann.',
    'event.plague.outbreak': '{player} leggur plágulind: faraldur {number} brýst út á {x},{y}.',
    'event.plague.merged': 'Farsóttirnar renna saman: faraldri {number} á {x},{y} er lokið.',
    'event.plague.stopped': 'Engin fló er eftir: faraldri {number} á {x},{y} er lokið og reiturinn er óhultur.',
    'event.plague.no-room': 'Plágan getur hvergi breiðst út í þessari umferð.',
    'event.plague.spread': '{player} breiðir pláguna út á {x},{y}.',
    'event.plague.fled': `{player} lætur ${figureSelect('is', (f) => f.accDef)} flýja frá {x},{y} til {toX},{toY}.`,
    'event.plague.taken': '{player} tekur flóna á {x},{y} af borðinu.',
    'refusal.plague.figure-not-there': 'Sú fígúra er ekki þar lengur.',
    'refusal.plague.no-flea': 'Þar er engin fló.',
    'refusal.plague.source-placed': 'Enga fígúru má setja í umferðinni sem plágulind er lögð.',
    'refusal.plague.flea': 'Fló er á þeim reit.',
    'refusal.plague.active-source': 'Sá reitur er virk plágulind.',
  },
};
