import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { decisionChoices } from '../src/app/choices';
import { respondWith } from '../src/bot/autocomplete';
import { describedAs } from '../src/bot/command-text';
import type { AutocompleteContext, CommandContext } from '../src/bot/context';
import { playMove } from '../src/bot/play';
import { message } from '../src/i18n';

export const name = 'choose';

/** Acknowledged privately on arrival, by the router. */
export const acknowledge = 'private';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.choose').addIntegerOption((o) =>
    describedAs(o.setName('option'), 'command.choose.option').setRequired(true).setMinValue(1).setAutocomplete(true),
  );
}

export async function execute({ interaction, deps, actor, channelId, answers }: CommandContext) {
  const number = interaction.options.getInteger('option', true);
  await playMove({
    interaction,
    deps,
    channelId,
    intent: { userId: actor.userId, answers, choice: { kind: 'answer', number } },
  });
}

export async function autocomplete({ interaction, deps, channelId }: AutocompleteContext) {
  const record = await deps.service.find(channelId);
  const choices = record ? decisionChoices(record) : [];
  // a typed amount (a bid) puts the answer naming it first, whatever its number in the menu
  const typed = Number(String(interaction.options.getFocused()).trim());
  const named = choices.findIndex((c) => c.amount !== undefined && c.amount === typed);
  if (named > 0) choices.unshift(...choices.splice(named, 1));
  await respondWith(
    interaction,
    choices.map((c) => ({
      name: message('turn.select.choice', { number: c.number, label: c.label }),
      value: c.number,
    })),
  );
}
