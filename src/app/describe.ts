// Messages for what happened and what to do next: the same in Discord and in the terminal, in any language.

import { figureLetter, spotNumber } from '../../render/view';
import type { Level } from '../ai';
import {
  type DecisionChoice,
  decidingPlayer,
  findTileType,
  type GameEvent,
  gameOptions,
  legalMoves,
  type Player,
  ruleOptionsOf,
} from '../engine';
import { anyOf, isMessageKey, type Message, message } from '../i18n';
import { distinguishedLabels } from './choice-labels';
import type { GivenAnswer } from './forced-answers';
import {
  actionLabel,
  colorWord,
  decisionChoiceLabel,
  decisionQuestion,
  expansionEventMessage,
  expansionTitle,
  featureWord,
  figureCount,
  moduleParams,
  pointsReason,
  rotationWord,
  scoreReason,
  tokenCount,
  variantWord,
} from './game-words';
import { escapeMarkdownText } from './markdown';
import type { GameRecord, LoggedMove } from './record';
import { distinctRotations } from './tile-looks';

/** "90°" */
export const rotationLabel = (rotation: number): Message => rotationWord(rotation);

/** Spot numbers on the board image start at 1; figure spots are lettered from A (the board's view). */
export { figureLetter, spotNumber };

/** A member's name as our messages show it: as typed, never as markdown, a link or a mention. */
export const displayName = (name: string) => escapeMarkdownText(name);

/**
 * The name a member had in this game, as typed: a player, a seat, or someone who has left (their name
 * is kept when their seat goes); an unknown id shows as itself.
 */
export function nameAsTyped(record: GameRecord, id: string): string {
  return (
    record.state?.players.find((p) => p.id === id)?.name ??
    record.seats.find((s) => s.userId === id)?.name ??
    record.names?.[id] ??
    record.setup?.players.find((p) => p.id === id)?.name ??
    id
  );
}

/**
 * The player the game waits for: whoever must answer a question, else the active player; undefined
 * while the game is not running.
 */
export function playerToMove(record: GameRecord): Player | undefined {
  const state = record.state;
  if (!state || record.status !== 'playing') return undefined;
  const id = decidingPlayer(state);
  return state.players.find((p) => p.id === id);
}

/** The level of the seat the game waits for (its turn, or a question of its own), when a computer player holds it. */
export function computerToMove(record: GameRecord): Level | undefined {
  const toMove = playerToMove(record)?.id;
  return record.seats.find((seat) => seat.userId === toMove)?.computer;
}

export function playerName(record: GameRecord, id: string): string {
  // a name is the member's own, in every language
  return displayName(nameAsTyped(record, id));
}

/** The players' names in the order they play, starting with the player whose turn it is. */
export function playOrder(record: GameRecord): string[] {
  const players = record.state?.players ?? [];
  const first = record.state?.turn.player ?? 0;
  return [...players.slice(first), ...players.slice(0, first)].map((p) => displayName(p.name));
}

const names = (record: GameRecord, ids: string[]) => ids.map((id) => playerName(record, id));

/**
 * One message per thing worth telling; draws and turn starts are left to the turn prompt. A question answered
 * for a member (`given`, its only answer) is said so after the first thing its answer did.
 */
export function describeEvents(record: GameRecord, events: GameEvent[], given: readonly GivenAnswer[] = []): Message[] {
  const lines = describeEach(record, events.slice(0, given[0]?.from));
  given.forEach(({ from, player }, i) => {
    const [first, ...rest] = describeEach(record, events.slice(from, given[i + 1]?.from));
    lines.push(...(first ? [first] : []), onlyAnswerGiven(record, player), ...rest);
  });
  return lines;
}

/** The log's moves in words, each answer given for a member (its only one) said so after its first line. */
export const describeLogged = (record: GameRecord, entries: readonly LoggedMove[]): Message[] =>
  entries.flatMap((entry) =>
    describeEvents(record, entry.events, entry.forced ? [{ from: 0, player: entry.player }] : []),
  );

const onlyAnswerGiven = (record: GameRecord, player: string) =>
  message('play.only-answer', { player: playerName(record, player) });

function describeEach(record: GameRecord, events: GameEvent[]): Message[] {
  const lines: Message[] = [];
  const name = (id: string) => playerName(record, id);
  for (const event of events) {
    switch (event.type) {
      case 'tilePlaced':
        // a half tile (the Halflings) is named so: the rule books' word, not just "a tile"
        lines.push(
          message('event.tile-placed', {
            player: name(event.player),
            shape: findTileType(event.tile)?.half ? 'half' : 'square',
          }),
        );
        break;
      case 'figurePlaced': {
        // an expansion's own place (an acrobat pyramid, a castle as its lord) has its own sentence: the
        // general one knows the base game's places and says "a feature" for the rest
        const own = `event.figure-placed.${event.featureKind}`;
        lines.push(
          message(isMessageKey(own) ? own : 'event.figure-placed', {
            player: name(event.player),
            figure: event.figure,
            feature: event.featureKind,
          }),
        );
        break;
      }
      case 'scored': {
        if (!event.points) break; // a field with no finished city: nothing worth telling
        lines.push(
          message('event.scored', {
            count: event.players.length,
            players: names(record, event.players),
            points: event.points,
            reason: scoreReason(event.feature, event.score),
          }),
        );
        break;
      }
      case 'tileDiscarded':
        lines.push(message('event.tile-discarded'));
        break;
      case 'expansion': {
        const said = expansionEventMessage(event, name);
        if (said) lines.push(said);
        break;
      }
      case 'points':
        lines.push(pointsReason(event, name(event.player), moduleWords(record, event.params)));
        break;
      case 'turnSkipped':
        lines.push(
          event.decision
            ? message('event.decision-skipped', {
                player: name(event.player),
                declined: event.decision.declined ? 'yes' : 'no',
              })
            : message('event.turn-skipped', { player: name(event.player) }),
        );
        break;
      case 'playerRemoved':
        lines.push(message('event.player-removed', { player: name(event.player) }));
        break;
      case 'gameEnded':
        lines.push(message('event.game-ended', { count: event.winners.length, winners: names(record, event.winners) }));
        break;
      default:
        break;
    }
  }
  return lines;
}

/** A module's parameters for its words, player ids named as in this game. */
export const moduleWords = (record: GameRecord, params?: Readonly<Record<string, unknown>>) =>
  moduleParams(params, playerIds(record), (id) => playerName(record, id));

/** Everyone who played in this game, those who left included (a module's words may name them). */
const playerIds = (record: GameRecord): string[] => [
  ...new Set([
    ...(record.state?.players.map((p) => p.id) ?? []),
    ...(record.setup?.players.map((p) => p.id) ?? []),
    ...record.seats.map((s) => s.userId),
  ]),
];

/** Whether a message tells of the game's end (answers to the mover leave that to the final post). */
export const isGameOver = (said: Message) => said.key === 'event.game-ended';

/** Scores, figures left and tiles left, one line per player. */
export function scoreLines(record: GameRecord): Message[] {
  const state = record.state;
  if (!state) return record.seats.map((s) => message('scores.waiting', { player: displayName(s.name) }));
  return state.players.map((p) => {
    const left = Object.entries(p.supply).map(([kind, n]) => figureCount(kind, n));
    const figures = left.length ? left : [message('scores.no-figures')];
    // marked: the player the game waits for (a question's player, else the active one), as on the panel
    const active = state.turn.step !== 'ended' && decidingPlayer(state) === p.id ? 'yes' : 'no';
    const tokens = Object.entries(p.tokens ?? {}).filter(([, n]) => n > 0);
    const line = { player: displayName(p.name), color: colorWord(p.color), points: p.score, figures, active };
    return tokens.length
      ? message('scores.line.tokens', { ...line, tokens: tokens.map(([token, n]) => tokenCount(token, n)) })
      : message('scores.line', line);
  });
}

/**
 * Final points per player and feature kind, from the move log; points a module paid outside a feature's
 * scoring (gold, a robber's steal ...) count under the module's id.
 */
export function scoreBreakdown(record: GameRecord): Map<string, Map<string, number>> {
  const table = new Map<string, Map<string, number>>();
  const add = (player: string, kind: string, points: number) => {
    // a field with no finished city scores 0: it is no part of anyone's points ("field 0")
    if (!points) return;
    const row = table.get(player) ?? new Map<string, number>();
    row.set(kind, (row.get(kind) ?? 0) + points);
    table.set(player, row);
  };
  for (const event of record.log.flatMap((entry) => entry.events)) {
    if (event.type === 'scored') for (const player of event.players) add(player, event.feature.kind, event.points);
    if (event.type === 'points') add(event.player, event.module, event.points);
  }
  return table;
}

/** A row of the breakdown by its kind: a feature's word, or the title of the module that paid. */
const breakdownWord = (kind: string): Message =>
  !isMessageKey(`word.feature.${kind}`) && isMessageKey(`expansion.${kind}`) ? expansionTitle(kind) : featureWord(kind);

/** How parts are joined: side by side with a middle dot, or one to a line. */
type ListSeparator = 'list.dotted' | 'list.lines';

/** How a question's prompt lists its answers: the words of one answer, and how the answers join. */
export interface AnswerLayout {
  answer: 'prompt.choice' | 'terminal.choice';
  separator: ListSeparator;
}

const DISCORD_ANSWERS: AnswerLayout = { answer: 'prompt.choice', separator: 'list.dotted' };

/** What the active player does now, in one or two sentences. */
export function turnPrompt(record: GameRecord, answers: AnswerLayout = DISCORD_ANSWERS): Message {
  const state = record.state;
  if (!state) return message('prompt.lobby', { players: record.seats.map((s) => displayName(s.name)) });
  const legal = legalMoves(state);
  if (legal.step === 'ended') return message('prompt.over');
  const player = playerName(record, legal.player);
  if (legal.step === 'placeTile') {
    const count = legal.placements.length;
    // the terminal's example names a spot there is (`place 3` when there are three or more) and a turn the
    // tile fits there (90° where it can, else another of its looks): a spot where it fits more than one way
    // if there is one, and no turn at all where it fits each spot one way only
    const looksAt = (spot: number) => distinctRotations(legal.tile, legal.placements[spot - 1]?.rotations ?? [0]);
    const first = Math.min(3, count);
    const turnableSpot = [first, ...legal.placements.map((_, i) => i + 1)].find((spot) => looksAt(spot).length > 1);
    const example = turnableSpot ?? first;
    const looks = looksAt(example);
    const turned = looks.includes(90) ? 90 : (looks.find((r) => r !== 0) ?? looks[0] ?? 0);
    const oneWay = turnableSpot === undefined ? 'yes' : 'no';
    return message('prompt.place-tile', { turn: state.turn.number, player, count, example, turned, oneWay });
  }
  if (legal.step === 'decide') return decisionPrompt(record, answers);
  if (!legal.spots.length && !legal.actions.length) return message('prompt.no-figure-spot', { player });
  if (!legal.spots.length)
    return message('prompt.actions-only', { player, actions: anyOf(legal.actions.map(actionLabel)) });
  const spots = legal.spots.map((s, i) =>
    message('prompt.spot', { letter: figureLetter(i), feature: featureWord(s.kind) }),
  );
  return message('prompt.place-figure', { player, spots: anyOf(spots) });
}

/** Choices a prompt lists in its text; the menu and `/carcassonne choose` reach the rest. */
export const PROMPT_CHOICES = 10;

/** The pending decision's question (a module's words with the decision's particulars), or undefined. */
export function decisionQuestionOf(record: GameRecord): Message | undefined {
  const legal = record.state ? legalMoves(record.state) : undefined;
  if (legal?.step !== 'decide') return undefined;
  const params = moduleWords(record, legal.decision.data);
  return decisionQuestion(legal.decision, { ...params, player: playerName(record, legal.player) });
}

/**
 * The number an answer goes by: its own, where it names a face-up tile by the number the picture shows
 * under it (a bazaar's tiles keep the numbers they were revealed with as others are sold), else its place
 * in the list. The menu, the prompt, `choose N` and the picture then always agree.
 */
export const answerNumber = (choice: DecisionChoice, index: number): number =>
  choice.tile !== undefined && typeof choice.params?.number === 'number' ? choice.params.number : index + 1;

/**
 * The answers a prompt lists, by index in order, at most PROMPT_CHOICES: every answer with no place on
 * the board (a flight before the flea, a decline-like answer), which only words can show, then the first
 * of the others, whose numbers the board shows at their places.
 */
export function listedAnswers(choices: readonly { at?: unknown }[]): number[] {
  const unplaced = choices.flatMap((choice, i) => (choice.at ? [] : [i]));
  const room = Math.max(0, PROMPT_CHOICES - unplaced.length);
  const placed = choices.flatMap((choice, i) => (choice.at ? [i] : [])).slice(0, room);
  return [...unplaced, ...placed].slice(0, PROMPT_CHOICES).sort((a, b) => a - b);
}

/**
 * "Bob, a question for you: … 1 Take 1 point · 2 Take 2 points. Choose 1–2 (the menu or `/carcassonne
 * choose`), or decline." The choices are numbered as the menu and the board number them.
 */
function decisionPrompt(record: GameRecord, layout: AnswerLayout): Message {
  const legal = legalMoves(record.state as NonNullable<GameRecord['state']>);
  if (legal.step !== 'decide') return message('prompt.over');
  const labels = decisionChoiceLabels(record);
  const numbers = legal.choices.map(answerNumber);
  const shown = listedAnswers(legal.choices).map((i) =>
    message(layout.answer, { number: numbers[i] as number, label: labels[i] as Message }),
  );
  return message('prompt.question', {
    player: playerName(record, legal.player),
    question: decisionQuestionOf(record) as Message,
    choices: joined(shown, layout.separator),
    // "choose 1–N" spans every number an answer goes by (a number sold in between is refused in words)
    count: Math.max(0, ...numbers),
    more: Math.max(0, labels.length - PROMPT_CHOICES),
    optional: legal.optional ? 'yes' : 'no',
  });
}

/**
 * The pending question's answers in words, their particulars named as in this game; an answer that reads
 * like another says where it is (src/app/choice-labels.ts).
 */
export function decisionChoiceLabels(record: GameRecord): Message[] {
  const state = record.state;
  const legal = state ? legalMoves(state) : undefined;
  if (!state || legal?.step !== 'decide') return [];
  const labels = legal.choices.map((choice) =>
    decisionChoiceLabel(legal.decision.module, choice, moduleWords(record, choice.params)),
  );
  return distinguishedLabels(state, legal.choices, labels);
}

/**
 * Tiles still to play, as the board's panel, the turn post's footer and `/carcassonne tiles` count them: the
 * supply and the river's queue, and the drawn tile while it waits to be placed (so the last turn shows 1).
 */
export function tilesLeft(record: GameRecord): number {
  const state = record.state;
  if (!state) return 0;
  return (
    state.supply.length + (state.queue?.length ?? 0) + (state.turn.step === 'placeTile' && state.turn.tile ? 1 : 0)
  );
}

/** The expansions' titles as a list, or "base game only". */
export function expansionTitles(ids: string[]): Message[] {
  return ids.length ? ids.map(expansionTitle) : [message('expansion.none')];
}

/** The rule variants a game plays with: its options marked variant that differ from their default, named. */
export function variantNames(expansions: string[], options: Record<string, unknown>): Message[] {
  const chosen = gameOptions(expansions, options);
  return ruleOptionsOf(expansions)
    .filter((o) => o.variant && chosen[o.name] !== undefined && chosen[o.name] !== o.default)
    .map((o) => variantWord(o.name, chosen[o.name]));
}

/** The options the lobby names whatever their value (which crop-circle tiles), the default included. */
export function shownOptionNames(expansions: string[], options: Record<string, unknown>): Message[] {
  const chosen = gameOptions(expansions, options);
  return ruleOptionsOf(expansions)
    .filter((o) => o.shown)
    .map((o) => variantWord(o.name, chosen[o.name] ?? o.default));
}

/** Points per feature kind: "city 30 · field 27 · road 12", best first. */
export function breakdownParts(row: Map<string, number> | undefined, kinds?: string[]): Message[] {
  const entries = kinds ? kinds.map((kind) => [kind, row?.get(kind) ?? 0] as const) : [...(row ?? new Map())];
  const sorted = kinds ? entries : [...entries].sort((a, b) => b[1] - a[1]);
  return sorted.map(([kind, points]) => message('scores.part', { feature: breakdownWord(kind), points }));
}

/** The final scores, best first: "Ann: 85 points (city 30 · field 27 · road 12)". */
export function finalScoreLines(record: GameRecord): Message[] {
  const table = scoreBreakdown(record);
  return [...(record.state?.players ?? [])]
    .sort((a, b) => b.score - a.score)
    .map((p) => {
      const parts = breakdownParts(table.get(p.id));
      return parts.length
        ? message('scores.final.parts', { player: displayName(p.name), points: p.score, parts: joined(parts) })
        : message('scores.final', { player: displayName(p.name), points: p.score });
    });
}

/** Parts shown side by side with a middle dot (or one to a line: `list.lines`), the same in every language. */
export const joined = (parts: Message[], separator: ListSeparator = 'list.dotted'): Message =>
  parts
    .slice(1)
    .reduce<Message>(
      (all, part) => message(separator, { left: all, right: part }),
      parts[0] ?? message('scores.nothing'),
    );
