// The link a server owner opens to add the bot: its scopes and the exact permissions it needs (the
// ones permissions.ts checks before a move, and Create Public Threads for `new thread:true`).
import { OAuth2Scopes, PermissionFlagsBits, PermissionsBitField } from 'discord.js';

const P = PermissionFlagsBits;

export const INVITE_PERMISSIONS = new PermissionsBitField([
  P.ViewChannel,
  P.SendMessages,
  P.SendMessagesInThreads,
  P.CreatePublicThreads,
  P.AttachFiles,
  P.EmbedLinks,
]);

export function inviteLink(applicationId: string): string {
  const query = new URLSearchParams({
    client_id: applicationId,
    scope: [OAuth2Scopes.Bot, OAuth2Scopes.ApplicationsCommands].join(' '),
    permissions: INVITE_PERMISSIONS.bitfield.toString(),
  });
  return `https://discord.com/oauth2/authorize?${query}`;
}
