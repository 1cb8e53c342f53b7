import {
  type APIApplication,
  type APIChannel,
  type APIGuildMember,
  type APIRole,
  type APIUser,
  type ApplicationFlags,
  ChannelType,
  type GatewayGuildCreateDispatchData,
  GuildDefaultMessageNotifications,
  GuildExplicitContentFilter,
  type GuildMemberFlags,
  GuildMFALevel,
  GuildNSFWLevel,
  GuildPremiumTier,
  GuildSystemChannelFlags,
  GuildVerificationLevel,
  Locale,
  OverwriteType,
  type RoleFlags,
  ThreadAutoArchiveDuration,
  type UserFlags,
} from 'discord.js';
import { ALL_PERMISSIONS, DEFAULT_BOT_PERMISSIONS, DEFAULT_MEMBER_PERMISSIONS } from './permissions';
import type { FakeChannel, FakeGuild, FakeUser } from './world';

/** Builders for API v10 JSON objects, shaped like what Discord sends. */

export function apiUser(user: FakeUser): APIUser {
  return {
    id: user.id,
    username: user.username,
    discriminator: '0',
    global_name: user.globalName,
    avatar: null,
    ...(user.bot ? { bot: true } : {}),
    public_flags: 0 as UserFlags,
    flags: 0 as UserFlags,
    banner: null,
    accent_color: null,
    avatar_decoration_data: null,
    collectibles: null,
    primary_guild: null,
  };
}

/** GET /users/@me for a bot includes a few private fields. */
export function apiCurrentUser(bot: FakeUser): APIUser {
  return { ...apiUser(bot), verified: true, mfa_enabled: false, email: null, locale: Locale.EnglishUS };
}

export function apiRoles(guild: FakeGuild, bot: FakeUser): APIRole[] {
  const role = (id: string, name: string, permissions: bigint, position: number): APIRole => ({
    id,
    name,
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position,
    permissions: permissions.toString(),
    managed: false,
    mentionable: false,
    flags: 0 as RoleFlags,
  });
  return [
    role(guild.id, '@everyone', DEFAULT_MEMBER_PERMISSIONS, 0),
    { ...role(guild.botRoleId, bot.username, DEFAULT_BOT_PERMISSIONS, 1), managed: true, tags: { bot_id: bot.id } },
  ];
}

export function apiMember(guild: FakeGuild, user: FakeUser, botRoleId?: string): APIGuildMember {
  return {
    user: apiUser(user),
    nick: null,
    avatar: null,
    banner: null,
    roles: botRoleId ? [botRoleId] : [],
    joined_at: guild.joinedAt,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
    pending: false,
    communication_disabled_until: null,
  };
}

/**
 * A guild channel or thread. The bot's permissions are expressed as a member overwrite
 * (allow = granted, deny = everything else) so discord.js's `permissionsFor(me)` matches
 * what the fake enforces on REST calls.
 */
export function apiChannel(guild: FakeGuild, channel: FakeChannel, botId: string): APIChannel {
  const base = {
    id: channel.id,
    guild_id: guild.id,
    name: channel.name,
    nsfw: false,
    rate_limit_per_user: 0,
    last_message_id: null,
    flags: 0,
  };
  if (channel.type === ChannelType.PublicThread) {
    return {
      ...base,
      type: ChannelType.PublicThread,
      parent_id: channel.parentId ?? undefined,
      owner_id: botId,
      member_count: 1,
      message_count: 0,
      total_message_sent: 0,
      thread_metadata: {
        archived: channel.archived ?? false,
        auto_archive_duration: ThreadAutoArchiveDuration.OneDay,
        archive_timestamp: guild.joinedAt,
        locked: false,
        create_timestamp: guild.joinedAt,
      },
    };
  }
  return {
    ...base,
    type: ChannelType.GuildText,
    position: channel.position,
    parent_id: null,
    topic: null,
    last_pin_timestamp: null,
    default_auto_archive_duration: ThreadAutoArchiveDuration.OneDay,
    default_thread_rate_limit_per_user: 0,
    permission_overwrites: [
      {
        id: botId,
        type: OverwriteType.Member,
        allow: channel.botPermissions.toString(),
        deny: (ALL_PERMISSIONS & ~channel.botPermissions).toString(),
      },
    ],
  };
}

/** What GUILD_CREATE carries right after READY (lazy-loaded guild with the Guilds intent). */
export function apiGuildCreate(guild: FakeGuild, bot: FakeUser): GatewayGuildCreateDispatchData {
  const textChannels = guild.channels.filter((c) => c.type === ChannelType.GuildText);
  const threads = guild.channels.filter((c) => c.type === ChannelType.PublicThread && !c.archived);
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    banner: null,
    description: null,
    owner_id: guild.ownerId,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: GuildVerificationLevel.None,
    default_message_notifications: GuildDefaultMessageNotifications.OnlyMentions,
    explicit_content_filter: GuildExplicitContentFilter.Disabled,
    roles: apiRoles(guild, bot),
    emojis: [],
    stickers: [],
    features: [],
    mfa_level: GuildMFALevel.None,
    application_id: null,
    system_channel_id: textChannels[0]?.id ?? null,
    system_channel_flags: GuildSystemChannelFlags.SuppressJoinNotifications,
    rules_channel_id: null,
    vanity_url_code: null,
    premium_tier: GuildPremiumTier.None,
    premium_subscription_count: 0,
    preferred_locale: Locale.EnglishUS,
    public_updates_channel_id: null,
    max_members: 500_000,
    max_video_channel_users: 25,
    max_stage_video_channel_users: 50,
    nsfw_level: GuildNSFWLevel.Default,
    premium_progress_bar_enabled: false,
    hub_type: null,
    safety_alerts_channel_id: null,
    incidents_data: null,
    joined_at: guild.joinedAt,
    large: false,
    unavailable: false,
    member_count: guild.members.length + 1,
    voice_states: [],
    // Without the GuildMembers intent Discord sends only the bot's own member (and voice members).
    members: [apiMember(guild, bot, guild.botRoleId)],
    channels: textChannels.map((c) => apiChannel(guild, c, bot.id)) as GatewayGuildCreateDispatchData['channels'],
    threads: threads.map((c) => apiChannel(guild, c, bot.id)) as GatewayGuildCreateDispatchData['threads'],
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}

export function apiApplication(applicationId: string, bot: FakeUser): APIApplication {
  return {
    id: applicationId,
    name: bot.username,
    icon: null,
    description: 'Fake application for tests',
    bot_public: true,
    bot_require_code_grant: false,
    bot: apiUser(bot),
    verify_key: '0'.repeat(64),
    flags: 0 as ApplicationFlags,
    flags_new: '0',
    team: null,
    summary: '',
    owner: apiUser({ id: '1', username: 'owner', globalName: null, bot: false }),
    approximate_guild_count: 1,
    redirect_uris: [],
    interactions_endpoint_url: null,
  };
}
