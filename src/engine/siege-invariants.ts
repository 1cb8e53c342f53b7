// What must hold after every move with a siege set (siege.ts: the same checks for every set, which each
// set's manifest lists): an escape takes out at most one follower a turn, one of the player's own
// that could escape before the move; and nobody is asked to escape who has no follower that could.
import type { ModuleInvariant } from './expansion';
import { ESCAPE, siegeEscapers } from './siege';
import { pendingDecision } from './turn';

const escapedEvents = (events: Parameters<ModuleInvariant>[2]) =>
  events.filter((e) => e.type === 'expansion' && e.what === 'escaped');

/** One escape at most per move, by a follower that could escape before it. */
const oneLawfulEscape: ModuleInvariant = (before, _after, events, rules) => {
  const escaped = escapedEvents(events);
  if (escaped.length > 1) return `${escaped.length} followers escaped in one move`;
  const event = escaped[0];
  if (event?.type !== 'expansion') return null;
  const { player, x, y, figure } = event.data as { player: string; x: number; y: number; figure: string };
  const could = siegeEscapers(before, rules, player).some((f) => f.x === x && f.y === y && f.kind === figure);
  return could ? null : `${player}'s ${figure} at ${x},${y} escaped from no besieged city beside a monastery`;
};

/** The escape is asked of the active player only, and only when one of their followers could escape. */
const askedOnlyWhoCan: ModuleInvariant = (_before, after, _events, rules) => {
  const decision = pendingDecision(after);
  if (decision?.kind !== ESCAPE || !rules.modulesById.has(decision.module)) return null;
  const active = after.players[after.turn.player]?.id;
  if (decision.player !== active) return `${decision.player} asked to escape on ${active}'s turn`;
  return siegeEscapers(after, rules, decision.player).length
    ? null
    : `${decision.player} asked to escape with nobody able to`;
};

export const siegeInvariants: ModuleInvariant[] = [oneLawfulEscape, askedOnlyWhoCan];
