import { ChannelType } from 'discord.js';
import { apiUser } from '../api-objects';
import type { FakeState } from '../state';
import { Errors, errorResponse, type RestRequest, type RestResponse, type Route } from './router';

/** Opening the bot's DM channel with a user (answered even when the user's DMs are closed, as Discord does). */
function openDm(req: RestRequest, state: FakeState): RestResponse {
  const recipientId = (req.body as { recipient_id?: unknown } | undefined)?.recipient_id;
  if (typeof recipientId !== 'string' || !recipientId) return errorResponse(Errors.invalidFormBody('recipient_id'));
  const dm = state.openDm(recipientId);
  return {
    status: 200,
    body: {
      id: dm.id,
      type: ChannelType.DM,
      last_message_id: null,
      flags: 0,
      recipients: [apiUser(state.lookupUser(recipientId))],
    },
  };
}

export const userRoutes: Route[] = [
  { method: 'POST', pattern: '/users/@me/channels', auth: true, handle: (r, c) => openDm(r, c.state) },
];
