// A check that reads nothing a move changed need not run again: an invariant is a pure function of what it
// reads, and states share every part a move did not change (the engine never writes a state it handed
// out). A check named with the parts it reads is skipped while each of them is the same object (or the
// same number, string ...) as when it last passed. The Recorder finds what a check reads, for the test
// that holds those names to the truth: it hands the check the states through proxies that note each
// field read (of a turn and of the modules' slots, each field read in them), and a listing of a record's
// keys as the whole record.
import type { Rules } from '../engine/modules/registry';
import type { GameEvent, GameState } from '../engine/types';

type Check = (before: GameState, after: GameState, events: GameEvent[], rules: Rules) => string | null;

/**
 * The records of a state whose fields are noted one by one (the turn, and the modules' slots: most moves
 * change a few of their fields, and a check reads one or two); any other field is noted as a whole.
 */
const NOTED_WITHIN = new Set(['turn', 'modules']);

/** Where a read went: the state before or after the move, its field, and within a NOTED_WITHIN record the field read. */
interface Read {
  root: 0 | 1;
  key: string;
  field?: string;
  /** The value found, or for a listing of keys the record itself. */
  value: unknown;
  /** `in` asked, not a value read. */
  present?: boolean;
}

/** The whole record was listed (keys, entries, spread): it must be the same object. */
const WHOLE = '\u0000whole';

/** The proxies of one call, one for each object, shared by both states (so a === b still holds). */
export class Recorder {
  readonly reads: Read[] = [];
  eventsRead = false;
  private readonly proxies = new Map<object, object>();

  state(state: GameState, root: 0 | 1): GameState {
    return this.wrap(state, (key, value, present) => {
      // a record read through is noted by the fields read in it
      if (!present && NOTED_WITHIN.has(key) && value && typeof value === 'object') return this.record(value, root, key);
      this.reads.push({ root, key, value, ...(present ? { present } : {}) });
      return value;
    });
  }

  private record(record: object, root: 0 | 1, key: string): object {
    return this.wrap(record, (field, value, present) => {
      this.reads.push({ root, key, field, value, ...(present ? { present } : {}) });
      return value;
    });
  }

  events(events: GameEvent[]): GameEvent[] {
    return this.wrap(events, (_, value) => {
      this.eventsRead = true;
      return value;
    });
  }

  /** A proxy noting the first read of each of `target`'s own fields through `noted(key, value, present)`. */
  private wrap<T extends object>(target: T, noted: (key: string, value: unknown, present?: boolean) => unknown): T {
    const known = this.proxies.get(target);
    if (known) return known as T;
    // what each field read handed out (a value, or a record's proxy): read again, it is handed out again
    // without a second note (a check reads a state's board in a loop)
    const handed = new Map<string, unknown>();
    const once = (key: string, value: unknown) => {
      if (handed.has(key)) return handed.get(key);
      const out = noted(key, value);
      handed.set(key, out);
      return out;
    };
    let wholeNoted = false;
    const whole = () => {
      if (wholeNoted) return;
      wholeNoted = true;
      noted(WHOLE, target);
    };
    const proxy = new Proxy(target, {
      get(object, key, receiver) {
        if (typeof key === 'symbol') {
          whole();
          return Reflect.get(object, key, receiver);
        }
        return once(key, (object as Record<string, unknown>)[key]);
      },
      has(object, key) {
        const present = Reflect.has(object, key);
        if (typeof key === 'symbol') whole();
        else noted(key, present, true);
        return present;
      },
      ownKeys(object) {
        whole();
        return Reflect.ownKeys(object);
      },
      getOwnPropertyDescriptor(object, key) {
        whole();
        return Reflect.getOwnPropertyDescriptor(object, key);
      },
      set() {
        throw new Error('an invariant wrote into a state');
      },
      deleteProperty() {
        throw new Error('an invariant wrote into a state');
      },
      defineProperty() {
        throw new Error('an invariant wrote into a state');
      },
    });
    this.proxies.set(target, proxy);
    return proxy;
  }
}

/** The value at a noted read in these states now. */
function readNow(read: Read, before: GameState, after: GameState): unknown {
  const state = (read.root ? after : before) as unknown as Record<string, unknown>;
  if (read.field === undefined) {
    if (read.key === WHOLE) return state;
    return read.present ? read.key in state : state[read.key];
  }
  const record = state[read.key];
  // the record was an object when read; anything else now is a change
  if (!record || typeof record !== 'object') return WHOLE;
  if (read.field === WHOLE) return record;
  return read.present ? read.field in record : (record as Record<string, unknown>)[read.field];
}

/** A read as a part's name: `board`, `turn.step`, `modules.plague`, `before.figures`; `?` marks an `in`. */
export function partRead(read: Read): string {
  const field = read.field === undefined ? '' : `.${read.field === WHOLE ? '*' : read.field}`;
  return `${read.root ? '' : 'before.'}${read.key === WHOLE ? '*' : read.key}${field}`;
}

/** Whether the part named `declared` (a part of the state, or a whole record of it) holds `read`. */
export function covers(declared: string, read: string): boolean {
  return read === declared || read.startsWith(`${declared}.`);
}

/** A part's name as the reads readNow looks up (the value itself filled in when the check runs). */
function parsePart(part: string): Read {
  const before = part.startsWith('before.');
  const [key, field] = (before ? part.slice('before.'.length) : part).split('.') as [string, string | undefined];
  return { root: before ? 0 : 1, key, ...(field === undefined ? {} : { field }), value: undefined };
}

/**
 * `check`, skipped while every part of the states it reads (`reads`, as partRead names them: what it
 * reads of the state after the move, and `before.`… of the one before) is the same object (or the same
 * number, string ...) as when it last passed. test/sim/invariant-reads.test.ts checks the parts named
 * against the reads of the check itself over seeded games.
 */
export function skippedWhileUnchanged(check: Check, reads: readonly string[]): Check {
  // the turn's fields first: they change on most moves, and the first part changed settles it
  const parts = reads.map(parsePart).sort((a, b) => Number(b.key === 'turn') - Number(a.key === 'turn'));
  const values: unknown[] = parts.map(() => undefined);
  let passedWith: Rules | null = null;
  return (before, after, events, rules) => {
    if (passedWith === rules) {
      let same = true;
      for (let i = 0; i < parts.length; i++) {
        if (readNow(parts[i] as Read, before, after) !== values[i]) {
          same = false;
          break;
        }
      }
      if (same) return null;
    }
    const broken = check(before, after, events, rules);
    passedWith = broken === null ? rules : null;
    if (broken === null) for (let i = 0; i < parts.length; i++) values[i] = readNow(parts[i] as Read, before, after);
    return broken;
  };
}
