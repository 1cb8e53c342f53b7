// "/carcassonne rules": which rules apply here, and a topic as an embed.
import { EmbedBuilder } from 'discord.js';
import type { GameRecord } from '../app/record';
import { EXPANSION_IDS, findModule } from '../engine';
import { searchRules } from '../rules/search';
import type { RulesTopic } from '../rules/topics';

/** The rule modules to search: the channel game's, or every module when there is no game. */
export function rulesModules(record: GameRecord | undefined): string[] {
  return ['base', ...(record ? record.expansions : EXPANSION_IDS)];
}

export function rulesEmbed(topic: RulesTopic): EmbedBuilder {
  return new EmbedBuilder()
    .setTitle(topic.title)
    .setColor(0x6b8e23)
    .setDescription(topic.text)
    .addFields({ name: 'Example:', value: topic.example })
    .setFooter({ text: findModule(topic.module)?.title ?? topic.module });
}

export function noRuleText(query: string, modules: readonly string[]): string {
  const some = searchRules('', modules, 4).map((t) => `\`${t.title}\``);
  return `No rule matches “${query.slice(0, 80)}”. Try other words, or one of ${some.join(', ')}: \`/carcassonne rules\` lists them as you type.`;
}
