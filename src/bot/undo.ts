// Taking back the tile just placed (the /undo command and the figure step's Undo button): the player
// gets the turn's placement choices again, privately. The public turn post stays valid: same turn.
import type { RepliableInteraction } from 'discord.js';
import type { Actor } from '../app/game-service';
import type { Answering } from '../app/moves';
import type { BotDeps } from './context';
import { gameLocale, readerT } from './locale';
import { placementAgain } from './messages';
import { NO_GAME } from './play';
import { channelOf } from './presenter';
import { acknowledge, answer } from './reply';

export async function takeBackTile(
  interaction: RepliableInteraction,
  deps: BotDeps,
  actor: Actor,
  channelId: string,
  how: 'reply' | 'update' = 'reply',
  answers: Answering = {},
): Promise<void> {
  // The game is changed under its lock and drawn again below: acknowledge first.
  await acknowledge(interaction, how);
  const outcome = await deps.service.undo(channelId, actor, answers);
  if (!outcome.ok) return answer(interaction, outcome.message);
  const { state } = outcome.record;
  if (!state) return answer(interaction, NO_GAME);
  try {
    const image = await deps.presenter.image(state, gameLocale(outcome.record));
    await interaction.editReply(placementAgain(outcome.record, image, readerT(interaction)));
    // the public turn post offers the spots again too
    await deps.presenter.showStep(await channelOf(interaction), outcome.record, image);
  } catch (error) {
    deps.log('drawing the placement choices after an undo failed', error);
    await answer(interaction, { key: 'play.undo-not-drawn' });
  }
}
