// The bot needs to see the channel, write in it, attach the board and show it in an embed. Checked
// from the interaction's app_permissions before a move, so a missing one is explained up front.
import { type BaseInteraction, PermissionFlagsBits } from 'discord.js';
import { type Message, type MessageKey, message } from '../i18n';

const P = PermissionFlagsBits;

/** The permissions missing to post the board, by their names in Discord's settings. */
export function missingPostPermissions(interaction: BaseInteraction): Message[] {
  const granted = interaction.appPermissions;
  if (!granted) return [];
  const inThread = interaction.channel?.isThread() ?? false;
  const needed: [MessageKey, bigint][] = [
    ['permission.view-channel', P.ViewChannel],
    inThread ? ['permission.send-in-threads', P.SendMessagesInThreads] : ['permission.send-messages', P.SendMessages],
    ['permission.attach-files', P.AttachFiles],
    ['permission.embed-links', P.EmbedLinks],
  ];
  return needed
    .filter(([, bit]) => !granted.has(bit))
    .map(([key]) => message('permission.named', { permission: message(key) }));
}

/** The permissions missing to open a game in a public thread of this channel and write there. */
export function missingThreadPermissions(interaction: BaseInteraction): Message[] {
  const granted = interaction.appPermissions;
  if (!granted) return [];
  const needed: [MessageKey, bigint][] = [
    ['permission.create-public-threads', P.CreatePublicThreads],
    ['permission.send-in-threads', P.SendMessagesInThreads],
  ];
  return needed
    .filter(([, bit]) => !granted.has(bit))
    .map(([key]) => message('permission.named', { permission: message(key) }));
}

export function permissionAdvice(missing: Message[]): Message {
  return message('permission.advice', { count: missing.length, missing });
}
