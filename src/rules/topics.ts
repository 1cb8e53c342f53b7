// The rules reference, in the project's own words: one topic per rule a player may ask about, each
// with a short example. The base game's topics are here; every expansion's are in its folder (topic.ts),
// handed over by the composition root.

import type { ExpansionManifest, TopicText } from '../engine';

export interface RulesTopic {
  id: string;
  title: string;
  /** The rule module the topic belongs to ('base', 'farmers', ...). */
  module: string;
  text: string;
  example: string;
  /** Extra words people search with. */
  keywords: string[];
}

/** Every topic: the base game's, then those the installed expansions bring (addExpansionTopics). */
export const RULES_TOPICS: RulesTopic[] = [
  {
    id: 'turn',
    title: 'Your turn',
    module: 'base',
    text: 'Each turn has three steps: place the tile you drew, then you may put one follower on that tile, then every road, city or monastery your tile finished is scored.',
    example:
      'You draw a curved road, place it to finish a road with your follower on it, put a new follower on a city of the same tile, and score the road.',
    keywords: ['turn', 'steps', 'order', 'play', 'draw'],
  },
  {
    id: 'placing-tiles',
    title: 'Placing a tile',
    module: 'base',
    text: 'The tile must touch the board along at least one full edge, and every edge it touches must continue what is there: road to road, city to city, field to field. A tile that fits nowhere is set aside and you draw another.',
    example: 'A tile with a city on its north edge cannot go south of a road end: the city edge would meet a road.',
    keywords: ['tile', 'edge', 'match', 'fit', 'rotate', 'rotation', 'spot'],
  },
  {
    id: 'followers',
    title: 'Placing a follower',
    module: 'base',
    text: 'You may place one follower from your supply on the tile you just placed: on a road (highwayman), a city (knight), a monastery (monk) or, with farmers, a field. The road, city or field must be empty along its whole length, even of your own followers.',
    example:
      "The road your tile extends already has Bob's follower three tiles away: you cannot place on that road, but you may take the city on your tile if it is empty.",
    keywords: ['meeple', 'follower', 'occupied', 'claim', 'knight', 'monk', 'highwayman', 'figure'],
  },
  {
    id: 'sharing',
    title: 'Sharing a road or city',
    module: 'base',
    text: 'Followers can end up in the same road or city when a tile joins two parts that were separate. When it scores, the player with the most followers there takes all the points; tied players each take all the points. Everyone gets their followers back.',
    example:
      'Ann and Bob each have a knight in two halves of a city; a tile joins them and closes the city of 4 tiles: both score 8.',
    keywords: ['majority', 'tie', 'join', 'merge', 'most', 'share', 'same', 'two', 'both'],
  },
  {
    id: 'roads',
    title: 'Roads',
    module: 'base',
    text: 'A road is finished when both ends stop at a crossing, a city, a monastery, or it closes in a loop. It scores 1 point per tile, during the game and at the end.',
    example: 'A road running over 3 tiles between two crossings scores 3.',
    keywords: ['road', 'highwayman', 'crossing', 'village', 'loop', 'finished', 'unfinished'],
  },
  {
    id: 'cities',
    title: 'Cities',
    module: 'base',
    text: 'A city is finished when walls close it with no gap. It scores 2 points per tile and 2 per pennant (coat of arms). Unfinished at the end it scores 1 per tile and 1 per pennant.',
    example: 'A finished city of 3 tiles with one pennant scores 3 × 2 + 2 = 8; left open at the end it scores 4.',
    keywords: ['city', 'knight', 'pennant', 'shield', 'coat of arms', 'walls', 'finished', 'unfinished'],
  },
  {
    id: 'monasteries',
    title: 'Monasteries',
    module: 'base',
    text: 'A monastery is finished when all eight tiles around it are placed: it scores 9. At the end an unfinished one scores 1 plus 1 per tile around it.',
    example: 'A monk whose monastery has 5 neighbours at the end scores 6.',
    keywords: ['monastery', 'cloister', 'monk', 'abbey', 'finished', 'unfinished'],
  },
  {
    id: 'end',
    title: 'End of the game',
    module: 'base',
    text: 'The game ends after the last tile is placed. Every road, city and monastery that still has followers scores at the end values, then fields score if farmers are on. The most points wins; ties share the win.',
    example: "Ann's open road of 3 tiles scores 3 and her open city of 2 tiles with a pennant scores 3.",
    keywords: ['end', 'final', 'scoring', 'winner', 'win', 'wins', 'last tile'],
  },
];

const CORE_TOPICS = RULES_TOPICS.length;
const expansionTexts = new Map<string, Readonly<Record<string, TopicText>>>();

/** Adds the expansions' topics (the composition root hands them at start-up); again replaces them. */
export function addExpansionTopics(expansions: readonly ExpansionManifest<unknown>[]): void {
  RULES_TOPICS.splice(CORE_TOPICS);
  expansionTexts.clear();
  for (const { id, topics } of expansions)
    for (const topic of topics ?? []) {
      const en = topic.texts.en;
      if (!en) continue;
      RULES_TOPICS.push({ id: topic.id, module: id, ...en });
      expansionTexts.set(topic.id, topic.texts);
    }
}

/** An expansion's topic in a language, as its folder writes it (undefined for a core topic). */
export const expansionTopicText = (id: string, locale: string): TopicText | undefined =>
  expansionTexts.get(id)?.[locale];
