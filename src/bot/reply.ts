// Answers to an interaction, whatever its state: not yet answered, deferred (the "thinking…" message is
// filled in, or the clicked message edited), or already answered (a follow-up). `answer` is seen only by
// the acting member, `publish` by everyone. A message is put into words in the member's language; a
// string is already in words.
import {
  type InteractionReplyOptions,
  type InteractionUpdateOptions,
  type MessageComponentInteraction,
  MessageFlags,
  type RepliableInteraction,
} from 'discord.js';
import { clipText } from '../app/echo';
import { type Message, render } from '../i18n';
import { lineUp, waitForTurn } from './admission';
import { readerLocale } from './locale';

/** Discord refuses a message over 2,000 characters; a too long answer is cut rather than lost. */
const MESSAGE_LIMIT = 2000;
const NO_MENTIONS = { parse: [] as [] };

/**
 * Where the interaction's next answer can go. 'open': its acknowledgement is still to be filled in,
 * privately ('private': a private "thinking…", or a deferred click on a private message) or publicly
 * ('public': a public "thinking…"); 'clicked': a deferred click on a public message (editing that message
 * is not an answer); 'answered': only follow-ups are left; 'new': not acknowledged yet.
 */
type Stage = 'new' | 'private' | 'public' | 'clicked' | 'answered';

function stageOf(interaction: RepliableInteraction): Stage {
  if (interaction.replied) return 'answered';
  if (!interaction.deferred) return 'new';
  // discord.js sets `ephemeral` when deferring a reply; a deferred click (deferUpdate) leaves it null
  if (interaction.ephemeral !== null) return interaction.ephemeral ? 'private' : 'public';
  const clicked = (interaction as MessageComponentInteraction).message;
  return clicked?.flags.has(MessageFlags.Ephemeral) ? 'private' : 'clicked';
}

const inWords = (interaction: RepliableInteraction, said: Message | string) =>
  clipText(typeof said === 'string' ? said : render(readerLocale(interaction), said), MESSAGE_LIMIT);

export async function answer(interaction: RepliableInteraction, said: Message | string): Promise<void> {
  const content = inWords(interaction, said);
  const privately = { content, flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS } as const;
  switch (stageOf(interaction)) {
    case 'new':
      await interaction.reply(privately);
      return;
    case 'private':
      await interaction.editReply({ content, embeds: [], components: [], files: [], allowedMentions: NO_MENTIONS });
      return;
    case 'public':
      // a public "thinking…" cannot turn private (a refusal after a public deferral): it goes, and the
      // answer follows privately
      await interaction.deleteReply();
      await interaction.followUp(privately);
      return;
    default:
      await interaction.followUp(privately);
  }
}

/** A private answer that leaves the clicked message as it was (a click on a question meant for someone else). */
export async function answerAside(interaction: RepliableInteraction, said: Message | string): Promise<void> {
  const clicked = interaction.deferred && !interaction.replied && interaction.ephemeral === null;
  if (!clicked) return answer(interaction, said);
  const content = inWords(interaction, said);
  await interaction.followUp({ content, flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS });
}

/**
 * A message everyone sees: fills a public deferral, or replaces a private "thinking…" not yet filled in
 * (it goes), else follows up. Returns the message's id.
 */
export async function publish(
  interaction: RepliableInteraction,
  parts: Omit<InteractionReplyOptions, 'flags'>,
): Promise<string | undefined> {
  switch (stageOf(interaction)) {
    case 'new': {
      const response = await interaction.reply({ ...parts, withResponse: true });
      return response.resource?.message?.id;
    }
    case 'public':
      return (await interaction.editReply(parts)).id;
    case 'private':
      // a click on a private message is followed up; a private "thinking…" would take the follow-up's
      // place (and stay private), so it goes first
      if (interaction.ephemeral) await interaction.deleteReply();
      return (await interaction.followUp(parts)).id;
    default:
      return (await interaction.followUp(parts)).id;
  }
}

/** A public answer that pings nobody (names in it are for reading). */
export async function announce(interaction: RepliableInteraction, content: string): Promise<void> {
  await publish(interaction, { content: clipText(content, MESSAGE_LIMIT), allowedMentions: NO_MENTIONS });
}

/** Rewrites the clicked message (a lobby's), whether the click was deferred or not. */
export async function updateClicked(
  interaction: MessageComponentInteraction,
  parts: InteractionUpdateOptions,
): Promise<void> {
  if (interaction.deferred && !interaction.replied) await interaction.editReply(parts);
  else await interaction.update(parts);
}

/**
 * Acknowledges before anything that may take time (a storage read, a lock wait, a render): Discord drops
 * an interaction not acknowledged within 3 s. 'update' (a button on a message) later edits that message
 * (or follows up); 'reply' answers privately, so errors stay private. The interaction takes its place in
 * line first, then waits its turn to do the work (admission.ts). Does nothing when the interaction was
 * acknowledged already.
 */
export async function acknowledge(interaction: RepliableInteraction, how: 'reply' | 'update' = 'reply'): Promise<void> {
  if (interaction.deferred || interaction.replied) return;
  lineUp(interaction);
  if (how === 'update' && interaction.isMessageComponent()) await interaction.deferUpdate();
  else await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  await waitForTurn(interaction);
}

/** Defers privately (before any rendering): the 3-second deadline is met, errors stay private. */
export const deferPrivately = (interaction: RepliableInteraction) => acknowledge(interaction, 'reply');

/** Defers an answer everyone will see (before a slow read such as the server's history, or a save). */
export async function deferPublicly(interaction: RepliableInteraction): Promise<void> {
  if (interaction.deferred || interaction.replied) return;
  lineUp(interaction);
  await interaction.deferReply();
  await waitForTurn(interaction);
}
