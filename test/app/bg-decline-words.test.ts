// Bulgarian questions that may be declined say so with the button's word (**Откажи**), as the English
// ones say 'decline': castles in Germany, half tiles and Leipzig's road read '(пас, за да теглиш)' and
// 'или пас', a word that is neither the button nor a command.
import { describe, expect, it } from 'vitest';
import { installEveryExpansion } from '../../src/expansions';
import { type MessageKey, translate } from '../../src/i18n';

installEveryExpansion();

const bg = (key: string) => translate('bg', key as MessageKey, {});

describe('a Bulgarian question declined with Откажи', () => {
  it('says „откажи се“, not „пас“', () => {
    expect(bg('decision.german-castles.castle')).toContain('(откажи се, за да теглиш)');
    expect(bg('decision.halflings.half-tile')).toContain('(откажи се, за да теглиш;');
    expect(bg('decision.leipzig-fair.send')).toContain('или се откажи, за да получиш точките за пътя');
    for (const key of ['decision.german-castles.castle', 'decision.halflings.half-tile', 'decision.leipzig-fair.send'])
      expect(bg(key), key).not.toMatch(/(^|[^\p{L}])пас([^\p{L}]|$)/u);
  });
});
