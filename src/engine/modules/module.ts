// What a rule module (the base game, farmers, each expansion) brings to a game: tiles, figures, feature
// kinds with their scoring, options, and hooks into the named steps of a turn.
import type { OrientedTile } from '../tiles/oriented';
import type { FeatureNode, GameState, Position, TileType } from '../types';

export interface FigureKind {
  id: string;
  /** What players call it. */
  name: string;
  perPlayer: number;
  /** Votes it brings to a majority (0 for figures that never count, like a builder). */
  weight: number;
}

export interface Score {
  points: number;
  /** The arithmetic in words, e.g. "3 tiles × 2 + 1 pennant × 2". */
  reason: string;
}

/** A feature as scoring sees it: the merged root node and where it lies. */
export interface FeatureView {
  root: number;
  node: FeatureNode;
  state: GameState;
}

export interface FeatureRule {
  kind: string;
  /** Player-facing name ("road", "city"). */
  name: string;
  isComplete(feature: FeatureView): boolean;
  /** Completed by the tiles around it (monasteries, gardens), so a neighbour's placement can finish it. */
  completedByNeighbours?: boolean;
  /** Points when completed during play; omit for kinds that only score at the end (fields). */
  scoreCompleted?(feature: FeatureView): Score;
  /** Points for an incomplete feature (or a field) at the end of the game. */
  scoreFinal(feature: FeatureView): Score;
}

export interface RuleOption {
  name: string;
  description: string;
  values: readonly (string | boolean | number)[];
  default: string | boolean | number;
}

export interface ModuleHooks {
  /** Step placeTile: an extra rule for where the drawn tile may go; returns a reason to refuse. */
  checkTilePlacement?(state: GameState, tile: OrientedTile, at: Position): string | null;
  /** Step score: adjusts the points of a scored feature (inns, cathedrals ...). */
  adjustScore?(feature: FeatureView, final: boolean, score: Score): Score;
}

export interface RuleModule {
  id: string;
  title: string;
  /** Modules that must be on for this one to work. */
  requires?: string[];
  tiles?: TileType[];
  /** Copies of each tile this module puts into the supply. */
  tileCounts?(options: Record<string, unknown>): Record<string, number>;
  figures?: FigureKind[];
  /** Which figure kinds may stand on which feature kinds. */
  placements?: { figure: string; features: string[] }[];
  features?: FeatureRule[];
  options?: RuleOption[];
  hooks?: ModuleHooks;
}
