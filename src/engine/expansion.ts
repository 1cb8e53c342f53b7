// What one expansion hands to the program: a manifest, exported by its folder's index.ts and named once in
// the composition root (src/expansions/index.ts). The engine reads the rules part (module, player limit,
// invariants, score reasons); the catalog reads the words, the rules reference the topic, the renderer
// the art. The engine knows no language and no drawing: words and topics are plain text by language
// code, and the art's type is the renderer's (render/kit), given as a type parameter.
import type { RuleModule } from './modules/module';
import type { Rules } from './modules/registry';
import type { GameEvent, GameState } from './types';

/** Messages of one language: key → ICU message. */
export type Messages = Readonly<Record<string, string>>;

/**
 * One expansion's messages by language code: English, and every language the catalog speaks with the same
 * keys (test/expansions/manifests.test.ts checks them; the engine knows no list of languages).
 */
export interface ExpansionWords {
  readonly en: Messages;
  readonly [language: string]: Messages;
}

/** A rules topic's words in one language. */
export interface TopicText {
  title: string;
  text: string;
  example: string;
  /** Words people of that language search with (game words of their rule book, synonyms). */
  keywords: string[];
}

/** An expansion's rules topic, with its words in each language (by language code). */
export interface ExpansionTopic {
  id: string;
  texts: Readonly<Record<string, TopicText>>;
}

/**
 * What must hold after every move for an expansion (the simulator checks it), given the game's rules: a
 * description of what broke, or null.
 */
export type ModuleInvariant = (before: GameState, after: GameState, events: GameEvent[], rules: Rules) => string | null;

/**
 * An invariant that follows one game across its moves, for what no single move shows (goods that left
 * the game with a player): the simulator opens it on the game's first state, and the check it returns
 * keeps what it needs to remember between moves.
 */
export type GameInvariant = (start: GameState) => ModuleInvariant;

/**
 * The reasons an expansion's scores give, beyond the base game's (tile, pennant, itself, tile-around,
 * completed-city): units it counts (`score.term.<unit>` in the catalog), rules that set a rate or pay
 * nothing (ScoreDetail.rule), figures that halve a score (`score.halved.<figure>`).
 */
export interface ScoreReasons {
  units?: readonly string[];
  rules?: readonly string[];
  halvedBy?: readonly string[];
}

// Art defaults to never: a manifest without art fits a list of any art type.
export interface ExpansionManifest<Art = never> {
  /** The expansion id: its rule module's id, its folder's name. */
  id: string;
  module: RuleModule;
  /** Most players a game with it seats, when it brings more colours than the base game's five. */
  playerLimit?: number;
  scoreReasons?: ScoreReasons;
  invariants?: readonly ModuleInvariant[];
  gameInvariants?: readonly GameInvariant[];
  words?: ExpansionWords;
  /** Its rules topics (most bring one; an expansion of several rules, one for each). */
  topics?: readonly ExpansionTopic[];
  /** Its drawings, in the renderer's terms (render/kit's ExpansionArt). */
  art?: Art;
}
