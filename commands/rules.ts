import { MessageFlags, type SlashCommandSubcommandBuilder } from 'discord.js';
import { fitChoices } from '../src/bot/autocomplete';
import type { AutocompleteContext, CommandContext } from '../src/bot/context';
import { answer } from '../src/bot/reply';
import { noRuleText, rulesEmbed, rulesModules } from '../src/bot/rules-answer';
import { searchRules } from '../src/rules/search';

export const name = 'rules';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub
    .setDescription('Look up a rule (only you see the answer)')
    .addStringOption((o) =>
      o.setName('topic').setDescription('A rule, or words to search for').setRequired(true).setAutocomplete(true),
    );
}

export async function execute({ interaction, deps, channelId }: CommandContext) {
  const query = interaction.options.getString('topic', true);
  const modules = rulesModules(await deps.service.find(channelId));
  const [topic] = searchRules(query, modules, 1);
  if (!topic) return answer(interaction, noRuleText(query, modules));
  await interaction.reply({ embeds: [rulesEmbed(topic)], flags: MessageFlags.Ephemeral });
}

export async function autocomplete({ interaction, deps, channelId }: AutocompleteContext) {
  const modules = rulesModules(await deps.service.find(channelId));
  const topics = searchRules(String(interaction.options.getFocused()), modules, 25);
  await interaction.respond(fitChoices(topics.map((t) => ({ name: t.title, value: t.id }))));
}
