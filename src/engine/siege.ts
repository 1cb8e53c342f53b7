// Besieged cities, shared by every siege expansion (the Cathars of 2004, the Besiegers of 2013: compendium
// §7 and §32, the same rules on different tiles). A city part printed with a siege symbol carries the mark
// `besieged`; a city holding one is besieged: completed, it pays 1 a tile and pennant (2 with a cathedral),
// unfinished at the end nothing; a field pays its farmers double for each completed besieged city (6, 8
// with a pig, the barn doubled too); at the end of a turn its player may take one follower ("knight") out
// of a besieged city next to a monastery (diagonally too). It stays in the engine because both sets
// follow it and an expansion imports no other: each set's module is `siegeModule(...)` of its own tiles.
// The engine names neither: a module plays these rules when its tiles carry the mark, and when several
// such modules are on, the first of them (in the composition root's order) runs them, once.
import { tileAt } from './board';
import { orientedOf, tileType } from './catalog';
import { completedCitiesBordering } from './fields';
import { figureRoots } from './figure-roots';
import { placeName } from './figures';
import { parseKey } from './geometry';
import { returnFigure, slotOf, writeSlot } from './module-state';
import type { FeatureView, RuleModule, RuleOption, Score, TurnContext } from './modules/module';
import { type Rules, rulesFor } from './modules/registry';
import { city } from './tiles/define';
import type { Decision, DecisionChoice, Figure, GameState, Refusal, ScoreTerm, TileFeature, TileType } from './types';
import { find } from './union-find';

/** The mark of a city part printed with a siege symbol (the rules' mark; the set's own names its picture). */
export const BESIEGED = 'besieged';
/** The decision at the end of a turn, and its answer: one follower escapes. */
export const ESCAPE = 'escape';
/** Score rules (ScoreDetail.rule) of a besieged city. */
export const BESIEGED_RULE = 'besieged';
export const BESIEGED_UNFINISHED = 'besieged-unfinished';
/** The unit of a field's extra for its completed besieged cities (each pays its rate once more). */
export const BESIEGED_CITY = 'besieged-city';

/** Which monastery lets a knight escape: one touching a siege tile of the city (the rules) or any of its tiles. */
export const ESCAPE_OPTION = 'siegeEscape';
export const ESCAPE_BY_SIEGE_TILE = 'siege-tile';
export const ESCAPE_BY_CITY_TILE = 'city-tile';

/**
 * A city part with a siege symbol: `symbol` is the set's own mark for its picture (a Cathar cross, the
 * besiegers' camp), which the renderer draws; `besieged` is what the rules read.
 */
export const besiegedCity = (edges: string, symbol: string, pennants = 0): TileFeature =>
  city(edges, pennants, { [BESIEGED]: true, [symbol]: true });

const printsSiege = (tile: TileType) => tile.features.some((f) => f.kind === 'city' && f.marks?.[BESIEGED]);

// the module running the siege rules, per set of rules (a Rules object is built once per set of expansions)
const leaders = new WeakMap<Rules, string | null>();

/** The enabled module that runs the siege rules: the first whose tiles print a besieged city. */
function siegeLeader(rules: Rules): string | null {
  let leader = leaders.get(rules);
  if (leader === undefined) {
    leader = rules.modules.find((m) => m.tiles?.some(printsSiege))?.id ?? null;
    leaders.set(rules, leader);
  }
  return leader;
}

const leads = (id: string, rules: Rules) => siegeLeader(rules) === id;

/** Units a field pays per completed city (farmers, a pig, the pig herd, a barn): a besieged one pays each twice. */
const PER_CITY_UNITS = new Set(['completed-city', 'pig-city', 'pig-herd-city', 'barn-city']);

const isBesieged = (state: GameState, root: number) => (state.nodes[root]?.marks[BESIEGED] ?? 0) > 0;

/**
 * Step 3B: a besieged city's tiles and pennants pay one less each when it is completed (1, or 2 with a
 * cathedral), and nothing when it is unfinished at the end; what a figure adds on top (the mage) stays,
 * and the witch still halves the whole.
 */
function besiegedCityScore({ node }: FeatureView, final: boolean, score: Score): Score {
  const unfinished = final && node.openEdges > 0;
  // unfinished, the tiles pay nothing and the pennants are not named (the rule's words say so)
  const terms: ScoreTerm[] = score.terms
    .filter((term) => !(unfinished && term.unit === 'pennant'))
    .map((term) => {
      if (term.unit !== 'tile' && term.unit !== 'pennant') return term;
      return { ...term, each: unfinished ? 0 : Math.max(1, term.each - 1) };
    });
  const whole = terms.reduce((sum, term) => sum + term.count * term.each, 0);
  const points = score.halved ? Math.ceil(whole / 2) : whole;
  return { ...score, points, terms, rule: unfinished ? BESIEGED_UNFINISHED : BESIEGED_RULE };
}

/** Completed besieged cities bordering a field (its farmers feed besiegers and besieged alike). */
function besiegedCitiesBordering({ node, state }: FeatureView): number {
  let count = 0;
  for (const city of new Set(node.borders.map((id) => find(state.nodes, id)))) {
    if (state.nodes[city]?.openEdges === 0 && isBesieged(state, city)) count++;
  }
  return count;
}

/** A field's share: each completed besieged city pays its rate per city once more (3 → 6, 4 → 8). */
function besiegedFieldShare(view: FeatureView, score: Score): Score {
  const rate = score.terms.filter((t) => PER_CITY_UNITS.has(t.unit)).reduce((sum, t) => sum + t.each, 0);
  if (!rate || !completedCitiesBordering(view)) return score;
  const besieged = besiegedCitiesBordering(view);
  if (!besieged) return score;
  return {
    ...score,
    points: score.points + besieged * rate,
    terms: [...score.terms, { unit: BESIEGED_CITY, count: besieged, each: rate }],
  };
}

/** Whether a tile shows a monastery (an abbey and a shrine are monasteries too). */
const showsMonastery = (tile: string) => tileType(tile).features.some((f) => f.kind === 'monastery');

function monasteryAround(state: GameState, key: string): boolean {
  const { x, y } = parseKey(key);
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const placed = (dx || dy) && tileAt(state.board, x + dx, y + dy);
      if (placed && showsMonastery(placed.tile)) return true;
    }
  }
  return false;
}

/** Whether the tile at `key` holds a siege symbol on the city rooted at `root`. */
function siegeTileOf(state: GameState, key: string, root: number): boolean {
  const { x, y } = parseKey(key);
  const placed = tileAt(state.board, x, y);
  if (!placed) return false;
  return tileType(placed.tile).features.some(
    (f, i) => f.kind === 'city' && f.marks?.[BESIEGED] && find(state.nodes, placed.nodes[i] as number) === root,
  );
}

/** Whether a knight may leave the besieged city rooted at `root` this turn: a monastery touches it as the game says. */
function escapeOpen(state: GameState, root: number): boolean {
  const node = state.nodes[root];
  if (!node || node.openEdges === 0 || !isBesieged(state, root)) return false;
  const anyTile = state.options[ESCAPE_OPTION] === ESCAPE_BY_CITY_TILE;
  return node.tiles.some((key) => (anyTile || siegeTileOf(state, key, root)) && monasteryAround(state, key));
}

/** A figure that counts in a majority: a knight, a big follower, the mayor, the wagon (fn 62); not a builder. */
const isFollower = (rules: Rules, kind: string) => (rules.figures.get(kind)?.weight ?? 0) > 0;

/** The player's followers that may escape now. */
function escapers(state: GameState, rules: Rules, player: string): Figure[] {
  const roots = figureRoots(state);
  const open = new Map<number, boolean>();
  return state.figures.filter((figure, i) => {
    if (figure.player !== player || !isFollower(rules, figure.kind)) return false;
    const root = roots[i] as number;
    if (state.nodes[root]?.kind !== 'city') return false;
    if (!open.has(root)) open.set(root, escapeOpen(state, root));
    return open.get(root) === true;
  });
}

/** One answer per follower kind and spot (two figures of one kind on one spot are one choice). */
function escapeChoices(state: GameState, rules: Rules, player: string): DecisionChoice[] {
  const seen = new Set<string>();
  const choices: DecisionChoice[] = [];
  for (const figure of escapers(state, rules, player)) {
    const placed = tileAt(state.board, figure.x, figure.y);
    const where = placed ? placeName(orientedOf(placed), figure.feature) : '';
    const args = { figure: figure.kind, x: figure.x, y: figure.y, where };
    const key = JSON.stringify(args);
    if (seen.has(key)) continue;
    seen.add(key);
    choices.push({
      action: ESCAPE,
      args,
      params: { figure: figure.kind, x: figure.x, y: figure.y },
      at: { x: figure.x, y: figure.y, feature: figure.feature },
    });
  }
  return choices;
}

interface SiegeSlot {
  /** The turn (its number; a builder's second tile is a turn of its own) whose escape was asked and answered. */
  answered?: number;
}

/**
 * Step 4A: the active player may take one follower out of a besieged city that a monastery touches, once a
 * turn (fn 63: one in all, whichever cities; fn 64: once in each part of a builder's double turn), with no
 * need to have played there (fn 65). Asked only when one could escape.
 */
function escapeStep(id: string, draft: GameState, ctx: TurnContext): 'again' | undefined {
  if (!ctx.canAsk || !leads(id, ctx.rules)) return undefined;
  if (slotOf<SiegeSlot>(draft, id, {}).answered === draft.turn.number) return undefined;
  const player = draft.players[draft.turn.player]?.id;
  // whether any follower may escape, not the answers themselves (their names are worked out only when asked)
  if (!player || !escapers(draft, ctx.rules, player).length) return undefined;
  ctx.ask({ module: id, kind: ESCAPE, player, optional: true });
  return 'again';
}

function decideEscape(
  id: string,
  draft: GameState,
  decision: Decision,
  choice: DecisionChoice | null,
  ctx: TurnContext,
): Refusal | null {
  writeSlot<SiegeSlot>(draft, id, { answered: draft.turn.number });
  const at = choice?.at;
  if (!choice || !at || at.feature === undefined) return null;
  const figure = draft.figures.find(
    (f) =>
      f.player === decision.player &&
      f.kind === choice.args?.figure &&
      f.x === at.x &&
      f.y === at.y &&
      f.feature === at.feature,
  );
  if (!figure) return null;
  returnFigure(draft, figure, ctx.events);
  ctx.events.push({
    type: 'expansion',
    module: id,
    what: 'escaped',
    data: { player: decision.player, figure: figure.kind, x: figure.x, y: figure.y },
  });
  return null;
}

/** The option for the other reading of where the monastery must be (Rio Grande's Siege: any tile of the city). */
export const siegeEscapeOption: RuleOption = {
  name: ESCAPE_OPTION,
  variant: true,
  description:
    'Which monastery lets a knight escape a besieged city: "siege-tile" (one touching a tile with the siege ' +
    'symbol, orthogonally or diagonally: the Cathars and the Besiegers) or "city-tile" (one touching any tile ' +
    "of the city: Rio Grande's Siege).",
  values: [ESCAPE_BY_SIEGE_TILE, ESCAPE_BY_CITY_TILE],
  default: ESCAPE_BY_SIEGE_TILE,
};

/**
 * The rule module of one siege set: its tiles and copies, and the siege rules (run by the first siege
 * module on). Every siege module offers siegeEscapeOption, so a game with either set may choose it (the
 * lobby names an option several modules offer once).
 */
export function siegeModule(set: { id: string; tiles: TileType[]; counts: Record<string, number> }): RuleModule {
  const { id } = set;
  const forLeader = (state: GameState) => leads(id, rulesFor(state.expansions));
  return {
    id,
    tiles: set.tiles,
    tileCounts: () => set.counts,
    options: [siegeEscapeOption],
    phases: { tileActions: (draft, ctx) => escapeStep(id, draft, ctx) },
    hooks: {
      adjustScore: (view, final, score) =>
        view.node.kind === 'city' && isBesieged(view.state, view.root) && forLeader(view.state)
          ? besiegedCityScore(view, final, score)
          : score,
      adjustShare: (view, _final, _player, score) =>
        view.node.kind === 'field' && forLeader(view.state) ? besiegedFieldShare(view, score) : score,
      choices: (state, decision, rules) => escapeChoices(state, rules, decision.player),
      decide: (draft, decision, choice, ctx) => decideEscape(id, draft, decision, choice, ctx),
    },
  };
}

/** For invariants: the followers of `player` that may escape now (empty when none, or no siege is on). */
export const siegeEscapers = (state: GameState, rules: Rules, player: string): Figure[] =>
  siegeLeader(rules) ? escapers(state, rules, player) : [];
