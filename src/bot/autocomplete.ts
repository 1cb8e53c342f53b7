// Autocomplete answers: only legal choices, filtered by what the member typed, at most 25.
// Choice names that are messages are put into words in the member's language.
import type { AutocompleteInteraction } from 'discord.js';
import { type Message, render } from '../i18n';
import { readerLocale } from './locale';

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
  await interaction.respond(matching.slice(0, 25).map((c) => ({ name: c.name.slice(0, 100), value: c.value })));
}
