// Autocomplete answers: only legal choices, filtered by what the member typed, at most 25.
// Choice names that are messages are put into words in the member's language.
import type { ApplicationCommandOptionChoiceData, AutocompleteInteraction } from 'discord.js';
import { clipText } from '../app/echo';
import { type Message, render } from '../i18n';
import { readerLocale } from './locale';

const CHOICE_LIMIT = 100;

export async function respondWith(
  interaction: AutocompleteInteraction,
  said: { name: string | Message; value: string | number }[],
): Promise<void> {
  const locale = readerLocale(interaction);
  const choices = said.map((c) => ({ ...c, name: typeof c.name === 'string' ? c.name : render(locale, c.name) }));
  const typed = String(interaction.options.getFocused()).trim().toLowerCase();
  const matching = typed
    ? choices.filter((c) => String(c.value).toLowerCase().startsWith(typed) || c.name.toLowerCase().includes(typed))
    : choices;
  await interaction.respond(fitChoices(matching));
}

/** Discord's limits on choices: 25 of them, names of 1 to 100 characters, string values of at most 100. */
export function fitChoices(
  choices: ApplicationCommandOptionChoiceData<string | number>[],
): ApplicationCommandOptionChoiceData<string | number>[] {
  return choices
    .filter((c) => typeof c.value !== 'string' || c.value.length <= CHOICE_LIMIT)
    .slice(0, 25)
    .map((c) => ({ name: clipText(c.name, CHOICE_LIMIT) || String(c.value), value: c.value }));
}
