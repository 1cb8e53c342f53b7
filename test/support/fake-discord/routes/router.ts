import type { RecordedAttachment } from '../call-log';
import type { ApiError } from '../messages';
import type { FakeState } from '../state';

/** A tiny method + path-template router for the fake REST API. */

export interface RestRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  attachments: RecordedAttachment[];
}

export interface RestResponse {
  status: number;
  body?: unknown;
  /** Links the recorded call to an injected interaction. */
  interactionId?: string;
  /** Extra response headers (a 429's Retry-After). */
  headers?: Record<string, string>;
}

export interface RouteContext {
  state: FakeState;
  /** ws:// URL clients should connect to. */
  gatewayUrl: string;
}

export interface Route {
  method: string;
  /** e.g. `/channels/:channelId/messages/:messageId`. */
  pattern: string;
  /** Needs `Authorization: Bot <token>` (false for interaction callbacks and webhooks). */
  auth: boolean;
  handle(req: RestRequest, ctx: RouteContext): RestResponse;
}

export function matchRoute(
  routes: Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | undefined {
  const parts = path.split('/');
  for (const route of routes) {
    if (route.method !== method) continue;
    const pattern = route.pattern.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, i) => {
      const part = parts[i] ?? '';
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = decodeURIComponent(part);
        return part.length > 0;
      }
      return segment === part;
    });
    if (matches) return { route, params };
  }
  return undefined;
}

export function errorResponse(error: ApiError, interactionId?: string): RestResponse {
  return { status: error.status, body: { message: error.message, code: error.code }, interactionId };
}

/** Known Discord error codes the fake answers with. */
export const Errors = {
  unknownChannel: { status: 404, code: 10003, message: 'Unknown Channel' },
  unknownMessage: { status: 404, code: 10008, message: 'Unknown Message' },
  unknownWebhook: { status: 404, code: 10015, message: 'Unknown Webhook' },
  unknownInteraction: { status: 404, code: 10062, message: 'Unknown interaction' },
  missingAccess: { status: 403, code: 50001, message: 'Missing Access' },
  cannotEditOthers: { status: 403, code: 50005, message: 'Cannot edit a message authored by another user' },
  missingPermissions: { status: 403, code: 50013, message: 'Missing Permissions' },
  cannotMessageUser: { status: 403, code: 50007, message: 'Cannot send messages to this user' },
  invalidWebhookToken: { status: 401, code: 50027, message: 'Invalid Webhook Token' },
  alreadyAcknowledged: { status: 400, code: 40060, message: 'Interaction has already been acknowledged.' },
  invalidFormBody: (detail: string) => ({ status: 400, code: 50035, message: `Invalid Form Body: ${detail}` }),
} as const;
