// Adds the expansions' drawings to the renderer's registries: the composition root hands it their
// manifests' art at start-up (before any drawing), in the root's order. Nothing registers itself on import.
import type { ExpansionManifest } from '../../src/engine';
import { isMessageKey, type Translate } from '../../src/i18n';
import { registerBoardOverlay } from '../art/board-overlay';
import { registerChoiceAnchor } from '../art/choice-anchor';
import { registerDerivedEmblem, registerEmblemArt } from '../art/emblem-art';
import { registerFeatureArt, registerMarkedFeatureArt } from '../art/feature-art';
import { registerFigureAnchor, registerFigureArt } from '../art/figure-art';
import { registerTileSymbolArt } from '../art/tile-symbol-art';
import { registerGameLine } from '../panel/game-lines';
import { registerPlayerLine } from '../panel/player-lines';
import type { ArtRegistrar, ExpansionArt, ExpansionTranslate } from '.';

/** The catalog's translate for an expansion's own keys, which it builds at run time: null for a key the catalog lacks. */
const expansionWords =
  (t: Translate): ExpansionTranslate =>
  (key, params) =>
    isMessageKey(key) ? t(key, params) : null;

function registrarFor(module: string): ArtRegistrar {
  return {
    feature: registerFeatureArt,
    markedFeature: registerMarkedFeatureArt,
    emblem: registerEmblemArt,
    derivedEmblem: (derive) => registerDerivedEmblem(module, derive),
    figure: registerFigureArt,
    figureAnchor: (kind, anchor) => registerFigureAnchor(module, kind, anchor),
    tileSymbol: registerTileSymbolArt,
    boardOverlay: (overlay) => registerBoardOverlay(module, overlay),
    choiceAnchor: (anchor) => registerChoiceAnchor(module, anchor),
    playerLine: (line) => registerPlayerLine(module, (state, player, t) => line(state, player, expansionWords(t))),
    gameLine: (line) => registerGameLine(module, (state, t) => line(state, expansionWords(t))),
  };
}

/** Registers each expansion's art (by kind or module id: installing again replaces, never doubles). */
export function installArt(expansions: readonly ExpansionManifest<ExpansionArt>[]): void {
  for (const { id, art } of expansions) art?.(registrarFor(id));
}
