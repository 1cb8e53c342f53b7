// A game thread is named after its host, cut to Discord's 100 characters: never inside a character
// written as two UTF-16 units (an emoji), which would leave half of it, a lone surrogate, in the name.
import { describe, expect, it } from 'vitest';
import { threadName } from '../../src/bot/thread-game';

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('thread names', () => {
  it('cuts a long name between characters, whatever the offset of its emoji', () => {
    for (let pad = 0; pad < 4; pad++) {
      const host = `${'x'.repeat(80 + pad)}${'🐉'.repeat(20)}`;
      const name = threadName('en', host);
      expect(name.length).toBeLessThanOrEqual(100);
      expect(name).not.toMatch(loneSurrogate);
      expect(name.startsWith('Carcassonne · x')).toBe(true);
    }
  });

  it('keeps a short name whole', () => {
    expect(threadName('en', 'Ann 🐉')).toBe('Carcassonne · Ann 🐉');
  });
});
