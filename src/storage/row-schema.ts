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

/**
 * A part of a stored row (its head, a log entry, a checkpoint) of the wrong shape, thrown by a codec
 * that knows the part's schema; the repository reports the row as unreadable with this message.
 */
export class RowShapeError extends Error {
  override readonly name = 'RowShapeError';
  constructor(
    /** Which part: 'head', 'move 3' (a log row), 'checkpoint', 'record'. */
    readonly part: string,
    problem: string,
  ) {
    super(`its ${part} is of the wrong shape (${problem})`);
  }
}

/**
 * The value itself when it fits the schema (not the parser's copy: keys keep their stored order, so a
 * part written again is the same text, which the log and the outbox compare), else a RowShapeError
 * naming the part and what is wrong. For schemas without transforms or fallbacks.
 */
export function checkShape<T>(schema: RowSchema<T>, part: string, value: unknown): T {
  const result = v.safeParse(schema, value);
  if (result.success) return value as T;
  throw new RowShapeError(part, problemOf(result.issues));
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
