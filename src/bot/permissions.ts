// The bot needs to see the channel, write in it, attach the board and show it in an embed. Checked
// from the interaction's app_permissions before a move, so a missing one is explained up front.
import { type BaseInteraction, PermissionFlagsBits } from 'discord.js';

const P = PermissionFlagsBits;

export function missingPostPermissions(interaction: BaseInteraction): string[] {
  const granted = interaction.appPermissions;
  if (!granted) return [];
  const inThread = interaction.channel?.isThread() ?? false;
  const needed: [string, bigint][] = [
    ['View Channel', P.ViewChannel],
    inThread ? ['Send Messages in Threads', P.SendMessagesInThreads] : ['Send Messages', P.SendMessages],
    ['Attach Files', P.AttachFiles],
    ['Embed Links', P.EmbedLinks],
  ];
  return needed.filter(([, bit]) => !granted.has(bit)).map(([name]) => name);
}

export function permissionAdvice(missing: string[]): string {
  return (
    `I can't post the board in this channel: I'm missing the **${missing.join('**, **')}** ` +
    `permission${missing.length > 1 ? 's' : ''}. Ask someone who manages the server to grant ` +
    `${missing.length > 1 ? 'them' : 'it'} to me here, then try again.`
  );
}
