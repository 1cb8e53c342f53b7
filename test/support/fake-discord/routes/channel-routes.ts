import { type APIMessage, ChannelType, MessageFlags, PermissionFlagsBits } from 'discord.js';
import { apiChannel } from '../api-objects';
import type { RecordedAttachment } from '../call-log';
import { type ApiError, applyEdit, buildMessage, type MessageBody, validateMessageBody } from '../messages';
import { has } from '../permissions';
import type { FakeDm, FakeState } from '../state';
import type { FakeChannel } from '../world';
import { Errors, errorResponse, type RestRequest, type RestResponse, type Route } from './router';

/** Channel routes used with the bot token: read a channel, send/edit/delete messages. */

/** Flags a bot may set when sending to a channel (no ephemeral outside interactions). */
const CHANNEL_MESSAGE_FLAGS =
  MessageFlags.SuppressEmbeds | MessageFlags.SuppressNotifications | MessageFlags.IsComponentsV2;

function canSee(channel: FakeChannel): ApiError | undefined {
  return has(channel.botPermissions, PermissionFlagsBits.ViewChannel) ? undefined : Errors.missingAccess;
}

function canSend(channel: FakeChannel, files: RecordedAttachment[]): ApiError | undefined {
  const send =
    channel.type === ChannelType.PublicThread
      ? PermissionFlagsBits.SendMessagesInThreads
      : PermissionFlagsBits.SendMessages;
  const needed = files.length > 0 ? [send, PermissionFlagsBits.AttachFiles] : [send];
  return canSee(channel) ?? (has(channel.botPermissions, ...needed) ? undefined : Errors.missingPermissions);
}

function getChannel(req: RestRequest, state: FakeState): RestResponse {
  const channel = state.findChannel(req.params.channelId ?? '');
  if (!channel) return errorResponse(Errors.unknownChannel);
  const denied = canSee(channel);
  if (denied) return errorResponse(denied);
  return { status: 200, body: apiChannel(state.guild(channel.guildId), channel, state.bot.id) };
}

function createMessage(req: RestRequest, state: FakeState): RestResponse {
  const channel = state.findChannel(req.params.channelId ?? '');
  const dm = state.dms.get(req.params.channelId ?? '');
  if (dm) return createDirectMessage(req, state, dm);
  if (!channel) return errorResponse(Errors.unknownChannel);
  const denied = canSend(channel, req.attachments);
  if (denied) return errorResponse(denied);
  const body = (req.body ?? {}) as MessageBody;
  const invalid = validateMessageBody(body, req.attachments, false);
  if (invalid) return errorResponse(invalid);
  const message = buildMessage({
    channel,
    author: state.bot,
    body,
    files: req.attachments,
    lookupUser: state.lookupUser,
    allowedFlags: CHANNEL_MESSAGE_FLAGS,
  });
  return { status: 200, body: state.addMessage(message) };
}

/** A message in a DM channel: refused (50007) when the user accepts no direct messages from the bot. */
function createDirectMessage(req: RestRequest, state: FakeState, dm: FakeDm): RestResponse {
  if (state.dmsClosed.has(dm.recipientId) || state.lookupUser(dm.recipientId).bot)
    return errorResponse(Errors.cannotMessageUser);
  const body = (req.body ?? {}) as MessageBody;
  const invalid = validateMessageBody(body, req.attachments, false);
  if (invalid) return errorResponse(invalid);
  const channel = { id: dm.id, guildId: '' } as FakeChannel;
  const message = buildMessage({
    channel,
    author: state.bot,
    body,
    files: req.attachments,
    lookupUser: state.lookupUser,
    allowedFlags: CHANNEL_MESSAGE_FLAGS,
  });
  // kept with the channel's messages, but not mirrored as a guild message event
  state.messages(dm.id).push(message);
  return { status: 200, body: message };
}

function withMessage(
  req: RestRequest,
  state: FakeState,
  act: (channel: FakeChannel, message: APIMessage) => RestResponse,
): RestResponse {
  const channel = state.findChannel(req.params.channelId ?? '');
  if (!channel) return errorResponse(Errors.unknownChannel);
  const denied = canSee(channel);
  if (denied) return errorResponse(denied);
  const message = state.findMessage(channel.id, req.params.messageId ?? '');
  if (!message) return errorResponse(Errors.unknownMessage);
  return act(channel, message);
}

function editMessage(req: RestRequest, state: FakeState): RestResponse {
  return withMessage(req, state, (channel, message) => {
    if (message.author.id !== state.bot.id) return errorResponse(Errors.cannotEditOthers);
    const denied = req.attachments.length > 0 ? canSend(channel, req.attachments) : undefined;
    if (denied) return errorResponse(denied);
    const body = (req.body ?? {}) as MessageBody;
    const invalid = validateMessageBody(body, req.attachments, true);
    if (invalid) return errorResponse(invalid);
    applyEdit(message, body, req.attachments, state.lookupUser);
    state.events.messageUpdated(message);
    return { status: 200, body: message };
  });
}

function deleteMessage(req: RestRequest, state: FakeState): RestResponse {
  return withMessage(req, state, (channel, message) => {
    const ownMessage = message.author.id === state.bot.id;
    if (!ownMessage && !has(channel.botPermissions, PermissionFlagsBits.ManageMessages)) {
      return errorResponse(Errors.missingPermissions);
    }
    state.deleteMessage(message);
    return { status: 204 };
  });
}

/**
 * A thread without a starter message (the only kind the bot makes): public (type 11) needs Create Public
 * Threads, in a text channel only; the name must be 1–100 characters. The new thread is announced to
 * clients (THREAD_CREATE) as Discord does.
 */
function createThread(req: RestRequest, state: FakeState): RestResponse {
  const parent = state.findChannel(req.params.channelId ?? '');
  if (!parent) return errorResponse(Errors.unknownChannel);
  const denied = canSee(parent);
  if (denied) return errorResponse(denied);
  const body = (req.body ?? {}) as { name?: unknown; type?: unknown };
  const name = typeof body.name === 'string' ? body.name : '';
  if (name.length < 1 || name.length > 100) return errorResponse(Errors.invalidFormBody('name: 1 to 100 characters'));
  const type = body.type ?? ChannelType.PrivateThread;
  if (type !== ChannelType.PublicThread) return errorResponse(Errors.invalidFormBody('type: only public threads here'));
  if (parent.type !== ChannelType.GuildText)
    return errorResponse(Errors.invalidFormBody('threads live in text channels'));
  if (!has(parent.botPermissions, PermissionFlagsBits.CreatePublicThreads))
    return errorResponse(Errors.missingPermissions);
  const thread = state.addThread(parent, name);
  return { status: 201, body: apiChannel(state.guild(thread.guildId), thread, state.bot.id) };
}

export const channelRoutes: Route[] = [
  { method: 'POST', pattern: '/channels/:channelId/threads', auth: true, handle: (r, c) => createThread(r, c.state) },
  { method: 'GET', pattern: '/channels/:channelId', auth: true, handle: (r, c) => getChannel(r, c.state) },
  { method: 'POST', pattern: '/channels/:channelId/messages', auth: true, handle: (r, c) => createMessage(r, c.state) },
  {
    method: 'GET',
    pattern: '/channels/:channelId/messages/:messageId',
    auth: true,
    handle: (r, c) => withMessage(r, c.state, (_channel, message) => ({ status: 200, body: message })),
  },
  {
    method: 'PATCH',
    pattern: '/channels/:channelId/messages/:messageId',
    auth: true,
    handle: (r, c) => editMessage(r, c.state),
  },
  {
    method: 'DELETE',
    pattern: '/channels/:channelId/messages/:messageId',
    auth: true,
    handle: (r, c) => deleteMessage(r, c.state),
  },
];
