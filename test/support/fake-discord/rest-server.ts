import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CallLog } from './call-log';
import { type ParsedBody, parseRequestBody } from './request-body';
import { applicationRoutes } from './routes/application-routes';
import { channelRoutes } from './routes/channel-routes';
import { interactionRoutes } from './routes/interaction-routes';
import { matchRoute, type RestResponse, type RouteContext } from './routes/router';
import { userRoutes } from './routes/user-routes';

const routes = [...applicationRoutes, ...channelRoutes, ...interactionRoutes, ...userRoutes];

/**
 * Planned trouble for the next `times` requests matching method, route and params: a server error
 * (`status`) instead of the answer, or the answer held back `delayMs`.
 */
export interface PlannedFailure {
  method: string;
  /** Route template, e.g. `/channels/:channelId/messages`. */
  route: string;
  /** Only requests with these route parameters (e.g. one channel). */
  params?: Record<string, string>;
  times: number;
  status?: number;
  delayMs?: number;
}

/** Takes one planned failure for this request, if any matches. */
function plannedFailure(
  failures: PlannedFailure[],
  method: string,
  route: string,
  params: Record<string, string>,
): PlannedFailure | undefined {
  const failure = failures.find(
    (f) =>
      f.times > 0 &&
      f.method === method &&
      f.route === route &&
      Object.entries(f.params ?? {}).every(([name, value]) => params[name] === value),
  );
  if (failure) failure.times--;
  return failure;
}

/** Serves `/api/v10/...`: parses the request, routes it, records it, answers with JSON. */
export function createRestHandler(ctx: RouteContext, log: CallLog, failures: PlannedFailure[] = []) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const timestamp = Date.now();
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const method = req.method ?? 'GET';
    const path = url.pathname.replace(/^\/api(\/v\d+)?/, '') || '/';
    const query = Object.fromEntries(url.searchParams);
    const authorization = req.headers.authorization;
    const match = matchRoute(routes, method, path);

    let parsed: ParsedBody = { body: undefined, attachments: [] };
    let response: RestResponse;
    try {
      parsed = await parseRequestBody(req);
      const failure = match && plannedFailure(failures, method, match.route.pattern, match.params);
      if (failure?.delayMs) await new Promise((resolve) => setTimeout(resolve, failure.delayMs));
      if (failure?.status === 429) {
        // Discord's rate limit answer: wait 50 ms (Retry-After is in seconds), then try again
        response = {
          status: 429,
          body: { message: 'You are being rate limited.', retry_after: 0.05, global: false },
          headers: { 'retry-after': '0.05', 'x-ratelimit-scope': 'user' },
        };
      } else if (failure?.status) {
        response = { status: failure.status, body: { message: `${failure.status}: Server Error`, code: 0 } };
      } else if (!match) {
        response = { status: 404, body: { message: '404: Not Found', code: 0 } };
      } else if (match.route.auth && !/^Bot \S+/.test(authorization ?? '')) {
        response = { status: 401, body: { message: '401: Unauthorized', code: 0 } };
      } else {
        response = match.route.handle(
          { method, path, params: match.params, query, body: parsed.body, attachments: parsed.attachments },
          ctx,
        );
      }
    } catch (error) {
      // A bug in the fake or an unparsable body, not Discord behaviour: make it loud.
      console.error('fake Discord could not handle', method, path, error);
      response = { status: 400, body: { message: `fake Discord: ${String(error)}`, code: 0 } };
    }

    log.record({
      method,
      path,
      route: match?.route.pattern ?? path,
      params: match?.params ?? {},
      query,
      body: parsed.body,
      attachments: parsed.attachments,
      authorization,
      interactionId: response.interactionId,
      timestamp,
      status: response.status,
      response: response.body,
    });
    if (response.body === undefined) {
      res.writeHead(response.status).end();
      return;
    }
    const json = JSON.stringify(response.body);
    res.writeHead(response.status, {
      ...response.headers,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(json),
    });
    res.end(json);
  };
}
