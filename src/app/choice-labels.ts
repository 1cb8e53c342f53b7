// The labels of a question's answers, told apart: an answer that reads like another, in any language, says
// where it is: how many tiles from the tile just placed (the highlighted one), then which side of its
// tile, then which corner, and, failing all, its number. So a menu never offers two answers that look alike.
import { type DecisionChoice, type GameState, orientedOf, tileAt } from '../engine';
import { EDGES, HALF_EDGES } from '../engine/geometry';
import type { Edge, HalfEdge } from '../engine/types';
import { LOCALES, type Message, message, render } from '../i18n';

/** Where an answer is, in words; undefined where this way of telling adds nothing. */
type Detail = (state: GameState, choice: DecisionChoice, index: number) => Message | undefined;

/** "2↑ 1→": tiles north or south, then east or west, as arrows every language reads. */
function offsetText(dx: number, dy: number): string {
  const parts: string[] = [];
  if (dy) parts.push(`${Math.abs(dy)}${dy < 0 ? '↑' : '↓'}`);
  if (dx) parts.push(`${Math.abs(dx)}${dx > 0 ? '→' : '←'}`);
  return parts.join(' ');
}

/** How far the answer's tile lies from the tile just placed (or from the start tile, before one is). */
const offset: Detail = (state, choice) => {
  const at = choice.at;
  if (!at) return message('where.choice', { number: 0 });
  const placed = state.turn.placed;
  const from = placed ?? { x: 0, y: 0 };
  const text = offsetText(at.x - from.x, at.y - from.y);
  if (placed) return text ? message('where.from-new-tile', { offset: text }) : message('where.on-new-tile');
  return text ? message('where.from-start', { offset: text }) : message('where.on-start');
};

/** The tile an answer's feature lies on, turned as it lies, and the feature's number there. */
function featureTile(state: GameState, choice: DecisionChoice) {
  const at = choice.at;
  const placed = at && tileAt(state.board, at.x, at.y);
  return at && placed && at.feature !== undefined ? { tile: orientedOf(placed), feature: at.feature } : undefined;
}

/**
 * The side of its tile the answer's feature touches (a monastery: the middle); a field, a side it runs
 * along whole where it has one (the west field of a road running north to south), else where it begins.
 */
const side: Detail = (state, choice) => {
  const found = featureTile(state, choice);
  if (!found) return message('where.side', { side: 'middle' });
  const { tile, feature } = found;
  const along = (e: Edge) => tile.halfFeature[`${e}L`] === feature && tile.halfFeature[`${e}R`] === feature;
  const edge =
    EDGES.find((e) => tile.edgeFeature[e] === feature) ??
    EDGES.find(along) ??
    HALF_EDGES.find((h) => tile.halfFeature[h] === feature)?.charAt(0);
  return message('where.side', { side: edge ?? 'middle' });
};

/** The corner of the tile each half-edge lies at (HALF_EDGES run clockwise from the north-west corner). */
const CORNER_OF_HALF: Readonly<Record<HalfEdge, string>> = {
  NL: 'NW',
  NR: 'NE',
  EL: 'NE',
  ER: 'SE',
  SL: 'SE',
  SR: 'SW',
  WL: 'SW',
  WR: 'NW',
};

/**
 * The corner of its tile the answer's feature fills, where it fills one only: of two fields touching the
 * same side (between the arms of a road junction), one lies in a corner, or each in its own.
 */
const corner: Detail = (state, choice) => {
  const found = featureTile(state, choice);
  if (!found) return undefined;
  const { tile, feature } = found;
  const corners = new Set(HALF_EDGES.filter((h) => tile.halfFeature[h] === feature).map((h) => CORNER_OF_HALF[h]));
  const [only] = corners;
  return corners.size === 1 && only ? message('where.corner', { corner: only }) : undefined;
};

const ordinal: Detail = (_state, _choice, index) => message('where.choice', { number: index + 1 });

/** The indexes of labels that read like another label in some language. */
function alike(labels: readonly Message[]): Set<number> {
  const found = new Set<number>();
  for (const locale of LOCALES) {
    const first = new Map<string, number>();
    labels.forEach((label, i) => {
      const text = render(locale, label);
      const earlier = first.get(text);
      if (earlier === undefined) first.set(text, i);
      else found.add(earlier).add(i);
    });
  }
  return found;
}

/** The labels, each one that reads like another told apart by where its answer is. */
export function distinguishedLabels(
  state: GameState,
  choices: readonly DecisionChoice[],
  labels: readonly Message[],
): Message[] {
  let out = [...labels];
  for (const detail of [offset, side, corner, ordinal]) {
    const same = alike(out);
    if (!same.size) break;
    out = out.map((label, i) => {
      const choice = choices[i];
      if (!same.has(i) || !choice || (detail !== ordinal && !choice.at)) return label;
      const where = detail(state, choice, i);
      return where ? message('choice.where', { label, where }) : label;
    });
  }
  return out;
}
