// Barber-Surgeons, Latvian: the question names the player's own follower that scored alone ('tavs
// pavalstnieks punktus saņēma viens pats'); it read 'punktus saņēma tikai pavalstnieks' ('only a follower
// scored'), which says neither whose follower nor that it scored alone.
import { describe, expect, it } from 'vitest';
import { installEveryExpansion } from '../../src/expansions';
import { type MessageKey, translate } from '../../src/i18n';

installEveryExpansion();

const question = (figure: string) => translate('lv', 'decision.barber-surgeons.bathhouse' as MessageKey, { figure });

describe('Latvian: the follower that goes into a bathhouse', () => {
  it('is yours and scored alone', () => {
    expect(question('meeple')).toBe('tavs pavalstnieks punktus saņēma viens pats: izvēlies brīvu pirti.');
    expect(question('big')).toContain('tavs lielais pavalstnieks punktus saņēma viens pats');
    expect(question('witch')).toContain('tava ragana punktus saņēma viena pati');
  });
});
