import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { expansionTitles } from '../src/app/describe';
import { fitChoices } from '../src/bot/autocomplete';
import { CLOCK_OPTION_CHOICES } from '../src/bot/clock-text';
import type { AutocompleteContext, CommandContext } from '../src/bot/context';
import { openGame } from '../src/bot/lobby';
import { EXPANSION_IDS, findModule } from '../src/engine';

export const name = 'new';

export function build(sub: SlashCommandSubcommandBuilder) {
  return sub
    .setDescription('Open a new game in this channel or thread; others join, then you start it')
    .addBooleanOption((o) => o.setName('farmers').setDescription('Followers may lie in fields (default: yes)'))
    .addStringOption((o) =>
      o
        .setName('tiles')
        .setDescription('Which base-game tiles (default: classic, gardens with the Abbot)')
        .addChoices({ name: 'classic (72 tiles)', value: 'classic' }, { name: 'gardens edition', value: 'gardens' }),
    )
    .addStringOption((o) =>
      o.setName('expansions').setDescription('More expansions, separated by commas').setAutocomplete(true),
    )
    .addIntegerOption((o) =>
      o
        .setName('clock')
        .setDescription('Hours each player has for a turn (default: off)')
        .addChoices(...CLOCK_OPTION_CHOICES),
    );
}

/** The expansions asked for: the list typed, with farmers switched by its own option. */
export function chosenExpansions(farmers: boolean | null, listed: string | null): string[] {
  const ids = (listed ?? '')
    .split(/[,\s]+/)
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  const set = new Set(ids);
  if (farmers === false) set.delete('farmers');
  else set.add('farmers');
  return [...set];
}

export async function execute({ interaction, deps, actor }: CommandContext) {
  const expansions = chosenExpansions(
    interaction.options.getBoolean('farmers'),
    interaction.options.getString('expansions'),
  );
  const tileSet = interaction.options.getString('tiles');
  await openGame(interaction, deps, actor, {
    expansions,
    // an explicit choice is kept: "classic" overrides the Abbot's garden preset
    options: tileSet ? { tileSet } : {},
    turnHours: interaction.options.getInteger('clock') ?? 0,
  });
}

export async function autocomplete({ interaction }: AutocompleteContext) {
  const typed = String(interaction.options.getFocused());
  // the ids already typed, known ones only: anything else would be refused anyway
  const done = [
    ...new Set(
      typed
        .split(',')
        .slice(0, -1)
        .map((s) => s.trim().toLowerCase())
        .filter((id) => EXPANSION_IDS.includes(id)),
    ),
  ];
  const prefix = done.length ? `${done.join(', ')}, ` : '';
  // the id being typed narrows the list (the other ids stay in the prefix)
  const typing = (typed.split(',').at(-1) ?? '').trim().toLowerCase();
  const choices = EXPANSION_IDS.filter((id) => !done.includes(id) && id.startsWith(typing)).map((id) => ({
    name: `${prefix}${id} (${findModule(id)?.title ?? expansionTitles([id])})`,
    value: `${prefix}${id}`,
  }));
  await interaction.respond(fitChoices(choices));
}
