// The rule modules this engine knows, and the combined rules of a game's enabled modules. The engine
// imports no expansion: the composition root (src/expansions/index.ts) hands it their manifests once, at
// start-up, with installExpansions; until then it knows the base game alone.

import { tileAt } from '../board';
import type { ExpansionManifest } from '../expansion';
import type { GameState, TileType } from '../types';
import { baseModule } from './base';
import {
  type FeatureRule,
  type FigureKind,
  type ModuleHooks,
  PHASES,
  type PhaseName,
  type PhaseRun,
  type PhaseWake,
  type RuleModule,
} from './module';

/** The base game's module, then every installed expansion's, in the composition root's order. */
export let ALL_MODULES: readonly RuleModule[] = [baseModule];

/** Expansion ids a game may switch on (the base game is always on), in the composition root's order. */
export let EXPANSION_IDS: readonly string[] = [];

let manifests: readonly ExpansionManifest<unknown>[] = [];

/**
 * Hands the engine the expansions it plays, in the order their hooks and phases run (whatever order a
 * host types them in). Called once by each entry point (through the composition root) before any game;
 * calling it again replaces the list (a test adding a module of its own).
 */
export function installExpansions(list: readonly ExpansionManifest<unknown>[]): void {
  const ids = list.map((m) => m.id);
  const misnamed = list.find((m) => m.module.id !== m.id);
  if (misnamed) throw new Error(`expansion "${misnamed.id}" brings the module "${misnamed.module.id}"`);
  if (new Set(ids).size !== ids.length || ids.includes(baseModule.id)) throw new Error(`expansion ids repeat: ${ids}`);
  manifests = list;
  ALL_MODULES = [baseModule, ...list.map((m) => m.module)];
  EXPANSION_IDS = ids;
  cache.clear();
  byList = new WeakMap();
  for (const listener of listeners) listener();
}

/** The installed expansions' manifests, in order. */
export const installedExpansions = (): readonly ExpansionManifest<unknown>[] => manifests;

/** The manifest of an installed expansion, or undefined. */
export const expansionManifest = (id: string): ExpansionManifest<unknown> | undefined =>
  manifests.find((m) => m.id === id);

const listeners: (() => void)[] = [];

/** Runs `forget` whenever the installed expansions change: for look-ups built from every module (the tile catalog). */
export function onInstall(forget: () => void): void {
  listeners.push(forget);
}

/** One module's implementation of a hook. */
export interface HookLink<K extends keyof ModuleHooks> {
  module: string;
  run: NonNullable<ModuleHooks[K]>;
}

/**
 * For each hook of a turn step, the enabled modules that implement it, in module order: the turn's chain
 * of steps built once per set of expansions, so a step runs only what is switched on.
 */
export type HookChains = { [K in keyof ModuleHooks]-?: HookLink<K>[] };

// every hook, listed so that the compiler notices one added to ModuleHooks but not here
const EVERY_HOOK: Record<keyof ModuleHooks, true> = {
  setupGame: true,
  checkTilePlacement: true,
  fitsMismatched: true,
  mendsMismatch: true,
  checkFigure: true,
  checkFigureAt: true,
  followerPlacesBeyond: true,
  setAsideDrawn: true,
  onDrawn: true,
  setAsideTiles: true,
  actions: true,
  applyAction: true,
  settleCompleted: true,
  takenOutOfPlay: true,
  onCompleted: true,
  beforeScoringInPlay: true,
  breakTie: true,
  scoringsCoveringTiles: true,
  adjustScore: true,
  adjustShare: true,
  choices: true,
  decide: true,
  decisionTiles: true,
  onPoints: true,
  trackFigures: true,
  onTrackMove: true,
  featureJoins: true,
  boardJoins: true,
  grantsBonusTurn: true,
  playsOn: true,
  nextTurn: true,
  heldTiles: true,
  tokens: true,
  beforeEnd: true,
  heldFigures: true,
  figuresHeldOnTiles: true,
  returnableHeld: true,
  returnHeld: true,
  beforeFinal: true,
  finalScoring: true,
  tileCleared: true,
  citiesForFarmers: true,
};
const HOOK_NAMES = Object.keys(EVERY_HOOK) as (keyof ModuleHooks)[];

/**
 * One link of a turn's chain: a module's phase, or a step of the turn itself (draw a tile, the tile
 * decision, the figure decision, the end of the turn).
 */
export type ChainLink =
  | {
      kind: 'phase';
      phase: PhaseName;
      module: string;
      run: PhaseRun;
      /** True on a turn the phase has no work on, by its module's `wakes` (absent: it always runs). */
      asleep?: (state: GameState) => boolean;
    }
  | { kind: 'draw' }
  | { kind: 'tile' }
  | { kind: 'figure' }
  | { kind: 'end' };

/** Where each of the turn's own steps sits in a chain. */
export interface ChainStops {
  /** Where the draw begins: 1B's phases (a tile of one's own) if any, else the draw itself. */
  draw: number;
  tile: number;
  figure: number;
  end: number;
}

/**
 * A game's combined rules, built once per set of expansions (rulesFor) and never changed after: the
 * readonly fields keep it so, which is what makes a Rules object safe as an identity key of the engine's
 * small caches (the same object means the same rules; installing expansions builds new ones).
 */
export interface Rules {
  readonly modules: readonly RuleModule[];
  readonly figures: ReadonlyMap<string, FigureKind>;
  /** Feature kinds each figure kind may stand on. */
  readonly placements: ReadonlyMap<string, ReadonlySet<string>>;
  /** The figure kinds that may stand on each feature kind, in the order of `figures`. */
  readonly figuresOn: ReadonlyMap<string, readonly FigureKind[]>;
  readonly features: ReadonlyMap<string, FeatureRule>;
  readonly hooks: Readonly<HookChains>;
  /** The turn as a chain of phases, in the order of order-of-play.md, modules in registry order. */
  readonly chain: readonly ChainLink[];
  readonly stops: Readonly<ChainStops>;
  /** Which module answers each module's decisions (its own id), for a quick look-up. */
  readonly modulesById: ReadonlyMap<string, RuleModule>;
  /** The placement rules (checkTilePlacement) that apply to each tile type: its own module's. */
  readonly tileRules: ReadonlyMap<TileType, readonly HookLink<'checkTilePlacement'>[]>;
}

/** Whether the game's turn has this phase (some module runs it): 2B-2's second figure, say. */
export const hasPhase = (rules: Rules, phase: PhaseName): boolean =>
  rules.chain.some((link) => link.kind === 'phase' && link.phase === phase);

/** A phase's links: in module order, then those that asked to run after the others (RuleModule.last). */
function phaseLinks(modules: RuleModule[], phase: PhaseName): ChainLink[] {
  const isLast = (module: RuleModule) => module.last?.includes(phase) ?? false;
  return [...modules.filter((m) => !isLast(m)), ...modules.filter(isLast)].flatMap((module) => {
    const run = module.phases?.[phase];
    if (!run) return [];
    const wake = module.wakes?.[phase];
    return [
      { kind: 'phase' as const, phase, module: module.id, run, ...(wake ? { asleep: asleepOf(module, wake) } : {}) },
    ];
  });
}

/**
 * A phase's wake conditions as one test of a state, true when any fails. The placed tile's test is asked
 * once per tile type of every installed module (a scenario may place a tile of any of them).
 */
function asleepOf(module: RuleModule, wake: PhaseWake): (state: GameState) => boolean {
  const { placedTile, slot, figures } = wake;
  const waking =
    placedTile &&
    new Set(
      ALL_MODULES.flatMap((m) => m.tiles ?? [])
        .filter(placedTile)
        .map((t) => t.id),
    );
  const kinds = figures && new Set(figures);
  const { id } = module;
  return (state) => {
    if (slot && state.modules?.[id] === undefined) return true;
    if (waking) {
      const at = state.turn.placed;
      const placed = at && tileAt(state.board, at.x, at.y);
      if (!placed || !waking.has(placed.tile)) return true;
    }
    if (kinds && !onBoard(state, kinds)) return true;
    return false;
  };
}

function onBoard(state: GameState, kinds: ReadonlySet<string>): boolean {
  for (const figure of state.figures) if (kinds.has(figure.kind)) return true;
  for (const figure of state.neutral ?? []) if (kinds.has(figure.kind)) return true;
  return false;
}

/**
 * The turn's chain: 1A, 1B (a tile of one's own), draw, tile, 1C, figure, 2B-2, 2C, score, 3C, 4A, the turn's
 * tidy, end (see PHASES). An extra turn starts at `stops.draw`: with 1B, not 1A.
 */
function chainOf(modules: RuleModule[]): { chain: ChainLink[]; stops: ChainStops } {
  const [turnStart, beforeDraw, afterTile, secondFigure, afterFigure, ...scoringOn] = PHASES;
  const chain: ChainLink[] = [...phaseLinks(modules, turnStart)];
  const stops = { draw: chain.length, tile: 0, figure: 0, end: 0 };
  chain.push(...phaseLinks(modules, beforeDraw), { kind: 'draw' });
  stops.tile = chain.length;
  chain.push({ kind: 'tile' }, ...phaseLinks(modules, afterTile));
  stops.figure = chain.length;
  chain.push({ kind: 'figure' }, ...phaseLinks(modules, secondFigure), ...phaseLinks(modules, afterFigure));
  for (const phase of scoringOn) chain.push(...phaseLinks(modules, phase));
  stops.end = chain.length;
  chain.push({ kind: 'end' });
  return { chain, stops };
}

function chainsOf(modules: RuleModule[]): HookChains {
  const chains = Object.fromEntries(HOOK_NAMES.map((name) => [name, []])) as unknown as Record<
    keyof ModuleHooks,
    { module: string; run: unknown }[]
  >;
  for (const module of modules) {
    for (const name of HOOK_NAMES) {
      const run = module.hooks?.[name];
      if (run) chains[name].push({ module: module.id, run });
    }
  }
  return chains as HookChains;
}

const cache = new Map<string, Rules>();

export function findModule(id: string): RuleModule | undefined {
  return ALL_MODULES.find((m) => m.id === id);
}

/** The rules of a game with these expansions on; unknown ids throw. */
// States share their expansions list from move to move, so most look-ups hit this by identity.
let byList = new WeakMap<readonly string[], Rules>();

export function rulesFor(expansions: readonly string[]): Rules {
  const known = byList.get(expansions);
  if (known) return known;
  const rules = rulesByKey(expansions);
  byList.set(expansions, rules);
  return rules;
}

function rulesByKey(expansions: readonly string[]): Rules {
  for (const id of expansions) {
    const module = findModule(id);
    if (!module || module === baseModule) throw new Error(`unknown expansion "${id}"`);
  }
  // the registry's order, never the order the expansions were typed in: hooks and phases run in it
  const modules = ALL_MODULES.filter((m) => m === baseModule || expansions.includes(m.id));
  const key = modules.map((m) => m.id).join(',');
  const cached = cache.get(key);
  if (cached) return cached;
  const hooks = chainsOf(modules);
  const figures = new Map<string, FigureKind>();
  const placements = new Map<string, Set<string>>();
  const figuresOn = new Map<string, FigureKind[]>();
  const features = new Map<string, FeatureRule>();
  const tileRules = new Map<TileType, HookLink<'checkTilePlacement'>[]>();
  // a module's placement rule applies to its own tiles, and to others' it names (checksTilesOf)
  const enabledTiles = modules.flatMap((m) => m.tiles ?? []);
  for (const link of hooks.checkTilePlacement) {
    const module = findModule(link.module);
    const own = new Set(module?.tiles ?? []);
    for (const tile of enabledTiles) {
      if (own.has(tile) || module?.checksTilesOf?.(tile)) {
        tileRules.set(tile, [...(tileRules.get(tile) ?? []), link]);
      }
    }
  }
  for (const module of modules) {
    for (const figure of module.figures ?? []) figures.set(figure.id, figure);
    for (const { figure, features: kinds } of module.placements ?? []) {
      const allowed = placements.get(figure) ?? new Set<string>();
      for (const kind of kinds) allowed.add(kind);
      placements.set(figure, allowed);
    }
    for (const feature of module.features ?? []) features.set(feature.kind, feature);
  }
  for (const figure of figures.values()) {
    for (const kind of placements.get(figure.id) ?? []) {
      figuresOn.set(kind, [...(figuresOn.get(kind) ?? []), figure]);
    }
  }
  for (const module of modules) {
    for (const needed of module.requires ?? []) {
      if (!expansions.includes(needed)) throw new Error(`expansion "${module.id}" needs "${needed}"`);
    }
  }
  const rules: Rules = {
    modules,
    ...chainOf(modules),
    modulesById: new Map(modules.map((m) => [m.id, m])),
    figures,
    placements,
    figuresOn,
    features,
    hooks,
    tileRules,
  };
  cache.set(key, rules);
  return rules;
}
