// What the board image says that comes from the game's rules, worded here in the game's language and
// handed to the renderer (which draws it and knows no game words): the pending question, and a line
// for each lettered figure spot.
import { drawableText } from '../../render/font-coverage';
import { figureLetter, type PanelWords } from '../../render/view';
import { type GameState, legalMoves, pendingDecision } from '../engine';
import { type Locale, translator } from '../i18n';
import { decisionQuestion, featureWord, figureWord, moduleParams } from './game-words';

/** The panel's words for `state` in `locale`. */
export function panelWords(state: GameState, locale: Locale): PanelWords {
  const t = translator(locale);
  const decision = state.turn.step === 'decide' ? pendingDecision(state) : undefined;
  if (decision) {
    // the module's particulars (a dragon's step number ...), players named as on the panel
    const named = (id: string) => drawableText(state.players.find((p) => p.id === id)?.name ?? id);
    const params = moduleParams(
      decision.data,
      state.players.map((p) => p.id),
      named,
    );
    const question = decisionQuestion(decision, params);
    return { question: t(question.key, question.params) };
  }
  const legal = state.turn.step === 'placeFigure' ? legalMoves(state) : undefined;
  if (legal?.step !== 'placeFigure') return {};
  const spotLines = legal.spots.map((spot, i) => {
    const letter = figureLetter(i);
    const feature = featureWord(spot.kind);
    return spot.figures.length > 1
      ? t('panel.spot.kinds', { letter, feature, figures: spot.figures.map(figureWord) })
      : t('panel.spot', { letter, feature });
  });
  return { spotLines };
}
