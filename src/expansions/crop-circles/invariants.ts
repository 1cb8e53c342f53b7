// What must hold after every move for Crop Circles: a player is asked their part only when they can do
// it, and an answer adds (A) at most one follower, beside one of the player's own of the circle's type,
// or takes back (B) exactly one of theirs of that type.

import { pendingDecision } from '../../engine';
import type { ModuleInvariant } from '../../engine/expansion';
import { figuresOn } from '../../engine/figure-roots';
import type { Rules } from '../../engine/modules/registry';
import type { Decision, GameEvent, GameState } from '../../engine/types';
import { find } from '../../engine/union-find';
import { ADD, REMOVE } from './rules';
import { CIRCLE_FEATURE, CROP_CIRCLES_MODULE, type CropCircle } from './tiles';

const isFollower = (rules: Rules, kind: string) => (rules.figures.get(kind)?.weight ?? 0) > 0;

const partOf = (state: GameState): Decision | undefined => {
  const decision = pendingDecision(state);
  return decision?.module === CROP_CIRCLES_MODULE && decision.kind !== 'choose' ? decision : undefined;
};

/** The kind of feature under (x, y, feature). */
function kindAt(state: GameState, x: number, y: number, feature: number): string | undefined {
  const placed = state.board.find((p) => p.x === x && p.y === y);
  return placed && state.nodes[find(state.nodes, placed.nodes[feature] as number)]?.kind;
}

const followersOfType = (state: GameState, rules: Rules, player: string, circle: CropCircle) =>
  state.figures.filter(
    (f) =>
      f.player === player && isFollower(rules, f.kind) && kindAt(state, f.x, f.y, f.feature) === CIRCLE_FEATURE[circle],
  );

/** A player asked their part has a follower of the circle's type (and, for A, one in their supply). */
const askedOnlyWhoCan: ModuleInvariant = (_before, after, _events, rules) => {
  const part = partOf(after);
  if (!part) return null;
  const circle = part.data?.circle as CropCircle;
  if (!followersOfType(after, rules, part.player, circle).length)
    return `${part.player} asked to ${part.kind} with no follower on a ${CIRCLE_FEATURE[circle]}`;
  const supply = after.players.find((p) => p.id === part.player)?.supply ?? {};
  const spare = Object.entries(supply).some(([kind, n]) => n > 0 && isFollower(rules, kind));
  if (part.kind === ADD && !spare) return `${part.player} asked to add a follower with none in their supply`;
  return null;
};

const NEXT_TURN = new Set<GameEvent['type']>(['turnStarted', 'tileDrawn', 'tileDiscarded']);

/** An answer to a player's part adds at most one follower beside their own, or takes exactly one back. */
const oneFollowerPerAnswer: ModuleInvariant = (before, after, events: GameEvent[], rules) => {
  const part = partOf(before);
  // a player leaving, or the game ending with the turn (final scoring sends everyone home), says nothing
  if (!part || after.turn.step === 'ended' || !after.players.some((p) => p.id === part.player)) return null;
  const circle = part.data?.circle as CropCircle;
  // the answer's own events: the move may run on into the next turn's draw (a wheel sector sending figures home)
  const runsOn = events.findIndex(
    (e) => NEXT_TURN.has(e.type) || ('module' in e && e.module !== undefined && e.module !== CROP_CIRCLES_MODULE),
  );
  const answered = runsOn < 0 ? events : events.slice(0, runsOn);
  const added = answered.filter((e) => e.type === 'figurePlaced' && e.by === CROP_CIRCLES_MODULE);
  const taken = answered.filter(
    (e) => e.type === 'figureReturned' && e.player === part.player && isFollower(rules, e.figure),
  );
  if (part.kind === ADD) {
    if (added.length > 1 || taken.length)
      return `${part.player}'s answer to A added ${added.length}, took ${taken.length}`;
    const event = added[0];
    if (event?.type !== 'figurePlaced') return null;
    const placed = before.board.find((p) => p.x === event.x && p.y === event.y);
    const root = placed && find(before.nodes, placed.nodes[event.feature] as number);
    const beside = root === undefined ? [] : figuresOn(before, root);
    if (event.featureKind !== CIRCLE_FEATURE[circle] || !beside.some((f) => f.player === part.player))
      return `${part.player} added a follower to a ${event.featureKind} without one of theirs there`;
    return null;
  }
  if (part.kind === REMOVE && (taken.length !== 1 || added.length))
    return `${part.player}'s answer to B took back ${taken.length} followers`;
  return null;
};

export const cropCirclesInvariants: ModuleInvariant[] = [askedOnlyWhoCan, oneFollowerPerAnswer];
