// Latvian 'lauks' is the field a farmer lies in (docs/glossary-lv.md), so a square of the board is not
// called so: a German castle takes 'divu laučiņu vietu' and ten 'vietas' surround it, a half tile fills
// half a 'kvadrāts' (the compendium's word for Halflings). They read 'aizņem divus laukus', 'ceļiem,
// pilsētām un laukiem, kas sakrīt abos laukos', 'Pusīte citas pusītes laukā', 'aizņem pusi lauka'.
import { describe, expect, it } from 'vitest';
import { installEveryExpansion } from '../../src/expansions';
import { germanCastlesTopic } from '../../src/expansions/german-castles/topic';
import { halflingsTopic } from '../../src/expansions/halflings/topic';
import { type MessageKey, translate } from '../../src/i18n';

installEveryExpansion();

const lv = (key: string) => translate('lv', key as MessageKey, {});
const topic = (t: typeof germanCastlesTopic) => `${t.texts.lv?.text ?? ''} ${t.texts.lv?.example ?? ''}`;

describe('Latvian: a square of the board is not a field', () => {
  it('German castles', () => {
    expect(lv('decision.german-castles.castle')).toContain('Tas aizņem divu laučiņu vietu un nedrīkst');
    expect(topic(germanCastlesTopic)).toContain('ar ceļiem, pilsētām un laukiem, kas sakrīt abās tā pusēs');
    expect(topic(germanCastlesTopic)).toContain('kad visas desmit vietas ap to ir aizpildītas');
    expect(topic(germanCastlesTopic)).not.toMatch(/laukos|divus laukus|desmit lauki/);
  });

  it('Halflings', () => {
    expect(lv('refusal.halflings.other-half')).toContain('Pusīte citas pusītes kvadrātā drīkst iet');
    expect(topic(halflingsTopic)).toContain('Pusīte aizņem pusi kvadrāta');
    expect(topic(halflingsTopic)).toContain('Divas pusītes vienā kvadrātā');
    expect(topic(halflingsTopic)).not.toMatch(/pusi lauka|vienā laukā|[;:] lauks /);
  });
});
