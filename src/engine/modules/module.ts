// What a rule module (the base game, farmers, each expansion) brings to a game: tiles, figures, feature
// kinds with their scoring, options, and hooks into the named steps of a turn.
import type { TrackFigure, TrackMove } from '../score-track';
import type { OrientedTile } from '../tiles/oriented';
import type {
  CodeParams,
  Decision,
  DecisionChoice,
  DecisionTile,
  Edge,
  FeatureNode,
  GameEvent,
  GameState,
  PlacedTile,
  Position,
  Refusal,
  ScoreDetail,
  ScoreTerm,
  TileType,
} from '../types';
import type { Rules } from './registry';

export interface FigureKind {
  /** Also its name's key in the message catalog (word.figure.<id>). */
  id: string;
  perPlayer: number;
  /** Votes it brings to a majority (0 for figures that never count, like a builder). */
  weight: number;
  /**
   * 'empty' (default): only on a feature nobody occupies. 'own': only on a feature where the player
   * already has a figure that votes (the builder, the pig). 'any': occupied or not (the barn; its module
   * says where else it may not go).
   */
  placement?: 'empty' | 'own' | 'any';
  /** Votes that depend on the feature it stands on, instead of `weight` (the mayor: the city's pennants). */
  votes?(state: GameState, root: number): number;
  /** Stays where it was put for the rest of the game: no other figure takes it off (the dragon eats no barn). */
  fixed?: boolean;
  /**
   * False for a figure that leaves its feature free: a figure placed only on a feature nobody occupies
   * may still go there (a shepherd's field takes farmers). Default true.
   */
  occupies?: boolean;
  /**
   * A follower that may stand wherever the base game's follower may, a tower's top included (the big
   * follower, the ringmaster); kinds with places of their own (the abbot, the mayor, the wagon) are not.
   */
  goesWhereAFollowerGoes?: boolean;
}

export interface Score {
  points: number;
  /** The arithmetic, e.g. 3 tiles × 2 + 1 pennant × 2, for the app to put into words. */
  terms: ScoreTerm[];
  rule?: ScoreDetail['rule'];
  halved?: ScoreDetail['halved'];
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
  /** A rule variant players choose (the lobby names a value other than the default: option.<name>.<value>). */
  variant?: boolean;
  /** Named in the lobby whatever its value, the default too (which crop-circle tiles a game plays). */
  shown?: boolean;
}

/** An action a player may take in the figure step instead of placing a figure (ids the module documents). */
export interface ActionChoice {
  action: string;
  args?: Record<string, unknown>;
  /** Particulars for the words on the button (action.<action> in the catalog), e.g. { points: 5 }. */
  params?: CodeParams;
  /** Where on the board the action acts, for a label (a flying machine's tile ...). */
  at?: Position & { feature?: number };
  /**
   * Taken besides the figure, not instead of it (a tower's ransom): the figure step goes on after it. Such
   * an action asks no decision.
   */
  free?: boolean;
}

/**
 * The named points of a turn where modules add work, in the order of shared/rules/order-of-play.md:
 * turnStart (1A, not repeated on a builder's extra turn), beforeDraw (1B: a tile of the player's own
 * instead of a draw, such as an abbey; also on an extra turn: a module that sets the turn's tile here
 * makes the draw step draw none), afterTile (1C: gold, the mage or witch,
 * robbers), secondFigure (2B-2: a second figure after the figure step, such as a phantom), afterFigure
 * (2C: ferries), score (3A–3B: the base game scores completed features),
 * afterScoring (3C: gold handed out, builders and pigs sent home), tileActions (4A: crop circles),
 * turnEnd (the last of 4A, before 4B: tidying after figures left the board outside scoring, such as a
 * builder whose follower a crop circle took back). The draw (1B), the tile (1C), the figure step (2B)
 * and the end of the turn (4B) sit between them.
 */
export const PHASES = [
  'turnStart',
  'beforeDraw',
  'afterTile',
  'secondFigure',
  'afterFigure',
  'score',
  'afterScoring',
  'tileActions',
  'turnEnd',
] as const;
export type PhaseName = (typeof PHASES)[number];

/**
 * When a module's phase has work to do, declared so that the turn skips it on every other turn instead of
 * calling it to return at once (see RuleModule.wakes). Every condition named must hold; the phase may
 * still find nothing to do when they do. A condition must hold whenever the phase would change anything.
 */
export interface PhaseWake {
  /** Only on a turn whose placed tile is of a type this says yes to (asked once per tile type). */
  placedTile?(type: TileType): boolean;
  /** Only while the module has written its slot in the game (`state.modules[id]`, see module-state.ts). */
  slot?: boolean;
  /** Only while a figure of one of these kinds is on the board: a player's, or a neutral one. */
  figures?: readonly string[];
}

/** Points paid to a player: all of them go through one step that modules may react to. */
export interface PointsAward {
  player: string;
  points: number;
  /** A feature's score (its root; final at the end of the game), or a module's payment with its reason. */
  source:
    | {
        feature: number;
        final: boolean;
        /**
         * Every player this scoring of the feature pays, in the order they are paid, with their points
         * (a robber choosing whom to rob among figures paid at once).
         */
        shares?: { player: string; points: number }[];
      }
    | {
        module: string;
        why: string;
        params?: CodeParams;
        /** Taken from another player's points (a robber's steal): nobody steals from these again. */
        stolen?: boolean;
        /** The module already put the payment into an event of its own (goods majorities). */
        explained?: boolean;
        /** A scoring of its own that a robber may steal from, like a feature's (the fairy's points). */
        robbable?: boolean;
      };
}

/**
 * A scoring that pays a player for a feature completed near some tiles rather than on them (a castle
 * scoring a road beside it): the player paid and the tiles it covers ("x,y"), for rules that hand what lies
 * on a scored feature's tiles to the players it pays (gold).
 */
export interface TilesScoring {
  player: string;
  tiles: readonly string[];
}

/**
 * A player's figure a module holds off the board that still stands on tiles (a follower in a castle, on its
 * two tiles): its kind, its owner and those tiles ("x,y").
 */
export interface FigureHeldOnTiles {
  player: string;
  figure: string;
  tiles: readonly string[];
}

/**
 * What a phase, a decision or a hook that changes the game is given, besides the draft. Call its methods on
 * it: they live on a class, so a spread or a method taken apart from it loses them.
 */
export interface TurnContext {
  readonly rules: Rules;
  readonly events: GameEvent[];
  /** Chance the move forces (a scenario's die face or draw); without it the game's seed decides. */
  readonly forced: { roll?: number; draw?: string };
  /** False while nobody can be asked (final scoring, a player leaving): modules then take a default. */
  readonly canAsk: boolean;
  /**
   * True when nobody reads this move's events (a computer player's provisional final scoring): the
   * engine's scoring then skips building its 'scored' and 'gameEnded' events, which cost more than the sums.
   */
  readonly silent: boolean;
  /** Asks a player a decision; the turn waits for the answer. Asked in order, after the one being answered. */
  ask(decision: Decision): void;
  /** A random whole number from 0 to n − 1, from the game's seed. */
  random(n: number): number;
  /**
   * Rolls a die with these faces for a module: the move's forced roll if it names one of the faces, else
   * the seed; undefined when a forced roll is not a face (refuse the move with 'bad-forced-chance').
   * Reports the face in a 'chance' event, so a dump can force it again.
   */
  roll(module: string, faces: readonly number[]): number | undefined;
  /** Draws one of these ids for a module, the same way (a message order, a tile in mid-turn ...). */
  draw(module: string, ids: readonly string[]): string | undefined;
  /** Pays points through the points-scored step. */
  award(award: PointsAward): void;
  /**
   * Puts a player's figure onto a feature of a placed tile outside the figure step (a flight, a wagon, the
   * Count's city ...), from their supply unless `fromSupply` is false; `by` names the module whose rule
   * placed it. Where a module forbids that tile, the figure stands on another tile of the same feature;
   * false when it may stand nowhere (nothing happens then).
   */
  placeFigure(
    figure: { player: string; kind: string; at: Position & { feature: number } },
    how?: { by?: string; fromSupply?: boolean },
  ): boolean;
  /**
   * Builds the board's features again from the placed tiles, with the joins modules declare now
   * (featureJoins): after a module undoes or changes a join (a ferry turned on its lake). With `around`,
   * only the features holding those features of that tile (what a join there can change).
   */
  rebuildFeatures(around?: Position & { features: readonly number[] }): void;
  /**
   * Merges the joins modules declare for the tile at (x, y) when they only added joins to it (a new
   * lake's first ferry): cheaper than a rebuild, which undoing a join needs.
   */
  joinFeatures(at: Position): void;
  /** Joins two features across tiles through an open end inside each, which both close (a tunnel). */
  joinAcross(a: Position & { feature: number }, b: Position & { feature: number }): void;
}

/**
 * The same context, through which nobody is asked anything (a module paying something as if nobody could be
 * asked): its own methods still act on the move, and see canAsk false.
 */
export const askingNobody = (ctx: TurnContext): TurnContext => Object.create(ctx, { canAsk: { value: false } });

/** A phase of a module: 'again' runs it once more after the decisions it asked are answered. */
export type PhaseRun = (draft: GameState, ctx: TurnContext) => 'again' | undefined;

/**
 * Hooks into the named steps of a turn (see shared/rules/order-of-play.md). Hooks write only to the
 * draft they are given, replacing containers rather than editing shared ones. A hook that changes the
 * game finds the game's rules in its TurnContext; a query hook that needs them is handed them last.
 */
export interface ModuleHooks {
  /** Setup: after the supply is built and the start tile placed (order the river first ...). */
  setupGame?(draft: GameState): void;
  /**
   * Step placeTile: an extra rule for where one of this module's own tiles may go (it is asked about no
   * other tile but those its module names in checksTilesOf); returns a reason to refuse. It may look only
   * at the board and the tile.
   */
  checkTilePlacement?(state: GameState, tile: OrientedTile, at: Position): Refusal | null;
  /**
   * Step placeTile: whether the turn's tile may still go where its edges do not all match the tiles beside
   * it (`mismatched`: its own edges that differ), because this module will make them match before the
   * figure step (a bridge continuing a road that ends in a field, fn 185). Asked only about positions and
   * rotations that do not fit, and only while the module's mendsMismatch (if it has one) says yes; the
   * module must then make them match in its afterTile phase.
   */
  fitsMismatched?(state: GameState, tile: OrientedTile, at: Position, mismatched: readonly Edge[]): boolean;
  /**
   * Step placeTile: whether this module's fitsMismatched may allow anything in this state at all (a
   * bridge left, none laid this turn). Asked once per listing of placements: where it says no, no open
   * position's mismatched turns are asked about one by one.
   */
  mendsMismatch?(state: GameState): boolean;
  /**
   * Step placeFigure: an extra rule for a figure on a feature of `placed`, the tile just placed (or the half
   * of a double tile the figure goes on); a reason to refuse.
   */
  checkFigure?(
    state: GameState,
    placed: PlacedTile,
    figure: string,
    feature: number,
    player: string,
    rules: Rules,
  ): Refusal | null;
  /**
   * An extra rule for a player's figure going onto the tile at `at`, whichever tile and however it gets
   * there (the figure step, a flight, a portal): the dragon's tile takes none. A reason to refuse.
   */
  checkFigureAt?(state: GameState, at: Position, figure: string, player: string, rules: Rules): Refusal | null;
  /**
   * Step 1B: a tile drawn at random that this module sets aside for now (a dragon tile before the dragon
   * is in play): true when it took the tile (into its own slot); the player then draws another.
   */
  setAsideDrawn?(draft: GameState, tile: string, ctx: TurnContext): boolean;
  /**
   * Step 1B: a tile was drawn, before it is placed or found to fit nowhere (a Wheel of Fortune tile turns
   * the wheel even when it is then discarded). Decisions asked here are answered before the tile is
   * placed or discarded.
   */
  onDrawn?(draft: GameState, tile: string, ctx: TurnContext): void;
  /** Tiles this module keeps out of the supply for now (the dragon tiles set aside): every tile is somewhere. */
  setAsideTiles?(state: GameState): readonly string[];
  /**
   * Places off the tile just placed where this module's rule lets the player's follower of this kind stand
   * now (the top of a tower), for a follower placed after the figure step that may go wherever a follower
   * may (a phantom, fn 208). A figure put on one goes through ctx.placeFigure with `by` this module.
   */
  followerPlacesBeyond?(
    state: GameState,
    player: string,
    figure: string,
    rules: Rules,
  ): (Position & { feature: number })[];
  /** Step placeFigure: actions offered instead of a figure (recalling the abbot ...). */
  actions?(state: GameState, rules: Rules): ActionChoice[];
  /** Applies an offered action if it is this module's (others ignore it); a reason to refuse, or null. */
  applyAction?(draft: GameState, choice: ActionChoice, ctx: TurnContext): Refusal | null;
  /** The answers to one of this module's decisions (asked only about its own). */
  choices?(state: GameState, decision: Decision, rules: Rules): DecisionChoice[];
  /**
   * Applies the answer to one of this module's decisions (null: declined, when optional); a reason to
   * refuse (the state then stays as it was), or null.
   */
  decide?(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): Refusal | null;
  /**
   * The tiles off the board the module's pending question is about when its answers are not tiles (the
   * tile up for auction while players bid on it), for a picture beside the question; asked of the
   * decision's own module, as `choices` is. Data only: it changes nothing in the game.
   */
  decisionTiles?(state: GameState, decision: Decision): DecisionTile[];
  /**
   * Step score: a feature was completed, before any module hears of it (onCompleted): a rule that may make
   * it something else asks here (its owner makes a small city a castle, which is no city: fn 53). The
   * decisions asked here are answered before onCompleted runs.
   */
  settleCompleted?(draft: GameState, feature: FeatureView, ctx: TurnContext): void;
  /**
   * Whether this module's rule turned a completed feature into something it no longer is (a small city
   * made a castle is no city). Settled so, the feature is resolved (order of play 3B.1): it scores nothing,
   * the figures left on it go home, and no onCompleted hook hears of it (no goods, no Count's joiners, fn
   * 53, no King's city, fn 39 and fn 194). Rules that count completed features leave it out too (the King
   * at the end). See `takenOutOfPlay`.
   */
  takenOutOfPlay?(state: GameState, root: number): boolean;
  /**
   * Step score: a feature was completed by this turn's tile, before its followers score (goods ...).
   * Decisions asked here are answered before the feature scores (followers joining it from a quarter).
   */
  onCompleted?(draft: GameState, feature: FeatureView, ctx: TurnContext): void;
  /**
   * A feature that is not completed is about to score during play by another module's rule (a barn's
   * field: scoreInPlay). Decisions asked here are answered before it scores (followers joining it from
   * the Market quarter).
   */
  beforeScoringInPlay?(draft: GameState, feature: FeatureView, ctx: TurnContext): void;
  /**
   * Players tied for the most votes on a feature: the ones among them who win the tie (followers on a
   * hill), in the order given; null leaves the tie as it is. Asked wherever a majority is worked out.
   */
  breakTie?(state: GameState, root: number, tied: readonly string[], rules: Rules): string[] | null;
  /**
   * Step 3C: this turn's scorings by this module's rule that cover tiles besides the completed features'
   * own (a castle scoring a feature among its six tiles covers those six, fn 237), those still to be paid
   * in this turn's 3C. Asked by a rule that hands out what lies on scored tiles (gold) so that these
   * players share it in the same round as the features' controllers: the asking module's 3C runs first
   * (the composition root's order), so the answer is a forecast, which the answering module's own 3C must
   * then pay.
   */
  scoringsCoveringTiles?(state: GameState, rules: Rules): TilesScoring[];
  /** Step score: adjusts the points of a scored feature (inns, cathedrals ...). */
  adjustScore?(feature: FeatureView, final: boolean, score: Score): Score;
  /** Step score: one winner's share, after adjustScore (a pig raises its owner's field to 4 per city). */
  adjustShare?(feature: FeatureView, final: boolean, player: string, score: Score): Score;
  /** Points were paid (a messenger's owner chooses which figure counts them ...). */
  onPoints?(draft: GameState, award: PointsAward, ctx: TurnContext): void;
  /**
   * A player's scoring figures when this module keeps them (the messenger beside the meeple); null when
   * it does not. The module that keeps them moves them (movedOnTrack); otherwise the meeple moves as
   * points are paid.
   */
  trackFigures?(state: GameState, player: string): TrackFigure[] | null;
  /** A scoring figure moved on the score track for an award (a robber steals from it or follows it). */
  onTrackMove?(draft: GameState, move: TrackMove, ctx: TurnContext): void;
  /**
   * Features of one placed tile joined beyond its printed ones (a ferry joining two road ends of a lake),
   * as pairs of feature indices: read whenever the board's features are rebuilt.
   */
  featureJoins?(state: GameState, placed: PlacedTile): [number, number][];
  /**
   * Features of two places joined across tiles through open ends inside them (a tunnel's two portals):
   * read whenever the board's features are rebuilt; each pair closes one open end of either (openEnds).
   * A module that adds a pair joins it at once with ctx.joinAcross.
   */
  boardJoins?(state: GameState): [Position & { feature: number }, Position & { feature: number }][];
  /**
   * End of turn: whether the active player plays one more tile (the builder); never on a bonus turn. Asked
   * when the figure step ends, before scoring: the tile placed earns the right, even if scoring then sends
   * the builder home.
   */
  grantsBonusTurn?(draft: GameState): boolean;
  /**
   * What this module keeps for a player outside the supply, by id (`gold`, `goods.wine` ...): what a
   * scenario's expect.tokens checks and the panel may show.
   */
  tokens?(state: GameState, player: string): Record<string, number>;
  /**
   * The last tile is played and the game is about to end: decisions asked here are answered first (then
   * this runs again, until it asks none). Not run when a game is ended early (endGame, players leaving).
   */
  beforeEnd?(draft: GameState, ctx: TurnContext): void;
  /**
   * A player's figures this module holds off the board and out of the supply, by figure kind (followers
   * in the city of Carcassonne, prisoners of a tower): they still belong to the player.
   */
  heldFigures?(state: GameState, player: string): Record<string, number>;
  /**
   * Those of this module's held figures (heldFigures) that still stand on tiles (a follower in a castle):
   * asked by a rule that counts the figures on or around a tile (the circus, Under the Big Top #8), which
   * counts each where any of its tiles is.
   */
  figuresHeldOnTiles?(state: GameState): FigureHeldOnTiles[];
  /**
   * The held figures (of heldFigures) a player may take back to their supply by a rule of another module
   * (the Festival): followers in the city of Carcassonne, never prisoners. Each names the place it is held
   * in, in this module's words (a quarter).
   */
  returnableHeld?(state: GameState, player: string): { place: string; figure: string }[];
  /** Takes one of those figures back to its owner's supply; false when it is not held there (nothing happens). */
  returnHeld?(draft: GameState, player: string, held: { place: string; figure: string }, ctx: TurnContext): boolean;
  /**
   * No tile is left to draw: whether a player may still play a tile of their own (an abbey, per the
   * last round's rules); the turn then passes to the next player instead of the game ending.
   */
  playsOn?(state: GameState, rules: Rules): boolean;
  /**
   * Step 4B, when no extra turn of the same player is owed: the seat of the player who plays the next turn
   * out of seat order (a bazaar round: each buyer places their tile in turn), or undefined for the next
   * seat. It may write its own slot (the round moves on); the first module that names a seat decides.
   */
  nextTurn?(draft: GameState, ctx: TurnContext): number | undefined;
  /** Tiles a player keeps to play instead of a draw (an abbey), which a scenario may name for a turn. */
  heldTiles?(state: GameState, player: string): string[];
  /** Before final scoring, before any feature scores (robbers pay 3, messengers merge, loose gold goes). */
  beforeFinal?(draft: GameState, ctx: TurnContext): void;
  /** Final scoring, after every feature has scored (goods majorities, gold ...). */
  finalScoring?(draft: GameState, ctx: TurnContext): void;
  /**
   * A rule cleared the tile at `at` of its figures (the dragon entering it): a module takes off what of
   * its own stands there and may be taken (the School's teacher, fn 217).
   */
  tileCleared?(draft: GameState, at: Position, ctx: TurnContext): void;
  /**
   * Where a farmer earns a flat amount per completed city its field borders (the Wheel of Fortune's
   * famine): cities to count beyond those the board shows completed, or short of them (a scored castle
   * counts twice, one still waiting not at all, fn 176).
   */
  citiesForFarmers?(field: FeatureView): number;
}

export interface RuleModule {
  /** Also its title's key in the message catalog (expansion.<id>). */
  id: string;
  /** Modules that must be on for this one to work. */
  requires?: string[];
  /**
   * It joins features through open ends inside tiles itself (tunnel tokens pairing portals): tiles printed
   * with a passage are then played as their `asPortals` type (TileType), whose passage is open ends.
   */
  pairsOpenEnds?: boolean;
  tiles?: TileType[];
  /**
   * A tile type derived from `base` for a change this module makes in play, named by `variant` (a bridge
   * laid across a tile): its id is "<base id>~<variant>" (catalog VARIANT_MARK), it keeps base's features
   * first, in order, and adds its own after them. A placed tile becomes it through features.ts
   * retypePlacedTile. Undefined: not a variant of this module's.
   */
  tileVariant?(base: TileType, variant: string): TileType | undefined;
  /** The start tile this module puts down instead of the base game's (the river's spring). */
  startTile?: string;
  /**
   * Tiles of other modules its checkTilePlacement is also asked about (the Cult: every tile with a
   * monastery, which may not go next to two shrines); without it, only its own tiles.
   */
  checksTilesOf?(tile: TileType): boolean;
  /**
   * A tile of its own that takes the place of the start tile another module begins the game with, when
   * the game says so (GQ11's spring for a river's spring: one spring a river); undefined keeps that one.
   */
  replaceStart?(start: string, options: Record<string, unknown>): string | undefined;
  /**
   * A start made of several tiles (the city of Carcassonne): the others, placed with the start tile,
   * where they lie from it. A module with these starts the game before one with only a start tile.
   */
  startTiles?: { tile: string; x: number; y: number }[];
  /**
   * Copies of each tile this module puts into the supply; a negative count takes copies out that an
   * earlier module put in (German monasteries replacing the base game's).
   */
  tileCounts?(options: Record<string, unknown>): Record<string, number>;
  figures?: FigureKind[];
  /**
   * Figures each player gets beyond their kinds' `perPlayer`, by kind, in a game with these options (the
   * Leipzig Fair's extra follower): figure-count.ts figuresPerPlayer adds them up.
   */
  extraFigures?(options: Record<string, unknown>): Record<string, number>;
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
  /** Ids of the actions this module offers in the figure step instead of a figure (for tools and scenarios). */
  figureActions?: string[];
  /**
   * Those of its figure-step actions that end the turn's placing: no second figure follows them in step
   * 2B-2 (the princess removing a knight: "no other figure may be placed or moved").
   */
  endsPlacing?: string[];
  /** Work this module adds to the named phases of a turn. */
  phases?: Partial<Record<PhaseName, PhaseRun>>;
  /**
   * For phases of `phases`: the turns each has work on (its placed tile, its slot, figures on the board).
   * The turn calls a phase only when its conditions hold; a phase not named here runs every turn.
   */
  wakes?: Partial<Record<PhaseName, PhaseWake>>;
  /**
   * Phases of `phases` that run after every other module's work in the same phase, not in module order: a
   * check of what the others may have changed (the mage and the witch are separated at the end of 2C,
   * after a tunnel or a ferry has joined their roads).
   */
  last?: PhaseName[];
  /** Neutral figure kinds this module brings (words word.figure.<kind>). */
  neutralFigures?: string[];
}
