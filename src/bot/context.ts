// What every handler gets: the game service, the presenter, the posts owed, a logger, and who is acting
// where.
import {
  type AutocompleteInteraction,
  type BaseInteraction,
  type ChatInputCommandInteraction,
  PermissionFlagsBits,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import type { Actor, GameService } from '../app/game-service';
import type { Answering } from '../app/moves';
import type { SettingsRepository } from '../storage/settings-repository';
import type { ComputerThread } from './computer-thread';
import type { OwedPosts } from './owed-posts';
import type { Presenter } from './presenter';

export type Logger = (message: string, error?: unknown) => void;

export interface BotDeps {
  service: GameService;
  presenter: Presenter;
  /** Posts after a saved change go through here, so one Discord refused is retried until it is out. */
  posts: OwedPosts;
  log: Logger;
  /** Server and member settings (languages). */
  settings: SettingsRepository;
  /** Where computer players think (a worker thread). */
  computers: ComputerThread;
}

export interface CommandContext {
  interaction: ChatInputCommandInteraction;
  deps: BotDeps;
  actor: Actor;
  channelId: string;
  guildId: string;
  /** What a move sent with this command answers: the step as it stood when the command arrived. */
  answers: Answering;
}

export interface AutocompleteContext {
  interaction: AutocompleteInteraction;
  deps: BotDeps;
  channelId: string;
}

/** How a subcommand is acknowledged on arrival: "thinking…" for the member alone, or for everyone. */
export type Acknowledgement = 'private' | 'public';

/** One subcommand of /carcassonne (commands/<name>.ts). */
export interface Subcommand {
  name: string;
  /**
   * Acknowledged by the router as it arrives, before anything is read or saved (privately, or publicly
   * for an answer everyone sees; a function chooses from the options given, without awaiting anything);
   * the handler's answers then fill that acknowledgement in (reply.ts). Absent: the handler answers by
   * itself, and must not read or save anything before it does.
   */
  acknowledge?: Acknowledgement | ((interaction: ChatInputCommandInteraction) => Acknowledgement);
  build(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  execute(ctx: CommandContext): Promise<void>;
  autocomplete?(ctx: AutocompleteContext): Promise<void>;
}

/**
 * The slash command the bot answers: its name and subcommands (commands/index.ts). The entry point hands it
 * to startBot, so nothing in src/bot imports the commands that are built on it.
 */
export interface SlashCommand {
  name: string;
  subcommands: readonly Subcommand[];
  /** Its definition as Discord receives it (descriptions and choices in every language), to register. */
  toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody;
}

/** The member behind an interaction, with the server nickname when there is one. */
export function actorOf(interaction: BaseInteraction): Actor {
  const member = interaction.member;
  const nick = member && 'displayName' in member ? member.displayName : (member?.nick ?? undefined);
  return {
    userId: interaction.user.id,
    name: nick ?? interaction.user.displayName,
    canManage: interaction.memberPermissions?.has(PermissionFlagsBits.ManageMessages) ?? false,
  };
}
