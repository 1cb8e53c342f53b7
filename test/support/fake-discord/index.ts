import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type APIApplicationCommand,
  type APIMessage,
  ChannelType,
  GatewayDispatchEvents,
  GatewayIntentBits,
  MessageFlags,
} from 'discord.js';
import { apiChannel, apiGuildCreate, apiUser } from './api-objects';
import { CallLog, type RecordedCall } from './call-log';
import { FakeGateway } from './gateway';
import {
  type AutocompleteInjection,
  autocomplete,
  button,
  type ComponentInjection,
  type SlashCommandInjection,
  type StringSelectInjection,
  slashCommand,
  stringSelect,
} from './interactions';
import { createRestHandler, type PlannedFailure } from './rest-server';
import { FakeState, type FakeStateOptions, type InteractionRecord } from './state';
import type { FakeChannel, FakeGuild } from './world';

export type { RecordedAttachment, RecordedCall } from './call-log';
export type { ReceivedGatewayPayload } from './gateway';
export type {
  AutocompleteInjection,
  ComponentInjection,
  InteractionTarget,
  OptionValue,
  SlashCommandInjection,
  StringSelectInjection,
} from './interactions';
export { ALL_PERMISSIONS, DEFAULT_BOT_PERMISSIONS, DEFAULT_MEMBER_PERMISSIONS } from './permissions';
export type { InteractionRecord } from './state';
export type { FakeChannel, FakeChannelInit, FakeGuild, FakeGuildInit, FakeUser, FakeUserInit } from './world';

export interface FakeDiscordOptions extends FakeStateOptions {
  /** HELLO's heartbeat_interval; long by default so heartbeats never matter in a test. */
  heartbeatIntervalMs?: number;
  /** Pause between READY and GUILD_CREATE (see FakeGateway). */
  guildCreateDelayMs?: number;
}

/**
 * A local stand-in for Discord (REST + gateway on 127.0.0.1) that the real discord.js
 * Client talks to: `new Client({ intents, rest: { api: fake.restApi } })`.
 * Tests inject interactions and inspect the REST calls and messages the bot produced.
 */
export class FakeDiscord {
  readonly restApi: string;
  readonly gatewayUrl: string;

  constructor(
    private readonly state: FakeState,
    private readonly log: CallLog,
    private readonly gateway: FakeGateway,
    private readonly server: Server,
    readonly port: number,
    private readonly failures: PlannedFailure[],
  ) {
    this.restApi = `http://127.0.0.1:${port}/api`;
    this.gatewayUrl = gateway.url;
  }

  get bot() {
    return this.state.bot;
  }
  get applicationId(): string {
    return this.state.applicationId;
  }
  get guilds(): readonly FakeGuild[] {
    return this.state.guilds;
  }
  /** The first guild, or the one with this id. */
  guild(id?: string): FakeGuild {
    return this.state.guild(id);
  }
  channel(id: string): FakeChannel {
    return this.state.channel(id);
  }

  /** Every REST call so far, in arrival order. */
  get calls(): readonly RecordedCall[] {
    return this.log.calls;
  }
  /** Calls `listener` with every call from now on, as it arrives (before it is answered); returns an off switch. */
  onCall(listener: (call: RecordedCall) => void): () => void {
    return this.log.listen(listener);
  }
  /** The first call (already made or still to come) matching `predicate`. */
  waitForCall(predicate: (call: RecordedCall) => boolean, timeoutMs = 5000): Promise<RecordedCall> {
    return this.log.waitFor(predicate, timeoutMs);
  }
  /** Calls answering one interaction (its callback and webhook calls). */
  callsFor(interactionId: string): RecordedCall[] {
    return this.log.calls.filter((c) => c.interactionId === interactionId);
  }

  /** Messages in a channel, oldest first, ephemeral ones included (check `flags & 64`). */
  messages(channelId: string): readonly APIMessage[] {
    return this.state.messages(channelId);
  }
  message(channelId: string, messageId: string): APIMessage | undefined {
    return this.state.findMessage(channelId, messageId);
  }

  interaction(id: string): InteractionRecord {
    const record = this.state.interactions.get(id);
    if (!record) throw new Error(`no injected interaction ${id}`);
    return record;
  }
  /** Application commands the bot registered: global ones, or a guild's. */
  registeredCommands(guildId?: string): readonly APIApplicationCommand[] {
    return this.state.commands.get(guildId ?? 'global') ?? [];
  }
  /** Gateway payloads the client sent (IDENTIFY, heartbeats…). */
  get gatewayReceived() {
    return this.gateway.received;
  }

  /** Resolves once a client identified and received its guilds. */
  waitForClient(): Promise<void> {
    return this.gateway.waitForReadyClient();
  }

  /** A user runs a slash command. Returns the interaction id. */
  injectSlashCommand(spec: SlashCommandInjection): string {
    return this.inject(slashCommand(this.state, spec));
  }
  /** A user types into an autocomplete option. Returns the interaction id. */
  injectAutocomplete(spec: AutocompleteInjection): string {
    return this.inject(autocomplete(this.state, spec));
  }
  /** A user clicks a button. Returns the interaction id. */
  injectButton(spec: ComponentInjection): string {
    return this.inject(button(this.state, spec));
  }
  /** A user picks values in a string select. Returns the interaction id. */
  injectStringSelect(spec: StringSelectInjection): string {
    return this.inject(stringSelect(this.state, spec));
  }

  /**
   * The thread goes quiet and Discord archives it: a client connecting afterwards is not told of it
   * (GUILD_CREATE lists active threads only), so discord.js does not know it until it is fetched.
   */
  archiveThread(threadId: string): void {
    const thread = this.guild().channels.find((c) => c.id === threadId && c.parentId !== null);
    if (!thread) throw new Error(`no thread ${threadId}`);
    thread.archived = true;
  }

  /** The user accepts no direct message from the bot any more (Discord answers 50007), or again. */
  closeDms(userId: string, closed = true): void {
    if (closed) this.state.dmsClosed.add(userId);
    else this.state.dmsClosed.delete(userId);
  }
  /** Messages the bot sent the user in their DM channel, oldest first. */
  directMessages(userId: string): readonly APIMessage[] {
    for (const dm of this.state.dms.values()) if (dm.recipientId === userId) return this.state.messages(dm.id);
    return [];
  }

  /** Makes the interaction's token invalid, as 15 minutes after it was created. */
  expireInteraction(id: string): void {
    this.interaction(id).expired = true;
  }

  /**
   * Sets the bot's permissions in a channel: REST calls that need a missing one get
   * 403 (50013 Missing Permissions, or 50001 Missing Access without ViewChannel),
   * new interactions carry them as `app_permissions`, and the client gets a CHANNEL_UPDATE.
   */
  setBotPermissions(channelId: string, permissions: bigint): void {
    const channel = this.state.channel(channelId);
    channel.botPermissions = permissions;
    const guild = this.state.guild(channel.guildId);
    const event =
      channel.type === ChannelType.PublicThread
        ? GatewayDispatchEvents.ThreadUpdate
        : GatewayDispatchEvents.ChannelUpdate;
    this.gateway.dispatch(event, apiChannel(guild, channel, this.state.bot.id), GatewayIntentBits.Guilds);
  }
  /** Removes permissions from the bot in a channel (see setBotPermissions). */
  denyBotPermissions(channelId: string, ...permissions: bigint[]): void {
    const channel = this.state.channel(channelId);
    this.setBotPermissions(
      channelId,
      permissions.reduce((bits, p) => bits & ~p, channel.botPermissions),
    );
  }

  /**
   * Discord has a bad moment: the next `times` REST requests matching `method`, the route template
   * (e.g. `/channels/:channelId/messages`) and `params` get `status` (default 500), recorded like any
   * other call. discord.js itself retries a 5xx 3 times, so 4 failures fail one request of the bot.
   */
  failNext(spec: { method: string; route: string; params?: Record<string, string>; times?: number; status?: number }) {
    this.failures.push({ times: 1, status: 500, ...spec });
  }
  /** Discord is slow: the next `times` matching REST requests are answered only after `ms`. */
  holdNext(spec: { method: string; route: string; params?: Record<string, string>; times?: number; ms: number }) {
    const { ms, ...rest } = spec;
    this.failures.push({ times: 1, ...rest, delayMs: ms });
  }
  /** Ends every planned failure or hold still to come. */
  clearFailures(): void {
    this.failures.length = 0;
  }

  /** Drops the gateway connection (resumable); discord.js reconnects and RESUMEs (after `awayMs` of refused connections). */
  disconnectGateway(code?: number, awayMs = 0): void {
    this.gateway.refuseUntil = Date.now() + awayMs;
    this.gateway.disconnectAll(code);
  }

  /** Stops the servers and drops all connections. Destroy the discord.js client first. */
  async close(): Promise<void> {
    this.log.cancelWaits();
    await this.gateway.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  private inject(record: InteractionRecord): string {
    this.gateway.dispatch(GatewayDispatchEvents.InteractionCreate, record.payload);
    return record.id;
  }
}

/** Starts a fake Discord on a free port of 127.0.0.1. */
export async function startFakeDiscord(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  const state = new FakeState(options);
  const log = new CallLog();
  const gateway: FakeGateway = new FakeGateway({
    heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
    guildCreateDelayMs: options.guildCreateDelayMs ?? 20,
    readyData: (sessionId, shard): Record<string, unknown> => ({
      v: 10,
      user: { ...apiUser(state.bot), verified: true, mfa_enabled: false, email: null },
      guilds: state.guilds.map((g) => ({ id: g.id, unavailable: true })),
      session_id: sessionId,
      session_type: 'normal',
      resume_gateway_url: gateway.url,
      shard,
      application: { id: state.applicationId, flags: 0 },
      user_settings: {},
      private_channels: [],
      presences: [],
      relationships: [],
      guild_join_requests: [],
      geo_ordered_rtc_regions: [],
      auth: {},
    }),
    guildCreates: () => state.guilds.map((g) => apiGuildCreate(g, state.bot)),
  });
  // Mirror message events to clients with the GuildMessages intent, as Discord does (never ephemeral ones).
  const mirror = (t: GatewayDispatchEvents) => (message: APIMessage) => {
    if ((message.flags ?? 0) & MessageFlags.Ephemeral) return;
    const guildId = state.findChannel(message.channel_id)?.guildId;
    const d =
      t === GatewayDispatchEvents.MessageDelete
        ? { id: message.id, channel_id: message.channel_id, guild_id: guildId }
        : { ...message, guild_id: guildId };
    gateway.dispatch(t, d, GatewayIntentBits.GuildMessages);
  };
  state.events = {
    messageCreated: mirror(GatewayDispatchEvents.MessageCreate),
    messageUpdated: mirror(GatewayDispatchEvents.MessageUpdate),
    messageDeleted: mirror(GatewayDispatchEvents.MessageDelete),
    threadCreated: (thread) =>
      gateway.dispatch(
        GatewayDispatchEvents.ThreadCreate,
        { ...apiChannel(state.guild(thread.guildId), thread, state.bot.id), newly_created: true },
        GatewayIntentBits.Guilds,
      ),
  };

  const routeContext = { state, gatewayUrl: '' };
  const failures: PlannedFailure[] = [];
  const server = createServer(createRestHandler(routeContext, log, failures));
  server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://fake.invalid').pathname === '/gateway')
      gateway.handleUpgrade(req, socket, head);
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  gateway.url = `ws://127.0.0.1:${port}/gateway`;
  routeContext.gatewayUrl = gateway.url;
  return new FakeDiscord(state, log, gateway, server, port, failures);
}
