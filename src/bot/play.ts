// The one path every move takes, whether it comes from a slash command or a button: acknowledge first
// (before reading the game, waiting for the channel's lock or rendering), then cheap checks answered
// privately, apply through GameService (which re-checks everything under the channel's lock), and show
// the result.

import type { RepliableInteraction } from 'discord.js';
import { figureChoiceLabel, figureSpots, type NumberedPlacement } from '../app/choices';
import { describeEvents, isGameOver, playerName, playerToMove, turnPrompt } from '../app/describe';
import { clipText } from '../app/echo';
import type { MoveIntent, MoveResult } from '../app/moves';
import type { GameRecord } from '../app/record';
import type { Rotation } from '../engine';
import { message } from '../i18n';
import type { OwedPost } from '../storage/outbox';
import { playComputerTurns } from './computer-turns';
import type { BotDeps } from './context';
import { gameLocale, readerT } from './locale';
import { figureStep, previewMessage, questionComponents } from './messages';
import type { OwedBoard } from './owed-posts';
import { missingPostPermissions, permissionAdvice } from './permissions';
import { channelOf } from './presenter';
import { acknowledge, answer } from './reply';

export const NO_GAME = message('game.none');

export interface MoveRequest {
  interaction: RepliableInteraction;
  deps: BotDeps;
  channelId: string;
  /** Who moves, what it answers and what they chose: the app checks and applies it. */
  intent: MoveIntent;
  /** Buttons on the player's own private message edit that message instead of answering anew. */
  acknowledge?: 'reply' | 'update';
}

/** One move, one call into the app; then what it says is shown. */
export async function playMove(request: MoveRequest): Promise<void> {
  const { interaction, deps, channelId } = request;
  await acknowledge(interaction, request.acknowledge);
  const result = await deps.service.move<OwedPost<OwedBoard>>(channelId, request.intent, {
    owe: (record) => deps.posts.noteFor(channelId, record),
    beforeWriting: () => {
      const missing = missingPostPermissions(interaction);
      return missing.length ? permissionAdvice(missing) : undefined;
    },
  });
  await showMove(request, result);
}

async function showMove(request: MoveRequest, result: MoveResult<OwedPost<OwedBoard>>): Promise<void> {
  const { interaction, deps, channelId } = request;
  const t = readerT(interaction);
  switch (result.kind) {
    case 'refused':
      return answer(interaction, result.message);
    case 'ask':
      return showPreview(interaction, deps, result.record, result.spot, result.spot.rotations[0] as Rotation);
    case 'figure-step': {
      // the figure step is shown privately to the active player, and on the turn post
      const { record } = result;
      try {
        const image = await deps.presenter.placement(
          record.state as NonNullable<GameRecord['state']>,
          gameLocale(record),
        );
        await interaction.editReply(figureStep(record, image, t));
        await deps.presenter.showStep(await channelOf(interaction), record, image);
      } catch (error) {
        deps.log('drawing the figure step failed', error);
        const labels = figureSpots(record, result.listing).map((s) => figureChoiceLabel(record, s));
        await answer(interaction, message('play.figure-step-failed', { spots: labels }));
      }
      return;
    }
    case 'moved': {
      const { record, events } = result;
      const channel = await channelOf(interaction);
      const posted = await deps.posts.deliver(channel, channelId, record, events, result.owed);
      const mine = describeEvents(record, events, result.given)
        .filter((said) => !isGameOver(said))
        .map((said) => t(said.key, said.params));
      // sentences side by side, each whole in the reader's language
      const summary = [...result.notes.map((note) => t(note.key, note.params)), ...mine].join(' ');
      const next = nextUp(record);
      if (posted.ok && ownQuestion(record, request.intent.userId)) {
        // the mover's own next question: asked here as on the post, with its menus, not "X is next"
        const question = turnPrompt(record);
        await interaction.editReply({
          content: clipText([summary, t(question.key, question.params)].filter(Boolean).join('\n'), CONTENT_LIMIT),
          embeds: [],
          components: questionComponents(record, t),
        });
      } else if (posted.ok) {
        await answer(interaction, next ? t('play.done-next', { summary, player: next }) : t('play.done', { summary }));
      } else {
        const problem = t(posted.problem.key, posted.problem.params);
        await answer(interaction, t('play.not-posted', { summary: summary || t('play.saved'), problem }));
      }
      await playComputerTurns(deps, channel, channelId, record);
    }
  }
}

/** Discord's limit on a message's text. */
const CONTENT_LIMIT = 2000;

/** Whether the game now waits for this member's answer to a question. */
const ownQuestion = (record: GameRecord, userId: string) =>
  record.status === 'playing' && record.state?.turn.step === 'decide' && playerToMove(record)?.id === userId;

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
