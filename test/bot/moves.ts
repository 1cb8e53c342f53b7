// Reading the bot's messages the way a member would: which select/button to use for a spot or letter.
import type { APIMessage } from 'discord.js';
import { ComponentType } from 'discord.js';

interface AnyComponent {
  type: number;
  custom_id?: string;
  label?: string;
  options?: { label: string; value: string }[];
}

export function componentsOf(message: APIMessage | undefined): AnyComponent[] {
  return (message?.components ?? []).flatMap((row) => (row as { components?: AnyComponent[] }).components ?? []);
}

/** The select on a turn post that lists this spot number. */
export function selectFor(message: APIMessage | undefined, spot: number): string | undefined {
  return componentsOf(message).find(
    (c) => c.type === ComponentType.StringSelect && c.options?.some((o) => o.value === String(spot)),
  )?.custom_id;
}

/** A button whose custom id has this action and argument, e.g. ('tile', '7-90'). */
export function buttonFor(message: APIMessage | undefined, action: string, arg: string): string | undefined {
  return componentsOf(message).find(
    (c) => c.type === ComponentType.Button && c.custom_id?.split(':')[1] === action && c.custom_id.endsWith(`:${arg}`),
  )?.custom_id;
}

export const isPng = (data: Buffer | undefined) => data?.subarray(0, 8).toString('hex') === '89504e470d0a1a0a';
