// The Halflings (classic-and-all-expansions.md §35; order-of-play.md 1B-2 and 3A): each player holds two
// half tiles (fn 272: two each whatever the number of players) and may play one instead of drawing a
// tile. The half tiles' shape is the engine's (half-tiles.ts): a half goes where a short side meets a
// tile's edge, or into the gap of another half, long edge to long edge; two halves make one square, one
// tile for whatever counts tiles. The game ends after the turn of the last normal tile: half tiles still
// held are lost (the engine ends the game when the supply is empty, and nobody is offered a half then).

import { tileType } from '../../engine/catalog';
import { writeSlot } from '../../engine/module-state';
import type { RuleModule, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import {
  type HandsSlot,
  handsSlot,
  heldPrivateTiles,
  offerPrivateTile,
  playablePrivateTiles,
  privateTilePlayed,
  takePrivateTile,
} from '../../engine/private-tiles';
import { nextRandom } from '../../engine/rng';
import { printedWorth } from '../../engine/tile-worth';
import type { Decision, DecisionChoice, GameState } from '../../engine/types';
import { HALF_TILE_IDS, HALF_TILES, HALFLINGS } from './tiles';

export const HALF_DECISION = 'half-tile';
export const PLAY_HALF = 'play-half';
export const PICK_DECISION = 'pick-half';
export const PICK_HALF = 'pick';
/** The option: the half tiles dealt face down (the first game's way) or drafted face up (the variant). */
export const DEAL_OPTION = 'halflingsDeal';
export const DEALT = 'dealt';
export const DRAFTED = 'drafted';

/** Half tiles each player holds (fn 272). */
export const HALVES_EACH = 2;

export interface HalflingsSlot extends HandsSlot {
  /** The drafted variant: the half tiles still face up, and who picks next, in order. */
  pool?: string[];
  pickers?: string[];
  /** The drafted variant's half tiles nobody picked: out of the game, back in the box. */
  unpicked?: string[];
}

export const halflingsSlot = (state: GameState) => handsSlot(state, HALFLINGS) as HalflingsSlot;

export const heldHalves = (state: GameState, player: string) => heldPrivateTiles(state, HALFLINGS, player);

/**
 * The half tiles shuffled with a generator of their own, seeded from the game's: the game's draws stay
 * those of the same seed without the Halflings.
 */
function shuffled(tiles: readonly string[], seed: number): string[] {
  const deck = tiles.slice();
  let state = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = deck.length - 1; i > 0; i--) {
    const next = nextRandom(state);
    state = next.state;
    const j = Math.floor(next.value * (i + 1));
    [deck[i], deck[j]] = [deck[j] as string, deck[i] as string];
  }
  return deck;
}

/**
 * Setup: dealt face down, two each, in seat order from a shuffled pile; or, in the drafted variant, laid
 * face up for the players to pick from the last seat backwards, two rounds.
 */
function setUp(draft: GameState) {
  const ids = draft.players.map((p) => p.id);
  if (draft.options[DEAL_OPTION] === DRAFTED) {
    const first = draft.turn.player;
    const backwards = ids.map((_, i) => ids[(first - 1 - i + 2 * ids.length) % ids.length] as string);
    const pickers = Array.from({ length: HALVES_EACH }, () => backwards).flat();
    writeSlot<HalflingsSlot>(draft, HALFLINGS, { hands: {}, pool: [...HALF_TILE_IDS].sort(), pickers });
    return;
  }
  const pile = shuffled(HALF_TILE_IDS, draft.rng);
  const hands: Record<string, string[]> = {};
  for (const [seat, id] of ids.entries()) hands[id] = pile.slice(seat * HALVES_EACH, (seat + 1) * HALVES_EACH);
  writeSlot<HalflingsSlot>(draft, HALFLINGS, { hands });
}

/** Phase beforeDraw: the draft's next pick while it lasts, then the offer to play a half instead of drawing. */
function beforeDraw(draft: GameState, ctx: TurnContext): 'again' | undefined {
  const slot = halflingsSlot(draft);
  const [picker] = slot.pickers ?? [];
  if (picker && slot.pool?.length && ctx.canAsk) {
    ctx.ask({ module: HALFLINGS, kind: PICK_DECISION, player: picker });
    return 'again';
  }
  if (slot.pool) writeSlot<HalflingsSlot>(draft, HALFLINGS, finishedDraft(slot));
  // the last normal tile was played: nobody plays a half any more (the game ends at this draw)
  if (!draft.supply.length) return undefined;
  return offerPrivateTile(draft, ctx, HALFLINGS, HALF_DECISION);
}

/**
 * The draft ends (or is cut short, nobody to ask): whoever still has picks takes the first tiles left; the
 * rest go back in the box.
 */
function finishedDraft(slot: HalflingsSlot): HalflingsSlot {
  const hands = { ...slot.hands };
  const pool = [...(slot.pool ?? [])];
  for (const picker of slot.pickers ?? []) {
    const tile = pool.shift();
    if (tile) hands[picker] = [...(hands[picker] ?? []), tile];
  }
  return pool.length ? { hands, unpicked: pool } : { hands };
}

/** The draft's face-up tiles as the picture and the choices number them: each kind once, in pool order. */
const draftTiles = (pool: readonly string[] = []) => [...new Set(pool)];

function choices(state: GameState, decision: Decision, rules: Rules): DecisionChoice[] {
  if (decision.kind === PICK_DECISION)
    // numbered as the picture of the face-up tiles numbers them (a phone cannot read ids off a tile); a
    // computer player weighs them by what they carry (they are placed later, so the board shows nothing yet)
    return draftTiles(halflingsSlot(state).pool).map((tile, n) => ({
      action: PICK_HALF,
      args: { tile },
      params: { number: n + 1 },
      tile,
      worth: printedWorth(tileType(tile)),
    }));
  // named by its place in the hand, not its picture: the question is public, the hand is not
  const hand = heldHalves(state, decision.player);
  return playablePrivateTiles(state, rules, HALFLINGS, decision.player).map((tile) => ({
    action: PLAY_HALF,
    args: { tile },
    params: { slot: hand.indexOf(tile) + 1 },
  }));
}

function decide(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): null {
  if (decision.kind !== PICK_DECISION) {
    takePrivateTile(draft, choice);
    return null;
  }
  const slot = halflingsSlot(draft);
  const pool = slot.pool ?? [];
  const wanted = choice?.args?.tile;
  const tile = typeof wanted === 'string' && pool.includes(wanted) ? wanted : pool[0];
  const [picker, ...pickers] = slot.pickers ?? [];
  if (!tile || !picker) return null;
  const at = pool.indexOf(tile);
  // named by the number the picture showed it under (the choices' numbering)
  const number = draftTiles(pool).indexOf(tile) + 1;
  ctx.events.push({ type: 'expansion', module: HALFLINGS, what: 'picked', data: { player: picker, number } });
  const hands = { ...slot.hands, [picker]: [...(slot.hands[picker] ?? []), tile] };
  const rest = [...pool.slice(0, at), ...pool.slice(at + 1)];
  const next: HalflingsSlot = pickers.length ? { hands, pool: rest, pickers } : finishedDraft({ hands, pool: rest });
  writeSlot<HalflingsSlot>(draft, HALFLINGS, next);
  return null;
}

export const halflingsModule: RuleModule = {
  id: HALFLINGS,
  tiles: HALF_TILES,
  // held by the players, never in the supply
  tileCounts: () => ({}),
  options: [
    {
      name: DEAL_OPTION,
      description:
        'How the players get their two half tiles: dealt face down at random (the default, the first game’s way) or ' +
        'drafted face up, the last seat picking first and the others after it counter-clockwise, two rounds.',
      values: [DEALT, DRAFTED],
      default: DEALT,
      // the lobby names it (`halflings:drafted` chooses the variant)
      shown: true,
    },
  ],
  phases: {
    beforeDraw,
    afterTile: (draft) => privateTilePlayed(draft, HALFLINGS),
  },
  wakes: { afterTile: { placedTile: (type) => type.half === true } },
  hooks: {
    setupGame: setUp,
    choices: (state, decision, rules) => choices(state, decision, rules),
    decide: (draft, decision, choice, ctx) => decide(draft, decision, choice, ctx),
    heldTiles: heldHalves,
    // the draft's face-up tiles (no player's yet) and, after it, those nobody picked: every tile is somewhere
    setAsideTiles: (state) => halflingsSlot(state).pool ?? halflingsSlot(state).unpicked ?? [],
    tokens: (state, player) => ({ half: heldHalves(state, player).length }),
  },
};
