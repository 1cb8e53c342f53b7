// The School's words in every language: the Latvian rule book's skola and skolotājs ("Skola", seed 000
// l.3084–3134), the Romanian order of play's profesor and școală (order-of-play.md's glossary); Bulgarian
// (училище, учител) and Icelandic (skóli, kennari) have no source and are chosen. {feature} is the kind of
// the feature whose points the teacher copies, chosen by a select in the case each sentence needs.
import type { ExpansionWords } from '../../engine/expansion';
import { POINTS, POINTS_OBJECT } from '../points-words';

/** The feature, as "for the <feature>" needs it in each language. */
const FOR_FEATURE = {
  en: 'the {feature, select, city {city} road {road} monastery {monastery} field {field} garden {garden} other {feature}}',
  ro: '{feature, select, city {orașul} road {drumul} monastery {mănăstirea} field {câmpul} garden {grădina} other {teritoriul}}',
  bg: '{feature, select, city {крепостта} road {пътя} monastery {манастира} field {поляната} garden {градината} other {обекта}}',
  lv: '{feature, select, city {pilsētu} road {ceļu} monastery {klosteri} field {lauku} garden {dārzu} other {objektu}}',
  is: '{feature, select, city {borgina} road {veginn} monastery {klaustrið} field {akurinn} garden {garðinn} other {svæðið}}',
};

export const schoolWords: ExpansionWords = {
  en: {
    'expansion.school': 'The School',
    'word.figure.teacher': 'teacher',
    'word.figure.teacher.count': '{count, plural, one {# teacher} other {# teachers}}',
    'decision.school.teacher-copy':
      'you hold the teacher and several players scored at once: choose which points the teacher copies.',
    'decision.school.teacher-first':
      'you scored several features at once: choose which one scores first; the teacher copies only that one.',
    'choice.school.school-copy': `${POINTS.en} for ${FOR_FEATURE.en} at {x},{y}`,
    'choice.school.school-first': `First ${FOR_FEATURE.en} at {x},{y} (${POINTS.en})`,
    'points.school.teacher': `{player} holds the teacher and scores ${POINTS.en} too, as many as ${FOR_FEATURE.en} paid.`,
    'event.school.laid': 'The school is laid at {x},{y}, the teacher in it.',
    'event.school.taken': '{player} completed a road to the school and takes the teacher.',
    'event.school.passed':
      '{player} completed a road to the school and takes the teacher straight from {owner}: nothing was scored for him to copy.',
    'event.school.kept': '{player} completed another road to the school and keeps the teacher.',
    'event.school.returned': '{player} sends the teacher back to the school.',
    'event.school.retired': 'All six roads to the school are done: the teacher stays at the school for good.',
    'event.school.first': `{player} scores ${FOR_FEATURE.en} first: the teacher copies its ${POINTS.en}.`,
    'event.school.eaten': 'The dragon eats the teacher: he leaves the game.',
    'refusal.school.no-such-scoring': 'The teacher cannot copy that scoring.',
    'panel.school.teacher': 'holds the teacher',
    'option.teacherCopies.completed': 'The School: the teacher copies a completed feature (the rules)',
    'option.teacherCopies.any-scoring': 'The School: the teacher copies any scoring in play',
    'option.lastSchoolRoad.teacher-stays': 'The School: after the sixth road the teacher stays (the rules)',
    'option.lastSchoolRoad.one-more-lesson': "The School: the sixth road's completer takes the teacher once more",
  },
  ro: {
    'expansion.school': 'Școala',
    'word.figure.teacher': 'profesor',
    'word.figure.teacher.count': '{count, plural, one {# profesor} few {# profesori} other {# de profesori}}',
    'decision.school.teacher-copy':
      'ai profesorul și mai mulți jucători au punctat deodată: alege ce puncte copiază profesorul.',
    'decision.school.teacher-first':
      'ai punctat mai multe teritorii deodată: alege care se punctează primul; profesorul îl copiază doar pe acela.',
    'choice.school.school-copy': `${POINTS.ro} pentru ${FOR_FEATURE.ro} de la {x},{y}`,
    'choice.school.school-first': `Întâi ${FOR_FEATURE.ro} de la {x},{y} (${POINTS.ro})`,
    'points.school.teacher': `{player} are profesorul și primește și el ${POINTS.ro}, cât a adus ${FOR_FEATURE.ro}.`,
    'event.school.laid': 'Școala se așază la {x},{y}, cu profesorul în ea.',
    'event.school.taken': '{player} a terminat un drum spre școală și ia profesorul.',
    'event.school.passed':
      '{player} a terminat un drum spre școală și ia profesorul direct de la {owner}: nu s-a punctat nimic de copiat.',
    'event.school.kept': '{player} a terminat încă un drum spre școală și păstrează profesorul.',
    'event.school.returned': '{player} trimite profesorul înapoi la școală.',
    'event.school.retired':
      'Toate cele șase drumuri spre școală sunt terminate: profesorul rămâne la școală definitiv.',
    'event.school.first': `{player} punctează întâi ${FOR_FEATURE.ro}: profesorul îi copiază ${POINTS.ro}.`,
    'event.school.eaten': 'Balaurul mănâncă profesorul: acesta iese din joc.',
    'refusal.school.no-such-scoring': 'Profesorul nu poate copia această punctare.',
    'panel.school.teacher': 'are profesorul',
    'option.teacherCopies.completed': 'Școala: profesorul copiază un teritoriu terminat (regulile)',
    'option.teacherCopies.any-scoring': 'Școala: profesorul copiază orice punctare din timpul jocului',
    'option.lastSchoolRoad.teacher-stays': 'Școala: după al șaselea drum profesorul rămâne (regulile)',
    'option.lastSchoolRoad.one-more-lesson': 'Școala: cine termină al șaselea drum ia profesorul încă o dată',
  },
  bg: {
    'expansion.school': 'Училището',
    'word.figure.teacher': 'учител',
    'word.figure.teacher.count': '{count, plural, one {# учител} other {# учители}}',
    'decision.school.teacher-copy':
      'учителят е при теб, а няколко играчи получиха точки наведнъж: избери кои точки копира учителят.',
    'decision.school.teacher-first':
      'получи точки за няколко обекта наведнъж: избери кой се оценява пръв; учителят копира само него.',
    'choice.school.school-copy': `${POINTS.bg} за ${FOR_FEATURE.bg} на {x},{y}`,
    'choice.school.school-first': `Първо ${FOR_FEATURE.bg} на {x},{y} (${POINTS.bg})`,
    'points.school.teacher': `{player} има учителя и получава още ${POINTS.bg}, колкото бяха точките за ${FOR_FEATURE.bg}.`,
    'event.school.laid': 'Училището е положено на {x},{y}, с учителя в него.',
    'event.school.taken': '{player} завърши път към училището и взема учителя.',
    'event.school.passed':
      '{player} завърши път към училището и взема учителя направо от {owner}: нямаше точки за копиране.',
    'event.school.kept': '{player} завърши още един път към училището и задържа учителя.',
    'event.school.returned': '{player} връща учителя в училището.',
    'event.school.retired': 'И шестте пътя към училището са завършени: учителят остава в училището завинаги.',
    'event.school.first': `{player} получава първо точките за ${FOR_FEATURE.bg}: учителят копира ${POINTS.bg}.`,
    'event.school.eaten': 'Драконът изяжда учителя: той излиза от играта.',
    'refusal.school.no-such-scoring': 'Учителят не може да копира това оценяване.',
    'panel.school.teacher': 'има учителя',
    'option.teacherCopies.completed': 'Училището: учителят копира завършен обект (правилата)',
    'option.teacherCopies.any-scoring': 'Училището: учителят копира всяко оценяване по време на игра',
    'option.lastSchoolRoad.teacher-stays': 'Училището: след шестия път учителят остава (правилата)',
    'option.lastSchoolRoad.one-more-lesson': 'Училището: завършилият шестия път взема учителя още веднъж',
  },
  lv: {
    'expansion.school': 'Skola',
    'word.figure.teacher': 'skolotājs',
    'word.figure.teacher.count': '{count, plural, zero {# skolotāju} one {# skolotājs} other {# skolotāji}}',
    'decision.school.teacher-copy':
      'skolotājs ir pie tevis, un vairāki spēlētāji saņēma punktus reizē: izvēlies, kurus punktus skolotājs kopē.',
    'decision.school.teacher-first':
      'tu reizē saņēmi punktus par vairākiem objektiem: izvēlies, par kuru punkti tiek saņemti vispirms; skolotājs kopē tikai to.',
    'choice.school.school-copy': `${POINTS.lv} par ${FOR_FEATURE.lv} {x},{y}`,
    'choice.school.school-first': `Vispirms par ${FOR_FEATURE.lv} {x},{y} (${POINTS.lv})`,
    'points.school.teacher': `{player} tur skolotāju un arī saņem ${POINTS_OBJECT.lv}, tikpat cik par ${FOR_FEATURE.lv}.`,
    'event.school.laid': 'Skola novietota {x},{y}, skolotājs tajā.',
    'event.school.taken': '{player} pabeidza ceļu pie skolas un paņem skolotāju.',
    'event.school.passed':
      '{player} pabeidza ceļu pie skolas un paņem skolotāju tieši no spēlētāja {owner}: punkti netika saņemti, nebija ko kopēt.',
    'event.school.kept': '{player} pabeidza vēl vienu ceļu pie skolas un patur skolotāju.',
    'event.school.returned': '{player} atgriež skolotāju uz skolu.',
    'event.school.retired': 'Visi 6 ceļi pie skolas ir pabeigti: skolotājs paliek skolā un nekad vairs to neatstāj.',
    'event.school.first': `{player} vispirms saņem punktus par ${FOR_FEATURE.lv}: skolotājs kopē ${POINTS_OBJECT.lv}.`,
    'event.school.eaten': 'Pūķis apēd skolotāju: viņš pilnīgi iziet no spēles.',
    'refusal.school.no-such-scoring': 'Skolotājs šos punktus kopēt nevar.',
    'panel.school.teacher': 'tur skolotāju',
    'option.teacherCopies.completed': 'Skola: skolotājs kopē pabeigtu objektu (noteikumi)',
    'option.teacherCopies.any-scoring': 'Skola: skolotājs kopē jebkurus punktus spēles laikā',
    'option.lastSchoolRoad.teacher-stays': 'Skola: pēc sestā ceļa skolotājs paliek skolā (noteikumi)',
    'option.lastSchoolRoad.one-more-lesson': 'Skola: sestā ceļa pabeidzējs paņem skolotāju vēl vienu reizi',
  },
  is: {
    'expansion.school': 'Skólinn',
    'word.figure.teacher': 'kennari',
    'word.figure.teacher.count': '{count, plural, one {# kennari} other {# kennarar}}',
    'decision.school.teacher-copy':
      'þú ert með kennarann og fleiri en einn leikmaður fékk stig í einu: veldu hvaða stig kennarinn afritar.',
    'decision.school.teacher-first':
      'þú fékkst stig fyrir fleiri en eitt svæði í einu: veldu hvert telst fyrst; kennarinn afritar aðeins það.',
    'choice.school.school-copy': `${POINTS.is} fyrir ${FOR_FEATURE.is} á {x},{y}`,
    'choice.school.school-first': `Fyrst ${FOR_FEATURE.is} á {x},{y} (${POINTS.is})`,
    'points.school.teacher': `{player} er með kennarann og fær líka ${POINTS.is}, jafnmörg og fengust fyrir ${FOR_FEATURE.is}.`,
    'event.school.laid': 'Skólinn er lagður á {x},{y}, með kennarann í honum.',
    'event.school.taken': '{player} lauk vegi að skólanum og tekur kennarann.',
    'event.school.passed':
      '{player} lauk vegi að skólanum og tekur kennarann beint frá leikmanninum {owner}: engin stig fengust til að afrita.',
    'event.school.kept': '{player} lauk öðrum vegi að skólanum og heldur kennaranum.',
    'event.school.returned': '{player} sendir kennarann aftur í skólann.',
    'event.school.retired': 'Öllum sex vegunum að skólanum er lokið: kennarinn verður í skólanum til leiksloka.',
    'event.school.first': `{player} fær fyrst stig fyrir ${FOR_FEATURE.is}: kennarinn afritar ${POINTS.is}.`,
    'event.school.eaten': 'Drekinn étur kennarann: hann fer úr leik.',
    'refusal.school.no-such-scoring': 'Kennarinn getur ekki afritað þessi stig.',
    'panel.school.teacher': 'er með kennarann',
    'option.teacherCopies.completed': 'Skólinn: kennarinn afritar klárað svæði (reglurnar)',
    'option.teacherCopies.any-scoring': 'Skólinn: kennarinn afritar hvaða stig sem fást í leiknum',
    'option.lastSchoolRoad.teacher-stays': 'Skólinn: eftir sjötta veginn verður kennarinn um kyrrt (reglurnar)',
    'option.lastSchoolRoad.one-more-lesson': 'Skólinn: sá sem lýkur sjötta veginum tekur kennarann einu sinni enn',
  },
};
