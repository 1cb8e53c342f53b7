// The Latvian rules topics keep to the game's own words and cases: the phantom is 'pavadonis' (its own
// words and the compendium), not 'spoks', and 'in the same turn' is the locative 'tajā pašā gājienā'
// (the Barber-Surgeons' topic read 'vai spoks' and 'to pašā gājienā var likt atkal').
import { describe, expect, it } from 'vitest';
import { barberSurgeonsTopic } from '../../src/expansions/barber-surgeons/topic';

const lv = `${barberSurgeonsTopic.texts.lv?.text ?? ''} ${barberSurgeonsTopic.texts.lv?.example ?? ''}`;

describe('Latvian rules topics', () => {
  it('the Barber-Surgeons: the phantom and the same turn', () => {
    expect(lv).toContain('rati, birģermeistars vai pavadonis;');
    expect(lv).toContain('tajā pašā gājienā to var likt atkal.');
    expect(lv).not.toMatch(/spoks|(^|[^\p{L}])to pašā/u);
  });
});
