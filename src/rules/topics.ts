// The rules reference, in the project's own words: one topic per rule a player may ask about, each
// with a short example. Topics belong to the rule module that brings them (base game, farmers, ...).

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

/** Every topic: the core's, then those the installed expansions bring (addExpansionTopics). */
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
  {
    id: 'fields',
    title: 'Fields and farmers',
    module: 'farmers',
    text: 'A follower laid on a field is a farmer and stays there until the end. Fields are divided by roads, cities and the edge of the board. At the end each field pays 3 points per finished city it touches to the player with the most farmers in it (ties all score). A city touching several fields pays each of them.',
    example:
      'Ann has 2 farmers and Bob 1 in a field touching 3 finished cities and 1 open city: Ann scores 9, Bob nothing.',
    keywords: ['field', 'farmer', 'farm', 'meadow', 'lying'],
  },
  {
    id: 'river',
    title: 'The River',
    module: 'river',
    text: 'The spring is the start tile (the usual start tile stays in the box). The other river tiles are drawn before any normal tile, the lake last. Each one must continue the open end of the river, water against water. No figure may stand on the water, but the roads, cities and fields of river tiles take figures as usual. The river divides fields, except the one field around the spring or the lake. A river tile that fits nowhere is set aside.',
    example:
      'You draw the river tile with a monastery: you place it so its water meets the end of the river, and put a monk on the monastery beside the water.',
    keywords: ['river', 'spring', 'source', 'lake', 'water', 'start tile'],
  },
  {
    id: 'river-bends',
    title: 'No U-turns on the river',
    module: 'river',
    text: 'Two river bends in a row may not turn the same way, or the river would flow back on itself. A straight river tile between two bends the same way is allowed.',
    example:
      'The river bends right, from flowing east to flowing south. Your bend on the next tile must turn left, back to flowing east: turning right would send it west towards the spring.',
    keywords: ['river', 'bend', 'curve', 'turn', 'u-turn', 'u turn'],
  },
  {
    id: 'abbot',
    title: 'The abbot',
    module: 'abbot',
    text: 'Each player has one abbot. Instead of a follower you may put it on a monastery or a garden of the tile you just placed; it goes nowhere else. It scores like a monk: 9 when the 8 tiles around are placed, and at the end 1 plus 1 per tile around it.',
    example:
      'You place a monastery tile: you may put a follower or your abbot on the monastery. With your abbot already out, only the follower is offered.',
    keywords: ['abbot', 'abbess', 'monk', 'monastery', 'cloister'],
  },
  {
    id: 'gardens',
    title: 'Gardens',
    module: 'abbot',
    text: 'Some tiles show a garden. Only an abbot may stand on it, never a follower. A garden scores exactly like a monastery: 9 when surrounded by 8 tiles, at the end 1 plus 1 per tile around it. With the Abbot the game uses the tiles that show gardens.',
    example: 'Your abbot stands on a garden with 5 tiles around it when the game ends: it scores 6.',
    keywords: ['garden', 'flowers', 'abbot'],
  },
  {
    id: 'abbot-recall',
    title: 'Calling the abbot back',
    module: 'abbot',
    text: 'On a turn when you place no figure on your new tile, you may instead take your abbot back from the board. It scores at once what its monastery or garden is worth right now: 1 plus 1 per tile around it.',
    example:
      'Your abbot sits on a garden with 5 tiles around it. You place a tile, put no follower on it, and call the abbot back: 6 points, and the abbot is yours to place again.',
    keywords: ['abbot', 'recall', 'take back', 'return', 'remove'],
  },
  {
    id: 'inns',
    title: 'Inns',
    module: 'inns-cathedrals',
    text: 'Some roads pass an inn by a lake. A road with at least one inn pays 2 points per tile when it is finished, however many inns it has. If it is still unfinished at the end of the game it pays nothing. On the T-junction with an inn, the inn counts for the roads to its left and right but not for the one going down (the option crossroadsInn one-road plays the first printing, where only the road beside it counts).',
    example:
      'Your road of 5 tiles with an inn is finished: 10 points instead of 5. Had it stayed open to the end: 0 instead of 5.',
    keywords: ['inn', 'lake', 'road', 'highwayman', 'double'],
  },
  {
    id: 'cathedrals',
    title: 'Cathedrals',
    module: 'inns-cathedrals',
    text: "A city with a cathedral pays 3 points per tile and 3 per pennant when it is finished. If it is still unfinished at the end it pays nothing, so a cathedral added to someone else's big open city late in the game can cost them all of it.",
    example: 'A finished city of 7 tiles and 2 pennants with a cathedral scores 9 × 3 = 27; left open at the end, 0.',
    keywords: ['cathedral', 'city', 'knight', 'pennant', 'triple'],
  },
  {
    id: 'big-follower',
    title: 'The big follower',
    module: 'inns-cathedrals',
    text: 'Each player has one big follower besides the others. You may place it instead of a normal one, wherever a normal one may go (on a field only with farmers). When a majority is counted it counts as two followers; the points are not doubled. It comes home after scoring like any follower. Inns & Cathedrals also brings a sixth colour, for up to 6 players.',
    example:
      "Your big follower and Bob's one follower share a finished city of 4 tiles: you have 2 against 1 and score 8, Bob nothing. Against two of Bob's followers it is a tie and you both score.",
    keywords: ['big', 'large', 'meeple', 'follower', 'majority', 'six', '6 players'],
  },
  {
    id: 'goods',
    title: 'Goods and traders',
    module: 'traders-builders',
    text: 'Some cities show wine, grain or cloth. Whoever places the tile that finishes such a city takes one goods token per symbol in it, even with no follower there; the city itself scores as usual for its knights. At the end, for each of the three goods, the player with the most tokens scores 10; tied players all score 10.',
    example:
      "Ann finishes Bob's city with 2 grain and 1 wine: Bob scores the city, Ann takes 2 grain and 1 wine. At the end Ann has the most grain and ties Bob on wine: she scores 20, Bob 10 for the wine.",
    keywords: ['goods', 'trade', 'trader', 'wine', 'grain', 'wheat', 'cloth', 'token', 'majority'],
  },
  {
    id: 'builder',
    title: 'The builder',
    module: 'traders-builders',
    text: 'Each player has one builder. Instead of a follower you may put it on a road or city of your new tile where you already have a follower. Later, whenever the tile you place extends that road or city, you place a second tile right away, with its own figure and scoring; that second tile never earns a third. The builder never counts in a majority and goes home when its road or city is scored or when none of your followers is left there.',
    example:
      'Your builder stands on your road. Your tile extends the road, even finishing it: the road scores, and you draw a second tile at once, on which you may put the builder again.',
    keywords: ['builder', 'double turn', 'extra tile', 'second tile', 'again', 'bonus'],
  },
  {
    id: 'pig',
    title: 'The pig',
    module: 'traders-builders',
    text: "Each player has one pig. With farmers on, instead of a follower you may put it on a field of your new tile where you already have a farmer, even if another player's pig is there. At the end, if you win that field, it pays you 4 points per finished city instead of 3. The pig never counts in a majority and goes home if none of your farmers is left in its field.",
    example:
      'Ann, Bob and Cleo each have one farmer in a field with 2 finished cities; Ann and Bob have pigs there. Ann and Bob score 8 each, Cleo 6.',
    keywords: ['pig', 'field', 'farmer', 'farm', 'four'],
  },
];

const CORE_TOPICS = RULES_TOPICS.length;
const expansionTexts = new Map<string, Readonly<Record<string, TopicText>>>();

/** Adds the expansions' topics (the composition root hands them at start-up); again replaces them. */
export function addExpansionTopics(expansions: readonly ExpansionManifest<unknown>[]): void {
  RULES_TOPICS.splice(CORE_TOPICS);
  expansionTexts.clear();
  for (const { id, topic } of expansions) {
    const en = topic?.texts.en;
    if (!topic || !en) continue;
    RULES_TOPICS.push({ id: topic.id, module: id, ...en });
    expansionTexts.set(topic.id, topic.texts);
  }
}

/** An expansion's topic in a language, as its folder writes it (undefined for a core topic). */
export const expansionTopicText = (id: string, locale: string): TopicText | undefined =>
  expansionTexts.get(id)?.[locale];
