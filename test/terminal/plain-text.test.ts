import { describe, expect, it } from 'vitest';
import { displayName } from '../../src/app/describe';
import { translate } from '../../src/i18n';
import { plainText } from '../../src/terminal/plain-text';

describe('terminal text', () => {
  it('drops Discord markup and the command prefix', () => {
    const prompt = translate('en', 'prompt.place-tile', { turn: 3, player: 'Ann', tile: 'U', count: 4 });
    expect(prompt).toMatch(/\*\*|`/);
    expect(plainText(prompt)).not.toMatch(/\*\*|`|\/carcassonne/);
  });

  it('shows a name as typed, without the escapes that keep it from formatting in Discord', () => {
    const name = '**Bob** _the_ `builder`';
    expect(displayName(name)).not.toBe(name);
    expect(plainText(displayName(name))).toBe(name);
  });
});
