import {
  type APIApplicationCommandInteractionDataOption,
  type APIMessage,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ButtonStyle,
  ComponentType,
  InteractionContextType,
  InteractionType,
  Locale,
} from 'discord.js';
import { apiChannel, apiMember, apiUser } from './api-objects';
import { buildMessage } from './messages';
import { DEFAULT_MEMBER_PERMISSIONS } from './permissions';
import { snowflake } from './snowflake';
import type { FakeState, InteractionRecord } from './state';
import type { FakeChannel, FakeGuild, FakeUser } from './world';

/** Builds realistic API v10 INTERACTION_CREATE payloads and registers them in the state. */

/** A primitive becomes string/integer/number/boolean; pass `{ type, value }` for anything else. */
export type OptionValue =
  | string
  | number
  | boolean
  | { type: ApplicationCommandOptionType; value: string | number | boolean };

export interface InteractionTarget {
  /** Default: the first guild. */
  guildId?: string;
  /** Default: the guild's first channel. */
  channelId?: string;
  /** Invoking user; default: the guild's first member. Unknown ids become placeholder users. */
  userId?: string;
  /** The member's permissions in the channel; default: an ordinary member's. */
  memberPermissions?: bigint;
  locale?: Locale;
}

export interface SlashCommandInjection extends InteractionTarget {
  name: string;
  group?: string;
  subcommand?: string;
  options?: Record<string, OptionValue>;
}

export interface AutocompleteInjection extends SlashCommandInjection {
  /** Name of the option being typed; its value in `options` is the partial text. */
  focused: string;
}

export interface ComponentInjection extends InteractionTarget {
  customId: string;
  /** A stored message in the channel (e.g. one the bot sent). Default: a new bot message carrying the component. */
  messageId?: string;
}

export interface StringSelectInjection extends ComponentInjection {
  values: string[];
}

const ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024;

interface Where {
  guild: FakeGuild;
  channel: FakeChannel;
  user: FakeUser;
}

function resolveTarget(state: FakeState, target: InteractionTarget): Where {
  const guild = state.guild(target.guildId);
  const channel = target.channelId ? state.channel(target.channelId) : guild.channels[0];
  if (!channel || channel.guildId !== guild.id) {
    throw new Error(`channel ${target.channelId ?? '(default)'} is not in guild ${guild.id}`);
  }
  const user = target.userId ? state.lookupUser(target.userId) : guild.members[0];
  if (!user) throw new Error(`guild ${guild.id} has no members to invoke the interaction`);
  return { guild, channel, user };
}

function register(
  state: FakeState,
  where: Where,
  target: InteractionTarget,
  type: InteractionType,
  data: unknown,
  extra: { message?: APIMessage; componentMessageId?: string } = {},
): InteractionRecord {
  const record = state.newInteraction({
    type,
    applicationId: state.applicationId,
    guildId: where.guild.id,
    channelId: where.channel.id,
    userId: where.user.id,
    componentMessageId: extra.componentMessageId,
  });
  const memberPermissions = (target.memberPermissions ?? DEFAULT_MEMBER_PERMISSIONS).toString();
  const locale = target.locale ?? Locale.EnglishUS;
  record.payload = {
    id: record.id,
    application_id: state.applicationId,
    type,
    data,
    guild: { id: where.guild.id, locale: Locale.EnglishUS, features: [] },
    guild_id: where.guild.id,
    channel: { ...apiChannel(where.guild, where.channel, state.bot.id), permissions: memberPermissions },
    channel_id: where.channel.id,
    member: {
      ...apiMember(where.guild, where.user),
      permissions: memberPermissions,
      unusual_dm_activity_until: null,
    },
    token: record.token,
    version: 1,
    ...(extra.message ? { message: extra.message } : {}),
    app_permissions: where.channel.botPermissions.toString(),
    locale,
    guild_locale: Locale.EnglishUS,
    entitlements: [],
    authorizing_integration_owners: { '0': where.guild.id },
    context: InteractionContextType.Guild,
    attachment_size_limit: ATTACHMENT_SIZE_LIMIT,
  };
  return record;
}

function toOption(name: string, value: OptionValue, focused: boolean): APIApplicationCommandInteractionDataOption {
  const typed =
    typeof value === 'object'
      ? value
      : typeof value === 'string'
        ? { type: ApplicationCommandOptionType.String, value }
        : typeof value === 'boolean'
          ? { type: ApplicationCommandOptionType.Boolean, value }
          : Number.isInteger(value)
            ? { type: ApplicationCommandOptionType.Integer, value }
            : { type: ApplicationCommandOptionType.Number, value };
  // Autocomplete sends the focused option as the raw text typed so far.
  return (
    focused ? { name, type: typed.type, value: String(typed.value), focused: true } : { name, ...typed }
  ) as APIApplicationCommandInteractionDataOption;
}

function commandData(state: FakeState, where: Where, spec: SlashCommandInjection, focused?: string) {
  const leaf = Object.entries(spec.options ?? {}).map(([name, value]) => toOption(name, value, name === focused));
  const sub = spec.subcommand
    ? [{ type: ApplicationCommandOptionType.Subcommand, name: spec.subcommand, options: leaf }]
    : leaf;
  const options = spec.group
    ? [{ type: ApplicationCommandOptionType.SubcommandGroup, name: spec.group, options: sub }]
    : sub;
  // Use the registered command's id when the bot deployed one (guild scope wins, as on Discord).
  const registered =
    state.commands.get(where.guild.id)?.find((c) => c.name === spec.name) ??
    state.commands.get('global')?.find((c) => c.name === spec.name);
  const users = Object.values(spec.options ?? {}).flatMap((v) =>
    typeof v === 'object' && v.type === ApplicationCommandOptionType.User ? [String(v.value)] : [],
  );
  return {
    id: registered?.id ?? snowflake(),
    name: spec.name,
    type: ApplicationCommandType.ChatInput,
    ...(registered?.guild_id ? { guild_id: registered.guild_id } : {}),
    options,
    ...(users.length > 0
      ? {
          resolved: {
            users: Object.fromEntries(users.map((id) => [id, apiUser(state.lookupUser(id))])),
            members: Object.fromEntries(
              users.map((id) => {
                const { user: _user, ...member } = apiMember(where.guild, state.lookupUser(id));
                return [id, { ...member, permissions: DEFAULT_MEMBER_PERMISSIONS.toString() }];
              }),
            ),
          },
        }
      : {}),
  };
}

export function slashCommand(state: FakeState, spec: SlashCommandInjection): InteractionRecord {
  const where = resolveTarget(state, spec);
  return register(state, where, spec, InteractionType.ApplicationCommand, commandData(state, where, spec));
}

export function autocomplete(state: FakeState, spec: AutocompleteInjection): InteractionRecord {
  if (!(spec.focused in (spec.options ?? {}))) throw new Error(`focused option "${spec.focused}" is not in options`);
  const where = resolveTarget(state, spec);
  return register(
    state,
    where,
    spec,
    InteractionType.ApplicationCommandAutocomplete,
    commandData(state, where, spec, spec.focused),
  );
}

/** The clicked message: a stored one, or a fresh bot message carrying the component. */
function componentMessage(state: FakeState, where: Where, spec: ComponentInjection, component: unknown): APIMessage {
  if (spec.messageId) {
    const stored = state.findMessage(where.channel.id, spec.messageId);
    if (!stored) throw new Error(`no message ${spec.messageId} in channel ${where.channel.id}`);
    return stored;
  }
  return state.addMessage(
    buildMessage({
      channel: where.channel,
      author: state.bot,
      body: { components: [{ type: ComponentType.ActionRow, components: [component] }] },
      files: [],
      lookupUser: state.lookupUser,
      allowedFlags: 0,
      applicationId: state.applicationId,
    }),
  );
}

export function button(state: FakeState, spec: ComponentInjection): InteractionRecord {
  const where = resolveTarget(state, spec);
  const message = componentMessage(state, where, spec, {
    type: ComponentType.Button,
    style: ButtonStyle.Primary,
    label: spec.customId,
    custom_id: spec.customId,
  });
  return register(
    state,
    where,
    spec,
    InteractionType.MessageComponent,
    { custom_id: spec.customId, component_type: ComponentType.Button },
    { message, componentMessageId: message.id },
  );
}

export function stringSelect(state: FakeState, spec: StringSelectInjection): InteractionRecord {
  const where = resolveTarget(state, spec);
  const message = componentMessage(state, where, spec, {
    type: ComponentType.StringSelect,
    custom_id: spec.customId,
    options: spec.values.map((value) => ({ label: value, value })),
    min_values: 1,
    max_values: Math.max(1, spec.values.length),
  });
  return register(
    state,
    where,
    spec,
    InteractionType.MessageComponent,
    { custom_id: spec.customId, component_type: ComponentType.StringSelect, values: spec.values },
    { message, componentMessageId: message.id },
  );
}
