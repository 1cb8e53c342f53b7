// A small HTTP endpoint for Docker, systemd and Kubernetes probes, off unless HEALTH_PORT is set:
//   GET /live   200 while the process answers at all (its event loop turns)
//   GET /ready  200 while the gateway is connected and the database answers a statement, else 503
// Each answers a small JSON object saying what was checked. Nothing else is served.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HealthChecks {
  /** The gateway connection's state: ready, or what it is doing instead (connecting, reconnecting...). */
  gateway(): 'ready' | string;
  /** Resolves when the database answers; rejects (or takes too long) when it does not. */
  database(): Promise<unknown>;
  /** True once the bot is stopping: not ready any more, whatever the rest says. */
  stopping(): boolean;
}

export interface HealthServer {
  host: string;
  port: number;
  close(): Promise<void>;
}

/** How long /ready waits for the database before calling it down. */
const DATABASE_DEADLINE_MS = 2000;

/** HEALTH_PORT: a port number turns the endpoint on (0: any free port); unset or empty leaves it off. */
export function healthPortFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const text = env.HEALTH_PORT?.trim();
  if (!text) return undefined;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new Error(`HEALTH_PORT must be a port number, got "${text}"`);
  return port;
}

export async function startHealthServer(
  checks: HealthChecks,
  options: { port: number; host?: string },
): Promise<HealthServer> {
  const server: Server = createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return answer(405, { error: 'method-not-allowed' });
    if (path === '/live') return answer(200, { live: true });
    if (path !== '/ready') return answer(404, { error: 'not-found', paths: ['/live', '/ready'] });
    void readiness(checks).then((state) => answer(state.ready ? 200 : 503, state));
  });
  server.listen(options.port, options.host ?? '127.0.0.1');
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  return {
    host: address.address,
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function readiness(checks: HealthChecks) {
  const gateway = checks.gateway();
  let database = 'ok';
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      checks.database(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${DATABASE_DEADLINE_MS} ms`)),
          DATABASE_DEADLINE_MS,
        );
      }),
    ]);
  } catch (error) {
    database = error instanceof Error ? error.message.split('\n')[0] || 'error' : 'error';
  } finally {
    clearTimeout(timer);
  }
  const stopping = checks.stopping();
  return { ready: gateway === 'ready' && database === 'ok' && !stopping, gateway, database, stopping };
}
