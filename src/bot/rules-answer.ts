// "/carcassonne rules": which rules apply here, and a topic as an embed, in the reader's language.
import { EmbedBuilder } from 'discord.js';
import { expansionTitle } from '../app/game-words';
import type { GameRecord } from '../app/record';
import { EXPANSION_IDS } from '../engine';
import type { Locale, Translate } from '../i18n';
import { searchRules } from '../rules/search';
import type { RulesTopic } from '../rules/topics';

/** The rule modules to search: the channel game's, or every module when there is no game. */
export function rulesModules(record: GameRecord | undefined): string[] {
  return ['base', ...(record ? record.expansions : EXPANSION_IDS)];
}

export function rulesEmbed(topic: RulesTopic, t: Translate): EmbedBuilder {
  const module = expansionTitle(topic.module);
  return new EmbedBuilder()
    .setTitle(topic.title)
    .setColor(0x6b8e23)
    .setDescription(topic.text)
    .addFields({ name: t('rules.example'), value: topic.example })
    .setFooter({ text: t(module.key, module.params) });
}

export function noRuleText(query: string, modules: readonly string[], locale: Locale, t: Translate): string {
  const some = searchRules('', modules, locale, 4).map((topic) => `\`${topic.title}\``);
  return t('rules.no-match', { query: query.slice(0, 80), some });
}
