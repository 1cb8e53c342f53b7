// What a rule module (the base game, farmers, each expansion) brings to a game: tiles, figures, feature
// kinds with their scoring, options, and hooks into the named steps of a turn.
import type { OrientedTile } from '../tiles/oriented';
import type {
  CodeParams,
  FeatureNode,
  GameEvent,
  GameState,
  Position,
  Refusal,
  ScoreDetail,
  ScoreTerm,
  TileType,
} from '../types';

export interface FigureKind {
  /** Also its name's key in the message catalog (word.figure.<id>). */
  id: string;
  perPlayer: number;
  /** Votes it brings to a majority (0 for figures that never count, like a builder). */
  weight: number;
  /**
   * 'empty' (default): only on a feature nobody occupies. 'own': only on a feature where the player
   * already has a figure that votes (the builder, the pig).
   */
  placement?: 'empty' | 'own';
}

export interface Score {
  points: number;
  /** The arithmetic, e.g. 3 tiles × 2 + 1 pennant × 2, for the app to put into words. */
  terms: ScoreTerm[];
  rule?: ScoreDetail['rule'];
}

/** A feature as scoring sees it: the merged root node and where it lies. */
export interface FeatureView {
  root: number;
  node: FeatureNode;
  state: GameState;
}

export interface FeatureRule {
  /** Also its name's key in the message catalog (word.feature.<kind>). */
  kind: string;
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

/** An action a player may take in the figure step instead of placing a figure (ids the module documents). */
export interface ActionChoice {
  action: string;
  args?: Record<string, unknown>;
  /** Particulars for the words on the button (action.<action> in the catalog), e.g. { points: 5 }. */
  params?: CodeParams;
}

/**
 * Hooks into the named steps of a turn (see shared/rules/order-of-play.md). Hooks write only to the
 * draft they are given, replacing containers rather than editing shared ones.
 */
export interface ModuleHooks {
  /** Setup: after the supply is built and the start tile placed (order the river first ...). */
  setupGame?(draft: GameState): void;
  /**
   * Step placeTile: an extra rule for where one of this module's own tiles may go (it is asked about no
   * other tile); returns a reason to refuse. It may look only at the board and the tile.
   */
  checkTilePlacement?(state: GameState, tile: OrientedTile, at: Position): Refusal | null;
  /** Step placeFigure: an extra rule for a figure on a feature of the tile just placed; a reason to refuse. */
  checkFigure?(state: GameState, figure: string, feature: number, player: string): Refusal | null;
  /** Step placeFigure: actions offered instead of a figure (recalling the abbot ...). */
  actions?(state: GameState): ActionChoice[];
  /** Applies an offered action if it is this module's (others ignore it); a reason to refuse, or null. */
  applyAction?(draft: GameState, choice: ActionChoice, events: GameEvent[]): Refusal | null;
  /** Step score: a feature was completed by this turn's tile, before its followers score (goods ...). */
  onCompleted?(draft: GameState, feature: FeatureView, events: GameEvent[]): void;
  /** Step score: adjusts the points of a scored feature (inns, cathedrals ...). */
  adjustScore?(feature: FeatureView, final: boolean, score: Score): Score;
  /** Step score: one winner's share, after adjustScore (a pig raises its owner's field to 4 per city). */
  adjustShare?(feature: FeatureView, final: boolean, player: string, score: Score): Score;
  /** After the scoring step: tidy up (a builder whose last follower left goes home ...). */
  afterScoring?(draft: GameState, events: GameEvent[]): void;
  /**
   * End of turn: whether the active player plays one more tile (the builder); never on a bonus turn. Asked
   * when the figure step ends, before scoring: the tile placed earns the right, even if scoring then sends
   * the builder home.
   */
  grantsBonusTurn?(draft: GameState): boolean;
  /** Final scoring, after every feature has scored (goods majorities ...). */
  finalScoring?(draft: GameState, events: GameEvent[]): void;
}

export interface RuleModule {
  /** Also its title's key in the message catalog (expansion.<id>). */
  id: string;
  /** Modules that must be on for this one to work. */
  requires?: string[];
  tiles?: TileType[];
  /** The start tile this module puts down instead of the base game's (the river's spring). */
  startTile?: string;
  /** Copies of each tile this module puts into the supply. */
  tileCounts?(options: Record<string, unknown>): Record<string, number>;
  figures?: FigureKind[];
  /** Which figure kinds may stand on which feature kinds. */
  placements?: { figure: string; features: string[] }[];
  features?: FeatureRule[];
  options?: RuleOption[];
  /**
   * Values this module gives options (its own or another module's) unless the game sets them: the
   * Abbot plays with the base game's garden tiles.
   */
  presetOptions?: Record<string, unknown>;
  hooks?: ModuleHooks;
}
