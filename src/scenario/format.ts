// The scenario file format of shared/SCENARIOS.md, read with a precise complaint for anything malformed.
import { isRotation } from '../engine/geometry';
import type { Rotation } from '../engine/types';

/**
 * One answer in a turn's `actions`: a decision's choice (or a figure-step action), with `player` when
 * someone other than the turn's player decides, and forced chance (`roll`, `draw`).
 */
export interface ScenarioAction {
  action: string;
  player?: string;
  roll?: number;
  draw?: string;
  expectError?: boolean;
  [arg: string]: unknown;
}

export interface ScenarioTurn {
  player: string;
  tile: string;
  at: [number, number];
  rotation: Rotation;
  /**
   * `at`: the square of the tile the figure goes on, when it is not the turn's `at` (the second half of a
   * double tile, whose first half the turn's `at` names).
   */
  place?: { figure: string; feature: string; where: string; at?: [number, number] };
  actions?: ScenarioAction[];
  /** Chance forced on the figure step's move (`place`, or no figure): what the scoring it starts draws. */
  roll?: number;
  draw?: string;
  expectError?: boolean;
}

/** A tile drawn and taken out of play by the rules (it fits nowhere ...); the same player goes on. */
export interface ScenarioDiscard {
  player: string;
  tile: string;
  discard: true;
}

/** A player leaves the game. */
export interface ScenarioLeave {
  leave: string;
}

export type ScenarioEntry = ScenarioTurn | ScenarioDiscard | ScenarioLeave;

/** A figure on the board as `expect.board` lists it. */
export interface ScenarioFigure {
  at: [number, number];
  figure: string;
  feature?: string;
  where?: string;
  player?: string;
}

export interface Scenario {
  name: string;
  setup: { players: string[]; expansions?: string[]; options?: Record<string, unknown> };
  start?: { tile: string; at: [number, number]; rotation: Rotation };
  turns: ScenarioEntry[];
  end?: boolean;
  expect?: {
    scores?: Record<string, number>;
    supply?: Record<string, Record<string, number>>;
    next?: string;
    tokens?: Record<string, Record<string, number>>;
    board?: ScenarioFigure[];
  };
}

export class MalformedScenario extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPoint = (v: unknown): v is [number, number] =>
  Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n));

function fail(where: string, what: string): never {
  throw new MalformedScenario(`${where}: ${what}`);
}

function readEntry(raw: unknown, index: number): ScenarioEntry {
  const where = `turn ${index + 1}`;
  if (!isObject(raw)) fail(where, 'must be an object');
  if ('leave' in raw) {
    if (typeof raw.leave !== 'string') fail(where, '"leave" must be a player name');
    return raw as unknown as ScenarioLeave;
  }
  if (raw.discard !== undefined) {
    if (raw.discard !== true) fail(where, '"discard" must be true');
    if (typeof raw.player !== 'string' || typeof raw.tile !== 'string')
      fail(where, 'a discard names "player" and "tile"');
    return raw as unknown as ScenarioDiscard;
  }
  return readTurn(raw, where);
}

function readTurn(raw: Record<string, unknown>, where: string): ScenarioTurn {
  if (typeof raw.player !== 'string') fail(where, '"player" must be a player name');
  if (typeof raw.tile !== 'string') fail(where, '"tile" must be a tile id');
  if (!isPoint(raw.at)) fail(where, '"at" must be [x, y] with whole numbers');
  if (!isRotation(raw.rotation)) fail(where, '"rotation" must be 0, 90, 180 or 270');
  if (raw.place !== undefined) {
    const p = raw.place;
    if (!isObject(p) || typeof p.figure !== 'string' || typeof p.feature !== 'string' || typeof p.where !== 'string') {
      fail(where, '"place" must be {"figure", "feature", "where"} strings');
    }
    if (p.at !== undefined && !isPoint(p.at)) fail(where, '"place.at" must be [x, y] with whole numbers');
  }
  if (
    raw.actions !== undefined &&
    (!Array.isArray(raw.actions) || !raw.actions.every((a) => isObject(a) && typeof a.action === 'string'))
  ) {
    fail(where, '"actions" must be a list of {"action": id, ...}');
  }
  for (const action of (raw.actions ?? []) as Record<string, unknown>[]) {
    if (action.player !== undefined && typeof action.player !== 'string')
      fail(where, 'an action\'s "player" is a name');
    if (action.roll !== undefined && !Number.isInteger(action.roll))
      fail(where, 'an action\'s "roll" is a whole number');
    if (action.draw !== undefined && typeof action.draw !== 'string') fail(where, 'an action\'s "draw" is an id');
  }
  if (raw.roll !== undefined && !Number.isInteger(raw.roll)) fail(where, '"roll" is a whole number');
  if (raw.draw !== undefined && typeof raw.draw !== 'string') fail(where, '"draw" is an id');
  if (raw.expectError !== undefined && typeof raw.expectError !== 'boolean')
    fail(where, '"expectError" must be true or false');
  return raw as unknown as ScenarioTurn;
}

export function readScenario(raw: unknown): Scenario {
  if (!isObject(raw)) fail('file', 'must hold one JSON object');
  if (typeof raw.name !== 'string') fail('file', '"name" must be a string');
  const setup = raw.setup;
  if (!isObject(setup) || !Array.isArray(setup.players) || !setup.players.every((p) => typeof p === 'string')) {
    fail('setup', '"players" must be a list of names');
  }
  if (
    setup.expansions !== undefined &&
    (!Array.isArray(setup.expansions) || !setup.expansions.every((e) => typeof e === 'string'))
  ) {
    fail('setup', '"expansions" must be a list of ids');
  }
  if (setup.options !== undefined && !isObject(setup.options)) fail('setup', '"options" must be an object');
  if (raw.start !== undefined) {
    const s = raw.start;
    if (!isObject(s) || typeof s.tile !== 'string' || !isPoint(s.at) || !isRotation(s.rotation)) {
      fail('start', 'must be {"tile", "at": [x, y], "rotation"}');
    }
  }
  if (!Array.isArray(raw.turns)) fail('file', '"turns" must be a list');
  const turns = raw.turns.map(readEntry);
  if (raw.end !== undefined && typeof raw.end !== 'boolean') fail('file', '"end" must be true or false');
  if (raw.expect !== undefined && !isObject(raw.expect)) fail('expect', 'must be an object');
  const expect = (raw.expect ?? {}) as Record<string, unknown>;
  if (expect.next !== undefined && typeof expect.next !== 'string') fail('expect', '"next" must be a player name');
  if (expect.tokens !== undefined && !isObject(expect.tokens)) fail('expect', '"tokens" must be an object');
  if (expect.board !== undefined) {
    const ok =
      Array.isArray(expect.board) &&
      expect.board.every((f) => isObject(f) && isPoint(f.at) && typeof f.figure === 'string');
    if (!ok) fail('expect', '"board" must be a list of {"at": [x, y], "figure", ...}');
  }
  return { ...(raw as unknown as Scenario), turns };
}
