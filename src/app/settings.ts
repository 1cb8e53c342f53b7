// The values a game may be set to, checked in the app whatever the command definitions offer (a
// client, an old command registration or another front end may send anything): a value outside the
// choices is refused with the choices named, before anything is stored.
import { checkSettings, ruleOptionsOf, SetupError } from '../engine';
import { type Message, message } from '../i18n';
import { echo } from './echo';
import { setupMessage } from './game-words';
import { CLOCK_CHOICES } from './turn-clock';

/** Why these hours are no turn clock we offer, or undefined. */
export function clockProblem(hours: unknown): Message | undefined {
  if (CLOCK_CHOICES.includes(hours as (typeof CLOCK_CHOICES)[number])) return undefined;
  return message('settings.clockChoices', {
    value: echo(hours),
    choices: CLOCK_CHOICES.map(String),
  });
}

/**
 * Why a rule option's value is not one of its choices, or undefined. Options no module of these
 * expansions knows are left to the engine's checkSettings (unknown expansions to the caller).
 */
export function optionProblem(expansions: readonly string[], options: Record<string, unknown>): Message | undefined {
  const known = ruleOptionsOf(expansions);
  for (const [name, value] of Object.entries(options)) {
    const option = known.find((o) => o.name === name);
    if (!option || option.values.includes(value as string | boolean | number)) continue;
    return message('settings.optionChoices', {
      option: name,
      value: echo(value),
      choices: option.values.map(String),
    });
  }
  return undefined;
}

/**
 * Why a game cannot be set up with these (known) expansions and rule options, or undefined: a value
 * outside its option's choices, then whatever the engine's own check refuses (an option these expansions
 * do not know, an expansion missing one it needs), with what is allowed named.
 */
export function settingsProblem(expansions: readonly string[], options: Record<string, unknown>): Message | undefined {
  const problem = optionProblem(expansions, options);
  if (problem) return problem;
  try {
    checkSettings(expansions, options);
    return undefined;
  } catch (error) {
    if (error instanceof SetupError)
      return message('game.bad-settings', { problem: setupMessage(error.why, error.params) });
    throw error;
  }
}

/** The value of an option named as typed, whatever its case (`true`, `Drafted`), or undefined if none is. */
export const optionValueNamed = (option: { values: readonly (string | boolean | number)[] }, typed: string) =>
  option.values.find((value) => String(value).toLowerCase() === typed.toLowerCase());

/**
 * Rule options typed as text (`halflingsDeal=drafted` on a command line) as the values the rules of these
 * expansions declare (`tinyCity=true` is the boolean); a name or value they do not know is kept as typed,
 * for settingsProblem to refuse.
 */
export function typedOptions(expansions: readonly string[], typed: [name: string, value: string][]) {
  const known = ruleOptionsOf(expansions);
  const options: Record<string, unknown> = {};
  for (const [name, text] of typed) {
    const option = known.find((o) => o.name === name);
    options[name] = (option && optionValueNamed(option, text)) ?? text;
  }
  return options;
}
