// The expansions of /carcassonne new: every id the engine knows is offered, and `all` stands for all of
// them once their ids together no longer fit one autocomplete answer (100 characters).
import type { AutocompleteInteraction } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { autocomplete, chosenExpansions, shownChoices } from '../../commands/new';
import type { AutocompleteContext } from '../../src/bot/context';
import { EXPANSION_IDS } from '../../src/engine';

/** Autocomplete answers for what the member has typed so far in `expansions`. */
async function offered(typed: string) {
  let answers: { name: string; value: string | number }[] = [];
  const interaction = {
    locale: 'en-US',
    options: { getFocused: () => typed },
    respond: async (choices: typeof answers) => {
      answers = choices;
    },
  } as unknown as AutocompleteInteraction;
  await autocomplete({ interaction } as AutocompleteContext);
  return answers;
}

describe('/carcassonne new expansions', () => {
  it('offers all, then the expansion ids, within Discord’s limits', async () => {
    const answers = await offered('');
    expect(answers[0]).toEqual({ name: `all: every expansion (${EXPANSION_IDS.length})`, value: 'all' });
    // Discord shows at most 25 answers: the first ids in order, the rest reached by typing
    expect(answers.slice(1).map((a) => a.value)).toEqual(EXPANSION_IDS.slice(0, 24));
    expect(answers.length).toBeLessThanOrEqual(25);
    expect(answers.every((a) => String(a.value).length <= 100 && a.name.length <= 100)).toBe(true);
  });

  it('offers every expansion once its id is typed, however many there are', async () => {
    for (const id of EXPANSION_IDS) {
      const answers = await offered(id);
      expect(answers.map((a) => a.value)).toContain(id);
      expect(answers.length).toBeLessThanOrEqual(25);
    }
  });

  it('narrows to the id being typed after those already chosen', async () => {
    const answers = await offered('farmers, ri');
    expect(answers.map((a) => a.value)).toEqual(['farmers, river', 'farmers, river-2']);
  });

  it('switches every expansion on with all (farmers off only when asked)', () => {
    expect(new Set(chosenExpansions(null, 'all'))).toEqual(new Set(EXPANSION_IDS));
    expect(chosenExpansions(false, 'all')).not.toContain('farmers');
    expect(chosenExpansions(false, 'all')).toHaveLength(EXPANSION_IDS.length - 1);
  });
});

describe('an expansion typed with the value of the option the lobby shows', () => {
  it('sets that option, whatever its case, and keeps the id', () => {
    expect(shownChoices(['farmers', 'wheel-of-fortune:standalone'])).toEqual({
      expansions: ['farmers', 'wheel-of-fortune'],
      options: { wheelOfFortuneBox: 'standalone' },
    });
    expect(shownChoices(['crop-circles:ii'])).toEqual({
      expansions: ['crop-circles'],
      options: { cropCircleTiles: 'II' },
    });
  });

  it('keeps a value no option has as typed, for the settings check to refuse', () => {
    expect(shownChoices(['wheel-of-fortune:huge', 'farmers:yes'])).toEqual({
      expansions: ['wheel-of-fortune:huge', 'farmers:yes'],
      options: {},
    });
  });

  it("suggests the option's values after the id and a colon, the ids typed before kept", async () => {
    const answers = await offered('farmers, wheel-of-fortune:');
    expect(answers.map((a) => a.value)).toEqual([
      'farmers, wheel-of-fortune:expansion',
      'farmers, wheel-of-fortune:standalone',
    ]);
    const after = await offered('wheel-of-fortune:standalone, farm');
    expect(after.map((a) => a.value)).toEqual(['wheel-of-fortune:standalone, farmers']);
  });
});
