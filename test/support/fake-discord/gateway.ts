import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { GatewayCloseCodes, GatewayDispatchEvents, GatewayIntentBits, GatewayOpcodes } from 'discord.js';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { snowflake } from './snowflake';

/**
 * The gateway WebSocket: HELLO → IDENTIFY → READY (+ GUILD_CREATE per guild), heartbeat ACKs,
 * RESUME with replay of missed events, and dispatches pushed by the test (INTERACTION_CREATE…).
 */

export interface GatewayOptions {
  heartbeatIntervalMs: number;
  /**
   * Pause between READY and the GUILD_CREATEs, like Discord's lazy guild loading. discord.js
   * also coped with both frames back to back when tried, so this is only a safety margin
   * (READY must be handled before the guilds for `client.user` to exist at clientReady).
   */
  guildCreateDelayMs: number;
  /** The READY payload for a new session (user, application, unavailable guilds). */
  readyData: (sessionId: string, shard: [number, number]) => Record<string, unknown>;
  /** GUILD_CREATE payloads sent after READY when the Guilds intent is on. */
  guildCreates: () => unknown[];
}

interface Dispatch {
  op: GatewayOpcodes.Dispatch;
  t: string;
  s: number;
  d: unknown;
}

interface Session {
  id: string;
  intents: number;
  sequence: number;
  socket: WebSocket | undefined;
  /** Sent dispatches, replayed on RESUME when the client missed them. */
  history: Dispatch[];
  /** Set once READY and the GUILD_CREATEs went out; only then are test events dispatched. */
  ready: boolean;
}

export interface ReceivedGatewayPayload {
  op: number;
  d: unknown;
  at: number;
}

const HISTORY_LIMIT = 1000;

export class FakeGateway {
  /** Everything clients sent (identify, heartbeats, presence updates…), for assertions. */
  readonly received: ReceivedGatewayPayload[] = [];
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sessions = new Map<string, Session>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Dispatches requested before any client identified; sent once one is ready. */
  private readonly queued: { t: string; d: unknown }[] = [];
  private readyWaiters: (() => void)[] = [];
  url = '';

  constructor(private readonly options: GatewayOptions) {
    this.wss.on('connection', (socket) => this.onConnection(socket));
  }

  /** Until then (ms since the epoch) new connections are refused, as during an outage. */
  refuseUntil = 0;

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (Date.now() < this.refuseUntil) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req));
  }

  /** True once a client identified and got its guilds. */
  get hasReadyClient(): boolean {
    return [...this.sessions.values()].some((s) => s.ready && s.socket);
  }

  /** Resolves when a client has identified and received its GUILD_CREATEs. */
  waitForReadyClient(): Promise<void> {
    if (this.hasReadyClient) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** Sends an event to every ready session (normally the one bot client). */
  dispatch(t: string, d: unknown, intent?: GatewayIntentBits): void {
    const targets = [...this.sessions.values()].filter((s) => s.ready);
    if (targets.length === 0) {
      if (intent === undefined) this.queued.push({ t, d });
      return;
    }
    for (const session of targets) {
      if (intent === undefined || (session.intents & intent) !== 0) this.sendDispatch(session, t, d);
    }
  }

  /** Drops every connection with a resumable close code; discord.js reconnects and RESUMEs. */
  disconnectAll(code: number = GatewayCloseCodes.UnknownError): void {
    for (const session of this.sessions.values()) {
      session.socket?.close(code, 'fake Discord asked to reconnect');
      session.socket = undefined;
    }
  }

  close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const socket of this.wss.clients) socket.terminate();
    return new Promise((resolve) => this.wss.close(() => resolve()));
  }

  private later(ms: number, fn: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, ms);
    this.timers.add(timer);
  }

  private onConnection(socket: WebSocket): void {
    let session: Session | undefined;
    socket.on('message', (raw: RawData) => {
      let payload: { op: number; d: unknown };
      try {
        payload = JSON.parse(raw.toString());
      } catch {
        socket.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
        return;
      }
      this.received.push({ op: payload.op, d: payload.d, at: Date.now() });
      switch (payload.op) {
        case GatewayOpcodes.Heartbeat:
          send(socket, { op: GatewayOpcodes.HeartbeatAck });
          break;
        case GatewayOpcodes.Identify:
          session = this.identify(socket, payload.d as IdentifyData);
          break;
        case GatewayOpcodes.Resume:
          session = this.resume(socket, payload.d as ResumeData);
          break;
        default:
          if (!session) socket.close(GatewayCloseCodes.NotAuthenticated, 'Not authenticated.');
        // Presence updates, member requests…: recorded above, otherwise ignored.
      }
    });
    socket.on('close', (code) => {
      if (!session || session.socket !== socket) return;
      session.socket = undefined;
      // A normal close ends the session (client.destroy()); other codes leave it resumable.
      if (code === 1000 || code === 1001) this.sessions.delete(session.id);
    });
    send(socket, { op: GatewayOpcodes.Hello, d: { heartbeat_interval: this.options.heartbeatIntervalMs } });
  }

  private identify(socket: WebSocket, d: IdentifyData): Session | undefined {
    if (!d?.token) {
      socket.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
      return undefined;
    }
    const session: Session = {
      id: snowflake().slice(-12),
      intents: d.intents ?? 0,
      sequence: 0,
      socket,
      history: [],
      ready: false,
    };
    this.sessions.set(session.id, session);
    this.sendDispatch(session, GatewayDispatchEvents.Ready, this.options.readyData(session.id, d.shard ?? [0, 1]));
    this.later(this.options.guildCreateDelayMs, () => {
      if ((session.intents & GatewayIntentBits.Guilds) !== 0) {
        for (const guild of this.options.guildCreates())
          this.sendDispatch(session, GatewayDispatchEvents.GuildCreate, guild);
      }
      session.ready = true;
      for (const event of this.queued.splice(0)) this.sendDispatch(session, event.t, event.d);
      for (const resolve of this.readyWaiters.splice(0)) resolve();
    });
    return session;
  }

  private resume(socket: WebSocket, d: ResumeData): Session | undefined {
    const session = this.sessions.get(d?.session_id);
    if (!session) {
      send(socket, { op: GatewayOpcodes.InvalidSession, d: false });
      return undefined;
    }
    session.socket = socket;
    for (const missed of session.history.filter((event) => event.s > (d.seq ?? 0))) send(socket, missed);
    this.sendDispatch(session, GatewayDispatchEvents.Resumed, null);
    return session;
  }

  private sendDispatch(session: Session, t: string, d: unknown): void {
    session.sequence += 1;
    const payload: Dispatch = { op: GatewayOpcodes.Dispatch, t, s: session.sequence, d };
    session.history.push(payload);
    if (session.history.length > HISTORY_LIMIT) session.history.shift();
    // Without a socket the event stays in history and is replayed on RESUME.
    if (session.socket) send(session.socket, payload);
  }
}

interface IdentifyData {
  token?: string;
  intents?: number;
  shard?: [number, number];
}

interface ResumeData {
  token: string;
  session_id: string;
  seq: number | null;
}

function send(socket: WebSocket, payload: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload));
}
