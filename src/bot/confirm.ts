// Asking before what cannot be taken back (leaving a running game, abandoning it): a private question
// with Confirm and Cancel. The buttons name the game and the member they were made for, so a click after
// the game changed, or by someone else, does nothing but say so.
import {
  ActionRowBuilder,
  ButtonBuilder,
  type ButtonInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  MessageFlags,
} from 'discord.js';
import type { Actor } from '../app/game-service';
import type { GameRecord } from '../app/record';
import type { Message } from '../i18n';
import type { BotDeps } from './context';
import { type ComponentId, encodeId } from './custom-id';
import { abandonGame, leaveGame } from './lobby';
import { readerT } from './locale';
import { answerAside, updateClicked } from './reply';

export type Confirmable = 'leave' | 'abandon';

/** The private question with its Confirm and Cancel buttons. */
export async function askToConfirm(
  interaction: ChatInputCommandInteraction,
  record: GameRecord,
  what: Confirmable,
  question: Message,
): Promise<void> {
  const t = readerT(interaction);
  const id = (action: Confirmable | 'cancel') =>
    encodeId({ action, gameId: record.gameId, turn: 0, arg: interaction.user.id });
  const buttons = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId(id(what)).setLabel(t('confirm.button.confirm')).setStyle(ButtonStyle.Danger),
    new ButtonBuilder().setCustomId(id('cancel')).setLabel(t('confirm.button.cancel')).setStyle(ButtonStyle.Secondary),
  );
  const parts = { content: t(question.key, question.params), components: [buttons], allowedMentions: { parse: [] } };
  // acknowledged privately on arrival (the router): the question fills that in
  if (interaction.deferred) await interaction.editReply(parts);
  else await interaction.reply({ ...parts, flags: MessageFlags.Ephemeral });
}

/** A click on Confirm or Cancel. */
export async function confirmed(
  interaction: ButtonInteraction,
  deps: BotDeps,
  actor: Actor,
  id: ComponentId,
): Promise<void> {
  const t = readerT(interaction);
  if (id.arg !== actor.userId) return answerAside(interaction, { key: 'confirm.not-yours' });
  if (id.action === 'cancel') {
    await updateClicked(interaction, { content: t('confirm.cancelled'), components: [] });
    return;
  }
  const record = await deps.service.find(interaction.channelId);
  // a question about a game that has ended (or a new one in its place) is out of date
  if (record?.gameId !== id.gameId) {
    await updateClicked(interaction, { content: t('confirm.stale'), components: [] });
    return;
  }
  // the question's buttons go at once, so a second click cannot repeat it; the outcome is told publicly
  await updateClicked(interaction, { content: t('confirm.confirmed'), components: [] });
  if (id.action === 'leave') await leaveGame(interaction, deps, actor);
  else await abandonGame(interaction, deps, actor);
}
