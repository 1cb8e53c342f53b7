// What the bot's messages say and which components they carry, built from a game record. Pure: no
// Discord calls here (presenter.ts sends them), so commands and buttons share one wording.
import {
  ActionRowBuilder,
  type APIEmbedField,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  type MessageActionRowComponentBuilder,
  StringSelectMenuBuilder,
} from 'discord.js';
import { PLAYER_PAINT } from '../../render';
import {
  actionChoices,
  decisionChoices,
  figureChoiceLabel,
  figureSpots,
  mayDecline,
  type NumberedChoice,
  type NumberedPlacement,
  rotationList,
  tileSpots,
} from '../app/choices';
import {
  breakdownParts,
  decisionQuestionOf,
  describeLogged,
  displayName,
  expansionTitles,
  joined,
  playerName,
  playerToMove,
  playOrder,
  rotationLabel,
  scoreBreakdown,
  scoreLines,
  shownOptionNames,
  tilesLeft,
  turnPrompt,
  variantNames,
} from '../app/describe';
import { clipText } from '../app/echo';
import { hostOf } from '../app/game-service';
import { featureWord } from '../app/game-words';
import { type GameRecord, movesSince } from '../app/record';
import { type GameEvent, gameOptions, playerLimit, type Rotation } from '../engine';
import { CATALOGS, type Translate } from '../i18n';
import type { BoardImage } from './board-image';
import { clockSetting, deadlineText } from './clock-text';
import { encodeId } from './custom-id';
import { gameLocale, gameT } from './locale';

type Row = ActionRowBuilder<MessageActionRowComponentBuilder>;

export interface MessageParts {
  content: string;
  embeds: EmbedBuilder[];
  components: Row[];
  files: BoardImage['attachment'][];
  allowedMentions: { users: string[]; parse?: [] };
}

const EMBED_TEXT_LIMIT = 3800;
const SELECT_ROWS = 5;
const PER_SELECT = 25;

const mention = (id: string) => `<@${id}>`;
const isComputer = (record: GameRecord, id: string) => record.seats.some((s) => s.userId === id && s.computer);
/** A member is mentioned; a computer player (no Discord account) is named. */
const mentionIn = (record: GameRecord) => (id: string) =>
  isComputer(record, id) ? playerName(record, id) : mention(id);
/** The members among these players (computer players are never pinged). */
export const pingable = (record: GameRecord, ids: readonly string[]) => ids.filter((id) => !isComputer(record, id));

/** The game waits for a computer player: nothing on its posts is meant for a person to do. */
const computerPlaying = (record: GameRecord) => {
  const toMove = playerToMove(record);
  return toMove !== undefined && isComputer(record, toMove.id);
};

function activePlayer(record: GameRecord) {
  const state = record.state;
  return state && state.turn.step !== 'ended' ? state.players[state.turn.player] : undefined;
}

/** Whoever a turn post pings: a question's player, else the active one (never a computer player). */
export function pinged(record: GameRecord): string[] {
  const toMove = playerToMove(record);
  return toMove ? pingable(record, [toMove.id]) : [];
}

function colorOf(record: GameRecord, userId: string | undefined): number {
  const color = record.state?.players.find((p) => p.id === userId)?.color;
  return Number.parseInt((PLAYER_PAINT[color ?? '']?.fill ?? '#6b8e23').slice(1), 16);
}

/** What the previous turn did, in words (scores included). */
export function lastTurnLines(record: GameRecord, t: Translate = gameT(record)): string[] {
  const turn = record.state?.turn.number ?? 0;
  return describeLogged(record, movesSince(record, turn - 1)).map((said) => t(said.key, said.params));
}

function row(...components: MessageActionRowComponentBuilder[]): Row {
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(...components);
}

/** Selects of up to 25 spots each ("Spot 3 · fits 0°/90°"); the rest are reachable with /carcassonne place. */
function spotSelects(record: GameRecord, t: Translate): Row[] {
  const turn = record.state?.turn.number ?? 0;
  const spots = tileSpots(record);
  const rows: Row[] = [];
  for (let page = 0; page * PER_SELECT < spots.length && page < SELECT_ROWS; page++) {
    const slice = spots.slice(page * PER_SELECT, (page + 1) * PER_SELECT);
    const first = slice[0]?.number ?? 0;
    const last = slice[slice.length - 1]?.number ?? 0;
    const select = new StringSelectMenuBuilder()
      .setCustomId(
        encodeId({ action: 'spot', gameId: record.gameId, turn, step: record.log.length, arg: String(page) }),
      )
      .setPlaceholder(
        spots.length > PER_SELECT ? t('turn.select.spots-range', { first, last }) : t('turn.select.spots'),
      )
      .addOptions(
        slice.map((spot) => ({
          label: t('turn.select.spot', { number: spot.number, rotations: slashed(spot.rotations.map(rotationLabel)) }),
          value: String(spot.number),
        })),
      );
    rows.push(row(select));
  }
  return rows;
}

/** One button per lettered spot and figure kind, then "No figure" and maybe "Undo" (at most 25 buttons). */
export function figureButtons(record: GameRecord, t: Translate, withUndo = false): Row[] {
  const turn = record.state?.turn.number ?? 0;
  const buttons: ButtonBuilder[] = [];
  const room = withUndo ? 23 : 24;
  for (const spot of figureSpots(record)) {
    for (const figure of spot.figures) {
      if (buttons.length >= room) break;
      const feature = featureWord(spot.kind);
      const label =
        spot.figures.length > 1
          ? t('turn.button.figure-kind', { letter: spot.letter, feature, figure })
          : t('turn.button.figure', { letter: spot.letter, feature });
      buttons.push(
        new ButtonBuilder()
          .setCustomId(
            encodeId({
              action: 'fig',
              gameId: record.gameId,
              turn,
              step: record.log.length,
              arg: `${spot.index}.${figure}`,
            }),
          )
          .setLabel(label.slice(0, 80))
          .setStyle(ButtonStyle.Primary),
      );
    }
  }
  for (const choice of actionChoices(record)) {
    if (buttons.length >= room) break;
    buttons.push(
      new ButtonBuilder()
        .setCustomId(
          encodeId({ action: 'act', gameId: record.gameId, turn, step: record.log.length, arg: String(choice.number) }),
        )
        .setLabel(t(choice.label.key, choice.label.params).slice(0, 80))
        .setStyle(ButtonStyle.Success),
    );
  }
  buttons.push(
    new ButtonBuilder()
      .setCustomId(encodeId({ action: 'skip', gameId: record.gameId, turn, step: record.log.length, arg: '' }))
      .setLabel(t('turn.button.no-figure'))
      .setStyle(ButtonStyle.Secondary),
  );
  if (withUndo) {
    buttons.push(
      new ButtonBuilder()
        .setCustomId(encodeId({ action: 'undo', gameId: record.gameId, turn, step: record.log.length, arg: '' }))
        .setLabel(t('turn.button.undo'))
        .setStyle(ButtonStyle.Danger),
    );
  }
  const rows: Row[] = [];
  for (let i = 0; i < buttons.length; i += 5) rows.push(row(...buttons.slice(i, i + 5)));
  return rows;
}

/** Menus a question's post carries before its Decline button; more answers are left to /carcassonne choose. */
const QUESTION_MENUS = SELECT_ROWS - 1;

/**
 * The pending question: menus of up to 25 numbered answers each ("3 · Take 3 points"), and Decline when
 * the rules allow it. Their ids carry the moves logged so far, so an answer to an earlier question of the
 * same turn is refused.
 */
export function questionComponents(record: GameRecord, t: Translate): Row[] {
  const turn = record.state?.turn.number ?? 0;
  const moves = record.log.length;
  const choices = decisionChoices(record);
  const rows: Row[] = [];
  for (let page = 0; page * PER_SELECT < choices.length && page < QUESTION_MENUS; page++) {
    const slice = choices.slice(page * PER_SELECT, (page + 1) * PER_SELECT);
    const first = slice[0]?.number ?? 0;
    const last = slice[slice.length - 1]?.number ?? 0;
    const select = new StringSelectMenuBuilder()
      .setCustomId(encodeId({ action: 'pick', gameId: record.gameId, turn, arg: `${moves}.${page}` }))
      .setPlaceholder(
        choices.length > PER_SELECT ? t('turn.select.choices-range', { first, last }) : t('turn.select.choices'),
      )
      .addOptions(
        slice.map((choice) => ({
          label: clipText(t('turn.select.choice', { number: choice.number, label: choice.label }), 100),
          value: String(choice.number),
        })),
      );
    rows.push(row(select));
  }
  // answers that name amounts (bids): buttons for the common ones, from the least offered up
  const amounts = amountButtons(record, choices, t, `${moves}`);
  if (amounts && rows.length < QUESTION_MENUS) rows.push(amounts);
  if (mayDecline(record)) {
    const decline = new ButtonBuilder()
      .setCustomId(encodeId({ action: 'decline', gameId: record.gameId, turn, arg: String(moves) }))
      .setLabel(t('turn.button.decline'))
      .setStyle(ButtonStyle.Secondary);
    rows.push(row(decline));
  }
  return rows;
}

/** Steps above the least amount offered that get a button of their own (a raise by 1, 2, 5, 10). */
const COMMON_STEPS = [0, 1, 2, 5, 10];

/** A row of buttons for the common amounts among a question's answers, or none when they name none. */
function amountButtons(record: GameRecord, choices: NumberedChoice[], t: Translate, moves: string): Row | undefined {
  const named = choices.filter((c) => c.amount !== undefined);
  if (!named.length) return undefined;
  const least = Math.min(...named.map((c) => c.amount as number));
  const common = COMMON_STEPS.flatMap((step) => named.filter((c) => c.amount === least + step).slice(0, 1));
  const turn = record.state?.turn.number ?? 0;
  const buttons = common.map((choice) =>
    new ButtonBuilder()
      .setCustomId(encodeId({ action: 'pick', gameId: record.gameId, turn, arg: `${moves}.n${choice.number}` }))
      .setLabel(clipText(t(choice.label.key, choice.label.params), 80))
      .setStyle(ButtonStyle.Primary),
  );
  return row(...buttons);
}

function stepComponents(record: GameRecord, t: Translate): Row[] {
  const step = record.state?.turn.step;
  if (record.status !== 'playing' || computerPlaying(record)) return [];
  if (step === 'placeTile') return spotSelects(record, t);
  if (step === 'decide') return questionComponents(record, t);
  // the figure choice, with Undo while the tile may be taken back, is on the public post too
  return step === 'placeFigure' ? figureButtons(record, t, Boolean(record.undo)) : [];
}

/** Rotations side by side: "0°/90°". */
const slashed = (parts: ReturnType<typeof rotationLabel>[]) =>
  parts
    .slice(1)
    .reduce(
      (all, part) => ({ key: 'list.slashed' as const, params: { left: all, right: part } }),
      parts[0] ?? rotationLabel(0),
    );

/** The text above a turn post: who is to play (or answer), what to do, and by when when the game has a clock. */
export function turnText(record: GameRecord, t: Translate = gameT(record)): string {
  const toMove = playerToMove(record);
  const player = toMove ? mentionIn(record)(toMove.id) : '';
  // a computer player is told nothing: the post says it is playing, and its next post what it did
  if (toMove && isComputer(record, toMove.id)) return t('turn.text.computer', { player });
  const ends = deadlineText(record, t);
  const question = decisionQuestionOf(record);
  if (question) {
    return ends
      ? t('turn.text.question-clock', { player, question, ends })
      : t('turn.text.question', { player, question });
  }
  const figure = record.state?.turn.step === 'placeFigure';
  if (ends) return t(figure ? 'turn.text.figure-clock' : 'turn.text.tile-clock', { player, ends });
  return t(figure ? 'turn.text.figure' : 'turn.text.tile', { player });
}

/** The public message of a turn: pings the active player (when `ping`), shows the board and last turn. */
export function turnPost(
  record: GameRecord,
  image: BoardImage,
  options: { ping: boolean },
  t: Translate = gameT(record),
): MessageParts {
  const active = activePlayer(record);
  const state = record.state;
  const last = lastTurnLines(record, t);
  const prompt = turnPrompt(record);
  const computer = computerPlaying(record);
  const now = computer ? turnText(record, t) : t(prompt.key, prompt.params);
  const description = [...(last.length ? [t('turn.last-turn'), ...last, ''] : []), now].join('\n');
  const embed = new EmbedBuilder()
    .setTitle(t('turn.title', { turn: state?.turn.number ?? 0, player: displayName(active?.name ?? '') }))
    .setColor(colorOf(record, active?.id))
    .setDescription(clipText(description, EMBED_TEXT_LIMIT))
    .setImage(image.url)
    .setFooter({ text: t('turn.footer', { count: tilesLeft(record) }) });
  // a question's scattered answers: a close-up of each region under the board, numbered legibly
  const closeUps = (image.closeUps ?? []).map((closeUp) =>
    new EmbedBuilder().setTitle(closeUp.title).setColor(colorOf(record, active?.id)).setImage(closeUp.url),
  );
  // a question's face-up tiles (a draft): numbered as the menu names them; or the tile it is about (a bid's)
  const offered = image.offered
    ? [
        new EmbedBuilder()
          .setTitle(image.offered.title)
          .setColor(colorOf(record, active?.id))
          .setImage(image.offered.url),
      ]
    : [];
  return {
    content: turnText(record, t),
    embeds: [embed, ...offered, ...closeUps],
    components: stepComponents(record, t),
    files: [
      image.attachment,
      ...(image.offered ? [image.offered.attachment] : []),
      ...(image.closeUps ?? []).map((closeUp) => closeUp.attachment),
    ],
    allowedMentions: { users: options.ping ? pinged(record) : [] },
  };
}

/** Shown to the active player only, after the tile went down: the lettered spots and their buttons. */
export function figureStep(record: GameRecord, image: BoardImage, t: Translate): MessageParts {
  const prompt = turnPrompt(record);
  const embed = new EmbedBuilder()
    .setColor(colorOf(record, activePlayer(record)?.id))
    .setDescription(t(prompt.key, prompt.params))
    .setImage(image.url);
  const spots = figureSpots(record).map((s) => figureChoiceLabel(record, s));
  const actions = actionChoices(record).map((a) => `**${t(a.label.key, a.label.params)}**`);
  const key = spots.length
    ? actions.length
      ? 'turn.figure-step.actions'
      : 'turn.figure-step'
    : actions.length
      ? 'turn.figure-step.none-actions'
      : 'turn.figure-step.none';
  return {
    content: t(key, { spots, actions }),
    embeds: [embed],
    // Undo only while the tile may still be taken back (an answered question fixes it)
    components: figureButtons(record, t, Boolean(record.undo)),
    files: [image.attachment],
    allowedMentions: { users: [] },
  };
}

/** Shown to the active player only, after taking their tile back: the turn's placement choices again. */
export function placementAgain(record: GameRecord, image: BoardImage, t: Translate): MessageParts {
  const parts = turnPost(record, image, { ping: false }, t);
  return { ...parts, content: t('turn.placement-again') };
}

/** The drawn tile shown at a spot, with a button per legal rotation to place it and to look at it. */
export function previewMessage(
  record: GameRecord,
  spot: NumberedPlacement,
  shown: Rotation,
  image: BoardImage,
  t: Translate,
): MessageParts {
  const turn = record.state?.turn.number ?? 0;
  const id = (action: 'tile' | 'look', rotation: number) =>
    encodeId({ action, gameId: record.gameId, turn, step: record.log.length, arg: `${spot.number}-${rotation}` });
  const place = spot.rotations.map((r) =>
    new ButtonBuilder()
      .setCustomId(id('tile', r))
      .setLabel(t(r === shown ? 'turn.preview.place-shown' : 'turn.preview.place-at', { rotation: rotationLabel(r) }))
      .setStyle(r === shown ? ButtonStyle.Success : ButtonStyle.Primary),
  );
  const others = spot.rotations.filter((r) => r !== shown);
  const look = others.map((r) =>
    new ButtonBuilder()
      .setCustomId(id('look', r))
      .setLabel(t('turn.preview.show', { rotation: rotationLabel(r) }))
      .setStyle(ButtonStyle.Secondary),
  );
  return {
    content: t('turn.preview.text', {
      spot: spot.number,
      rotation: rotationLabel(shown),
      rotations: rotationList(spot.rotations),
    }),
    embeds: [new EmbedBuilder().setImage(image.url).setColor(colorOf(record, activePlayer(record)?.id))],
    components: look.length ? [row(...place), row(...look)] : [row(...place)],
    files: [image.attachment],
    allowedMentions: { users: [] },
  };
}

function breakdownFields(record: GameRecord, t: Translate): APIEmbedField[] {
  const table = scoreBreakdown(record);
  const kinds = [...new Set([...table.values()].flatMap((row) => [...row.keys()]))].sort();
  const players = [...(record.state?.players ?? [])].sort((a, b) => b.score - a.score);
  return players.slice(0, 25).map((p) => {
    const parts = breakdownParts(table.get(p.id), kinds);
    const value = parts.length ? joined(parts) : { key: 'scores.nothing' as const };
    return {
      name: t('final.field.name', { player: displayName(p.name), points: p.score }),
      value: t(value.key, value.params),
      inline: false,
    };
  });
}

/** The end of the game: the winners, the points per player and feature kind, the final board, the chart. */
export function finalPost(
  record: GameRecord,
  image: BoardImage,
  events: GameEvent[],
  chart?: BoardImage,
  t: Translate = gameT(record),
): MessageParts {
  const state = record.state;
  const ended = [...events, ...record.log.flatMap((e) => e.events)].find((e) => e.type === 'gameEnded');
  const winners = ended?.type === 'gameEnded' ? ended.winners : [];
  const best = Math.max(0, ...(state?.players.map((p) => p.score) ?? []));
  const embed = new EmbedBuilder()
    .setTitle(t('final.title'))
    .setColor(colorOf(record, winners[0]))
    .setDescription(clipText(lastTurnLines(record, t).join('\n') || t('prompt.over'), EMBED_TEXT_LIMIT))
    .addFields(breakdownFields(record, t))
    .setImage(image.url)
    .setFooter({ text: t('final.footer') });
  const others = (state?.players ?? [])
    .filter((p) => !winners.includes(p.id))
    .map((p) => t('history.score', { player: mentionIn(record)(p.id), score: p.score }));
  const said = { count: winners.length, winners: winners.map(mentionIn(record)), best, others };
  return {
    content: t(others.length ? 'final.content.others' : 'final.content', said),
    embeds: chart ? [embed, new EmbedBuilder().setTitle(t('final.chart-title')).setImage(chart.url)] : [embed],
    components: [],
    files: chart ? [image.attachment, chart.attachment] : [image.attachment],
    allowedMentions: { users: pingable(record, state?.players.map((p) => p.id) ?? []) },
  };
}

/** The lobby: rules, players, and Join / Start buttons. */
export function lobbyMessage(
  record: GameRecord,
  headline: string,
  t: Translate = gameT(record),
): Omit<MessageParts, 'files'> {
  const host = playerName(record, hostOf(record));
  const gardens = gameOptions(record.expansions, record.options).tileSet === 'gardens';
  const variants = variantNames(record.expansions, record.options);
  const sets = shownOptionNames(record.expansions, record.options);
  const rules = {
    expansions: expansionTitles(record.expansions),
    clock: clockSetting(record, t),
    language: CATALOGS[gameLocale(record)]['language.name'],
  };
  const live = record.status === 'lobby';
  // once started, the same message lists the players in play order and says the game has begun
  const players = live ? record.seats.map((s) => displayName(s.name)) : playOrder(record);
  const embed = new EmbedBuilder()
    .setTitle(t(live ? 'lobby.title' : 'lobby.title-begun'))
    .setColor(0x6b8e23)
    .setDescription(
      [
        t(gardens ? 'lobby.rules.gardens' : 'lobby.rules', rules),
        ...(variants.length ? [t('lobby.variants', { variants })] : []),
        ...(sets.length ? [t('lobby.tile-sets', { sets })] : []),
        t('lobby.players', { count: players.length, limit: playerLimit(record.expansions), players }),
        ...(live ? ['', t('lobby.how', { host })] : []),
      ].join('\n'),
    );
  const button = (action: 'join' | 'start', label: string, style: ButtonStyle) =>
    new ButtonBuilder()
      .setCustomId(encodeId({ action, gameId: record.gameId, turn: 0, arg: '' }))
      .setLabel(label)
      .setStyle(style);
  return {
    content: headline,
    embeds: [embed],
    components: live
      ? [
          row(
            button('join', t('lobby.button.join'), ButtonStyle.Primary),
            button('start', t('lobby.button.start'), ButtonStyle.Success),
          ),
        ]
      : [],
    allowedMentions: { users: [] },
  };
}

/** Scores, figures and tiles left, as text. */
export function scoresText(record: GameRecord, t: Translate): string {
  return [
    t('scores.header', { turn: record.state?.turn.number ?? 0 }),
    ...scoreLines(record).map((line) => t(line.key, line.params)),
    t('tiles.left', { count: tilesLeft(record) }),
  ].join('\n');
}
