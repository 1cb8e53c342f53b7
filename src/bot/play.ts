// The one path every move takes, whether it comes from a slash command or a button: acknowledge first
// (before reading the game, waiting for the channel's lock or rendering), then cheap checks answered
// privately, apply through GameService (which re-checks everything under the channel's lock), and show
// the result.

import type { RepliableInteraction } from 'discord.js';
import { actionChoices, figureChoiceLabel, figureSpots, type NumberedPlacement, type Resolved } from '../app/choices';
import { describeEvents, displayName, isGameOver, playerName, playerToMove } from '../app/describe';
import type { Actor, Outcome } from '../app/game-service';
import type { GameRecord } from '../app/record';
import type { Move, Rotation } from '../engine';
import { type Message, message } from '../i18n';
import { playComputerTurns } from './computer-turns';
import type { BotDeps } from './context';
import { gameLocale, readerT } from './locale';
import { figureStep, previewMessage } from './messages';
import { missingPostPermissions, permissionAdvice } from './permissions';
import { channelOf } from './presenter';
import { acknowledge, answer } from './reply';

export const NO_GAME = message('game.none');

export interface MoveRequest {
  interaction: RepliableInteraction;
  deps: BotDeps;
  actor: Actor;
  channelId: string;
  /** The move, worked out from the current record (or why there is none). */
  resolve: (record: GameRecord) => Resolved | { ok: 'ask'; spot: NumberedPlacement };
  /** From a component's custom id; otherwise the turn the record showed when the request arrived. */
  expectedTurn?: number;
  /** An answer from a question's menu: the moves logged when it was shown (a later question refuses it). */
  expectedMoves?: number;
  /** Buttons on the player's own private message edit that message instead of answering anew. */
  acknowledge?: 'reply' | 'update';
}

/** Why this member can't act now (not playing, not their turn, another player's question), or undefined. */
export function turnProblem(record: GameRecord, userId: string): Message | undefined {
  const state = record.state;
  if (record.status === 'lobby' || !state) return message('game.not-started');
  if (record.status !== 'playing') return message('game.over');
  if (!state.players.some((p) => p.id === userId)) return message('play.not-playing');
  const toMove = playerToMove(record);
  if (!toMove || toMove.id === userId) return undefined;
  const player = displayName(toMove.name);
  return state.turn.step === 'decide'
    ? message('play.not-your-question', { player })
    : message('play.not-your-turn', { player });
}

/** Answers a stale or foreign component before anything else happens. */
export function staleProblem(record: GameRecord | undefined, gameId: string, turn: number): Message | undefined {
  if (!record || record.gameId !== gameId) return message('play.stale-game');
  const current = record.state?.turn.number ?? 0;
  if (turn !== current) return message('game.out-of-date', { turn: current });
  return undefined;
}

export async function playMove(request: MoveRequest): Promise<void> {
  const { interaction, deps, actor, channelId } = request;
  await acknowledge(interaction, request.acknowledge);
  const record = await deps.service.find(channelId);
  if (!record) return answer(interaction, NO_GAME);
  const problem = turnProblem(record, actor.userId);
  if (problem) return answer(interaction, problem);
  const resolved = request.resolve(record);
  if (resolved.ok === false) return answer(interaction, resolved.message);
  if (resolved.ok === 'ask')
    return showPreview(interaction, deps, record, resolved.spot, resolved.spot.rotations[0] as Rotation);
  const missing = missingPostPermissions(interaction);
  if (missing.length) return answer(interaction, permissionAdvice(missing));

  const expectedTurn = request.expectedTurn ?? record.state?.turn.number;
  const outcome = await deps.service.play(channelId, actor, resolved.move, expectedTurn, request.expectedMoves);
  if (!outcome.ok) return answer(interaction, outcome.message);
  await afterMove(request, outcome, resolved.move, record.state?.turn.step === 'decide');
}

/** After a saved move: the figure step privately, or the next turn's post for everyone. */
async function afterMove(
  request: MoveRequest,
  outcome: Extract<Outcome, { ok: true }>,
  move: Move,
  answering: boolean,
): Promise<void> {
  const { interaction, deps, actor, channelId } = request;
  let { record, events } = outcome;
  const t = readerT(interaction);
  // a pass answering a question declined it; otherwise it ended the turn without a figure
  const notes: string[] = move.type === 'pass' ? [t(answering ? 'play.declined' : 'play.no-figure')] : [];
  // the figure step is shown privately to the active player only (an answer may lead to another's)
  const ownFigureStep = record.state?.players[record.state.turn.player]?.id === actor.userId;
  if (record.status === 'playing' && record.state?.turn.step === 'placeFigure' && ownFigureStep) {
    const spots = figureSpots(record);
    if (spots.length || actionChoices(record).length) {
      try {
        const image = await deps.presenter.placement(record.state, gameLocale(record));
        await interaction.editReply(figureStep(record, image, t));
        await deps.presenter.showStep(await channelOf(interaction), record, image);
      } catch (error) {
        deps.log('drawing the figure step failed', error);
        const labels = spots.map((s) => figureChoiceLabel(record, s));
        await answer(interaction, message('play.figure-step-failed', { spots: labels }));
      }
      return;
    }
    // Nothing to choose: end the turn for the player rather than make them press "No figure".
    const passed = await deps.service.play(channelId, actor, { type: 'pass' }, record.state.turn.number);
    if (!passed.ok) return answer(interaction, passed.message);
    ({ record } = passed);
    events = [...events, ...passed.events];
    notes.push(t('play.no-spot-ends-turn'));
  }
  const channel = await channelOf(interaction);
  const posted = await deps.posts.deliver(channel, channelId, record, events);
  const mine = describeEvents(record, events)
    .filter((said) => !isGameOver(said))
    .map((said) => t(said.key, said.params));
  // sentences side by side, each whole in the reader's language
  const summary = [...notes, ...mine].join(' ');
  const next = nextUp(record);
  if (posted.ok) {
    await answer(interaction, next ? t('play.done-next', { summary, player: next }) : t('play.done', { summary }));
  } else {
    const problem = t(posted.problem.key, posted.problem.params);
    await answer(interaction, t('play.not-posted', { summary: summary || t('play.saved'), problem }));
  }
  await playComputerTurns(deps, channel, channelId, record);
}

function nextUp(record: GameRecord): string | undefined {
  const next = playerToMove(record);
  return next ? playerName(record, next.id) : undefined;
}

/** The drawn tile shown at a spot (privately), with buttons to place it at each legal rotation. */
export async function showPreview(
  interaction: RepliableInteraction,
  deps: BotDeps,
  record: GameRecord,
  spot: NumberedPlacement,
  rotation: Rotation,
  how: 'reply' | 'update' = 'reply',
): Promise<void> {
  await acknowledge(interaction, how);
  const state = record.state;
  if (!state) return answer(interaction, NO_GAME);
  try {
    const image = await deps.presenter.preview(state, spot.x, spot.y, rotation, gameLocale(record));
    await interaction.editReply(previewMessage(record, spot, rotation, image, readerT(interaction)));
  } catch (error) {
    deps.log('preview failed', error);
    await answer(interaction, message('play.preview-failed'));
  }
}
