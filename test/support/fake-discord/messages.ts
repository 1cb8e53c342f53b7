import { type APIAttachment, type APIMessage, type APIUser, MessageFlags, MessageType } from 'discord.js';
import { apiUser } from './api-objects';
import type { RecordedAttachment } from './call-log';
import { snowflake } from './snowflake';
import type { FakeChannel, FakeUser } from './world';

/** Building and editing stored messages from REST bodies, with Discord's validation rules. */

/** The body fields of create/edit message calls the fake understands. */
export interface MessageBody {
  content?: string | null;
  embeds?: unknown[] | null;
  components?: unknown[] | null;
  attachments?: { id: string | number; description?: string; filename?: string }[] | null;
  allowed_mentions?: AllowedMentions | null;
  flags?: number | null;
  message_reference?: { message_id?: string } | null;
  sticker_ids?: string[] | null;
  poll?: unknown;
  tts?: boolean;
}

interface AllowedMentions {
  parse?: ('users' | 'roles' | 'everyone')[];
  users?: string[];
  roles?: string[];
  replied_user?: boolean;
}

export interface ApiError {
  status: number;
  code: number;
  message: string;
}

export const CDN = 'https://cdn.discordapp.com';

/** Limits from the API docs; violating them is a 400 on real Discord, so it is here. */
export function validateMessageBody(
  body: MessageBody,
  files: RecordedAttachment[],
  isEdit: boolean,
): ApiError | undefined {
  const invalid = (detail: string): ApiError => ({ status: 400, code: 50035, message: `Invalid Form Body: ${detail}` });
  const hasSomething =
    Boolean(body.content) ||
    (body.embeds?.length ?? 0) > 0 ||
    (body.components?.length ?? 0) > 0 ||
    files.length > 0 ||
    (body.sticker_ids?.length ?? 0) > 0 ||
    body.poll !== undefined;
  if (!isEdit && !hasSomething) return { status: 400, code: 50006, message: 'Cannot send an empty message' };
  if ((body.content?.length ?? 0) > 2000) return invalid('content: Must be 2000 or fewer in length.');
  if ((body.embeds?.length ?? 0) > 10) return invalid('embeds: Must be 10 or fewer in length.');
  const embedProblem = validateEmbeds((body.embeds ?? []) as FakeEmbed[]);
  if (embedProblem) return invalid(embedProblem);
  const componentsV2 = ((body.flags ?? 0) & MessageFlags.IsComponentsV2) !== 0;
  if (!componentsV2 && body.components) {
    if (body.components.length > 5) return invalid('components: Must be 5 or fewer in length.');
    for (const row of body.components as {
      components?: { custom_id?: string; type?: number; options?: unknown[] }[];
    }[]) {
      const children = row.components ?? [];
      if (children.length > 5) return invalid('components.components: Must be 5 or fewer in length.');
      for (const child of children) {
        if ((child.custom_id?.length ?? 0) > 100) return invalid('custom_id: Must be 100 or fewer in length.');
        if ((child.options?.length ?? 0) > 25) return invalid('options: Must be 25 or fewer in length.');
      }
    }
  }
  return undefined;
}

interface FakeEmbed {
  title?: string;
  description?: string;
  fields?: { name?: string; value?: string }[];
  footer?: { text?: string };
  author?: { name?: string };
}

/** Discord's embed limits: per part, 25 fields, and 6,000 characters over all embeds of a message. */
function validateEmbeds(embeds: FakeEmbed[]): string | undefined {
  let total = 0;
  for (const embed of embeds) {
    const parts: [string, string | undefined, number][] = [
      ['title', embed.title, 256],
      ['description', embed.description, 4096],
      ['footer.text', embed.footer?.text, 2048],
      ['author.name', embed.author?.name, 256],
    ];
    for (const field of embed.fields ?? []) {
      parts.push(['fields.name', field.name, 256], ['fields.value', field.value, 1024]);
    }
    if ((embed.fields?.length ?? 0) > 25) return 'embeds.fields: Must be 25 or fewer in length.';
    for (const [name, text, limit] of parts) {
      if ((text?.length ?? 0) > limit) return `embeds.${name}: Must be ${limit} or fewer in length.`;
      total += text?.length ?? 0;
    }
  }
  return total > 6000 ? 'embeds: Embed size exceeds maximum size of 6000' : undefined;
}

/** Autocomplete choices: a name of 1 to 100 characters, a string value of at most 100. */
export function validateChoices(choices: { name?: string; value?: unknown }[]): string | undefined {
  for (const choice of choices) {
    const length = choice.name?.length ?? 0;
    if (length < 1 || length > 100) return 'choices.name: Must be between 1 and 100 in length.';
    if (typeof choice.value === 'string' && choice.value.length > 100)
      return 'choices.value: Must be 100 or fewer in length.';
  }
  return undefined;
}

/** Users pinged by a message: mentioned in content and allowed by allowed_mentions. */
function resolveMentions(
  content: string,
  allowed: AllowedMentions | null | undefined,
  lookupUser: (id: string) => FakeUser,
): Pick<APIMessage, 'mentions' | 'mention_roles' | 'mention_everyone'> {
  const userIds = [...new Set([...content.matchAll(/<@!?(\d+)>/g)].map((m) => m[1] as string))];
  const roleIds = [...new Set([...content.matchAll(/<@&(\d+)>/g)].map((m) => m[1] as string))];
  const everyone = /@(everyone|here)/.test(content);
  if (!allowed) {
    return {
      mentions: userIds.map((id) => apiUser(lookupUser(id))),
      mention_roles: roleIds,
      mention_everyone: everyone,
    };
  }
  const parse = allowed.parse ?? [];
  const users = parse.includes('users') ? userIds : userIds.filter((id) => allowed.users?.includes(id));
  const roles = parse.includes('roles') ? roleIds : roleIds.filter((id) => allowed.roles?.includes(id));
  return {
    mentions: users.map((id) => apiUser(lookupUser(id))),
    mention_roles: roles,
    mention_everyone: everyone && parse.includes('everyone'),
  };
}

function fileIndex(field: string): number {
  return Number(/^files\[(\d+)\]$/.exec(field)?.[1] ?? -1);
}

function toAttachment(
  channelId: string,
  file: RecordedAttachment,
  body: MessageBody,
  ephemeral: boolean,
): APIAttachment {
  const id = snowflake();
  const meta = body.attachments?.find((a) => Number(a.id) === fileIndex(file.field));
  const filename = meta?.filename ?? file.name;
  return {
    id,
    filename,
    size: file.size,
    url: `${CDN}/attachments/${channelId}/${id}/${encodeURIComponent(filename)}`,
    proxy_url: `https://media.discordapp.net/attachments/${channelId}/${id}/${encodeURIComponent(filename)}`,
    content_type: file.contentType,
    ...(meta?.description ? { description: meta.description } : {}),
    ...(ephemeral ? { ephemeral: true } : {}),
  };
}

export interface NewMessage {
  channel: FakeChannel;
  author: FakeUser;
  body: MessageBody;
  files: RecordedAttachment[];
  lookupUser: (id: string) => FakeUser;
  type?: MessageType;
  /** Flags the server sets regardless of the body (ephemeral from the defer, loading). */
  forcedFlags?: number;
  /** Flags a bot may set itself on this route. */
  allowedFlags: number;
  webhookId?: string;
  applicationId?: string;
  interaction?: { id: string; type: number; name?: string; user: APIUser; originalResponseMessageId?: string };
}

export function buildMessage(spec: NewMessage): APIMessage {
  const flags = ((spec.body.flags ?? 0) & spec.allowedFlags) | (spec.forcedFlags ?? 0);
  const ephemeral = (flags & MessageFlags.Ephemeral) !== 0;
  const content = spec.body.content ?? '';
  const message: APIMessage = {
    id: snowflake(),
    channel_id: spec.channel.id,
    author: apiUser(spec.author),
    content,
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: spec.body.tts ?? false,
    ...resolveMentions(content, spec.body.allowed_mentions, spec.lookupUser),
    attachments: spec.files.map((f) => toAttachment(spec.channel.id, f, spec.body, ephemeral)),
    embeds: (spec.body.embeds ?? []) as APIMessage['embeds'],
    components: (spec.body.components ?? []) as APIMessage['components'],
    pinned: false,
    type: spec.type ?? (spec.body.message_reference?.message_id ? MessageType.Reply : MessageType.Default),
    flags,
  };
  if (spec.body.message_reference?.message_id) {
    message.message_reference = {
      type: 0,
      message_id: spec.body.message_reference.message_id,
      channel_id: spec.channel.id,
      guild_id: spec.channel.guildId,
    };
  }
  if (spec.webhookId) message.webhook_id = spec.webhookId;
  if (spec.applicationId) message.application_id = spec.applicationId;
  if (spec.interaction) {
    message.interaction_metadata = {
      id: spec.interaction.id,
      type: spec.interaction.type,
      user: spec.interaction.user,
      authorizing_integration_owners: { '0': spec.channel.guildId },
      ...(spec.interaction.originalResponseMessageId
        ? { original_response_message_id: spec.interaction.originalResponseMessageId }
        : {}),
    } as APIMessage['interaction_metadata'];
  }
  return message;
}

/**
 * Applies an edit in place. Attachments follow the v10 rule: when `attachments` is given,
 * only the listed existing files stay; new uploads are added either way.
 * The ephemeral flag can't change after creation; LOADING is cleared by the first edit.
 */
export function applyEdit(
  message: APIMessage,
  body: MessageBody,
  files: RecordedAttachment[],
  lookupUser: (id: string) => FakeUser,
): APIMessage {
  const ephemeral = ((message.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
  if (body.content !== undefined && body.content !== null) {
    message.content = body.content;
    Object.assign(message, resolveMentions(message.content, body.allowed_mentions, lookupUser));
  }
  if (body.embeds !== undefined && body.embeds !== null) message.embeds = body.embeds as APIMessage['embeds'];
  if (body.components !== undefined && body.components !== null) {
    message.components = body.components as APIMessage['components'];
  }
  const kept = body.attachments
    ? message.attachments.filter((a) => body.attachments?.some((listed) => String(listed.id) === a.id))
    : message.attachments;
  message.attachments = [...kept, ...files.map((f) => toAttachment(message.channel_id, f, body, ephemeral))];
  const keptFlags = (message.flags ?? 0) & (MessageFlags.Ephemeral | MessageFlags.IsComponentsV2);
  const settable = MessageFlags.SuppressEmbeds;
  message.flags = keptFlags | ((body.flags ?? message.flags ?? 0) & settable);
  message.edited_timestamp = new Date().toISOString();
  return message;
}
