import type { APIApplicationCommand, APIMessage, InteractionResponseType, InteractionType } from 'discord.js';
import { snowflake } from './snowflake';
import {
  type FakeChannel,
  type FakeGuild,
  type FakeGuildInit,
  type FakeUser,
  makeChannel,
  makeGuild,
  makeUser,
} from './world';

/** An interaction the test injected, and what the bot did with it. */
export interface InteractionRecord {
  id: string;
  token: string;
  type: InteractionType;
  applicationId: string;
  guildId: string;
  channelId: string;
  userId: string;
  /** The exact INTERACTION_CREATE payload that was dispatched. */
  payload: Record<string, unknown>;
  createdAt: number;
  /** The initial response (callback); undefined until the bot answers. */
  response: { type: InteractionResponseType; at: number; data: unknown } | undefined;
  /** Message `@original` refers to: the reply, or for components the clicked message after an update. */
  originalMessageId: string | undefined;
  /** For component interactions: the message the component is on. */
  componentMessageId: string | undefined;
  /** Follow-up messages created through the interaction webhook. */
  followUpIds: string[];
  /** Set by `expireInteraction` (the 15-minute token lifetime). */
  expired: boolean;
}

/** A direct-message channel between the bot and one user. */
export interface FakeDm {
  id: string;
  recipientId: string;
}

export interface StateEvents {
  messageCreated(message: APIMessage): void;
  messageUpdated(message: APIMessage): void;
  messageDeleted(message: APIMessage): void;
  threadCreated(thread: FakeChannel): void;
}

export interface FakeStateOptions {
  guilds?: FakeGuildInit[];
  bot?: { id?: string; username?: string };
  applicationId?: string;
}

/** Everything the fake Discord knows; REST routes and injections read and change it. */
export class FakeState {
  readonly bot: FakeUser;
  readonly applicationId: string;
  readonly guilds: FakeGuild[];
  readonly interactions = new Map<string, InteractionRecord>();
  readonly interactionsByToken = new Map<string, InteractionRecord>();
  /** Registered application commands, per scope: 'global' or a guild id. */
  readonly commands = new Map<string, APIApplicationCommand[]>();
  private readonly messagesByChannel = new Map<string, APIMessage[]>();
  /** Direct-message channels the bot opened (POST /users/@me/channels), by channel id. */
  readonly dms = new Map<string, FakeDm>();
  /** Users who accept no direct message from the bot (Discord answers 50007). */
  readonly dmsClosed = new Set<string>();
  private readonly strangers = new Map<string, FakeUser>();
  events: StateEvents = { messageCreated() {}, messageUpdated() {}, messageDeleted() {}, threadCreated() {} };

  constructor(options: FakeStateOptions) {
    this.bot = makeUser({ id: options.bot?.id, username: options.bot?.username ?? 'Carcassonne' }, true);
    this.applicationId = options.applicationId ?? this.bot.id;
    this.guilds = (options.guilds ?? [{}]).map((init, index) => makeGuild(init, index));
  }

  guild(id?: string): FakeGuild {
    const guild = id === undefined ? this.guilds[0] : this.guilds.find((g) => g.id === id);
    if (!guild) throw new Error(`fake Discord has no guild ${id ?? '(none configured)'}`);
    return guild;
  }

  findChannel(id: string): FakeChannel | undefined {
    for (const guild of this.guilds) {
      const channel = guild.channels.find((c) => c.id === id);
      if (channel) return channel;
    }
    return undefined;
  }

  channel(id: string): FakeChannel {
    const channel = this.findChannel(id);
    if (!channel) throw new Error(`fake Discord has no channel ${id}`);
    return channel;
  }

  /** The bot's direct-message channel with a user: the same one every time, as on Discord. */
  openDm(recipientId: string): FakeDm {
    for (const dm of this.dms.values()) if (dm.recipientId === recipientId) return dm;
    const dm = { id: snowflake(), recipientId };
    this.dms.set(dm.id, dm);
    return dm;
  }

  /** A new public thread under a text channel (the bot's own, as POST /channels/:id/threads makes). */
  addThread(parent: FakeChannel, name: string): FakeChannel {
    const guild = this.guild(parent.guildId);
    const thread = makeChannel(guild, { name, type: 'thread', parentId: parent.id }, guild.channels.length);
    guild.channels.push(thread);
    this.events.threadCreated(thread);
    return thread;
  }

  /** A known user (bot, guild member) or a placeholder for an id seen only in a mention. */
  lookupUser = (id: string): FakeUser => {
    if (id === this.bot.id) return this.bot;
    for (const guild of this.guilds) {
      const member = guild.members.find((m) => m.id === id);
      if (member) return member;
    }
    let stranger = this.strangers.get(id);
    if (!stranger) {
      stranger = makeUser({ id });
      this.strangers.set(id, stranger);
    }
    return stranger;
  };

  messages(channelId: string): APIMessage[] {
    let list = this.messagesByChannel.get(channelId);
    if (!list) {
      list = [];
      this.messagesByChannel.set(channelId, list);
    }
    return list;
  }

  findMessage(channelId: string, messageId: string): APIMessage | undefined {
    return this.messagesByChannel.get(channelId)?.find((m) => m.id === messageId);
  }

  addMessage(message: APIMessage): APIMessage {
    this.messages(message.channel_id).push(message);
    this.events.messageCreated(message);
    return message;
  }

  deleteMessage(message: APIMessage): void {
    const list = this.messages(message.channel_id);
    const index = list.indexOf(message);
    if (index >= 0) list.splice(index, 1);
    this.events.messageDeleted(message);
  }

  newInteraction(
    fields: Omit<
      InteractionRecord,
      'id' | 'token' | 'createdAt' | 'response' | 'originalMessageId' | 'followUpIds' | 'expired' | 'payload'
    >,
  ): InteractionRecord {
    const id = snowflake();
    const record: InteractionRecord = {
      ...fields,
      id,
      // Real tokens are long opaque strings; this one is unique and recognisable in logs.
      token: `fake-interaction-token-${id}-${Math.random().toString(36).slice(2)}`,
      createdAt: Date.now(),
      payload: {},
      response: undefined,
      originalMessageId: undefined,
      followUpIds: [],
      expired: false,
    };
    this.interactions.set(record.id, record);
    this.interactionsByToken.set(record.token, record);
    return record;
  }
}
