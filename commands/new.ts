import type { ChatInputCommandInteraction, SlashCommandSubcommandBuilder } from 'discord.js';
import { isLevel, LEVELS, type Level } from '../src/ai';
import { expansionTitle, variantWord } from '../src/app/game-words';
import { optionValueNamed } from '../src/app/settings';
import { fitChoices } from '../src/bot/autocomplete';
import { CLOCK_OPTION_CHOICES } from '../src/bot/clock-text';
import { choice, describedAs, LANGUAGE_CHOICES } from '../src/bot/command-text';
import type { Acknowledgement, AutocompleteContext, CommandContext } from '../src/bot/context';
import { openGame } from '../src/bot/lobby';
import { readerT } from '../src/bot/locale';
import { openGameInThread } from '../src/bot/thread-game';
import { EXPANSION_IDS, findModule, TINY_CITY } from '../src/engine';
import { isLocale } from '../src/i18n';

export const name = 'new';

/**
 * Acknowledged on arrival: publicly, as the lobby is posted in reply (a refusal still privately); for a
 * game in a thread privately, as the lobby goes to the thread.
 */
export const acknowledge = (interaction: ChatInputCommandInteraction): Acknowledgement =>
  interaction.options.getBoolean('thread') ? 'private' : 'public';

/** The expansion whose scoring variant this command offers as an option of its own (choosing one plays it). */
const KING_ROBBER = 'king-robber';

/**
 * King & Robber's scoring variant as its rules declare it (name and values), read from the installed
 * expansions, so the command names no rule of an expansion; none when that expansion is not installed.
 */
const kingRobberScoring = () => findModule(KING_ROBBER)?.options?.find((option) => option.variant);

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.new')
    .addBooleanOption((o) => describedAs(o.setName('farmers'), 'command.new.farmers'))
    .addStringOption((o) =>
      describedAs(o.setName('tiles'), 'command.new.tiles').addChoices(
        choice({ key: 'command.new.tiles.classic' }, 'classic'),
        choice({ key: 'command.new.tiles.gardens' }, 'gardens'),
      ),
    )
    .addStringOption((o) => describedAs(o.setName('expansions'), 'command.new.expansions').setAutocomplete(true))
    .addBooleanOption((o) => describedAs(o.setName('tiny-city'), 'command.new.tiny-city'))
    .addStringOption((o) => {
      const scoring = kingRobberScoring();
      const choices = scoring?.values.map((value) => choice(variantWord(scoring.name, value), String(value))) ?? [];
      return describedAs(o.setName('king-robber'), 'command.new.king-robber').addChoices(...choices);
    })
    .addIntegerOption((o) =>
      describedAs(o.setName('clock'), 'command.new.clock').addChoices(
        ...CLOCK_OPTION_CHOICES.map((c) => choice(c.message, c.value)),
      ),
    )
    .addStringOption((o) => describedAs(o.setName('language'), 'command.new.language').addChoices(...LANGUAGE_CHOICES))
    .addBooleanOption((o) => describedAs(o.setName('thread'), 'command.new.thread'))
    .addIntegerOption((o) => describedAs(o.setName('computer'), 'command.new.computer').setMinValue(0).setMaxValue(5))
    .addStringOption((o) =>
      describedAs(o.setName('level'), 'command.new.level').addChoices(
        ...LEVELS.map((level) => choice({ key: `command.new.level.${level}` }, level)),
      ),
    )
    .addBooleanOption((o) => describedAs(o.setName('stand-in'), 'command.new.stand-in'));
}

/** The expansion id of an entry typed, without the `:<value>` of its shown option. */
const idOf = (entry: string) => entry.split(':')[0] ?? '';

/** Typed instead of the ids: every expansion (the ids of all of them no longer fit one autocomplete answer). */
const ALL = 'all';

/** The expansions asked for: the list typed (`all`: every one), with farmers switched by its own option. */
export function chosenExpansions(farmers: boolean | null, listed: string | null): string[] {
  const ids = (listed ?? '')
    .split(/[,\s]+/)
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean)
    .flatMap((id) => (id === ALL ? EXPANSION_IDS : [id]));
  const set = new Set(ids);
  if (farmers === false) set.delete('farmers');
  else set.add('farmers');
  return [...set];
}

/**
 * An expansion typed as `<id>:<value>` (`wheel-of-fortune:standalone`, `crop-circles:ii`) sets the option
 * its rules show in the lobby (RuleOption.shown) to the value of that name, whatever its case; anything
 * else is kept as typed, for the settings check to refuse.
 */
export function shownChoices(typed: string[]): { expansions: string[]; options: Record<string, unknown> } {
  const options: Record<string, unknown> = {};
  const expansions = typed.map((entry) => {
    const [id = '', value] = entry.split(':');
    const option = value === undefined ? undefined : findModule(id)?.options?.find((o) => o.shown);
    const chosen = option && optionValueNamed(option, value ?? '');
    if (!option || chosen === undefined) return entry;
    options[option.name] = chosen;
    return id;
  });
  return { expansions, options };
}

/** Computer players asked for (greedy unless a level is chosen); a level alone seats none. */
function computerSettings(count: number | null, level: string | null): { computers?: { count: number; level: Level } } {
  if (!count || count < 0) return {};
  return { computers: { count, level: isLevel(level) ? level : 'greedy' } };
}

/** Who takes over from a player the clock would take out: a computer player of the level chosen (greedy unless). */
function standInSetting(standIn: boolean | null, level: string | null): { standIn?: Level } {
  return standIn ? { standIn: isLevel(level) ? level : 'greedy' } : {};
}

/**
 * The rule variants asked for, as options: tiny cities, and a King & Robber Baron scoring (which plays
 * that expansion, switched on with it). Values outside the choices go to the settings check, refused there.
 */
export function chosenVariants(
  tinyCity: boolean | null,
  kingRobber: string | null,
  expansions: string[],
): { options: Record<string, unknown>; expansions: string[] } {
  const options: Record<string, unknown> = {};
  if (tinyCity) options[TINY_CITY] = true;
  if (!kingRobber) return { options, expansions };
  // without the expansion installed the settings check refuses it (an unknown expansion)
  const scoring = kingRobberScoring();
  if (scoring) options[scoring.name] = kingRobber;
  return { options, expansions: expansions.includes(KING_ROBBER) ? expansions : [...expansions, KING_ROBBER] };
}

export async function execute({ interaction, deps, actor, guildId }: CommandContext) {
  const shown = shownChoices(
    chosenExpansions(interaction.options.getBoolean('farmers'), interaction.options.getString('expansions')),
  );
  const variants = chosenVariants(
    interaction.options.getBoolean('tiny-city'),
    interaction.options.getString('king-robber'),
    shown.expansions,
  );
  const { expansions } = variants;
  const tileSet = interaction.options.getString('tiles');
  // the game's language: chosen here, else the server's, else English
  const chosen = interaction.options.getString('language');
  const language = isLocale(chosen) ? chosen : (await deps.settings.guild(guildId)).language;
  const settings = {
    ...(language ? { language } : {}),
    expansions,
    // an explicit choice is kept: "classic" overrides the Abbot's garden preset
    options: { ...shown.options, ...variants.options, ...(tileSet ? { tileSet } : {}) },
    turnHours: interaction.options.getInteger('clock') ?? 0,
    ...computerSettings(interaction.options.getInteger('computer'), interaction.options.getString('level')),
    ...standInSetting(interaction.options.getBoolean('stand-in'), interaction.options.getString('level')),
  };
  if (interaction.options.getBoolean('thread')) return openGameInThread(interaction, deps, actor, settings);
  await openGame(interaction, deps, actor, settings);
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
        .filter((entry) => EXPANSION_IDS.includes(idOf(entry))),
    ),
  ];
  const prefix = done.length ? `${done.join(', ')}, ` : '';
  // the id being typed narrows the list (the other ids stay in the prefix); after `<id>:`, its shown option's values
  const typing = (typed.split(',').at(-1) ?? '').trim().toLowerCase();
  const t = readerT(interaction);
  const ids = EXPANSION_IDS.filter((id) => !done.some((entry) => idOf(entry) === id));
  const entries = typing.includes(':')
    ? ids.flatMap((id) =>
        (findModule(id)?.options?.find((o) => o.shown)?.values ?? []).map(
          (value) => `${id}:${String(value).toLowerCase()}`,
        ),
      )
    : ids;
  const choices = entries
    .filter((entry) => entry.startsWith(typing))
    .map((entry) => ({
      name: t('command.expansion-choice', { ids: `${prefix}${entry}`, title: expansionTitle(idOf(entry)) }),
      value: `${prefix}${entry}`,
    }));
  // first, so it stays offered however many ids there are
  const all =
    !done.length && ALL.startsWith(typing)
      ? [{ name: t('command.expansion-all', { count: EXPANSION_IDS.length }), value: ALL }]
      : [];
  await interaction.respond(fitChoices([...all, ...choices]));
}
