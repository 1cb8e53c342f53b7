// Answers only the acting member sees. Works whatever the interaction's state: not yet answered,
// deferred (the "thinking" message is replaced), or already answered (a follow-up).
// A message is put into words in the member's language; a string is already in words.
import { MessageFlags, type RepliableInteraction } from 'discord.js';
import { type Message, render } from '../i18n';
import { readerLocale } from './locale';

export async function answer(interaction: RepliableInteraction, said: Message | string): Promise<void> {
  const content = typeof said === 'string' ? said : render(readerLocale(interaction), said);
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

/** A public answer that pings nobody (names in it are for reading); the caller words it in the game's language. */
export async function announce(interaction: RepliableInteraction, content: string): Promise<void> {
  await interaction.reply({ content, allowedMentions: { parse: [] } });
}
