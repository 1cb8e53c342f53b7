// Answers only the acting member sees. Works whatever the interaction's state: not yet answered,
// deferred (the "thinking" message is replaced), or already answered (a follow-up).
import { MessageFlags, type RepliableInteraction } from 'discord.js';
import { clipText } from '../app/echo';

/** Discord refuses a message over 2,000 characters; a too long answer is cut rather than lost. */
const MESSAGE_LIMIT = 2000;

export async function answer(interaction: RepliableInteraction, text: string): Promise<void> {
  const content = clipText(text, MESSAGE_LIMIT);
  if (interaction.deferred && !interaction.replied) {
    await interaction.editReply({ content, embeds: [], components: [], files: [], allowedMentions: { parse: [] } });
  } else if (interaction.replied) {
    await interaction.followUp({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
  } else {
    await interaction.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
  }
}

/** Defers privately (before any rendering): the 3-second deadline is met, errors stay private. */
export async function deferPrivately(interaction: RepliableInteraction): Promise<void> {
  if (!interaction.deferred && !interaction.replied) await interaction.deferReply({ flags: MessageFlags.Ephemeral });
}

/** A public answer that pings nobody (names in it are for reading). */
export async function announce(interaction: RepliableInteraction, content: string): Promise<void> {
  await interaction.reply({ content: clipText(content, MESSAGE_LIMIT), allowedMentions: { parse: [] } });
}
