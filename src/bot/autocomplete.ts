// Autocomplete answers: only legal choices, filtered by what the member typed, at most 25.
import type { ApplicationCommandOptionChoiceData, AutocompleteInteraction } from 'discord.js';

export async function respondWith(
  interaction: AutocompleteInteraction,
  choices: ApplicationCommandOptionChoiceData<string | number>[],
): Promise<void> {
  const typed = String(interaction.options.getFocused()).trim().toLowerCase();
  const matching = typed
    ? choices.filter((c) => String(c.value).toLowerCase().startsWith(typed) || c.name.toLowerCase().includes(typed))
    : choices;
  await interaction.respond(matching.slice(0, 25).map((c) => ({ name: c.name.slice(0, 100), value: c.value })));
}
