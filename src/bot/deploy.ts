// Registers /carcassonne with Discord: to one server (instant, for development) or globally (release).
// A PUT replaces the whole set, so running it again is safe.
import { REST, type RESTPostAPIChatInputApplicationCommandsJSONBody, Routes } from 'discord.js';
import { COMMAND_LOCALES } from './command-text';

export interface DeployOptions {
  token: string;
  clientId: string;
  /** The command to register (commands/index.ts's `buildCommand().toJSON()`), handed by the entry point. */
  command: RESTPostAPIChatInputApplicationCommandsJSONBody;
  /** Register to this server only; globally when absent. */
  guildId?: string;
  restApi?: string;
}

export async function deployCommands(
  options: DeployOptions,
): Promise<{ scope: string; names: string[]; locales: string[] }> {
  const rest = new REST(options.restApi ? { api: options.restApi } : {}).setToken(options.token);
  const body = [options.command];
  const route = options.guildId
    ? Routes.applicationGuildCommands(options.clientId, options.guildId)
    : Routes.applicationCommands(options.clientId);
  await rest.put(route, { body });
  return {
    scope: options.guildId ? `server ${options.guildId}` : 'all servers (global)',
    names: body.map((c) => c.name),
    // the Discord locales whose descriptions and choice names went with the command
    locales: COMMAND_LOCALES,
  };
}
