// The shapes of a game as stored (record-codec.ts lays it out): the head, each move-log row, a
// checkpoint, and a whole record (a schema 1 row, a final post owed). Each is checked where it is read,
// so a row of the wrong shape (seats that are not a list, an empty head) is reported as an unreadable
// game, which a moderator may set aside, rather than failing later as "something went wrong". The
// engine's state is checked for what the bot reads of it before any replay (players, turn, board,
// supply); the replay itself is the check of the rest.
import * as v from 'valibot';
import { LEVELS } from '../ai';
import { LOCALES } from '../i18n';
import { count, wholeNumber } from '../storage/row-schema';

const id = v.pipe(v.string(), v.minLength(1));
const time = v.number();

const seat = v.looseObject({
  userId: id,
  name: v.string(),
  computer: v.optional(v.picklist(LEVELS)),
  away: v.optional(v.literal(true)),
});

const turnClock = v.looseObject({
  hours: v.nullable(v.number()),
  turnStartedAt: time,
  turn: count,
  decider: v.optional(v.string()),
  reminded: v.array(v.picklist(['half', 'end'])),
  timeouts: v.record(v.string(), v.number()),
});

/** What the bot and the replay read of the engine's state; the rest is the engine's own. */
export const engineState = v.looseObject({
  expansions: v.array(v.string()),
  options: v.record(v.string(), v.unknown()),
  rng: v.number(),
  players: v.array(v.looseObject({ id, name: v.string(), score: v.number() })),
  turn: v.looseObject({
    number: count,
    player: count,
    step: v.picklist(['placeTile', 'placeFigure', 'decide', 'ended']),
  }),
  supply: v.array(v.string()),
  board: v.array(v.looseObject({ tile: v.string(), x: wholeNumber, y: wholeNumber })),
  nodes: v.array(v.unknown()),
  figures: v.array(v.unknown()),
});

const event = v.looseObject({ type: v.string() });

/** A move-log row as stored (no events: the replay gives them back; schema 1 rows kept them). */
export const storedMove = v.looseObject({
  turn: count,
  player: v.string(),
  move: v.looseObject({ type: v.string() }),
  at: time,
  events: v.optional(v.array(event)),
  forced: v.optional(v.literal(true)),
});

const loggedMove = v.looseObject({ ...storedMove.entries, events: v.array(event) });

/** The fields of a record that the head keeps as they are. */
const recordFields = {
  gameId: id,
  status: v.picklist(['lobby', 'playing', 'finished', 'abandoned']),
  hostId: v.string(),
  expansions: v.array(v.string()),
  options: v.record(v.string(), v.unknown()),
  seats: v.array(seat),
  names: v.optional(v.record(v.string(), v.string())),
  seed: wholeNumber,
  setup: v.optional(
    v.looseObject({
      players: v.array(v.looseObject({ id, name: v.string() })),
      firstPlayer: count,
    }),
  ),
  abandonVotes: v.optional(v.array(v.string())),
  clock: v.optional(turnClock),
  standIn: v.optional(v.picklist(LEVELS)),
  liveMessages: v.array(v.string()),
  createdAt: time,
  language: v.optional(v.picklist(LOCALES)),
  // optional: older records have none
  thread: v.optional(v.looseObject({ threadId: id, parentId: id })),
};

/** The head row's game (record-codec.ts StoredHead). */
export const storedHead = v.looseObject({
  ...recordFields,
  started: v.boolean(),
  undoAt: v.nullable(count),
  base: v.optional(v.looseObject({ state: engineState, entries: count })),
});

/** A whole record: a schema 1 row, or a finished game kept in a final post owed. */
export const wholeRecord = v.looseObject({
  ...recordFields,
  state: v.nullable(engineState),
  log: v.array(loggedMove),
  undo: v.optional(v.nullable(engineState)),
});

/** A checkpoint's value: the state after its entries and the events of each of them. */
export const stateCheckpoint = v.looseObject({ state: engineState, events: v.array(v.array(event)) });
