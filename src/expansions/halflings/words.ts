// The Halflings' words in every language. The rule books' own words: Latvian "Pusītes", a half tile a
// "trīsstūrveida laučiņš" (the Latvian compendium §35); Romanian "Jumi-juma" (the order of play's list of
// expansions); English "Halflings", "half tile". Bulgarian and Icelandic use their catalogs' words for a
// tile (плочка, flís) with "triangular" (триъгълна, þríhyrnd).
import type { ExpansionWords } from '../../engine/expansion';

export const halflingsWords: ExpansionWords = {
  en: {
    'expansion.halflings': 'Halflings',
    'word.token.count.half': '{count, plural, one {# half tile} other {# half tiles}}',
    'decision.halflings.half-tile':
      "play one of your half tiles instead of drawing a tile? A short side must meet a tile's edge, or its long edge the long edge of another half (decline to draw one; /carcassonne tiles shows your half tiles to you alone).",
    'choice.halflings.play-half': 'Play my half tile no. {slot}',
    'decision.halflings.pick-half':
      'pick a face-up half tile to keep, by its number in the picture (two rounds, the last seat first).',
    'choice.halflings.pick': 'Take half tile no. {number}',
    'event.halflings.picked': '{player} takes half tile no. {number} of the face-up ones.',
    'refusal.halflings.other-half':
      "A half tile goes into another half's square only turned to fill its gap, long edge against long edge.",
    'refusal.halflings.long-edge': 'The two long edges must show the same: road, city or field.',
    'option.halflingsDeal.drafted': 'half tiles drafted face up, last seat first',
    'option.halflingsDeal.dealt': 'half tiles dealt face down (the default)',
  },
  ro: {
    'expansion.halflings': 'Jumi-juma',
    'word.token.count.half':
      '{count, plural, one {# cartonaș triunghiular} few {# cartonașe triunghiulare} other {# de cartonașe triunghiulare}}',
    'decision.halflings.half-tile':
      'pui unul dintre cartonașele tale triunghiulare în loc să tragi un cartonaș? O latură scurtă trebuie să atingă marginea unui cartonaș, sau latura lungă latura lungă a altui triunghi (pas ca să tragi; /carcassonne tiles îți arată doar ție cartonașele triunghiulare).',
    'choice.halflings.play-half': 'Pun cartonașul triunghiular nr. {slot}',
    'decision.halflings.pick-half':
      'alege un cartonaș triunghiular cu fața în sus, după numărul lui din imagine (două runde, începe ultimul jucător).',
    'choice.halflings.pick': 'Iau cartonașul triunghiular nr. {number}',
    'event.halflings.picked': '{player} ia cartonașul triunghiular nr. {number} dintre cele cu fața în sus.',
    'refusal.halflings.other-half':
      'Un cartonaș triunghiular intră în pătratul altuia doar întors ca să-i umple golul, latură lungă lângă latură lungă.',
    'refusal.halflings.long-edge': 'Cele două laturi lungi trebuie să arate același lucru: drum, oraș sau câmp.',
    'option.halflingsDeal.drafted': 'cartonașe triunghiulare alese cu fața în sus, începe ultimul jucător',
    'option.halflingsDeal.dealt': 'cartonașe triunghiulare împărțite cu fața în jos (implicit)',
  },
  bg: {
    'expansion.halflings': 'Половинки',
    'word.token.count.half': '{count, plural, one {# триъгълна плочка} other {# триъгълни плочки}}',
    'decision.halflings.half-tile':
      'да поставиш ли една от триъгълните си плочки вместо да теглиш? Къса страна трябва да опира в ръба на плочка или дългата ѝ страна в дългата страна на друга половинка (откажи се, за да теглиш; /carcassonne tiles показва триъгълните ти плочки само на теб).',
    'choice.halflings.play-half': 'Поставям триъгълна плочка № {slot}',
    'decision.halflings.pick-half':
      'избери открита триъгълна плочка по номера ѝ на картинката (два кръга, започва последният играч).',
    'choice.halflings.pick': 'Вземам триъгълна плочка № {number}',
    'event.halflings.picked': '{player} взема триъгълна плочка № {number} от откритите.',
    'refusal.halflings.other-half':
      'Триъгълна плочка влиза в полето на друга само обърната да запълни празнината ѝ, дълга страна до дълга страна.',
    'refusal.halflings.long-edge': 'Двете дълги страни трябва да показват едно и също: път, крепост или поляна.',
    'option.halflingsDeal.drafted': 'триъгълните плочки се избират открити, започва последният',
    'option.halflingsDeal.dealt': 'триъгълните плочки се раздават с лицето надолу (по подразбиране)',
  },
  lv: {
    'expansion.halflings': 'Pusītes',
    'word.token.count.half':
      '{count, plural, zero {# trīsstūrveida laučiņu} one {# trīsstūrveida laučiņš} other {# trīsstūrveida laučiņi}}',
    'decision.halflings.half-tile':
      'likt vienu no saviem trīsstūrveida laučiņiem laučiņa vilkšanas vietā? Īsajai malai jāpieskaras laučiņa malai vai garajai malai citas pusītes garajai malai (izlaid, lai vilktu; /carcassonne tiles parāda tavas pusītes tikai tev).',
    'choice.halflings.play-half': 'Lieku trīsstūrveida laučiņu nr. {slot}',
    'decision.halflings.pick-half':
      'izvēlies atklātu trīsstūrveida laučiņu pēc tā numura attēlā (divi apļi, sāk pēdējais spēlētājs).',
    'choice.halflings.pick': 'Ņemu trīsstūrveida laučiņu nr. {number}',
    'event.halflings.picked': '{player} paņem atklāto trīsstūrveida laučiņu nr. {number}.',
    'refusal.halflings.other-half':
      'Pusīte citas pusītes kvadrātā drīkst iet tikai pagriezta tā, lai aizpildītu tukšumu, garā mala pie garās malas.',
    'refusal.halflings.long-edge': 'Abām garajām malām jārāda viens un tas pats: ceļš, pilsēta vai lauks.',
    'option.halflingsDeal.drafted': 'pusītes izvēlas atklātas, sāk pēdējais',
    'option.halflingsDeal.dealt': 'pusītes izdala ar attēlu uz leju (pēc noklusējuma)',
  },
  is: {
    'expansion.halflings': 'Hálfflísar',
    'word.token.count.half': '{count, plural, one {# þríhyrnd flís} other {# þríhyrndar flísar}}',
    'decision.halflings.half-tile':
      'leggja eina af þríhyrndu flísunum þínum í stað þess að draga flís? Stutt hlið verður að snerta brún flísar, eða langa hliðin löngu hlið annarrar hálfflísar (pass til að draga; /carcassonne tiles sýnir þér einum þríhyrndu flísarnar þínar).',
    'choice.halflings.play-half': 'Legg þríhyrnda flís nr. {slot}',
    'decision.halflings.pick-half':
      'veldu þríhyrnda flís sem snýr upp eftir númeri hennar á myndinni (tvær umferðir, síðasti leikmaður fyrst).',
    'choice.halflings.pick': 'Tek þríhyrnda flís nr. {number}',
    'event.halflings.picked': '{player} tekur þríhyrnda flís nr. {number} af þeim sem snúa upp.',
    'refusal.halflings.other-half':
      'Þríhyrnd flís fer í reit annarrar aðeins þannig snúin að hún fylli skarðið, löng hlið að langri hlið.',
    'refusal.halflings.long-edge': 'Löngu hliðarnar tvær verða að sýna það sama: veg, borg eða akur.',
    'option.halflingsDeal.drafted': 'þríhyrndar flísar valdar upp í loft, síðasti leikmaður fyrst',
    'option.halflingsDeal.dealt': 'þríhyrndar flísar gefnar á hvolfi (sjálfgefið)',
  },
};
