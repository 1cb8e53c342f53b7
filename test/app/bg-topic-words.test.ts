// The Bulgarian rules topics use the glossary's words (docs/glossary-bg.md): a city is „крепост“ (not
// „град“, which names only the town of Carcassonne) and the flying machine is „летателен апарат“; and
// they write „във“ before в or ф, as Bulgarian spelling asks („във вече заобиколена баня“); the phantom is
// „фантом“, not „призрак“.
import { describe, expect, it } from 'vitest';
import { barberSurgeonsTopic } from '../../src/expansions/barber-surgeons/topic';
import { bazaarTopic, bcbTopic } from '../../src/expansions/bridges-castles-bazaars/topic';
import { germanMonasteriesTopic } from '../../src/expansions/german-monasteries/topic';
import { halflingsTopic } from '../../src/expansions/halflings/topic';
import { hillsSheepTopic } from '../../src/expansions/hills-sheep/topic';
import { plagueTopic } from '../../src/expansions/plague/topic';

const topics = [bcbTopic, bazaarTopic, germanMonasteriesTopic, halflingsTopic, hillsSheepTopic, plagueTopic];
const bg = (topic: (typeof topics)[number]) => `${topic.texts.bg?.text ?? ''} ${topic.texts.bg?.example ?? ''}`;

describe('Bulgarian rules topics keep to the glossary', () => {
  it('say крепост for a city and летателен апарат for the flying machine', () => {
    for (const topic of topics) {
      expect(bg(topic), topic.id).not.toMatch(/(^|[^\p{L}])град([^\p{L}]|ове|а\b)/u);
      expect(bg(topic), topic.id).not.toMatch(/летящ/u);
    }
  });

  it('name the small city that becomes a castle, and the flight along a city', () => {
    expect(bg(bcbTopic)).toContain('Когато завършиш малка крепост от точно две полукръгли части');
    expect(bg(plagueTopic)).toContain('да избяга по пътя, крепостта или поляната си до друга плочка');
    expect(bg(halflingsTopic)).toContain('пътища, крепости, манастири, дракона, летателния апарат');
  });

  it('write „във“ before a word that starts with в or ф', () => {
    expect(bg(barberSurgeonsTopic)).toContain('не и ако е изпратен във вече заобиколена');
    expect(bg(barberSurgeonsTopic)).not.toMatch(/(^|[^\p{L}])в [вфВФ]/u);
  });

  it('call the phantom „фантом“, as its own words do', () => {
    expect(bg(germanMonasteriesTopic)).toContain('никой не може да добави фантома');
    for (const topic of topics) expect(bg(topic), topic.id).not.toMatch(/призрак/u);
  });
});
