// Buttons and select menus. Their custom ids name the game and turn (custom-id.ts), so clicks on an
// old board get a clear answer; everything else goes through the same paths as the slash commands.
import { type ButtonInteraction, MessageFlags, type StringSelectMenuInteraction } from 'discord.js';
import {
  resolveAction,
  resolveDecision,
  resolveDecline,
  resolveFigure,
  resolvePlacement,
  resolveSkip,
  tileSpots,
} from '../app/choices';
import { figureLetter } from '../app/describe';
import type { GameRecord } from '../app/record';
import type { Rotation } from '../engine';
import { confirmed } from './confirm';
import { actorOf, type BotDeps } from './context';
import { type ComponentId, decodeId, decodePair } from './custom-id';
import { joinGame, startGame } from './lobby';
import { NO_GAME, playMove, showPreview, staleProblem, turnProblem } from './play';
import { rematch } from './rematch';
import { acknowledge, answer } from './reply';
import { takeBackTile } from './undo';

type ComponentInteraction = ButtonInteraction | StringSelectMenuInteraction;

/** Components that change the lobby or seats answer by themselves (a public message, a confirmation). */
const ANSWERED_BY_THEMSELVES = new Set(['join', 'start', 'leave', 'abandon', 'cancel', 'rematch']);

/** Whether a component is acknowledged (in handleComponent) before its game is read. */
export function acknowledgesFirst(customId: string): boolean {
  const id = decodeId(customId);
  return id !== undefined && !ANSWERED_BY_THEMSELVES.has(id.action);
}

export async function handleComponent(interaction: ComponentInteraction, deps: BotDeps): Promise<void> {
  const id = decodeId(interaction.customId);
  const channelId = interaction.channelId;
  if (!id) return answer(interaction, { key: 'play.button-unknown' });
  const actor = actorOf(interaction);
  if (id.action === 'join') return joinGame(interaction, deps, actor, id.gameId);
  if (id.action === 'start') return startGame(interaction, deps, actor, id.gameId);
  if (id.action === 'leave' || id.action === 'abandon' || id.action === 'cancel') {
    return interaction.isButton() ? confirmed(interaction, deps, actor, id) : undefined;
  }
  if (id.action === 'rematch' && interaction.isButton()) return rematch(interaction, deps, id.gameId);

  // Buttons on the player's own private message turn that message into the next step; a spot picked
  // on a turn post opens a new private preview.
  const onPrivateMessage = interaction.message.flags.has(MessageFlags.Ephemeral);
  const how = onPrivateMessage ? 'update' : 'reply';
  // Before reading the game: under load the read alone may take long.
  await acknowledge(interaction, id.action === 'spot' ? 'reply' : how);
  const record = await deps.service.find(channelId);
  const stale = staleProblem(record, id.gameId, id.turn);
  if (!record || stale) return answer(interaction, record && stale ? stale : NO_GAME);
  const move = { interaction, deps, actor, channelId, expectedTurn: id.turn, acknowledge: how } as const;

  switch (id.action) {
    case 'spot':
    case 'look': {
      const problem = turnProblem(record, actor.userId);
      if (problem) return answer(interaction, problem);
      const [number, rotation] =
        id.action === 'spot' && interaction.isStringSelectMenu()
          ? [Number(interaction.values[0]), undefined]
          : (decodePair(id.arg) ?? [Number.NaN, undefined]);
      const resolved = resolvePlacement(record, number, rotation ?? null);
      if (resolved.ok === false) return answer(interaction, resolved.message);
      const spot = tileSpots(record)[number - 1];
      if (!spot) return answer(interaction, { key: 'play.spot-gone', params: { spot: number } });
      const shown = (rotation ?? spot.rotations[0]) as Rotation;
      return showPreview(interaction, deps, record, spot, shown, id.action === 'look' ? how : 'reply');
    }
    case 'tile': {
      const [number, rotation] = decodePair(id.arg) ?? [Number.NaN, Number.NaN];
      return playMove({ ...move, resolve: (r) => resolvePlacement(r, number, rotation) });
    }
    case 'fig': {
      const [index, kind] = splitFigure(id);
      return playMove({ ...move, resolve: (r) => resolveFigure(r, figureLetter(index), kind) });
    }
    case 'act':
      return playMove({ ...move, resolve: (r) => resolveAction(r, Number(id.arg)) });
    case 'skip':
      return playMove({ ...move, resolve: resolveSkip });
    case 'pick':
    case 'decline': {
      // a menu of an earlier question of this turn: the moves logged since tell it apart
      const moves = Number(id.arg.split('.')[0]);
      if (moves !== record.log.length) return answer(interaction, { key: 'game.question-gone' });
      const number = interaction.isStringSelectMenu() ? Number(interaction.values[0]) : Number.NaN;
      const resolve = id.action === 'pick' ? (r: GameRecord) => resolveDecision(r, number) : resolveDecline;
      return playMove({ ...move, expectedMoves: moves, resolve });
    }
    case 'undo':
      return takeBackTile(interaction, deps, actor, channelId, how);
  }
}

function splitFigure(id: ComponentId): [number, string] {
  const dot = id.arg.indexOf('.');
  return [Number(id.arg.slice(0, dot)), id.arg.slice(dot + 1)];
}
