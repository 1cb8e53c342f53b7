import { PermissionFlagsBits } from 'discord.js';

const P = PermissionFlagsBits;

/** Every permission bit discord.js knows (for "deny all the rest" overwrites). */
export const ALL_PERMISSIONS = Object.values(PermissionFlagsBits).reduce((all, bit) => all | bit, 0n);

/** What a bot invited with a sensible role can do in a channel. */
export const DEFAULT_BOT_PERMISSIONS =
  P.ViewChannel |
  P.SendMessages |
  P.SendMessagesInThreads |
  P.EmbedLinks |
  P.AttachFiles |
  P.ReadMessageHistory |
  P.AddReactions |
  P.UseExternalEmojis |
  P.UseApplicationCommands;

/** An ordinary member's permissions (sent as `member.permissions` in interactions). */
export const DEFAULT_MEMBER_PERMISSIONS =
  P.ViewChannel |
  P.SendMessages |
  P.SendMessagesInThreads |
  P.EmbedLinks |
  P.AttachFiles |
  P.ReadMessageHistory |
  P.AddReactions |
  P.UseApplicationCommands;

export function has(bits: bigint, ...flags: bigint[]): boolean {
  return flags.every((flag) => (bits & flag) === flag);
}
