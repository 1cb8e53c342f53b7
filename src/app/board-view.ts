// What the board image says that comes from the game's rules, worded here in the game's language and
// handed to the renderer (which draws it and knows no game words): the pending question, and a line
// for each lettered figure spot.
import { drawableText } from '../../render/font-coverage';
import { figureLetter, type PanelWords } from '../../render/view';
import { decisionTilesOf, type GameState, legalMoves, pendingDecision } from '../engine';
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

/**
 * The tiles the pending question is about though its answers are not tiles (the tile up for auction), for
 * the title of their picture ("The tile in question: tile 3"): their count and numbers; undefined when the
 * question's extra picture, if any, is of the tiles to choose from (render/hand.ts draws them first).
 */
export function shownTilesParams(state: GameState): { count: number; numbers: string } | undefined {
  const tiles = decisionTilesOf(state);
  return tiles.length ? { count: tiles.length, numbers: tiles.map((t) => t.number).join(', ') } : undefined;
}
