// The one slash command, /carcassonne, with a subcommand per module in this folder, so a server's
// command list stays tidy. The entry points hand it to the bot: deploy-commands registers
// `buildCommand().toJSON()`, main starts the bot with `carcassonneCommand` (its router's table).
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { describedAs } from '../src/bot/command-text';
import type { SlashCommand, Subcommand } from '../src/bot/context';
import * as abandon from './abandon';
import * as board from './board';
import * as choose from './choose';
import * as clock from './clock';
import * as figure from './figure';
import * as games from './games';
import * as help from './help';
import * as history from './history';
import * as host from './host';
import * as join from './join';
import * as language from './language';
import * as leave from './leave';
import * as newGame from './new';
import * as notify from './notify';
import * as place from './place';
import * as remove from './remove';
import * as rules from './rules';
import * as scores from './scores';
import * as skip from './skip';
import * as start from './start';
import * as stats from './stats';
import * as tiles from './tiles';
import * as undo from './undo';

export const COMMAND_NAME = 'carcassonne';

export const subcommands: readonly Subcommand[] = [
  newGame,
  join,
  start,
  place,
  figure,
  choose,
  undo,
  skip,
  board,
  scores,
  tiles,
  rules,
  help,
  history,
  stats,
  games,
  language,
  notify,
  leave,
  remove,
  host,
  clock,
  abandon,
];

/** What the bot's router answers: the command's name and its subcommands. */
export const carcassonneCommand: SlashCommand = {
  name: COMMAND_NAME,
  subcommands,
  toJSON: () => buildCommand().toJSON(),
};

export function buildCommand(): SlashCommandBuilder {
  const command = describedAs(new SlashCommandBuilder().setName(COMMAND_NAME), 'command.description').setContexts(
    InteractionContextType.Guild,
  );
  for (const sub of subcommands) command.addSubcommand((builder) => sub.build(builder.setName(sub.name)));
  return command;
}
