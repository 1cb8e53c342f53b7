// Where a game lives, as Discord shows it: the channel (or thread) mention, and a link that jumps to its
// live post (the turn post, or the lobby) when there is one.
import type { GameRecord } from '../app/record';

export function messageUrl(guildId: string, channelId: string, messageId: string): string {
  return `https://discord.com/channels/${guildId}/${channelId}/${messageId}`;
}

export function gameLinks(guildId: string, channelId: string, record: GameRecord): { channel: string; link: string } {
  const channel = `<#${channelId}>`;
  const live = record.liveMessages[0];
  return { channel, link: live ? messageUrl(guildId, channelId, live) : channel };
}
