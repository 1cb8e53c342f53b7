// The engine's codes as messages: game words, expansion titles, action labels, refusals and scores. The
// engine says what happened in codes and numbers; these name it in the catalog, for any language.
import type { CodeParams, Decision, DecisionChoice, FeatureSummary, Refusal, ScoreDetail, ScoreTerm } from '../engine';
import { isMessageKey, type Message, type MessageKey, type MessageParams, message, render } from '../i18n';

const keyOr = (key: string, fallback: MessageKey): MessageKey => (isMessageKey(key) ? key : fallback);

/** A rule variant's value, named for the lobby (option.<name>.<value>; the option's name if unworded). */
export const variantWord = (name: string, value: unknown): Message =>
  message(keyOr(`option.${name}.${String(value)}`, 'expansion.base'));

export const figureWord = (kind: string): Message => message(keyOr(`word.figure.${kind}`, 'word.figure.meeple'));
export const figureCount = (kind: string, count: number): Message =>
  message(keyOr(`word.figure.count.${kind}`, 'word.figure.count.meeple'), { count });
export const featureWord = (kind: string): Message => message(keyOr(`word.feature.${kind}`, 'word.feature.other'));
/** A number of a player's tokens of one kind ("2 grain"): word.token.count.<token>, in its expansion's words. */
export const tokenCount = (token: string, count: number): Message =>
  message(keyOr(`word.token.count.${token}`, 'word.token.count.other'), { count });
export const colorWord = (color: string): Message => message(keyOr(`word.color.${color}`, 'word.color.red'));
export const rotationWord = (degrees: number): Message => message('word.rotation', { degrees });
export const expansionTitle = (id: string): Message => message(keyOr(`expansion.${id}`, 'expansion.base'));

/** The words on an action's button ("Call your abbot back (scores 5)"). */
export const actionLabel = (choice: { action: string; params?: CodeParams }): Message =>
  message(keyOr(`action.${choice.action}`, 'action.unknown'), { ...choice.params });

/** A player's id as words: their name (the app passes its own naming; tools show the id). */
export type PlayerNaming = (id: string) => string;

/**
 * A module's parameters for its words: a string that is a player's id becomes the player's name (a
 * robber's victim, a crop circle's owner ...); everything else stays as it is. A `figure` stays its id,
 * so the message's select picks the figure's word in the form its sentence needs.
 */
export function moduleParams(
  params: Readonly<Record<string, unknown>> = {},
  players: readonly string[] = [],
  name: PlayerNaming = (id) => id,
): MessageParams {
  const out: Record<string, MessageParams[string]> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'number') out[key] = value;
    else if (typeof value !== 'string') continue;
    else out[key] = players.includes(value) ? name(value) : value;
  }
  return out;
}

/**
 * The question of a module's decision ("where does your robber go?"): decision.<module>.<kind>, with the
 * scalar particulars the module keeps with it (`data`) as parameters.
 */
export const decisionQuestion = (decision: Decision, params: MessageParams = {}): Message =>
  message(keyOr(`decision.${decision.module}.${decision.kind}`, 'decision.unknown'), { ...params });

/** One answer to a decision, on its button or menu entry: choice.<module>.<action>. */
export const decisionChoiceLabel = (module: string, choice: DecisionChoice, params?: MessageParams): Message =>
  message(keyOr(`choice.${module}.${choice.action}`, 'action.unknown'), params ?? { ...choice.params });

/**
 * Points a module paid outside a feature's scoring: points.<module>.<why>. The number is the amount: where
 * a player loses points (a ransom, a bathhouse's price) the message's verb says so ("pays 4 points"), so
 * the sign is not written again ("pays -4 points").
 */
export const pointsReason = (
  event: { player: string; points: number; module: string; why: string; params?: CodeParams },
  player: Message | string,
  params?: MessageParams,
): Message => {
  const key = `points.${event.module}.${event.why}`;
  // the fallback only says "scores": it keeps the sign
  const own = isMessageKey(key);
  return message(own ? key : 'points.unknown', {
    ...(params ?? event.params),
    player,
    points: own ? Math.abs(event.points) : event.points,
  });
};

/**
 * An expansion's event in its own words (event.<module>.<what>), its data's plain values as the
 * parameters, the player's id as their name and counts of tokens (goods taken) as a list of their words;
 * undefined when the expansion words none.
 */
const PLAYER_PARAMS = ['player', 'target', 'owner', 'victim'] as const;

export function expansionEventMessage(
  event: { module: string; what: string; data?: Record<string, unknown> },
  playerName: (id: string) => string,
): Message | undefined {
  const key = `event.${event.module}.${event.what}`;
  if (!isMessageKey(key)) return undefined;
  const params: Record<string, MessageParams[string]> = {};
  for (const [name, value] of Object.entries(event.data ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    else if (isTokenCounts(value)) params[name] = Object.entries(value).map(([token, n]) => tokenCount(token, n));
  }
  // a module's events name players by id under these parameters (a robber's owner and its target ...)
  for (const name of PLAYER_PARAMS) {
    const id = params[name];
    if (typeof id === 'string') params[name] = playerName(id);
  }
  return message(key, params);
}

/** A plain object of whole numbers: tokens by kind ({ grain: 2, wine: 1 }). */
const isTokenCounts = (value: unknown): value is Record<string, number> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((n) => Number.isInteger(n));

/**
 * Engine parameters that name features become their words; a player id becomes the player's name; a
 * figure stays its id (the message selects its word).
 */
function wordsFor(params: CodeParams = {}, playerName: (id: string) => string): MessageParams {
  const out: Record<string, MessageParams[string]> = { ...params };
  for (const [name, value] of Object.entries(params)) {
    if (name === 'kind' || name === 'mine' || name === 'theirs') out[name] = featureWord(String(value));
    if (name === 'player') out[name] = playerName(String(value));
  }
  return out;
}

/** Why the engine refused a move, as a message. */
export const refusalMessage = (refusal: Refusal, playerName: (id: string) => string = (id) => id): Message =>
  message(keyOr(`refusal.${refusal.why}`, 'refusal.unknown'), wordsFor(refusal.params, playerName));

/** Why settings were refused (SetupError's code and parameters). */
export const setupMessage = (why: string, params: CodeParams = {}): Message =>
  message(keyOr(`setup.${why}`, 'setup.unknown-option'), { ...params });

// an expansion's own units (the mage's tiles) are worded in its folder's words
const termMessage = (term: ScoreTerm): Message =>
  message(keyOr(`score.term.${term.unit}`, 'score.term.tile'), { count: term.count, each: term.each });

/**
 * "completed city: 3 tiles × 2 + 1 pennant × 2". A module's rule may word what was scored
 * (score.what.rule.<rule>, given the feature's first mark: a good's majority) and the arithmetic
 * (score.rule.<rule>: an inn's road); both in its expansion's words.
 */
export function scoreReason(feature: FeatureSummary, score: ScoreDetail): Message {
  const ruleWhat = `score.what.rule.${score.rule}`;
  const what = isMessageKey(ruleWhat)
    ? message(ruleWhat, { mark: Object.keys(feature.marks)[0] ?? '' })
    : // an occasion only a module scores on (an abbot recalled) is in its expansion's words
      message(keyOr(`score.what.${score.occasion}`, 'score.what.completed'), { kind: feature.kind });
  const tile = score.terms.find((t) => t.unit === 'tile');
  // the terms are arithmetic, joined by a plus sign in every language; one that counted nothing ("0 completed
  // cities × 3" beside the little buildings that did score) is left out while another term remains
  const counted = score.terms.filter((t) => t.count !== 0);
  const terms = (counted.length ? counted : score.terms).map(termMessage);
  const rule = keyOr(`score.rule.${score.rule}`, 'score.rule.plain');
  let arithmetic: Message;
  if (rule !== 'score.rule.plain' && tile?.each === 0) {
    // the rule pays the tiles nothing (an unfinished inn's road): its words say so; what a figure adds on
    // top (the mage) still counts
    const extra = score.terms.filter((t) => t.unit !== 'tile').map(termMessage);
    const unpaid = message(rule, { tiles: tile.count });
    arithmetic = extra.length ? message('score.plus', { left: unpaid, right: joinedTerms(extra) }) : unpaid;
  } else {
    arithmetic = message(rule, { terms: joinedTerms(terms) });
  }
  if (score.halved) arithmetic = message(keyOr(`score.halved.${score.halved}`, 'score.rule.plain'), { arithmetic });
  return message('score.reason', { what, arithmetic });
}

/** Terms as one message: "a + b + c" (nested, so each term is put into words in the reader's language). */
function joinedTerms(terms: Message[]): Message {
  const [first, ...rest] = terms;
  if (!first) return message('score.term.itself');
  return rest.reduce<Message>((sum, term) => message('score.plus', { left: sum, right: term }), first);
}

/** A refusal in English, for developers' tools (scenario runner, simulator, errors thrown in tests). */
export const refusalInEnglish = (refusal: Refusal): string => render('en', refusalMessage(refusal));

/** Refused settings in English, for developers' tools. */
export const setupInEnglish = (error: { why: string; params: CodeParams }): string =>
  render('en', setupMessage(error.why, error.params));

/** A score's reason in English, for developers' tools and engine tests. */
export const scoreInEnglish = (event: { feature: FeatureSummary; score: ScoreDetail }): string =>
  render('en', scoreReason(event.feature, event.score));
