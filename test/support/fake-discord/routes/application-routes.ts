import { type APIApplicationCommand, ApplicationCommandType } from 'discord.js';
import { apiApplication, apiCurrentUser } from '../api-objects';
import { snowflake } from '../snowflake';
import type { FakeState } from '../state';
import { Errors, errorResponse, type RestRequest, type RestResponse, type Route, type RouteContext } from './router';

/** The bot's identity, gateway discovery and application command registration. */

function gatewayBot(ctx: RouteContext): RestResponse {
  return {
    status: 200,
    body: {
      url: ctx.gatewayUrl,
      shards: 1,
      session_start_limit: { total: 1000, remaining: 999, reset_after: 86_400_000, max_concurrency: 1 },
    },
  };
}

interface CommandInput {
  name?: unknown;
  description?: unknown;
  type?: unknown;
  options?: OptionInput[];
  [key: string]: unknown;
}

interface OptionInput {
  name?: unknown;
  description?: unknown;
  choices?: unknown[];
  autocomplete?: unknown;
  options?: OptionInput[];
}

const NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/** The checks Discord makes that a bot's command definitions most often trip over. */
function commandProblem(command: CommandInput): string | undefined {
  const chatInput = (command.type ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput;
  const checkName = (name: unknown, where: string) =>
    typeof name !== 'string' || !NAME.test(name) || (chatInput && name !== name.toLowerCase())
      ? `${where}: invalid name ${JSON.stringify(name)}`
      : undefined;
  const checkDescription = (description: unknown, where: string) =>
    chatInput && (typeof description !== 'string' || description.length < 1 || description.length > 100)
      ? `${where}: description must be 1-100 characters`
      : undefined;
  const checkOptions = (options: OptionInput[] | undefined, where: string): string | undefined => {
    if (!options) return undefined;
    if (options.length > 25) return `${where}.options: Must be 25 or fewer in length.`;
    for (const option of options) {
      const at = `${where}.${String(option.name)}`;
      const problem =
        checkName(option.name, at) ??
        checkDescription(option.description, at) ??
        ((option.choices?.length ?? 0) > 25 ? `${at}.choices: Must be 25 or fewer in length.` : undefined) ??
        (option.autocomplete && option.choices?.length ? `${at}: autocomplete can't have choices` : undefined) ??
        checkOptions(option.options, at);
      if (problem) return problem;
    }
    return undefined;
  };
  const at = String(command.name);
  return checkName(command.name, at) ?? checkDescription(command.description, at) ?? checkOptions(command.options, at);
}

function putCommands(req: RestRequest, state: FakeState, guildId?: string): RestResponse {
  if (req.params.applicationId !== state.applicationId) return errorResponse(Errors.missingAccess);
  if (guildId !== undefined && !state.guilds.some((g) => g.id === guildId)) return errorResponse(Errors.missingAccess);
  if (!Array.isArray(req.body)) return errorResponse(Errors.invalidFormBody('body must be an array of commands'));
  const input = req.body as CommandInput[];
  const seen = new Set<string>();
  for (const command of input) {
    const problem = commandProblem(command);
    if (problem) return errorResponse(Errors.invalidFormBody(problem));
    const key = `${String(command.type ?? 1)}:${String(command.name)}`;
    if (seen.has(key)) return errorResponse(Errors.invalidFormBody(`duplicate command name ${String(command.name)}`));
    seen.add(key);
  }
  const scope = guildId ?? 'global';
  const previous = state.commands.get(scope) ?? [];
  const saved = input.map((command) => {
    const type = (command.type ?? ApplicationCommandType.ChatInput) as ApplicationCommandType;
    const existing = previous.find((c) => c.name === command.name && c.type === type);
    return {
      default_member_permissions: null,
      nsfw: false,
      integration_types: [0],
      contexts: null,
      options: [],
      ...command,
      id: existing?.id ?? snowflake(),
      application_id: state.applicationId,
      version: snowflake(),
      type,
      ...(guildId ? { guild_id: guildId } : {}),
    } as unknown as APIApplicationCommand;
  });
  state.commands.set(scope, saved);
  return { status: 200, body: saved };
}

export const applicationRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/gateway',
    auth: false,
    handle: (_r, c) => ({ status: 200, body: { url: c.gatewayUrl } }),
  },
  { method: 'GET', pattern: '/gateway/bot', auth: true, handle: (_r, c) => gatewayBot(c) },
  {
    method: 'GET',
    pattern: '/users/@me',
    auth: true,
    handle: (_r, c) => ({ status: 200, body: apiCurrentUser(c.state.bot) }),
  },
  {
    method: 'GET',
    pattern: '/applications/@me',
    auth: true,
    handle: (_r, c) => ({ status: 200, body: apiApplication(c.state.applicationId, c.state.bot) }),
  },
  {
    method: 'PUT',
    pattern: '/applications/:applicationId/commands',
    auth: true,
    handle: (r, c) => putCommands(r, c.state),
  },
  {
    method: 'PUT',
    pattern: '/applications/:applicationId/guilds/:guildId/commands',
    auth: true,
    handle: (r, c) => putCommands(r, c.state, r.params.guildId),
  },
  {
    method: 'GET',
    pattern: '/applications/:applicationId/commands',
    auth: true,
    handle: (_r, c) => ({ status: 200, body: c.state.commands.get('global') ?? [] }),
  },
  {
    method: 'GET',
    pattern: '/applications/:applicationId/guilds/:guildId/commands',
    auth: true,
    handle: (r, c) => ({ status: 200, body: c.state.commands.get(r.params.guildId ?? '') ?? [] }),
  },
];
