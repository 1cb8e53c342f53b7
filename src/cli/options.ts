// Reads a command line's options: `--help` prints the usage, a mistyped option gets one clear line.
import { type ParseArgsConfig, parseArgs } from 'node:util';

type OptionSpecs = Record<
  string,
  { type: 'string'; default?: string } | { type: 'string'; multiple: true } | { type: 'boolean' }
>;
type Values<T extends OptionSpecs> = {
  [K in keyof T]: T[K] extends { type: 'boolean' }
    ? boolean | undefined
    : T[K] extends { multiple: true }
      ? string[] | undefined
      : T[K] extends { default: string }
        ? string
        : string | undefined;
};

/**
 * The option values (and, when `allowPositionals`, the other arguments), or exit: 0 after `--help`,
 * 2 with the usage after an option it does not know.
 */
export function readOptions<T extends OptionSpecs>(
  usage: string,
  options: T,
  allowPositionals = false,
): { values: Values<T>; positionals: string[] } {
  const config: NonNullable<ParseArgsConfig['options']> = { ...options, help: { type: 'boolean', short: 'h' } };
  try {
    const { values, positionals } = parseArgs({ options: config, allowPositionals });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    return { values: values as Values<T>, positionals };
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
}

/** The repeatable `--option key=value` of a game's rule options, as [key, value] pairs, or the entry that is none. */
export function ruleOptionPairs(typed: readonly string[] = []): { pairs: [string, string][] } | { bad: string } {
  const pairs: [string, string][] = [];
  for (const entry of typed) {
    const at = entry.indexOf('=');
    if (at <= 0 || at === entry.length - 1) return { bad: entry };
    pairs.push([entry.slice(0, at).trim(), entry.slice(at + 1).trim()]);
  }
  return { pairs };
}
