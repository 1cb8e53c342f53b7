import { ChannelType } from 'discord.js';
import { DEFAULT_BOT_PERMISSIONS } from './permissions';
import { snowflake } from './snowflake';

/** The state the fake Discord keeps: guilds, channels, users, messages, interactions, commands. */

export interface FakeUser {
  id: string;
  username: string;
  globalName: string | null;
  bot: boolean;
}

export interface FakeChannel {
  id: string;
  guildId: string;
  name: string;
  type: ChannelType.GuildText | ChannelType.PublicThread;
  /** Parent text channel of a thread. */
  parentId: string | null;
  /** An archived thread (`archiveThread`): Discord leaves it out of GUILD_CREATE, which lists active threads. */
  archived?: boolean;
  position: number;
  /** The bot's effective permissions here; drives REST 403s and `app_permissions`. */
  botPermissions: bigint;
}

export interface FakeGuild {
  id: string;
  name: string;
  ownerId: string;
  botRoleId: string;
  joinedAt: string;
  channels: FakeChannel[];
  members: FakeUser[];
}

export interface FakeUserInit {
  id?: string;
  username?: string;
  globalName?: string;
}

export interface FakeChannelInit {
  id?: string;
  name?: string;
  /** 'thread' makes a public thread under `parentId` (default: the guild's first text channel). */
  type?: 'text' | 'thread';
  parentId?: string;
  botPermissions?: bigint;
}

export interface FakeGuildInit {
  id?: string;
  name?: string;
  /** Default: one text channel named "general". */
  channels?: FakeChannelInit[];
  /** Human members (the bot is always a member). Default: alice and bob. */
  members?: FakeUserInit[];
}

export function makeUser(init: FakeUserInit = {}, bot = false): FakeUser {
  const id = init.id ?? snowflake();
  return { id, username: init.username ?? `user-${id.slice(-4)}`, globalName: init.globalName ?? null, bot };
}

export function makeGuild(init: FakeGuildInit, index: number): FakeGuild {
  const id = init.id ?? snowflake();
  const members = (init.members ?? [{ username: 'alice' }, { username: 'bob' }]).map((m) => makeUser(m));
  const guild: FakeGuild = {
    id,
    name: init.name ?? `Test Guild ${index + 1}`,
    ownerId: members[0]?.id ?? snowflake(),
    botRoleId: snowflake(),
    joinedAt: new Date().toISOString(),
    channels: [],
    members,
  };
  const channelInits = init.channels ?? [{ name: 'general' }];
  for (const [position, channelInit] of channelInits.entries()) {
    guild.channels.push(makeChannel(guild, channelInit, position));
  }
  return guild;
}

export function makeChannel(guild: FakeGuild, init: FakeChannelInit, position: number): FakeChannel {
  const isThread = init.type === 'thread';
  const parent = isThread
    ? (guild.channels.find((c) => c.id === init.parentId) ??
      guild.channels.find((c) => c.type === ChannelType.GuildText))
    : undefined;
  if (isThread && !parent) throw new Error(`thread ${init.name ?? ''} needs a text channel before it`);
  return {
    id: init.id ?? snowflake(),
    guildId: guild.id,
    name: init.name ?? (isThread ? 'game-thread' : `channel-${position}`),
    type: isThread ? ChannelType.PublicThread : ChannelType.GuildText,
    parentId: parent?.id ?? null,
    position,
    botPermissions: init.botPermissions ?? parent?.botPermissions ?? DEFAULT_BOT_PERMISSIONS,
  };
}
