// Answers only the acting member sees. Works whatever the interaction's state: not yet answered,
// deferred (the "thinking" message is replaced), or already answered (a follow-up).
// A message is put into words in the member's language; a string is already in words.
import { MessageFlags, type RepliableInteraction } from 'discord.js';
import { clipText } from '../app/echo';
import { type Message, render } from '../i18n';
import { waitForTurn } from './admission';
import { readerLocale } from './locale';

/** Discord refuses a message over 2,000 characters; a too long answer is cut rather than lost. */
const MESSAGE_LIMIT = 2000;

export async function answer(interaction: RepliableInteraction, said: Message | string): Promise<void> {
  const content = clipText(typeof said === 'string' ? said : render(readerLocale(interaction), said), MESSAGE_LIMIT);
  if (interaction.deferred && !interaction.replied) {
    await interaction.editReply({ content, embeds: [], components: [], files: [], allowedMentions: { parse: [] } });
  } else if (interaction.replied) {
    await interaction.followUp({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
  } else {
    await interaction.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
  }
}

/**
 * Acknowledges before anything that may take time (a storage read, a lock wait, a render): Discord drops
 * an interaction not acknowledged within 3 s. 'update' (a button on the member's own private message)
 * later edits that message; 'reply' answers privately, so errors stay private. Then waits its turn to do
 * the work (admission.ts). Does nothing when the interaction was acknowledged already.
 */
export async function acknowledge(interaction: RepliableInteraction, how: 'reply' | 'update' = 'reply'): Promise<void> {
  if (interaction.deferred || interaction.replied) return;
  if (how === 'update' && interaction.isMessageComponent()) await interaction.deferUpdate();
  else await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  await waitForTurn(interaction);
}

/** Defers privately (before any rendering): the 3-second deadline is met, errors stay private. */
export const deferPrivately = (interaction: RepliableInteraction) => acknowledge(interaction, 'reply');

/** Defers an answer everyone will see (before a slow read such as the server's history). */
export async function deferPublicly(interaction: RepliableInteraction): Promise<void> {
  if (interaction.deferred || interaction.replied) return;
  await interaction.deferReply();
  await waitForTurn(interaction);
}

/** A public answer that pings nobody (names in it are for reading); fills a public deferral. */
export async function announce(interaction: RepliableInteraction, content: string): Promise<void> {
  if (interaction.deferred && !interaction.replied)
    await interaction.editReply({ content: clipText(content, MESSAGE_LIMIT), allowedMentions: { parse: [] } });
  else await interaction.reply({ content: clipText(content, MESSAGE_LIMIT), allowedMentions: { parse: [] } });
}
