// Routes every interaction to its subcommand, autocomplete or component handler. Nothing thrown here
// reaches discord.js: errors are logged and the member gets a short private answer.
import { DiscordAPIError, type Interaction, RESTJSONErrorCodes } from 'discord.js';
import { UnreadableGameError } from '../storage/errors';
import { prepareOnTurn, ShuttingDownError } from './admission';
import { acknowledgesFirst, handleComponent } from './components';
import { actorOf, type BotDeps, type SlashCommand, type Subcommand } from './context';
import { setReaderLocale } from './locale';
import { answer, deferPrivately, deferPublicly } from './reply';
import { answerUnreadable } from './unreadable';

/** Discord answers that only mean "too late" or "already gone": nothing to tell anyone. */
const IGNORED = new Set<number | string>([
  RESTJSONErrorCodes.UnknownInteraction,
  RESTJSONErrorCodes.InteractionHasAlreadyBeenAcknowledged,
  RESTJSONErrorCodes.InvalidWebhookToken,
  RESTJSONErrorCodes.UnknownMessage,
]);

/** The slash command's name, and its subcommands by name. */
interface CommandTable {
  name: string;
  bySubcommand: ReadonlyMap<string, Subcommand>;
}

/** Routes the interactions of the slash command handed by the entry point (commands/index.ts). */
export function interactionRouter(command: SlashCommand): (interaction: Interaction, deps: BotDeps) => Promise<void> {
  const table: CommandTable = {
    name: command.name,
    bySubcommand: new Map(command.subcommands.map((s) => [s.name, s])),
  };
  return (interaction, deps) => routeInteraction(interaction, deps, table);
}

async function routeInteraction(interaction: Interaction, deps: BotDeps, command: CommandTable): Promise<void> {
  try {
    await dispatch(interaction, deps, command);
  } catch (error) {
    if (error instanceof DiscordAPIError && IGNORED.has(error.code)) return;
    if (error instanceof ShuttingDownError) {
      // acknowledged, but its work never started: nothing changed, and the member may try again
      if (interaction.isRepliable()) await answer(interaction, { key: 'bot.restarting' }).catch(() => {});
      return;
    }
    if (error instanceof UnreadableGameError) {
      // that one stored game, not the bot: say so, and what a moderator can do
      deps.log(`interaction ${describe(interaction)}: the channel's saved game is unreadable`, error);
      if (interaction.isRepliable()) await answerUnreadable(interaction).catch(() => {});
      return;
    }
    deps.log(`interaction ${describe(interaction)} failed`, error);
    if (!interaction.isRepliable()) return;
    await answer(interaction, { key: 'router.failed' }).catch(() => {});
  }
}

async function dispatch(interaction: Interaction, deps: BotDeps, command: CommandTable): Promise<void> {
  // read before anything is awaited: a move in this command answers the step as it stood on arrival
  const answers = { arrival: interaction.channelId ? deps.service.arrival(interaction.channelId) : 0 };
  // the member's own language choice wins over their Discord locale, for everything said to them alone;
  // read after the acknowledgement where there is one (a storage read waits its turn under load)
  const readLanguage = async () => {
    const own = (await deps.settings.user(interaction.user.id)).language;
    if (own) setReaderLocale(interaction, own);
  };
  if (interaction.isAutocomplete()) {
    await readLanguage();
    if (interaction.commandName !== command.name || !interaction.channelId) return;
    const sub = command.bySubcommand.get(interaction.options.getSubcommand(false) ?? '');
    if (sub?.autocomplete) await sub.autocomplete({ interaction, deps, channelId: interaction.channelId });
    else await interaction.respond([]);
    return;
  }
  if (!interaction.isRepliable()) return;
  if (!interaction.guildId || !interaction.channelId) {
    await readLanguage();
    await answer(interaction, { key: 'router.direct-message' });
    return;
  }
  if (interaction.isChatInputCommand()) {
    if (interaction.commandName !== command.name) return;
    const sub = command.bySubcommand.get(interaction.options.getSubcommand(false) ?? '');
    const how = typeof sub?.acknowledge === 'function' ? sub.acknowledge(interaction) : sub?.acknowledge;
    if (how) {
      prepareOnTurn(interaction, readLanguage);
      await (how === 'public' ? deferPublicly(interaction) : deferPrivately(interaction));
    } else await readLanguage();
    if (!sub) return answer(interaction, { key: 'router.unknown-command' });
    await sub.execute({
      interaction,
      deps,
      actor: actorOf(interaction),
      channelId: interaction.channelId,
      guildId: interaction.guildId,
      answers,
    });
    return;
  }
  if (interaction.isButton() || interaction.isStringSelectMenu()) {
    // every component of ours acknowledges first (components.ts); the language is read after that
    if (acknowledgesFirst(interaction.customId)) prepareOnTurn(interaction, readLanguage);
    else await readLanguage();
    await handleComponent(interaction, deps, answers);
  }
}

function describe(interaction: Interaction): string {
  if (interaction.isChatInputCommand())
    return `/${interaction.commandName} ${interaction.options.getSubcommand(false) ?? ''}`;
  if (interaction.isMessageComponent()) return interaction.customId;
  return String(interaction.type);
}
