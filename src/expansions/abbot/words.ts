// The Abbot's words in every language (the game words' sources: docs/glossary-*.md).
import type { ExpansionWords } from '../../engine/expansion';

export const abbotWords: ExpansionWords = {
  en: {
    'expansion.abbot': 'The Abbot',
    'word.figure.abbot': 'abbot',
    'word.figure.count.abbot': '{count, plural, one {# abbot} other {# abbots}}',
    'action.recallAbbot': 'Call your abbot back (scores {points})',
    'refusal.abbot.none-to-recall': 'You have no abbot on the board to call back.',
    'score.what.recalled':
      '{kind, select, garden {abbot recalled from a garden} other {abbot recalled from a monastery}}',
  },
  ro: {
    'expansion.abbot': 'Abatele',
    'word.figure.abbot': 'abate',
    'word.figure.count.abbot': '{count, plural, one {# abate} few {# abați} other {# de abați}}',
    'action.recallAbbot': 'Retrage-ți abatele (primești {points} puncte)',
    'refusal.abbot.none-to-recall': 'Nu ai niciun abate pe tablă pe care să-l retragi.',
    'score.what.recalled':
      '{kind, select, garden {abate retras de pe o grădină} other {abate retras dintr-o mănăstire}}',
  },
  bg: {
    'expansion.abbot': 'Абатът',
    'word.figure.abbot': 'абат',
    'word.figure.count.abbot': '{count, plural, one {# абат} other {# абата}}',
    'action.recallAbbot': 'Прибери абата си (носи {points} т.)',
    'refusal.abbot.none-to-recall': 'Нямаш абат на полето, който да прибереш.',
    'score.what.recalled': '{kind, select, garden {абат, прибран от градина} other {абат, прибран от манастир}}',
  },
  lv: {
    'expansion.abbot': 'Abats',
    'word.figure.abbot': 'abats',
    'word.figure.count.abbot': '{count, plural, zero {# abatu} one {# abats} other {# abati}}',
    'action.recallAbbot': 'Atsauc savu abatu (punkti: {points})',
    'refusal.abbot.none-to-recall': 'Spēles laukumā tev nav abata, ko atsaukt.',
    'score.what.recalled': '{kind, select, garden {abata atsaukšanu no dārza} other {abata atsaukšanu no klostera}}',
  },
  is: {
    'expansion.abbot': 'Ábótinn',
    'word.figure.abbot': 'ábóti',
    'word.figure.count.abbot': '{count, plural, one {# ábóti} other {# ábótar}}',
    'action.recallAbbot': 'Kalla ábótann til baka ({points} stig)',
    'refusal.abbot.none-to-recall': 'Þú átt engan ábóta á borðinu til að kalla til baka.',
    'score.what.recalled':
      '{kind, select, garden {að kalla ábótann til baka af garði} other {að kalla ábótann til baka úr klaustri}}',
  },
};
