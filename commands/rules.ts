import { MessageFlags, type SlashCommandSubcommandBuilder } from 'discord.js';
import { fitChoices } from '../src/bot/autocomplete';
import { describedAs } from '../src/bot/command-text';
import type { AutocompleteContext, CommandContext } from '../src/bot/context';
import { readerLocale, readerT } from '../src/bot/locale';
import { answer } from '../src/bot/reply';
import { noRuleText, rulesEmbed, rulesModules } from '../src/bot/rules-answer';
import { searchRules } from '../src/rules/search';

export const name = 'rules';

/** Acknowledged privately on arrival, by the router. */
export const acknowledge = 'private';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.rules').addStringOption((o) =>
    describedAs(o.setName('topic'), 'command.rules.topic').setRequired(true).setAutocomplete(true),
  );
}

export async function execute({ interaction, deps, channelId }: CommandContext) {
  const query = interaction.options.getString('topic', true);
  const modules = rulesModules(await deps.service.find(channelId));
  const locale = readerLocale(interaction);
  const t = readerT(interaction);
  const [topic] = searchRules(query, modules, locale, 1);
  if (!topic) return answer(interaction, noRuleText(query, modules, locale, t));
  const embeds = [rulesEmbed(topic, t)];
  // acknowledged privately on arrival (the router): the answer fills the acknowledgement in
  if (interaction.deferred) await interaction.editReply({ embeds });
  else await interaction.reply({ embeds, flags: MessageFlags.Ephemeral });
}

export async function autocomplete({ interaction, deps, channelId }: AutocompleteContext) {
  const modules = rulesModules(await deps.service.find(channelId));
  const topics = searchRules(String(interaction.options.getFocused()), modules, readerLocale(interaction), 25);
  await interaction.respond(fitChoices(topics.map((t) => ({ name: t.title, value: t.id }))));
}
