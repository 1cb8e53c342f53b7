// Plain data types of the rules engine. Everything in GameState is JSON-serialisable.

export type Edge = 'N' | 'E' | 'S' | 'W';
/** Half-edges, clockwise from the north-west corner, named as seen from the tile centre. */
export type HalfEdge = 'NL' | 'NR' | 'EL' | 'ER' | 'SL' | 'SR' | 'WL' | 'WR';
export type Rotation = 0 | 90 | 180 | 270;

/** A feature printed on a tile, in the tile's unrotated frame (rotation 0 = the reference orientation). */
export interface TileFeature {
  /** Feature kind: 'road', 'city', 'field', 'monastery', 'garden', 'river', or one an expansion adds. */
  kind: string;
  /** Board edges the feature touches (roads, cities, rivers). A road with one edge ends on the tile. */
  edges?: Edge[];
  /** Half-edges a field touches. */
  halfEdges?: HalfEdge[];
  /** A field that touches no edge (e.g. inside a city). */
  inner?: boolean;
  /** Pennants (coats of arms) of a city part. */
  pennants?: number;
  /** For fields: indices (into the tile's feature list) of the cities this field borders. */
  borders?: number[];
  /** Expansion markers on the feature (inn, cathedral, goods ...). */
  marks?: Record<string, string | number | boolean>;
  /**
   * Ends of the feature inside the tile that stay open until a module closes them (a tunnel portal):
   * counted with its open edges, so the feature is unfinished while one is open.
   */
  openEnds?: number;
  /**
   * Other features of this tile (indices) that are one place with this one for who stands there, though
   * each scores in its own way (a German monastery's monk and abbot): a figure on any of them keeps every
   * other figure off all of them, but where a module's own rule says otherwise (a flight). Features that
   * stay on their one tile only.
   */
  samePlaceAs?: number[];
  /**
   * Parts of a half tile's long edge (half-tiles.ts) the feature touches: 'M' its middle (a road or city
   * across it), 'L' and 'R' its two halves as seen from the tile looking out across it (fields). Each
   * is an open end until the other half of the square is placed.
   */
  longEdge?: LongEdgePart[];
}

/** A part of a half tile's long edge: its left half, its middle, its right half (see TileFeature.longEdge). */
export type LongEdgePart = 'L' | 'M' | 'R';

export interface TileType {
  /** Our id: the base-game letter (A–X) or an expansion id. */
  id: string;
  /** Reference id from shared/reference/jcz-tile-definitions. */
  ref: string;
  /** The rule module that owns the tile ('base', 'river', ...). */
  module: string;
  features: TileFeature[];
  /**
   * Symbols printed on the tile as a whole rather than on one feature (a flying machine and the way it
   * points, gold, the magic symbol, a robber, a crop circle), for the rules and the renderer.
   */
  symbols?: Record<string, string | number | boolean>;
  /**
   * Its four edges are walls (the abbey): it goes only into a hole with tiles on all four sides, whatever
   * they show, and closes every road, city or river that meets it.
   */
  walled?: boolean;
  /**
   * The tile type this one is played as when a module in play pairs open ends itself (RuleModule
   * pairsOpenEnds: tunnel tokens): the same printed tile with the passage it prints read as open ends (a
   * road running on under a city is then two tunnel portals). The supply holds that one instead.
   */
  asPortals?: string;
  /**
   * This is the first half of a double tile (one tile over two squares, double-tiles.ts): the type of
   * its second half, which lies east of it as printed and is placed with it in the same move.
   */
  double?: { partner: string };
  /** This is the second half of a double tile, whose first half has this id: never drawn or placed alone. */
  halfOf?: string;
  /**
   * A half tile (half-tiles.ts): a triangle over half a square, covering the N and E sides as printed;
   * its other two sides are a gap, and its long edge runs from the NW corner to the SE one.
   */
  half?: true;
  /**
   * A square filled by two half tiles (made in play, half-tiles.ts): the features of the first half
   * come first, those of the second from `split` on (turned half round, in the first's frame).
   */
  halves?: { first: string; second: string; split: number };
}

export interface Position {
  x: number;
  y: number;
}

export interface PlacedTile {
  tile: string;
  /**
   * The tile type it is played as since a module changed it in play (a bridge laid across it): a type
   * derived from `tile` (RuleModule.tileVariant) that keeps its printed features first, in order. Absent:
   * `tile` itself. Rules about the printed tile (its symbols, its id) still read `tile`.
   */
  as?: string;
  x: number;
  y: number;
  rotation: Rotation;
  /** Union-find node id of each feature of the tile, in the tile's feature order. */
  nodes: number[];
  /** Turn number at which the tile was placed (0 = start tile). */
  turn: number;
}

/**
 * One node per feature per placed tile. Nodes are merged with union-find; only a root's aggregate
 * fields are meaningful.
 */
export interface FeatureNode {
  parent: number;
  /** Union-by-size rank, kept on roots. */
  size: number;
  kind: string;
  /** Keys ("x,y") of the tiles the feature covers, unique. Roots only. */
  tiles: string[];
  /** Edges of the feature not yet matched by a neighbouring tile. Roots only; 0 = closed. */
  openEdges: number;
  pennants: number;
  /** Node ids of cities bordering this field (resolve with find). Roots only. */
  borders: number[];
  /** Marks merged from all parts, e.g. { inn: 1 } counted by part. Roots only. */
  marks: Record<string, number>;
}

export interface Figure {
  id: string;
  player: string;
  kind: string;
  x: number;
  y: number;
  /** Index of the feature on the tile it stands on. */
  feature: number;
}

export interface Player {
  id: string;
  name: string;
  color: string;
  score: number;
  /** Figures still in the player's supply, by figure kind. */
  supply: Record<string, number>;
  /** Counters expansions keep per player (goods tokens ...), by name. */
  tokens?: Record<string, number>;
}

/** What the game waits for: the active player's tile or figure, a decision of any player, or nothing. */
export type Step = 'placeTile' | 'placeFigure' | 'decide' | 'ended';

/**
 * A question a rule module asks one player in the middle of a turn (where a robber goes, which crop-circle
 * action ...). Its choices come from the module that asked (legalMoves lists them); its words are
 * `decision.<module>.<kind>` in the catalog.
 */
export interface Decision {
  module: string;
  kind: string;
  /** The player who decides: not always the active one. */
  player: string;
  /** The rules let the player decline (a pass answers it). */
  optional?: boolean;
  /** Particulars the module keeps with the question (JSON). */
  data?: Record<string, unknown>;
  /**
   * The answer is followed by chance (where a thrown token lands): a computer player weighs each answer
   * over several sampled futures, not one.
   */
  chancy?: true;
  /**
   * Another question to the same player follows the answer at once (the Plague's flea after a flight): a
   * computer player weighs each answer by that question's best answer, not by the position between them.
   */
  followed?: true;
}

/** A figure that belongs to nobody (the mage, the witch ...): on a tile, on a feature or on none. */
export interface NeutralFigure {
  kind: string;
  x: number;
  y: number;
  feature?: number;
}

export interface TurnState {
  number: number;
  /** Index into players. */
  player: number;
  step: Step;
  /** Tile type drawn for this turn (null only when the game has ended). */
  tile: string | null;
  /** Where this turn's tile went, once placed. */
  placed: (Position & { rotation: Rotation }) | null;
  /** Set on an extra turn a module granted (the builder's second tile); such a turn grants no other. */
  bonus?: string;
  /** The tile came from `queue` (the river): a tile not played goes back to the queue's front. */
  queued?: boolean;
  /**
   * Scripted draws: the turn's 1A has not run yet; it runs when forceTurn gives the turn its tile (no
   * turn starts after the last tile, and only the tile named says there was one).
   */
  unstarted?: boolean;
  /**
   * The drawn tile waits for the decisions its drawing asked (ModuleHooks.onDrawn): whether it fits
   * anywhere is seen once they are answered.
   */
  drawnUnchecked?: true;
  /**
   * Where in the turn's chain of phases play goes on once the pending decisions are answered (an index
   * into Rules.chain). Absent in games saved before phases: the step then tells where the turn is.
   */
  phase?: number;
  /** Decisions waiting to be answered, the first one now (step 'decide'). */
  decisions?: Decision[];
  /**
   * The figure step's action ended the turn's placing (RuleModule.endsPlacing): no second figure (2B-2).
   * Set only in a game with a second-figure step.
   */
  secondFigureBarred?: true;
  /** The scoring phase's features still to score this turn (union-find roots), while it waits for a decision. */
  scoring?: number[];
  /** The first of `scoring` whose completion hooks ran: its decisions are answered, it scores next. */
  scoringHeld?: number;
  /** The first of `scoring` whose settle hooks ran (settleCompleted): its decisions are answered, it is announced next. */
  scoringSettled?: number;
  /**
   * Tiles besides the placed one whose features this turn may have completed (a ferry moved ...): with
   * `feature`, only that feature of the tile (the road a ferry closed, not the city beside it).
   */
  touched?: (Position & { feature?: number })[];
  /**
   * Extra turns of this turn's player still owed after it (the builder's, decided when the figure step
   * ends; a messenger's order to add a tile), by the module granting each, played in that order before
   * the next player.
   */
  owed?: string[];
  /**
   * What a module's rule lets one figure a turn use, used this turn (`<module>.<what>`: a magic portal),
   * for a later figure of the same turn (a phantom); gone when the next turn, or an extra turn, begins.
   */
  usedThisTurn?: string[];
}

export interface GameSetup {
  players: { id: string; name: string; color?: string }[];
  /** Rule modules besides the base game, e.g. 'farmers'. */
  expansions?: string[];
  options?: Record<string, unknown>;
  seed: number;
  /** Start tile; default tile D at 0,0 rotation 0. */
  start?: { tile: string; x: number; y: number; rotation: Rotation };
  /** Index of the first player in seat order; default 0. */
  firstPlayer?: number;
}

export interface GameState {
  schema: 1;
  expansions: string[];
  options: Record<string, unknown>;
  /** State of the seeded random generator (uint32). */
  rng: number;
  players: Player[];
  turn: TurnState;
  /** Tile types not yet drawn (a multiset, sorted). */
  supply: string[];
  /** Tiles drawn in this order before any random draw (the river); they are not in `supply`. */
  queue?: string[];
  /** Placed tiles in the order they were placed (the start tile first). Look up with board.ts tileAt. */
  board: PlacedTile[];
  nodes: FeatureNode[];
  figures: Figure[];
  /** Counter for figure ids. */
  nextFigure: number;
  /** Figures that belong to no player (the mage, the witch ...). */
  neutral?: NeutralFigure[];
  /** Each rule module's own state, by module id (ferries, gold, robbers ...): plain JSON it alone writes. */
  modules?: Record<string, unknown>;
}

export type Move =
  | { type: 'placeTile'; x: number; y: number; rotation: Rotation }
  | ({
      type: 'placeFigure';
      figure: string;
      feature: number;
      /** 1: on the second half of a double tile just placed (its first half, where the move's tile lies, by default). */
      on?: 1;
    } & ForcedChance)
  | ({ type: 'pass' } & ForcedChance)
  | {
      type: 'action';
      action: string;
      args?: Record<string, unknown>;
      /** Chance forced by a scenario or a replay: a die's face ... (without it the game's seed decides). */
      roll?: number;
      /** Chance forced by a scenario: what is drawn (an order, a tile) ... */
      draw?: string;
    };

/**
 * Chance forced on a move that ends the figure step (a scenario's or a replay's): what the scoring it
 * starts draws (a messenger's order ...), as on an action.
 */
export interface ForcedChance {
  roll?: number;
  draw?: string;
}

export interface FeatureSummary {
  kind: string;
  tiles: Position[];
  pennants: number;
  marks: Record<string, number>;
}

export type GameEvent =
  | { type: 'tileDrawn'; player: string; tile: string }
  | { type: 'tileDiscarded'; tile: string; why: 'fits-nowhere' }
  | { type: 'tilePlaced'; player: string; tile: string; x: number; y: number; rotation: Rotation }
  | {
      type: 'figurePlaced';
      player: string;
      figure: string;
      x: number;
      y: number;
      feature: number;
      featureKind: string;
      /** The module whose rule put it there outside the figure step (a crop circle's A ...), if any. */
      by?: string;
    }
  | {
      type: 'scored';
      feature: FeatureSummary;
      /** True for end-of-game scoring of an incomplete feature (or a field). */
      final: boolean;
      points: number;
      /** Players who scored the points (ties all score). */
      players: string[];
      /** Why, as data the app puts into words: "completed city: 3 tiles × 2 + 1 pennant × 2". */
      score: ScoreDetail;
    }
  | { type: 'figureReturned'; player: string; figure: string; x: number; y: number }
  | { type: 'turnStarted'; player: string; turn: number }
  | { type: 'playerRemoved'; player: string }
  | {
      type: 'turnSkipped';
      player: string;
      /** The clock ran out on a decision (not a turn): declined, or its first choice taken. */
      decision?: { module: string; kind: string; declined: boolean };
    }
  | { type: 'gameEnded'; winners: string[]; scores: Record<string, number> }
  | { type: 'expansion'; module: string; what: string; data?: Record<string, unknown> }
  /** Points a module paid outside a feature's scoring (a robber's steal, gold at the end ...): words points.<module>.<why>. */
  | { type: 'points'; player: string; points: number; module: string; why: string; params?: CodeParams }
  /** Chance a module used (a die rolled, an order drawn): what a replay or a dump forces to repeat it. */
  | { type: 'chance'; module: string; roll?: number; draw?: string }
  /** A decision is asked of a player (words decision.<module>.<kind>). */
  | { type: 'decisionAsked'; player: string; module: string; kind: string };

export type MoveResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | ({ ok: false; code: RejectCode } & Refusal);

/** Parameters of a code; the app puts code and parameters into the reader's words (src/i18n). */
export type CodeParams = Readonly<Record<string, string | number>>;

/** Why a move is refused, precisely: `why` names the rule, `params` its particulars. */
export interface Refusal {
  why: RefusalWhy;
  params?: CodeParams;
}

/** The engine's own refusal codes, and a module's as `<module>.<code>` (words refusal.<module>.<code>). */
export type RefusalWhy =
  | `${string}.${string}`
  | 'game-over'
  | 'not-your-turn'
  | 'tile-already-placed'
  | 'no-tile-drawn'
  | 'coordinates-not-whole'
  | 'bad-rotation'
  | 'occupied-position'
  | 'no-neighbour'
  | 'edge-mismatch'
  | 'place-tile-first'
  | 'skip-before-tile'
  | 'action-not-offered'
  | 'unknown-move'
  | 'no-such-feature'
  | 'no-such-figure'
  | 'wrong-feature'
  | 'no-figure-left'
  | 'needs-own-follower'
  | 'own-already-there'
  | 'feature-occupied'
  | 'rig-after-placement'
  | 'no-such-player'
  | 'no-such-tile'
  | 'tile-not-in-supply'
  | 'not-your-decision'
  | 'choice-not-offered'
  | 'decision-required'
  | 'decide-first'
  | 'bad-forced-chance'
  | 'tile-fits';

/**
 * A score's arithmetic as terms, e.g. 3 tiles × 2 + 1 pennant × 2; `rule` names a module rule that set
 * the rate (an inn, a cathedral, a pig) or made it pay nothing.
 */
export interface ScoreDetail {
  /** Completed in play, unfinished at the end, scored only at the end (fields, goods), an abbot called back. */
  occasion: 'completed' | 'unfinished' | 'final' | 'recalled';
  terms: ScoreTerm[];
  /** A rule an expansion's manifest lists in its scoreReasons (words score.rule.<rule>). */
  rule?: string;
  /** The whole arithmetic was halved, rounded up, by this figure kind on the feature (its manifest's scoreReasons.halvedBy). */
  halved?: string;
}

export interface ScoreTerm {
  /**
   * What is counted: the base game's tile, pennant, itself (the monastery), tile-around, completed-city,
   * or a unit an expansion's manifest lists in its scoreReasons (words score.term.<unit>).
   */
  unit: BaseScoreUnit | (string & {});
  count: number;
  /** Points for each. */
  each: number;
}

/** What the base game's scores count. */
export type BaseScoreUnit = 'tile' | 'pennant' | 'itself' | 'tile-around' | 'completed-city';

export type RejectCode =
  | 'not-your-turn'
  | 'wrong-step'
  | 'game-over'
  | 'occupied-position'
  | 'no-neighbour'
  | 'edge-mismatch'
  | 'rule'
  | 'no-such-feature'
  | 'feature-occupied'
  | 'figure-not-allowed'
  | 'no-figure-left'
  | 'unknown-move';

/** A legal tile position with every rotation that fits there. */
export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly rotations: readonly Rotation[];
}

/** A feature of the tile just placed where at least one figure kind may go. */
export interface FigureSpot {
  feature: number;
  kind: string;
  /** Canonical place name on the tile as it lies: "N", "EL", "center", "garden", "inner". */
  where: string;
  figures: string[];
  /** 1: the feature is on the second half of a double tile just placed (double-tiles.ts). */
  on?: 1;
}

export type LegalMoves =
  | { step: 'placeTile'; player: string; tile: string; placements: readonly Placement[] }
  | {
      step: 'placeFigure';
      player: string;
      spots: FigureSpot[];
      actions: { action: string; args?: Record<string, unknown>; params?: CodeParams }[];
    }
  | {
      step: 'decide';
      player: string;
      decision: Decision;
      /** The answers offered, as action moves; `at` says where on the board a choice lies, for labels. */
      choices: DecisionChoice[];
      /** The player may decline (answer with a pass). */
      optional: boolean;
    }
  | { step: 'ended' };

/**
 * A tile off the board that a question is about though its answers are not tiles (the tile up for auction
 * while players bid): the question comes with its picture, under the number players know it by.
 */
export interface DecisionTile {
  tile: string;
  /** Its number as the players know it ("tile 3"); absent: its place in the list, from 1. */
  number?: number;
}

/** One answer to a decision: the action move that gives it, and what the app needs to show it. */
export interface DecisionChoice {
  action: string;
  args?: Record<string, unknown>;
  /** Particulars for the words (choice.<module>.<action> in the catalog). */
  params?: CodeParams;
  /** Where it lies on the board, for a numbered or lettered label: a tile, or a feature of it. */
  at?: Position & { feature?: number };
  /**
   * What the answer is worth to its player in points that the position it leaves does not show yet (a
   * bid for a tile still to be placed: the tile's estimated value less the bid), for a computer player.
   */
  worth?: number;
  /**
   * The answer asks its player another question at once and does nothing else (the plague's "let a figure
   * flee first"): a computer player weighs it by the best of what follows.
   */
  asks?: boolean;
  /**
   * The number the answer names (a bid's points): the app offers common amounts as buttons and finds
   * the answer for an amount a player types.
   */
  amount?: number;
  /**
   * A face-up tile the answer takes (a draft's pool, public): the question comes with a picture of these
   * tiles, each numbered as its answer.
   */
  tile?: string;
}
