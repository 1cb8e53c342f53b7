// The Robbers' words in every language (the catalog merges them; test/i18n checks the keys match).

import type { ExpansionWords } from '../../engine/expansion';
import { POINTS, POINTS_OBJECT } from '../points-words';

export const robbersWords: ExpansionWords = {
  en: {
    'expansion.robbers': 'Robbers',
    'word.figure.robber': 'robber',
    'word.figure.count.robber': '{count, plural, one {# robber} other {# robbers}}',
    'decision.robbers.place': 'beside whose scoring figure does your robber go on the score track?',
    'decision.robbers.rob': 'several figures beside your robber scored at once: whom does it rob?',
    'choice.robbers.robber-beside':
      "Beside {player}'s {figure, select, messenger {messenger} other {meeple}} (space {space})",
    'choice.robbers.robber-rob': `Rob {player} (${POINTS.en})`,
    'points.robbers.steal': `{player}'s robber steals ${POINTS.en} from {victim}.`,
    'points.robbers.left-over': `{player}'s robber is still on the track: ${POINTS.en}.`,
    'event.robbers.placed':
      "{player}'s robber goes beside {target}'s {figure, select, messenger {messenger} other {meeple}} (space {space}).",
    'event.robbers.followed':
      "{player}'s robber moves along with {target}'s {figure, select, messenger {messenger} other {meeple}} to space {space}.",
    'panel.robbers.robber': 'robber on {space}',
  },
  ro: {
    'expansion.robbers': 'Haiducii',
    'word.figure.robber': 'haiduc',
    'word.figure.count.robber': '{count, plural, one {# haiduc} few {# haiduci} other {# de haiduci}}',
    'decision.robbers.place': 'lângă pionul de scor al cui pui haiducul pe tabla de punctaj?',
    'decision.robbers.rob': 'mai mulți pioni de lângă haiducul tău au primit puncte deodată: pe cine jefuiește?',
    'choice.robbers.robber-beside':
      'Lângă {figure, select, messenger {mesagera} other {supusul}} jucătorului {player} (căsuța {space})',
    'choice.robbers.robber-rob': `Jefuiește-l pe {player} (${POINTS.ro})`,
    'points.robbers.steal': `Haiducul jucătorului {player} fură ${POINTS.ro} de la {victim}.`,
    'points.robbers.left-over': `Haiducul jucătorului {player} e încă pe tabla de punctaj: ${POINTS.ro}.`,
    'event.robbers.placed':
      'Haiducul jucătorului {player} stă lângă {figure, select, messenger {mesagera} other {supusul}} jucătorului {target} (căsuța {space}).',
    'event.robbers.followed':
      'Haiducul jucătorului {player} merge cu {figure, select, messenger {mesagera} other {supusul}} jucătorului {target} pe căsuța {space}.',
    'panel.robbers.robber': 'haiduc pe {space}',
  },
  bg: {
    'expansion.robbers': 'Крадци',
    'word.figure.robber': 'крадец',
    'word.figure.count.robber': '{count, plural, one {# крадец} other {# крадеца}}',
    'decision.robbers.place': 'до чия фигурка на таблото за отброяване застава крадецът ти?',
    'decision.robbers.rob': 'няколко фигурки до крадеца ти получиха точки едновременно: кого ограбва?',
    'choice.robbers.robber-beside':
      'До {figure, select, messenger {вестоносеца} other {мийпъла}} на {player} (поле {space})',
    'choice.robbers.robber-rob': `Ограби {player} (${POINTS.bg})`,
    'points.robbers.steal': `Крадецът на {player} краде ${POINTS.bg} от {victim}.`,
    'points.robbers.left-over': `Крадецът на {player} още е на таблото: ${POINTS.bg}.`,
    'event.robbers.placed':
      'Крадецът на {player} застава до {figure, select, messenger {вестоносеца} other {мийпъла}} на {target} (поле {space}).',
    'event.robbers.followed':
      'Крадецът на {player} тръгва с {figure, select, messenger {вестоносеца} other {мийпъла}} на {target} до поле {space}.',
    'panel.robbers.robber': 'крадец на {space}',
  },
  lv: {
    'expansion.robbers': 'Laupītāji',
    'word.figure.robber': 'laupītājs',
    'word.figure.count.robber': '{count, plural, zero {# laupītāju} one {# laupītājs} other {# laupītāji}}',
    'decision.robbers.place': 'blakus kura spēlētāja figūriņai uz punktu skaitīšanas plāksnītes stājas tavs laupītājs?',
    'decision.robbers.rob': 'vairākas figūriņas blakus tavam laupītājam saņēma punktus reizē: ko tas aplaupa?',
    'choice.robbers.robber-beside':
      'Blakus {player}: {figure, select, messenger {sieviešu pavalstnieks} other {pavalstnieks}} (lauciņš {space})',
    'choice.robbers.robber-rob': `Aplaupi {player} (${POINTS.lv})`,
    'points.robbers.steal': `Spēlētāja {player} laupītājs nozog spēlētājam {victim} ${POINTS_OBJECT.lv}.`,
    'points.robbers.left-over': `Spēlētāja {player} laupītājs joprojām ir uz plāksnītes: ${POINTS.lv}.`,
    'event.robbers.placed':
      'Spēlētāja {player} laupītājs stājas blakus spēlētāja {target} {figure, select, messenger {sieviešu pavalstniekam} other {pavalstniekam}} (lauciņš {space}).',
    'event.robbers.followed':
      'Spēlētāja {player} laupītājs pārvietojas kopā ar spēlētāja {target} {figure, select, messenger {sieviešu pavalstnieku} other {pavalstnieku}} uz lauciņu {space}.',
    'panel.robbers.robber': 'laupītājs uz {space}',
  },
  is: {
    'expansion.robbers': 'Ræningjar',
    'word.figure.robber': 'ræningi',
    'word.figure.count.robber': '{count, plural, one {# ræningi} other {# ræningjar}}',
    'decision.robbers.place': 'við hvaða stigafígúru fer ræninginn þinn á stigatöflunni?',
    'decision.robbers.rob': 'nokkrar fígúrur við ræningjann þinn fengu stig í einu: hvern rænir hann?',
    'choice.robbers.robber-beside':
      'Við {figure, select, messenger {sendiboðann} other {þegninn}} hjá {player} (reitur {space})',
    'choice.robbers.robber-rob': `Rændu leikmanninn {player} (${POINTS.is})`,
    'points.robbers.steal': `Ræninginn sem {player} á stelur ${POINTS.is} frá leikmanninum {victim}.`,
    'points.robbers.left-over': `Ræninginn sem {player} á er enn á töflunni: ${POINTS.is}.`,
    'event.robbers.placed':
      'Ræninginn sem {player} á fer við {figure, select, messenger {sendiboðann} other {þegninn}} hjá {target} (reitur {space}).',
    'event.robbers.followed':
      'Ræninginn sem {player} á fylgir {figure, select, messenger {sendiboðanum} other {þegninum}} hjá {target} á reit {space}.',
    'panel.robbers.robber': 'ræningi á {space}',
  },
};
