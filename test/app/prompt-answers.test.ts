// A question's prompt lists at most PROMPT_CHOICES answers: every answer that has no place on the board
// (the Plague's "let one of your figures flee first", which only words show) is among them, and the first
// of the answers the board numbers at their places fill the rest. The terminal's help lists the others.
import { describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { decisionChoices } from '../../src/app/choices';
import { PROMPT_CHOICES, turnPrompt } from '../../src/app/describe';
import { applyMove, createGame, decidingPlayer, legalMoves } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { installEveryExpansion } from '../../src/expansions';
import { render } from '../../src/i18n';
import { runCommand } from '../../src/terminal/commands';
import { recordOf } from '../support/decision-samples';

installEveryExpansion();

/** The first flea question of a seeded random Plague game with more answers than a prompt lists. */
function longFleaQuestion(): GameState {
  const random = new SeededRandom(1);
  const players = [
    { id: 'a', name: 'Ann' },
    { id: 'b', name: 'Bob' },
  ];
  let { state } = createGame({ players, expansions: ['farmers', 'plague'], seed: 1 });
  while (state.turn.step !== 'ended') {
    const legal = legalMoves(state);
    if (legal.step === 'decide' && legal.choices.length > PROMPT_CHOICES && legal.choices.some((c) => !c.at))
      return state;
    const result = applyMove(state, decidingPlayer(state) as string, randomMove(state, random) as never);
    if (!result.ok) throw new Error('a random legal move was refused');
    state = result.state;
  }
  throw new Error('no long flea question in this game');
}

describe('a question with more answers than its prompt lists', () => {
  const record = recordOf(longFleaQuestion());
  const choices = decisionChoices(record);
  const unplaced = choices.filter((choice) => !choice.at);
  const prompt = render('en', turnPrompt(record));

  it('lists the answers with no place on the board, however far down they come', () => {
    expect(unplaced.length).toBeGreaterThan(0);
    expect(choices.indexOf(unplaced[0] as never)).toBeGreaterThanOrEqual(PROMPT_CHOICES);
    for (const choice of unplaced) expect(prompt).toContain(`**${choice.number}** ${render('en', choice.label)}`);
    expect(prompt).toContain(`… ${choices.length - PROMPT_CHOICES} more`);
  });

  it('fills the rest with the first answers placed on the board, in their numbers’ order', () => {
    const listed = [...prompt.matchAll(/\*\*(\d+)\*\*/g)].map((m) => Number(m[1]));
    expect(listed).toHaveLength(PROMPT_CHOICES);
    expect(listed).toEqual([...listed].sort((a, b) => a - b));
    const placedShown = PROMPT_CHOICES - unplaced.length;
    expect(listed.slice(0, placedShown)).toEqual(choices.slice(0, placedShown).map((c) => c.number));
  });

  it('leaves the answers it does not list to the terminal’s help, each once', async () => {
    const asked = record.seats.find((seat) => seat.userId === decidingPlayer(record.state as GameState));
    const help = await runCommand(undefined as never, record, asked as never, 'help');
    const lines = help.lines.join('\n');
    for (const choice of choices) {
      const line = `choose ${choice.number}: ${render('en', choice.label)}`;
      expect(lines.split(line).length - 1, line).toBe(1);
    }
  });
});
