// The values a game may be set to, checked in the app whatever the command definitions offer (a
// client, an old command registration or another front end may send anything): a value outside the
// choices is refused with the choices named, before anything is stored.
import { rulesFor } from '../engine';
import { type Message, message } from '../i18n';
import { echo } from './echo';
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
  const known = rulesFor(expansions).modules.flatMap((m) => m.options ?? []);
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
