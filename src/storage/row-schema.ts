// Every row read back from storage is checked against a schema where it is read (valibot): a row of the
// wrong shape is named with what is wrong in it, and takes its reader's "unreadable" path (a game: a
// moderator may set it aside; a post owed: dropped; a setting: no choice made) instead of failing later,
// somewhere else, as "something went wrong".
import * as v from 'valibot';
import { CorruptRecordError } from './errors';

export type RowSchema<T> = v.GenericSchema<unknown, T>;

/** The value when it fits the schema, else a CorruptRecordError naming the key and what is wrong. */
export function parseRow<T>(schema: RowSchema<T>, key: string, value: unknown): T {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  throw new CorruptRecordError(key, problemOf(result.issues));
}

/** The first problems of a failed parse, by path: "seats: Invalid type: Expected Array but received "x"". */
export function problemOf(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** A whole number of milliseconds or a count: what times, revisions and indexes are stored as. */
export const wholeNumber = v.pipe(v.number(), v.integer());
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));
