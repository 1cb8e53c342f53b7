// A question on the turn post, built from the game record alone: the asked player is pinged (not the
// active one), the answers are in menus of at most 25 numbered entries, Decline only when the rules allow
// it, and the ids carry what tells an earlier question of the same turn apart. The test module `poll`
// (test/support/poll-module.ts) asks the next player in seat order after every turn.

import { AttachmentBuilder } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { turnProblem } from '../../src/app/moves';
import type { GameRecord } from '../../src/app/record';
import { decodeId } from '../../src/bot/custom-id';
import { helpText } from '../../src/bot/help-text';
import { questionComponents, turnPost } from '../../src/bot/messages';
import { applyMove, createGame, legalMoves } from '../../src/engine';
import { EXPANSIONS, installEveryExpansion } from '../../src/expansions';
import { render, translator } from '../../src/i18n';
import { pollManifest } from '../support/poll-module';

// every expansion and the test module `poll`, handed to the engine as an expansion of its own would be
installEveryExpansion([...EXPANSIONS, pollManifest]);

const t = translator('en');
const image = {
  attachment: new AttachmentBuilder(Buffer.from('png'), { name: 'board.png' }),
  url: 'attachment://board.png',
  bytes: 3,
};

/** Ann (first) placed her first tile and no figure: Bob is asked. */
function asking(options: Record<string, unknown> = {}, computerBob = false): GameRecord {
  const players = [
    { id: '100', name: 'Ann' },
    { id: '200', name: 'Bob' },
  ];
  let { state } = createGame({ players, expansions: ['poll'], options, seed: 4 });
  const legal = legalMoves(state);
  if (legal.step !== 'placeTile') throw new Error('a tile first');
  const spot = legal.placements[0] as (typeof legal.placements)[number];
  for (const move of [
    { type: 'placeTile', x: spot.x, y: spot.y, rotation: spot.rotations[0] ?? 0 } as const,
    { type: 'pass' } as const,
  ]) {
    const result = applyMove(state, '100', move);
    if (!result.ok) throw new Error(result.why);
    state = result.state;
  }
  return {
    gameId: 'gq',
    status: 'playing',
    hostId: '100',
    expansions: ['poll'],
    options,
    seats: players.map((p) => ({
      userId: p.id,
      name: p.name,
      ...(computerBob && p.id === '200' ? { computer: 'greedy' as const } : {}),
    })),
    seed: 4,
    state,
    log: [
      { turn: 1, player: '100', move: { type: 'pass' }, at: 0, events: [] },
      { turn: 1, player: '100', move: { type: 'pass' }, at: 0, events: [] },
    ],
    liveMessages: [],
    createdAt: 0,
  };
}

type Json = {
  type: number;
  custom_id: string;
  placeholder?: string;
  label?: string;
  options?: { label: string; value: string }[];
};
const components = (rows: { toJSON(): unknown }[]) =>
  rows.map((row) => (row.toJSON() as { components: Json[] }).components);

describe('a question on the turn post', () => {
  it('pings the asked player, says the question and offers a menu of the numbered answers and Decline', () => {
    const record = asking();
    expect(record.state?.players[record.state.turn.player]?.id).toBe('100');
    const post = turnPost(record, image, { ping: true }, t);
    expect(post.content).toBe('<@200>, a question for you: choose one of the options.');
    expect(post.allowedMentions.users).toEqual(['200']);
    const description = post.embeds[0]?.toJSON().description ?? '';
    expect(description).toContain('Bob, a question for you: choose one of the options.');
    const [menu, decline] = components(post.components);
    expect(menu?.[0]?.options?.map((o) => [o.value, o.label])).toEqual([
      ['1', '1 · Expansion choice · choice 1'],
      ['2', '2 · Expansion choice · choice 2'],
      ['3', '3 · Expansion choice · choice 3'],
    ]);
    expect(menu?.[0]?.placeholder).toBe('Answer: pick a choice');
    expect(decline?.[0]?.label).toBe('Decline');
    // the ids name the game, the turn and the moves logged so far (2): an earlier question's are refused
    expect(decodeId(menu?.[0]?.custom_id ?? '')).toEqual({ action: 'pick', gameId: 'gq', turn: 1, arg: '2.0' });
    expect(decodeId(decline?.[0]?.custom_id ?? '')).toEqual({ action: 'decline', gameId: 'gq', turn: 1, arg: '2' });
  });

  it('pages more than 25 answers over menus of 25 and leaves Decline out when the question is required', () => {
    const record = asking({ pollChoices: 30, pollRequired: true });
    const rows = components(questionComponents(record, t));
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row[0]?.options?.length)).toEqual([25, 5]);
    expect(rows.map((row) => row[0]?.placeholder)).toEqual(['Answer: choices 1–25', 'Answer: choices 26–30']);
    expect(rows.flat().some((c) => c.label === 'Decline')).toBe(false);
    expect(new Set(rows.flat().map((c) => c.custom_id)).size).toBe(2);
  });

  it('never pings a computer player asked a question, and says it is playing instead of asking it', () => {
    const post = turnPost(asking({}, true), image, { ping: true }, t);
    expect(post.allowedMentions.users).toEqual([]);
    expect(post.content).toBe('Bob is playing its turn.');
    expect(post.components).toEqual([]);
  });

  it('refuses the active player as not theirs to answer, and helps each side', () => {
    const record = asking();
    expect(render('en', turnProblem(record, '100') ?? { key: 'game.none' })).toBe(
      "Bob must answer this question, not you. I'll ping you when it's your move.",
    );
    expect(turnProblem(record, '200')).toBeUndefined();
    expect(helpText(record, { userId: '100', name: 'Ann' }, t)).toContain(
      '**Right now:** Bob must answer a question now.',
    );
    expect(helpText(record, { userId: '200', name: 'Bob' }, t)).toContain(
      '**Right now:** Answer the question: choose one of the options. Pick one of the 3 choices in the menu on the turn post or with `/carcassonne choose option`, or decline it with **Decline** or `/carcassonne skip`.',
    );
  });
});
