// Words for what happened and what to do next: the same text in Discord and in the terminal.
import { findModule, type GameEvent, legalMoves, rulesFor } from '../engine';
import { escapeMarkdownText } from './markdown';
import type { GameRecord } from './record';

const ROTATION_WORD: Record<number, string> = { 0: '0°', 90: '90°', 180: '180°', 270: '270°' };
export const rotationLabel = (rotation: number) => ROTATION_WORD[rotation] ?? `${rotation}°`;

/** Spot numbers on the board image start at 1; figure spots are lettered from A. */
export const spotNumber = (index: number) => index + 1;
export const figureLetter = (index: number): string =>
  index < 26 ? String.fromCharCode(65 + index) : figureLetter(Math.floor(index / 26) - 1) + figureLetter(index % 26);

/** A member's name as our messages show it: as typed, never as markdown, a link or a mention. */
export const displayName = (name: string) => escapeMarkdownText(name);

export function playerName(record: GameRecord, id: string): string {
  const name = record.state?.players.find((p) => p.id === id)?.name ?? record.seats.find((s) => s.userId === id)?.name;
  return name === undefined ? 'someone' : displayName(name);
}

const names = (record: GameRecord, ids: string[]) => {
  const list = ids.map((id) => playerName(record, id));
  return list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}` : (list[0] ?? 'nobody');
};

function figureName(record: GameRecord, kind: string): string {
  return rulesFor(record.state?.expansions ?? []).figures.get(kind)?.name ?? kind;
}

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');

/** One line per thing worth telling; draws and turn starts are left to the turn prompt. */
export function describeEvents(record: GameRecord, events: GameEvent[]): string[] {
  const lines: string[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'tilePlaced':
        lines.push(`${playerName(record, event.player)} placed tile ${event.tile}.`);
        break;
      case 'figurePlaced':
        lines.push(
          `${playerName(record, event.player)} put a ${figureName(record, event.figure)} on a ${event.featureKind}.`,
        );
        break;
      case 'scored': {
        if (!event.points) break; // a field with no finished city: nothing worth telling
        const who = names(record, event.players);
        const verb = event.players.length > 1 ? 'each score' : 'scores';
        lines.push(`${who} ${verb} ${event.points} for ${article(event.reason)} ${event.reason}.`);
        break;
      }
      case 'tileDiscarded':
        lines.push(`A tile was set aside: ${event.reason}.`);
        break;
      case 'expansion':
        if (event.what === 'goods' && event.data) {
          const goods = Object.entries(event.data.goods as Record<string, number>).map(([good, n]) => `${n} ${good}`);
          lines.push(`${playerName(record, String(event.data.player))} takes the city's goods: ${goods.join(', ')}.`);
        }
        break;
      case 'turnSkipped':
        lines.push(`${playerName(record, event.player)} ran out of time: the turn was skipped and the tile went back.`);
        break;
      case 'playerRemoved':
        lines.push(`${playerName(record, event.player)} left the game; their figures left the board.`);
        break;
      case 'gameEnded':
        lines.push(
          `Game over! ${names(record, event.winners)} ${event.winners.length > 1 ? 'share the win' : 'wins'}.`,
        );
        break;
      default:
        break;
    }
  }
  return lines;
}

/** Scores, figures left and tiles left, one line per player. */
export function scoreLines(record: GameRecord): string[] {
  const state = record.state;
  if (!state) return record.seats.map((s) => `${displayName(s.name)}: waiting to start`);
  return state.players.map((p) => {
    const figures = Object.entries(p.supply)
      .map(([kind, n]) => `${n} ${figureName(record, kind)}${n === 1 ? '' : 's'}`)
      .join(', ');
    const marker = state.turn.step !== 'ended' && state.players[state.turn.player]?.id === p.id ? ' ◀' : '';
    const tokens = Object.entries(p.tokens ?? {}).filter(([, n]) => n > 0);
    const held = tokens.length ? `, goods ${tokens.map(([good, n]) => `${n} ${good}`).join(', ')}` : '';
    return `${displayName(p.name)} (${p.color}): ${p.score} points, ${figures} left${held}${marker}`;
  });
}

/** Final points per player and feature kind, from the move log. */
export function scoreBreakdown(record: GameRecord): Map<string, Map<string, number>> {
  const table = new Map<string, Map<string, number>>();
  for (const event of record.log.flatMap((entry) => entry.events)) {
    if (event.type !== 'scored') continue;
    for (const player of event.players) {
      const row = table.get(player) ?? new Map<string, number>();
      row.set(event.feature.kind, (row.get(event.feature.kind) ?? 0) + event.points);
      table.set(player, row);
    }
  }
  return table;
}

/** What the active player does now, in one or two sentences. */
export function turnPrompt(record: GameRecord): string {
  const state = record.state;
  if (!state)
    return `Waiting for players: ${record.seats.map((s) => displayName(s.name)).join(', ')}. The host starts with \`/carcassonne start\`.`;
  const legal = legalMoves(state);
  if (legal.step === 'ended') return 'The game is over.';
  const who = playerName(record, legal.player);
  if (legal.step === 'placeTile') {
    return `Turn ${state.turn.number}: ${who}, place tile **${legal.tile}**. Pick a spot (1–${legal.placements.length}) and a rotation: \`/carcassonne place\`, or the menu below.`;
  }
  if (!legal.spots.length && !legal.actions.length)
    return `${who}, there is nowhere to put a figure on that tile: press **No figure** to end your turn.`;
  if (!legal.spots.length)
    return `${who}, choose ${legal.actions.map((a) => a.label ?? a.action).join(' or ')}, or end your turn.`;
  const letters = legal.spots.map((s, i) => `${figureLetter(i)} ${s.kind}`).join(', ');
  return `${who}, place a figure (${letters}) or end your turn without one.`;
}

export function tilesLeft(record: GameRecord): number {
  return record.state?.supply.length ?? 0;
}

export function expansionTitles(ids: string[]): string {
  return ids.length ? ids.map((id) => findModule(id)?.title ?? id).join(', ') : 'base game only';
}

/** The final scores, best first: "Ann: 85 points (city 30 · field 27 · road 12)". */
export function finalScoreLines(record: GameRecord): string[] {
  const table = scoreBreakdown(record);
  return [...(record.state?.players ?? [])]
    .sort((a, b) => b.score - a.score)
    .map((p) => {
      const parts = [...(table.get(p.id) ?? new Map<string, number>())]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, points]) => `${kind} ${points}`);
      return `${displayName(p.name)}: ${p.score} points${parts.length ? ` (${parts.join(' · ')})` : ''}`;
    });
}
