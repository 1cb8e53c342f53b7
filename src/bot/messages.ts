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
  figureChoiceLabel,
  figureName,
  figureSpots,
  type NumberedPlacement,
  rotationList,
  tileSpots,
} from '../app/choices';
import {
  describeEvents,
  displayName,
  expansionTitles,
  playerName,
  rotationLabel,
  scoreBreakdown,
  scoreLines,
  tilesLeft,
  turnPrompt,
} from '../app/describe';
import { hostOf } from '../app/game-service';
import { eventsSince, type GameRecord } from '../app/record';
import { type GameEvent, gameOptions, playerLimit, type Rotation } from '../engine';
import type { BoardImage } from './board-image';
import { clockSetting, deadlineText } from './clock-text';
import { encodeId } from './custom-id';

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

const clip = (text: string, limit: number) => (text.length <= limit ? text : `${text.slice(0, limit - 1)}…`);
const mention = (id: string) => `<@${id}>`;

function activePlayer(record: GameRecord) {
  const state = record.state;
  return state && state.turn.step !== 'ended' ? state.players[state.turn.player] : undefined;
}

function colorOf(record: GameRecord, userId: string | undefined): number {
  const color = record.state?.players.find((p) => p.id === userId)?.color;
  return Number.parseInt((PLAYER_PAINT[color ?? '']?.fill ?? '#6b8e23').slice(1), 16);
}

/** What the previous turn did, in words (scores included). */
export function lastTurnLines(record: GameRecord): string[] {
  const turn = record.state?.turn.number ?? 0;
  return describeEvents(record, eventsSince(record, turn - 1));
}

function row(...components: MessageActionRowComponentBuilder[]): Row {
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(...components);
}

/** Selects of up to 25 spots each ("Spot 3 · fits 0°/90°"); the rest are reachable with /carcassonne place. */
function spotSelects(record: GameRecord): Row[] {
  const turn = record.state?.turn.number ?? 0;
  const spots = tileSpots(record);
  const rows: Row[] = [];
  for (let page = 0; page * PER_SELECT < spots.length && page < SELECT_ROWS; page++) {
    const slice = spots.slice(page * PER_SELECT, (page + 1) * PER_SELECT);
    const first = slice[0]?.number ?? 0;
    const last = slice[slice.length - 1]?.number ?? 0;
    const select = new StringSelectMenuBuilder()
      .setCustomId(encodeId({ action: 'spot', gameId: record.gameId, turn, arg: String(page) }))
      .setPlaceholder(
        spots.length > PER_SELECT ? `Place the tile: spots ${first}–${last}` : 'Place the tile: pick a spot',
      )
      .addOptions(
        slice.map((spot) => ({
          label: `Spot ${spot.number} · fits ${spot.rotations.map(rotationLabel).join('/')}`,
          value: String(spot.number),
        })),
      );
    rows.push(row(select));
  }
  return rows;
}

/** One button per lettered spot and figure kind, then "No figure" and maybe "Undo" (at most 25 buttons). */
export function figureButtons(record: GameRecord, withUndo = false): Row[] {
  const turn = record.state?.turn.number ?? 0;
  const buttons: ButtonBuilder[] = [];
  const room = withUndo ? 23 : 24;
  for (const spot of figureSpots(record)) {
    for (const figure of spot.figures) {
      if (buttons.length >= room) break;
      const several = spot.figures.length > 1 ? ` · ${figureName(record, figure)}` : '';
      buttons.push(
        new ButtonBuilder()
          .setCustomId(encodeId({ action: 'fig', gameId: record.gameId, turn, arg: `${spot.index}.${figure}` }))
          .setLabel(`${spot.letter} · ${spot.kind}${several}`)
          .setStyle(ButtonStyle.Primary),
      );
    }
  }
  for (const choice of actionChoices(record)) {
    if (buttons.length >= room) break;
    buttons.push(
      new ButtonBuilder()
        .setCustomId(encodeId({ action: 'act', gameId: record.gameId, turn, arg: String(choice.number) }))
        .setLabel(choice.label.slice(0, 80))
        .setStyle(ButtonStyle.Success),
    );
  }
  buttons.push(
    new ButtonBuilder()
      .setCustomId(encodeId({ action: 'skip', gameId: record.gameId, turn, arg: '' }))
      .setLabel('No figure')
      .setStyle(ButtonStyle.Secondary),
  );
  if (withUndo) {
    buttons.push(
      new ButtonBuilder()
        .setCustomId(encodeId({ action: 'undo', gameId: record.gameId, turn, arg: '' }))
        .setLabel('Undo')
        .setStyle(ButtonStyle.Danger),
    );
  }
  const rows: Row[] = [];
  for (let i = 0; i < buttons.length; i += 5) rows.push(row(...buttons.slice(i, i + 5)));
  return rows;
}

function stepComponents(record: GameRecord): Row[] {
  const step = record.state?.turn.step;
  if (record.status !== 'playing') return [];
  return step === 'placeTile' ? spotSelects(record) : step === 'placeFigure' ? figureButtons(record) : [];
}

/** The text above a turn post: who is to play, what to do, and by when when the game has a clock. */
export function turnText(record: GameRecord): string {
  const active = activePlayer(record);
  const who = active ? mention(active.id) : '';
  const what = record.state?.turn.step === 'placeFigure' ? 'place a figure or skip' : 'place the tile';
  const ends = deadlineText(record);
  return `${who}, it's your turn: ${what}.${ends ? ` ⏰ Your turn ends ${ends}.` : ''}`;
}

/** The public message of a turn: pings the active player (when `ping`), shows the board and last turn. */
export function turnPost(record: GameRecord, image: BoardImage, options: { ping: boolean }): MessageParts {
  const active = activePlayer(record);
  const state = record.state;
  const last = lastTurnLines(record);
  const description = [...(last.length ? ['**Last turn**', ...last, ''] : []), turnPrompt(record)].join('\n');
  const embed = new EmbedBuilder()
    .setTitle(`Turn ${state?.turn.number ?? 0} · ${displayName(active?.name ?? '')}`)
    .setColor(colorOf(record, active?.id))
    .setDescription(clip(description, EMBED_TEXT_LIMIT))
    .setImage(image.url)
    .setFooter({ text: `${tilesLeft(record)} tiles left · /carcassonne help shows what you can do` });
  return {
    content: turnText(record),
    embeds: [embed],
    components: stepComponents(record),
    files: [image.attachment],
    allowedMentions: { users: options.ping && active ? [active.id] : [] },
  };
}

/** Shown to the active player only, after the tile went down: the lettered spots and their buttons. */
export function figureStep(record: GameRecord, image: BoardImage): MessageParts {
  const embed = new EmbedBuilder()
    .setColor(colorOf(record, activePlayer(record)?.id))
    .setDescription(turnPrompt(record))
    .setImage(image.url);
  const spots = figureSpots(record).map((s) => figureChoiceLabel(record, s));
  const where = spots.length
    ? `Put a figure on ${spots.join(', ')}, or press **No figure**.`
    : 'Press **No figure** to end your turn.';
  const actions = actionChoices(record).map((a) => `**${a.label}**`);
  const instead = actions.length ? ` Instead of a figure you may also: ${actions.join(', ')}.` : '';
  return {
    content: `Tile placed. ${where}${instead} **Undo** takes the tile back.`,
    embeds: [embed],
    components: figureButtons(record, true),
    files: [image.attachment],
    allowedMentions: { users: [] },
  };
}

/** Shown to the active player only, after taking their tile back: the turn's placement choices again. */
export function placementAgain(record: GameRecord, image: BoardImage): MessageParts {
  const parts = turnPost(record, image, { ping: false });
  return { ...parts, content: 'You took your tile back. Pick a spot for it again:' };
}

/** The drawn tile shown at a spot, with a button per legal rotation to place it and to look at it. */
export function previewMessage(
  record: GameRecord,
  spot: NumberedPlacement,
  shown: Rotation,
  image: BoardImage,
): MessageParts {
  const turn = record.state?.turn.number ?? 0;
  const id = (action: 'tile' | 'look', rotation: number) =>
    encodeId({ action, gameId: record.gameId, turn, arg: `${spot.number}-${rotation}` });
  const place = spot.rotations.map((r) =>
    new ButtonBuilder()
      .setCustomId(id('tile', r))
      .setLabel(r === shown ? `Place it like this (${rotationLabel(r)})` : `Place at ${rotationLabel(r)}`)
      .setStyle(r === shown ? ButtonStyle.Success : ButtonStyle.Primary),
  );
  const others = spot.rotations.filter((r) => r !== shown);
  const look = others.map((r) =>
    new ButtonBuilder()
      .setCustomId(id('look', r))
      .setLabel(`Show ${rotationLabel(r)}`)
      .setStyle(ButtonStyle.Secondary),
  );
  return {
    content: `Spot ${spot.number}, turned ${rotationLabel(shown)}. It fits here at ${rotationList(spot.rotations)}.`,
    embeds: [new EmbedBuilder().setImage(image.url).setColor(colorOf(record, activePlayer(record)?.id))],
    components: look.length ? [row(...place), row(...look)] : [row(...place)],
    files: [image.attachment],
    allowedMentions: { users: [] },
  };
}

function breakdownFields(record: GameRecord): APIEmbedField[] {
  const table = scoreBreakdown(record);
  const kinds = [...new Set([...table.values()].flatMap((row) => [...row.keys()]))].sort();
  const players = [...(record.state?.players ?? [])].sort((a, b) => b.score - a.score);
  return players.slice(0, 25).map((p) => {
    const row = table.get(p.id);
    const parts = kinds.map((kind) => `${kind} ${row?.get(kind) ?? 0}`);
    return {
      name: `${displayName(p.name)}: ${p.score} points`,
      value: parts.join(' · ') || 'nothing scored',
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
): MessageParts {
  const state = record.state;
  const ended = [...events, ...record.log.flatMap((e) => e.events)].find((e) => e.type === 'gameEnded');
  const winners = ended?.type === 'gameEnded' ? ended.winners : [];
  const best = Math.max(0, ...(state?.players.map((p) => p.score) ?? []));
  const who = winners.map(mention).join(' and ');
  const verb = winners.length > 1 ? 'share the win' : 'wins';
  const embed = new EmbedBuilder()
    .setTitle('Game over: final scores')
    .setColor(colorOf(record, winners[0]))
    .setDescription(clip(lastTurnLines(record).join('\n') || 'The game is over.', EMBED_TEXT_LIMIT))
    .addFields(breakdownFields(record))
    .setImage(image.url)
    .setFooter({ text: 'Start another with /carcassonne new' });
  const others = (state?.players ?? [])
    .filter((p) => !winners.includes(p.id))
    .map((p) => `${mention(p.id)} ${p.score}`)
    .join(', ');
  return {
    content: `🏆 Game over! ${who} ${verb} with ${best} points${others ? ` (${others})` : ''}. Thanks for playing!`,
    embeds: chart ? [embed, new EmbedBuilder().setTitle('Scores over the game').setImage(chart.url)] : [embed],
    components: [],
    files: chart ? [image.attachment, chart.attachment] : [image.attachment],
    allowedMentions: { users: state?.players.map((p) => p.id) ?? [] },
  };
}

/** The lobby: rules, players, and Join / Start buttons. */
export function lobbyMessage(record: GameRecord, headline: string): Omit<MessageParts, 'files'> {
  const host = playerName(record, hostOf(record));
  const tileSet = gameOptions(record.expansions, record.options).tileSet === 'gardens' ? ' · gardens tile set' : '';
  const embed = new EmbedBuilder()
    .setTitle('Carcassonne: waiting for players')
    .setColor(0x6b8e23)
    .setDescription(
      [
        `Rules: ${expansionTitles(record.expansions)}${tileSet} · ${clockSetting(record)}`,
        `Players (${record.seats.length}/${playerLimit(record.expansions)}): ${record.seats.map((s) => displayName(s.name)).join(', ')}`,
        '',
        `Join with the button or \`/carcassonne join\`. ${host} (the host) starts with **Start** or \`/carcassonne start\`.`,
      ].join('\n'),
    );
  const live = record.status === 'lobby';
  const button = (action: 'join' | 'start', label: string, style: ButtonStyle) =>
    new ButtonBuilder()
      .setCustomId(encodeId({ action, gameId: record.gameId, turn: 0, arg: '' }))
      .setLabel(label)
      .setStyle(style);
  return {
    content: headline,
    embeds: [embed],
    components: live
      ? [row(button('join', 'Join', ButtonStyle.Primary), button('start', 'Start', ButtonStyle.Success))]
      : [],
    allowedMentions: { users: [] },
  };
}

/** Scores, figures and tiles left, as text. */
export function scoresText(record: GameRecord): string {
  return [
    `**Scores** (turn ${record.state?.turn.number ?? 0})`,
    ...scoreLines(record),
    `${tilesLeft(record)} tiles left.`,
  ].join('\n');
}
