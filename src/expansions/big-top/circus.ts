// The big top and its animals (classic-and-all-expansions.md §40 "Tent tiles"; order of play 1C, 3C): the 16
// face-down animal tokens, the big top standing on a tent tile over one of them, and the circus scoring
// when another tent tile is placed or the game ends.
import { parseKey } from '../../engine/geometry';
import { slotOf, writeSlot } from '../../engine/module-state';
import type { TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import type { GameState, Position } from '../../engine/types';
import { BIG_TOP } from './tiles';

/** Each animal: its tokens in the box and the points each follower around the big top scores for it. */
export const ANIMALS = {
  elephant: { count: 1, points: 7 },
  tiger: { count: 2, points: 6 },
  bear: { count: 3, points: 5 },
  seal: { count: 5, points: 4 },
  monkey: { count: 4, points: 3 },
  flea: { count: 1, points: 1 },
} as const;
export type Animal = keyof typeof ANIMALS;
export const ANIMAL_NAMES = Object.keys(ANIMALS) as Animal[];
export const TOKEN_COUNT = ANIMAL_NAMES.reduce((sum, a) => sum + ANIMALS[a].count, 0);

export interface BigTopSlot {
  /** Where the big top stands, and the animal face down under it. */
  top?: Position & { animal: Animal };
  /** The animals scored and out of the game, in the order they were revealed. */
  discarded: Animal[];
}

const EMPTY: BigTopSlot = { discarded: [] };
export const bigTopSlot = (state: GameState): BigTopSlot => slotOf(state, BIG_TOP, EMPTY);

/** The face-down tokens beside the board, in a fixed order: every token neither under the big top nor out. */
export function animalsLeft(state: GameState): Animal[] {
  const { top, discarded } = bigTopSlot(state);
  const left: Record<string, number> = Object.fromEntries(ANIMAL_NAMES.map((a) => [a, ANIMALS[a].count]));
  for (const animal of [...discarded, ...(top ? [top.animal] : [])]) left[animal] = (left[animal] ?? 0) - 1;
  return ANIMAL_NAMES.flatMap((a) => Array.from({ length: Math.max(0, left[a] ?? 0) }, () => a));
}

/**
 * A follower entitled to circus points (§40 interactions): a figure that votes, the normal follower, the
 * big follower (once: it is one follower), the abbot, the wagon, the mayor, the phantom, the ringmaster and
 * every acrobat; not the builder, pig, barn or shepherd, which bring no votes.
 */
export const isFollower = (rules: Rules, kind: string): boolean => {
  const figure = rules.figures.get(kind);
  return !!figure && (figure.weight > 0 || !!figure.votes);
};

/** One token from those beside the board: the move's forced draw if it names one of them, else the seed's. */
function drawAnimal(draft: GameState, ctx: TurnContext): Animal | undefined {
  const left = animalsLeft(draft);
  if (!left.length) return undefined;
  const forced = ctx.forced.draw as Animal | undefined;
  const animal = forced !== undefined && left.includes(forced) ? forced : (left[ctx.random(left.length)] as Animal);
  ctx.events.push({ type: 'chance', module: BIG_TOP, draw: animal });
  return animal;
}

/** The big top as the board shows it: a neutral figure on no feature. */
function standBigTop(draft: GameState, at: Position | undefined) {
  const others = (draft.neutral ?? []).filter((n) => n.kind !== BIG_TOP);
  draft.neutral = at ? [...others, { kind: BIG_TOP, x: at.x, y: at.y }] : others;
}

/**
 * Circus scoring (§40 step 2): the animal under the big top is revealed; every follower on its tile and the
 * 8 around it (one in a castle with a tile there too, #8) scores the animal's points for its owner; the
 * followers stay. The animal is then out of the game, and the big top off the board until it moves on.
 */
export function scoreCircus(draft: GameState, ctx: TurnContext) {
  const { top, discarded } = bigTopSlot(draft);
  if (!top) return;
  const each = ANIMALS[top.animal].points;
  const followers = new Map<string, number>();
  const near = ({ x, y }: Position) => Math.abs(x - top.x) <= 1 && Math.abs(y - top.y) <= 1;
  const count = (player: string, kind: string) => {
    if (isFollower(ctx.rules, kind)) followers.set(player, (followers.get(player) ?? 0) + 1);
  };
  for (const figure of draft.figures) if (near(figure)) count(figure.player, figure.kind);
  // followers other modules hold on tiles (in a castle, #8): there if any of their tiles is
  for (const link of ctx.rules.hooks.figuresHeldOnTiles) {
    for (const held of link.run(draft)) {
      if (held.tiles.some((key) => near(parseKey(key)))) count(held.player, held.figure);
    }
  }
  ctx.events.push({
    type: 'expansion',
    module: BIG_TOP,
    what: 'circus',
    data: { animal: top.animal, each, x: top.x, y: top.y },
  });
  for (const [player, count] of followers) {
    ctx.award({
      player,
      points: count * each,
      source: {
        module: BIG_TOP,
        why: 'circus',
        params: { animal: top.animal, count, each, x: top.x, y: top.y },
        robbable: true,
      },
    });
  }
  writeSlot<BigTopSlot>(draft, BIG_TOP, { discarded: [...discarded, top.animal] });
  standBigTop(draft, undefined);
}

/** A new face-down animal on the tent tile at `at`, and the big top onto it (§40 step 3; the first tent tile). */
export function raiseBigTop(draft: GameState, ctx: TurnContext, at: Position) {
  const animal = drawAnimal(draft, ctx);
  if (!animal) return;
  writeSlot<BigTopSlot>(draft, BIG_TOP, { ...bigTopSlot(draft), top: { x: at.x, y: at.y, animal } });
  standBigTop(draft, at);
  ctx.events.push({ type: 'expansion', module: BIG_TOP, what: 'raised', data: { x: at.x, y: at.y } });
}
