// A whole game in each language in the terminal (`npm run play -- --lang lv`): everything printed must
// hold no English word of the catalog that the language's own catalog does not use. The non-English
// games switch on by themselves once their catalog is translated (catalogUntranslated).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n';
import { playInTerminal } from '../../src/terminal/session';
import { catalogUntranslated, englishIn } from '../support/catalog-words';

/** A human who asks for help, the scores, a rule and an unknown command, then tries spot 1 until done. */
function curiousHuman(): AsyncIterator<string> {
  const asks = ['help', 'scores', 'tiles', 'rules city', 'dance', 'place 999 0', 'figure Z'];
  let rotation = 0;
  let tries = 0;
  return {
    async next() {
      const ask = asks.shift();
      if (ask) return { done: false, value: ask };
      if (++tries > 40) return { done: false, value: 'quit' };
      rotation = (rotation + 90) % 360;
      return { done: false, value: tries % 5 === 0 ? 'skip' : `place 1 ${rotation}` };
    },
  };
}

describe.each(LOCALES)('the terminal in %s', (locale) => {
  it.skipIf(catalogUntranslated(locale))(
    'prints no English word outside names',
    async () => {
      const out = mkdtempSync(join(tmpdir(), 'carc-lang-'));
      try {
        const printed: string[] = [];
        const print = (line: string) => printed.push(line);
        // a whole game between two computer players, then a human's questions and mistakes
        const finished = await playInTerminal({
          humans: [],
          computers: 2,
          seed: 5,
          expansions: ['farmers'],
          out,
          language: locale,
          input: curiousHuman(),
          print,
        });
        expect(finished?.status).toBe('finished');
        await playInTerminal({
          humans: ['Ann'],
          computers: 1,
          seed: 9,
          expansions: ['farmers', 'abbot'],
          out,
          language: locale,
          input: curiousHuman(),
          print,
        });
        // the paths of the images are file names, not words
        const texts = printed.map((line) => line.replace(/\S+\.png/g, ''));
        expect(texts.length).toBeGreaterThan(100);
        expect(englishIn(texts, locale)).toEqual([]);
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
