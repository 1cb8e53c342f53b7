import { type APIMessage, InteractionResponseType, InteractionType, MessageFlags, MessageType } from 'discord.js';
import { apiUser } from '../api-objects';
import { applyEdit, buildMessage, type MessageBody, validateChoices, validateMessageBody } from '../messages';
import type { FakeState, InteractionRecord } from '../state';
import { Errors, errorResponse, type RestRequest, type RestResponse, type Route } from './router';

/** Interaction callbacks and the interaction webhook (edit original, follow-ups). */

const CALLBACKS_BY_INTERACTION: Record<number, InteractionResponseType[]> = {
  [InteractionType.ApplicationCommand]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.Modal,
  ],
  [InteractionType.MessageComponent]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
    InteractionResponseType.UpdateMessage,
    InteractionResponseType.Modal,
  ],
  [InteractionType.ApplicationCommandAutocomplete]: [InteractionResponseType.ApplicationCommandAutocompleteResult],
  [InteractionType.ModalSubmit]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
    InteractionResponseType.UpdateMessage,
  ],
};

/** Flags a bot may put on interaction messages. */
const INTERACTION_MESSAGE_FLAGS =
  MessageFlags.Ephemeral |
  MessageFlags.SuppressEmbeds |
  MessageFlags.SuppressNotifications |
  MessageFlags.IsComponentsV2;

function isLoading(message: APIMessage): boolean {
  return ((message.flags ?? 0) & MessageFlags.Loading) !== 0;
}

function newInteractionMessage(
  state: FakeState,
  record: InteractionRecord,
  body: MessageBody,
  req: RestRequest,
  extra: { forcedFlags?: number; type?: MessageType; originalResponseMessageId?: string },
): APIMessage {
  return state.addMessage(
    buildMessage({
      channel: state.channel(record.channelId),
      author: state.bot,
      body,
      files: req.attachments,
      lookupUser: state.lookupUser,
      allowedFlags: INTERACTION_MESSAGE_FLAGS,
      forcedFlags: extra.forcedFlags,
      type: extra.type,
      webhookId: state.applicationId,
      applicationId: state.applicationId,
      interaction: {
        id: record.id,
        type: record.type,
        user: apiUser(state.lookupUser(record.userId)),
        originalResponseMessageId: extra.originalResponseMessageId,
      },
    }),
  );
}

function callback(req: RestRequest, state: FakeState): RestResponse {
  const record = state.interactions.get(req.params.interactionId ?? '');
  if (!record || record.token !== req.params.token || record.expired) return errorResponse(Errors.unknownInteraction);
  const id = record.id;
  if (record.response) return errorResponse(Errors.alreadyAcknowledged, id);
  const { type, data } = (req.body ?? {}) as { type?: InteractionResponseType; data?: Record<string, unknown> };
  if (type === undefined || !CALLBACKS_BY_INTERACTION[record.type]?.includes(type)) {
    return errorResponse(
      Errors.invalidFormBody(`type ${type} is not a valid response to interaction type ${record.type}`),
      id,
    );
  }
  const body = (data ?? {}) as MessageBody;
  const replyType =
    record.type === InteractionType.ApplicationCommand ? MessageType.ChatInputCommand : MessageType.Default;
  let message: APIMessage | undefined;

  switch (type) {
    case InteractionResponseType.ChannelMessageWithSource: {
      const invalid = validateMessageBody(body, req.attachments, false);
      if (invalid) return errorResponse(invalid, id);
      message = newInteractionMessage(state, record, body, req, { type: replyType });
      record.originalMessageId = message.id;
      break;
    }
    case InteractionResponseType.DeferredChannelMessageWithSource: {
      // The "Bot is thinking…" placeholder; ephemeral-ness is fixed here for good.
      const ephemeral = (body.flags ?? 0) & MessageFlags.Ephemeral;
      message = newInteractionMessage(
        state,
        record,
        { content: '' },
        { ...req, attachments: [] },
        {
          type: replyType,
          forcedFlags: MessageFlags.Loading | ephemeral,
        },
      );
      record.originalMessageId = message.id;
      break;
    }
    case InteractionResponseType.DeferredMessageUpdate:
      record.originalMessageId = record.componentMessageId;
      break;
    case InteractionResponseType.UpdateMessage: {
      const invalid = validateMessageBody(body, req.attachments, true);
      if (invalid) return errorResponse(invalid, id);
      const target = record.componentMessageId
        ? state.findMessage(record.channelId, record.componentMessageId)
        : undefined;
      if (!target) return errorResponse(Errors.unknownMessage, id);
      message = applyEdit(target, body, req.attachments, state.lookupUser);
      state.events.messageUpdated(message);
      record.originalMessageId = message.id;
      break;
    }
    case InteractionResponseType.ApplicationCommandAutocompleteResult: {
      const choices = (data?.choices ?? []) as unknown[];
      if (choices.length > 25)
        return errorResponse(Errors.invalidFormBody('choices: Must be 25 or fewer in length.'), id);
      const invalid = validateChoices(choices as { name?: string; value?: unknown }[]);
      if (invalid) return errorResponse(Errors.invalidFormBody(invalid), id);
      break;
    }
    case InteractionResponseType.Modal:
      if (!data?.custom_id || !data.title)
        return errorResponse(Errors.invalidFormBody('modal needs custom_id and title'), id);
      break;
  }
  record.response = { type, at: Date.now(), data };

  if (req.query.with_response !== 'true') return { status: 204, interactionId: id };
  return {
    status: 200,
    interactionId: id,
    body: {
      interaction: {
        id,
        type: record.type,
        response_message_id: message?.id,
        response_message_loading: message ? isLoading(message) : undefined,
        response_message_ephemeral: message ? ((message.flags ?? 0) & MessageFlags.Ephemeral) !== 0 : undefined,
      },
      resource: { type, ...(message ? { message } : {}) },
    },
  };
}

/** The interaction behind a webhook URL, or the error Discord would give. */
function webhookInteraction(req: RestRequest, state: FakeState): InteractionRecord | RestResponse {
  const record = state.interactionsByToken.get(req.params.token ?? '');
  if (!record || record.applicationId !== req.params.applicationId) return errorResponse(Errors.unknownWebhook);
  if (record.expired) return errorResponse(Errors.invalidWebhookToken, record.id);
  return record;
}

function webhookMessage(req: RestRequest, state: FakeState, record: InteractionRecord): APIMessage | undefined {
  const requested = req.params.messageId;
  const messageId = requested === '@original' ? record.originalMessageId : requested;
  if (!messageId) return undefined;
  if (messageId !== record.originalMessageId && !record.followUpIds.includes(messageId)) return undefined;
  return state.findMessage(record.channelId, messageId);
}

function editWebhookMessage(req: RestRequest, state: FakeState): RestResponse {
  const record = webhookInteraction(req, state);
  if ('status' in record) return record;
  const message = webhookMessage(req, state, record);
  if (!message) return errorResponse(Errors.unknownMessage, record.id);
  const body = (req.body ?? {}) as MessageBody;
  const invalid = validateMessageBody(body, req.attachments, true);
  if (invalid) return errorResponse(invalid, record.id);
  applyEdit(message, body, req.attachments, state.lookupUser);
  state.events.messageUpdated(message);
  return { status: 200, body: message, interactionId: record.id };
}

function getWebhookMessage(req: RestRequest, state: FakeState): RestResponse {
  const record = webhookInteraction(req, state);
  if ('status' in record) return record;
  const message = webhookMessage(req, state, record);
  return message
    ? { status: 200, body: message, interactionId: record.id }
    : errorResponse(Errors.unknownMessage, record.id);
}

function deleteWebhookMessage(req: RestRequest, state: FakeState): RestResponse {
  const record = webhookInteraction(req, state);
  if ('status' in record) return record;
  const message = webhookMessage(req, state, record);
  if (!message) return errorResponse(Errors.unknownMessage, record.id);
  state.deleteMessage(message);
  return { status: 204, interactionId: record.id };
}

function followUp(req: RestRequest, state: FakeState): RestResponse {
  const record = webhookInteraction(req, state);
  if ('status' in record) return record;
  if (!record.response) return errorResponse(Errors.unknownWebhook, record.id);
  const body = (req.body ?? {}) as MessageBody;
  const invalid = validateMessageBody(body, req.attachments, false);
  if (invalid) return errorResponse(invalid, record.id);

  const original = record.originalMessageId ? state.findMessage(record.channelId, record.originalMessageId) : undefined;
  let message: APIMessage;
  if (original && isLoading(original)) {
    // After a deferred reply, the first follow-up replaces the "thinking…" message.
    message = applyEdit(original, body, req.attachments, state.lookupUser);
    state.events.messageUpdated(message);
  } else {
    message = newInteractionMessage(state, record, body, req, { originalResponseMessageId: record.originalMessageId });
    record.followUpIds.push(message.id);
  }
  if (req.query.wait !== 'true') return { status: 204, interactionId: record.id };
  return { status: 200, body: message, interactionId: record.id };
}

export const interactionRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/interactions/:interactionId/:token/callback',
    auth: false,
    handle: (r, c) => callback(r, c.state),
  },
  { method: 'POST', pattern: '/webhooks/:applicationId/:token', auth: false, handle: (r, c) => followUp(r, c.state) },
  {
    method: 'PATCH',
    pattern: '/webhooks/:applicationId/:token/messages/:messageId',
    auth: false,
    handle: (r, c) => editWebhookMessage(r, c.state),
  },
  {
    method: 'GET',
    pattern: '/webhooks/:applicationId/:token/messages/:messageId',
    auth: false,
    handle: (r, c) => getWebhookMessage(r, c.state),
  },
  {
    method: 'DELETE',
    pattern: '/webhooks/:applicationId/:token/messages/:messageId',
    auth: false,
    handle: (r, c) => deleteWebhookMessage(r, c.state),
  },
];
