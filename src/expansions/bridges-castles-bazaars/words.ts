// Bridges, Castles & Bazaars' words in every language: the Latvian rule book's Tilti, Pilis un Tirgi (pils,
// pils žetons, blakus-laučiņi), the Romanian order of play's cetate (fief, pod, bazar, licitație);
// Bulgarian and Icelandic have no source: замък / мост / базар and kastali / brú / basar are chosen.
// {kind} is a feature kind's id, said in the form the sentence needs.
import type { ExpansionWords } from '../../engine/expansion';
import { capitalBranches } from '../../i18n/figure-words';

const KIND = {
  en: '{kind, select, road {road} city {city} monastery {monastery} castle {castle} other {feature}}',
  ro: '{kind, select, road {drumul} city {orașul} monastery {mănăstirea} castle {cetatea} other {teritoriul}}',
  bg: '{kind, select, road {пътя} city {крепостта} monastery {манастира} castle {замъка} other {обекта}}',
  lv: '{kind, select, road {ceļu} city {pilsētu} monastery {klosteri} castle {pili} other {objektu}}',
  is: '{kind, select, road {veginn} city {borgina} monastery {klaustrið} castle {kastalann} other {svæðið}}',
};

export const bcbWords: ExpansionWords = {
  en: {
    'expansion.bridges-castles-bazaars': 'Bridges, Castles & Bazaars',
    'decision.bridges-castles-bazaars.castle':
      'your small city of two half-circles is complete: turn it into a castle (your follower moves in, no points now), or decline and score it.',
    'choice.bridges-castles-bazaars.build-castle': 'Build a castle at {x},{y}',
    'decision.bridges-castles-bazaars.castle-scores':
      'several features completed around your castle at once: choose the one your castle scores.',
    'choice.bridges-castles-bazaars.castle-score-from': `The ${KIND.en} at {x},{y} ({points, plural, one {# point} other {# points}})`,
    'event.bridges-castles-bazaars.castle-built':
      '{player} turns the small city at {x},{y} and {x2},{y2} into a castle.',
    'points.bridges-castles-bazaars.castle': `{player} scores {points, plural, one {# point} other {# points}} for the castle at {x},{y}.`,
    'refusal.bridges-castles-bazaars.no-castle': 'This city cannot become a castle now.',
    'score.term.castle': '{count, plural, one {# castle} other {# castles}} × {each}',
    'score.term.unscored-castle':
      '{count, plural, one {# castle not yet scored} other {# castles not yet scored}} × {each}',
    'panel.bridges-castles-bazaars.castles': '{tokens, plural, one {# castle} other {# castles}}',
    // bazaars
    'decision.bridges-castles-bazaars.bazaar-pick':
      'bazaar: choose the tile to auction next, by its number in the picture; you bid first.',
    'decision.bridges-castles-bazaars.bazaar-take':
      'bazaar without bidding: choose the tile you place this turn, by its number in the picture.',
    'decision.bridges-castles-bazaars.bazaar-open': 'bazaar: your opening bid for tile {number} (0 is allowed).',
    'decision.bridges-castles-bazaars.bazaar-raise':
      '{bidder} bids {points, plural, one {# point} other {# points}} for tile {number}: raise the bid, or decline to stay out.',
    'decision.bridges-castles-bazaars.bazaar-settle':
      '{bidder} bids {points, plural, one {# point} other {# points}} for tile {number}: buy it (you pay {bidder} {points, plural, one {# point} other {# points}}) or sell it to {bidder} (you receive {points, plural, one {# point} other {# points}}).',
    'choice.bridges-castles-bazaars.bazaar-tile':
      'Tile {number} (cities {cities}, roads {roads}{monastery, select, yes {, a monastery} other {}})',
    'choice.bridges-castles-bazaars.bazaar-bid': 'Bid {points, plural, one {# point} other {# points}}',
    'choice.bridges-castles-bazaars.bazaar-buy':
      'Buy it: pay {bidder} {points, plural, one {# point} other {# points}}',
    'choice.bridges-castles-bazaars.bazaar-sell':
      'Sell it: {bidder} pays you {points, plural, one {# point} other {# points}}',
    'event.bridges-castles-bazaars.bazaar-opened':
      'Bazaar: {player} reveals {count, plural, one {# tile} other {# tiles}} for auction, numbered 1 to {count} in the order revealed.',
    'event.bridges-castles-bazaars.bazaar-face-down':
      "Bazaar: {player} takes {count, plural, one {# tile} other {# tiles}} face down; the auction follows the builder's extra turn.",
    'event.bridges-castles-bazaars.bazaar-too-few': 'Bazaar: too few tiles are left ({tiles}), so there is no auction.',
    'event.bridges-castles-bazaars.bazaar-picked': '{player} puts tile {number} up for auction.',
    'event.bridges-castles-bazaars.bazaar-bid':
      '{player} bids {points, plural, one {# point} other {# points}} for tile {number}.',
    'event.bridges-castles-bazaars.bazaar-passed': '{player} does not bid.',
    'event.bridges-castles-bazaars.bazaar-sold': '{player} gets tile {number}.',
    'event.bridges-castles-bazaars.bazaar-free': '{player} gets the last tile, tile {number}, for free.',
    'event.bridges-castles-bazaars.bazaar-turn': '{player} plays tile {number} from the bazaar.',
    'points.bridges-castles-bazaars.bazaar-bought':
      '{player} pays {paid, plural, one {# point} other {# points}} for tile {number}.',
    'points.bridges-castles-bazaars.bazaar-sold':
      '{player} receives {paid, plural, one {# point} other {# points}} for tile {number}.',
    'points.bridges-castles-bazaars.bazaar-only-bid':
      '{player} pays {paid, plural, one {# point} other {# points}} for tile {number} (the only bid, to nobody).',
    'refusal.bridges-castles-bazaars.not-on-offer': 'That tile is not on offer at the bazaar.',
    'refusal.bridges-castles-bazaars.no-auction': 'No auction is under way.',
    'option.bazaarBidding.false': 'bazaars without bidding (each player takes a tile)',
    'panel.bridges-castles-bazaars.bid':
      'bazaar: bids {points, plural, one {# point} other {# points}} for tile {number}',
    'panel.bridges-castles-bazaars.to-bid': 'bazaar: to bid for tile {number}',
    'panel.bridges-castles-bazaars.bought': 'bazaar: has tile {number}',
    'panel.bridges-castles-bazaars.offer': 'bazaar: on offer {count, plural, one {tile} other {tiles}} {tiles}',
  },
  ro: {
    'expansion.bridges-castles-bazaars': 'Poduri, cetăți și bazaruri',
    'decision.bridges-castles-bazaars.castle':
      'orașul tău mic din două semicercuri e terminat: transformă-l într-o cetate (supusul tău intră în ea, fără puncte acum) sau refuză și primește punctele.',
    'choice.bridges-castles-bazaars.build-castle': 'Construiește o cetate la {x},{y}',
    'decision.bridges-castles-bazaars.castle-scores':
      'mai multe teritorii s-au terminat deodată în fieful cetății tale: alege-l pe cel pe care îl punctează cetatea.',
    'choice.bridges-castles-bazaars.castle-score-from': `${capitalBranches('ro', KIND.ro)} de la {x},{y} ({points, plural, one {# punct} few {# puncte} other {# de puncte}})`,
    'event.bridges-castles-bazaars.castle-built':
      '{player} transformă orașul mic de la {x},{y} și {x2},{y2} într-o cetate.',
    'points.bridges-castles-bazaars.castle': `{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} pentru cetatea de la {x},{y}.`,
    'refusal.bridges-castles-bazaars.no-castle': 'Acest oraș nu poate deveni cetate acum.',
    'score.term.castle': '{count, plural, one {# cetate} few {# cetăți} other {# de cetăți}} × {each}',
    'score.term.unscored-castle':
      '{count, plural, one {# cetate încă nepunctată} few {# cetăți încă nepunctate} other {# de cetăți încă nepunctate}} × {each}',
    'panel.bridges-castles-bazaars.castles': '{tokens, plural, one {# cetate} few {# cetăți} other {# de cetăți}}',
    // bazaars
    'decision.bridges-castles-bazaars.bazaar-pick':
      'bazar: alege, după numărul din imagine, cartonașul scos la licitație; tu licitezi primul.',
    'decision.bridges-castles-bazaars.bazaar-take':
      'bazar fără licitație: alege, după numărul din imagine, cartonașul pe care îl așezi în acest tur.',
    'decision.bridges-castles-bazaars.bazaar-open':
      'bazar: prima ta ofertă pentru cartonașul nr. {number} (poate fi 0).',
    'decision.bridges-castles-bazaars.bazaar-raise':
      '{bidder} oferă {points, plural, one {# punct} few {# puncte} other {# de puncte}} pentru cartonașul nr. {number}: supralicitează sau refuză ca să rămâi pe dinafară.',
    'decision.bridges-castles-bazaars.bazaar-settle':
      '{bidder} oferă {points, plural, one {# punct} few {# puncte} other {# de puncte}} pentru cartonașul nr. {number}: cumpără-l (îi plătești lui {bidder} {points, plural, one {# punct} few {# puncte} other {# de puncte}}) sau vinde-l lui {bidder} (primești {points, plural, one {# punct} few {# puncte} other {# de puncte}}).',
    'choice.bridges-castles-bazaars.bazaar-tile':
      'Cartonașul nr. {number} (orașe {cities}, drumuri {roads}{monastery, select, yes {, o mănăstire} other {}})',
    'choice.bridges-castles-bazaars.bazaar-bid':
      'Oferă {points, plural, one {# punct} few {# puncte} other {# de puncte}}',
    'choice.bridges-castles-bazaars.bazaar-buy':
      'Cumpără: plătești lui {bidder} {points, plural, one {# punct} few {# puncte} other {# de puncte}}',
    'choice.bridges-castles-bazaars.bazaar-sell':
      'Vinde: {bidder} îți plătește {points, plural, one {# punct} few {# puncte} other {# de puncte}}',
    'event.bridges-castles-bazaars.bazaar-opened':
      'Bazar: {player} întoarce {count, plural, one {un cartonaș} few {# cartonașe} other {# de cartonașe}} pentru licitație (nr. 1–{count}, în ordinea în care au fost întoarse).',
    'event.bridges-castles-bazaars.bazaar-face-down':
      'Bazar: {player} ia {count, plural, one {un cartonaș} few {# cartonașe} other {# de cartonașe}} cu fața în jos; licitația urmează după turul în plus al constructorului.',
    'event.bridges-castles-bazaars.bazaar-too-few':
      'Bazar: au rămas prea puține cartonașe ({tiles}), deci nu are loc nicio licitație.',
    'event.bridges-castles-bazaars.bazaar-picked': '{player} scoate la licitație cartonașul nr. {number}.',
    'event.bridges-castles-bazaars.bazaar-bid':
      '{player} oferă {points, plural, one {# punct} few {# puncte} other {# de puncte}} pentru cartonașul nr. {number}.',
    'event.bridges-castles-bazaars.bazaar-passed': '{player} nu licitează.',
    'event.bridges-castles-bazaars.bazaar-sold': '{player} primește cartonașul nr. {number}.',
    'event.bridges-castles-bazaars.bazaar-free': '{player} primește gratuit ultimul cartonaș, nr. {number}.',
    'event.bridges-castles-bazaars.bazaar-turn': '{player} joacă cartonașul nr. {number} de la bazar.',
    'points.bridges-castles-bazaars.bazaar-bought':
      '{player} plătește {paid, plural, one {# punct} few {# puncte} other {# de puncte}} pentru cartonașul nr. {number}.',
    'points.bridges-castles-bazaars.bazaar-sold':
      '{player} primește {paid, plural, one {# punct} few {# puncte} other {# de puncte}} pentru cartonașul nr. {number}.',
    'points.bridges-castles-bazaars.bazaar-only-bid':
      '{player} plătește {paid, plural, one {# punct} few {# puncte} other {# de puncte}} pentru cartonașul nr. {number} (singura ofertă, nimănui).',
    'refusal.bridges-castles-bazaars.not-on-offer': 'Acest cartonaș nu e oferit la bazar.',
    'refusal.bridges-castles-bazaars.no-auction': 'Nu are loc nicio licitație.',
    'option.bazaarBidding.false': 'bazaruri fără licitație (fiecare jucător ia un cartonaș)',
    'panel.bridges-castles-bazaars.bid':
      'bazar: oferă {points, plural, one {# punct} few {# puncte} other {# de puncte}} pentru cartonașul nr. {number}',
    'panel.bridges-castles-bazaars.to-bid': 'bazar: urmează să liciteze pentru cartonașul nr. {number}',
    'panel.bridges-castles-bazaars.bought': 'bazar: are cartonașul nr. {number}',
    'panel.bridges-castles-bazaars.offer':
      'bazar: {count, plural, one {oferit cartonașul} other {oferite cartonașele}} nr. {tiles}',
  },
  bg: {
    'expansion.bridges-castles-bazaars': 'Мостове, замъци и базари',
    'decision.bridges-castles-bazaars.castle':
      'малката ти крепост от два полукръга е завършена: превърни я в замък (мийпълът ти влиза в него, без точки сега) или откажи и вземи точките.',
    'choice.bridges-castles-bazaars.build-castle': 'Построй замък на {x},{y}',
    'decision.bridges-castles-bazaars.castle-scores':
      'няколко обекта около замъка ти се завършиха наведнъж: избери този, за който замъкът получава точки.',
    'choice.bridges-castles-bazaars.castle-score-from': `За ${KIND.bg} на {x},{y} ({points, plural, one {# точка} other {# точки}})`,
    'event.bridges-castles-bazaars.castle-built': '{player} превръща малката крепост на {x},{y} и {x2},{y2} в замък.',
    'points.bridges-castles-bazaars.castle': `{player} получава {points, plural, one {# точка} other {# точки}} за замъка на {x},{y}.`,
    'refusal.bridges-castles-bazaars.no-castle': 'Тази крепост не може да стане замък сега.',
    'score.term.castle': '{count, plural, one {# замък} other {# замъка}} × {each}',
    'score.term.unscored-castle':
      '{count, plural, one {# замък още без точки} other {# замъка още без точки}} × {each}',
    'panel.bridges-castles-bazaars.castles': '{tokens, plural, one {# замък} other {# замъка}}',
    // bazaars
    'decision.bridges-castles-bazaars.bazaar-pick':
      'базар: избери по номера в картинката плочката за следващия търг; ти наддаваш пръв.',
    'decision.bridges-castles-bazaars.bazaar-take':
      'базар без наддаване: избери по номера в картинката плочката, която поставяш този ход.',
    'decision.bridges-castles-bazaars.bazaar-open': 'базар: първото ти наддаване за плочка № {number} (може и 0).',
    'decision.bridges-castles-bazaars.bazaar-raise':
      '{bidder} предлага {points, plural, one {# точка} other {# точки}} за плочка № {number}: наддай или откажи, за да останеш настрана.',
    'decision.bridges-castles-bazaars.bazaar-settle':
      '{bidder} предлага {points, plural, one {# точка} other {# точки}} за плочка № {number}: купи я (плащаш на {bidder} {points, plural, one {# точка} other {# точки}}) или я продай на {bidder} (получаваш {points, plural, one {# точка} other {# точки}}).',
    'choice.bridges-castles-bazaars.bazaar-tile':
      'Плочка № {number} (крепости {cities}, пътища {roads}{monastery, select, yes {, манастир} other {}})',
    'choice.bridges-castles-bazaars.bazaar-bid': 'Предложи {points, plural, one {# точка} other {# точки}}',
    'choice.bridges-castles-bazaars.bazaar-buy':
      'Купи: плащаш на {bidder} {points, plural, one {# точка} other {# точки}}',
    'choice.bridges-castles-bazaars.bazaar-sell':
      'Продай: {bidder} ти плаща {points, plural, one {# точка} other {# точки}}',
    'event.bridges-castles-bazaars.bazaar-opened':
      'Базар: {player} открива {count, plural, one {# плочка} other {# плочки}} за търг (№ 1–{count}, по реда на откриване).',
    'event.bridges-castles-bazaars.bazaar-face-down':
      'Базар: {player} взема {count, plural, one {# плочка} other {# плочки}} с лицето надолу; търгът е след допълнителния ход на строителя.',
    'event.bridges-castles-bazaars.bazaar-too-few': 'Базар: останаха твърде малко плочки ({tiles}), затова търг няма.',
    'event.bridges-castles-bazaars.bazaar-picked': '{player} предлага на търг плочка № {number}.',
    'event.bridges-castles-bazaars.bazaar-bid':
      '{player} предлага {points, plural, one {# точка} other {# точки}} за плочка № {number}.',
    'event.bridges-castles-bazaars.bazaar-passed': '{player} не наддава.',
    'event.bridges-castles-bazaars.bazaar-sold': '{player} получава плочка № {number}.',
    'event.bridges-castles-bazaars.bazaar-free': '{player} получава последната плочка, № {number}, безплатно.',
    'event.bridges-castles-bazaars.bazaar-turn': '{player} играе плочка № {number} от базара.',
    'points.bridges-castles-bazaars.bazaar-bought':
      '{player} плаща {paid, plural, one {# точка} other {# точки}} за плочка № {number}.',
    'points.bridges-castles-bazaars.bazaar-sold':
      '{player} получава {paid, plural, one {# точка} other {# точки}} за плочка № {number}.',
    'points.bridges-castles-bazaars.bazaar-only-bid':
      '{player} плаща {paid, plural, one {# точка} other {# точки}} за плочка № {number} (единственото наддаване, на никого).',
    'refusal.bridges-castles-bazaars.not-on-offer': 'Тази плочка не се предлага на базара.',
    'refusal.bridges-castles-bazaars.no-auction': 'В момента няма търг.',
    'option.bazaarBidding.false': 'базари без наддаване (всеки играч взема плочка)',
    'panel.bridges-castles-bazaars.bid':
      'базар: предлага {points, plural, one {# точка} other {# точки}} за плочка № {number}',
    'panel.bridges-castles-bazaars.to-bid': 'базар: предстои да наддава за плочка № {number}',
    'panel.bridges-castles-bazaars.bought': 'базар: има плочка № {number}',
    'panel.bridges-castles-bazaars.offer':
      'базар: {count, plural, one {предлага се плочка} other {предлагат се плочки}} № {tiles}',
  },
  lv: {
    'expansion.bridges-castles-bazaars': 'Tilti, Pilis un Tirgi',
    'decision.bridges-castles-bazaars.castle':
      'tava mazā pilsēta no diviem pusapaļiem segmentiem ir pabeigta: pārvērt to par pili (tavs pavalstnieks pārvietojas pilī, punktu tagad nav) vai atsakies un saņem punktus.',
    'choice.bridges-castles-bazaars.build-castle': 'Uzcelt pili {x},{y}',
    'decision.bridges-castles-bazaars.castle-scores':
      'pils apkārtnē vienlaicīgi pabeigti vairāki objekti: izvēlies, par kuru pils saņem punktus.',
    'choice.bridges-castles-bazaars.castle-score-from': `Par ${KIND.lv} {x},{y} ({points, plural, zero {# punktu} one {# punktu} other {# punktus}})`,
    'event.bridges-castles-bazaars.castle-built': '{player} pārvērš mazo pilsētu {x},{y} un {x2},{y2} par pili.',
    'points.bridges-castles-bazaars.castle': `{player} saņem {points, plural, zero {# punktu} one {# punktu} other {# punktus}} par pili {x},{y}.`,
    'refusal.bridges-castles-bazaars.no-castle': 'Šo pilsētu tagad nevar pārvērst par pili.',
    'score.term.castle': '{count, plural, zero {# piļu} one {# pils} other {# pilis}} × {each}',
    'score.term.unscored-castle':
      '{count, plural, zero {# piļu vēl bez punktiem} one {# pils vēl bez punktiem} other {# pilis vēl bez punktiem}} × {each}',
    'panel.bridges-castles-bazaars.castles': '{tokens, plural, zero {# piļu} one {# pils} other {# pilis}}',
    // bazaars
    'decision.bridges-castles-bazaars.bazaar-pick':
      'tirgus: izvēlies pēc numura attēlā laučiņu nākamajai izsolei; tu soli pirmais.',
    'decision.bridges-castles-bazaars.bazaar-take':
      'tirgus bez izsoles: izvēlies pēc numura attēlā laučiņu, ko liec šajā gājienā.',
    'decision.bridges-castles-bazaars.bazaar-open':
      'tirgus: tavs pirmais solījums par laučiņu nr. {number} (drīkst arī 0).',
    'decision.bridges-castles-bazaars.bazaar-raise':
      '{bidder} sola {points, plural, zero {# punktu} one {# punktu} other {# punktus}} par laučiņu nr. {number}: pārsoli vai atsakies un paliec malā.',
    'decision.bridges-castles-bazaars.bazaar-settle':
      '{bidder} sola {points, plural, zero {# punktu} one {# punktu} other {# punktus}} par laučiņu nr. {number}: nopērc to (tu maksā spēlētājam {bidder} {points, plural, zero {# punktu} one {# punktu} other {# punktus}}) vai pārdod to spēlētājam {bidder} (tu saņem {points, plural, zero {# punktu} one {# punktu} other {# punktus}}).',
    'choice.bridges-castles-bazaars.bazaar-tile':
      'Laučiņš nr. {number} (pilsētas {cities}, ceļi {roads}{monastery, select, yes {, klosteris} other {}})',
    'choice.bridges-castles-bazaars.bazaar-bid':
      'Solīt {points, plural, zero {# punktu} one {# punktu} other {# punktus}}',
    'choice.bridges-castles-bazaars.bazaar-buy':
      'Nopirkt: maksā spēlētājam {bidder} {points, plural, zero {# punktu} one {# punktu} other {# punktus}}',
    'choice.bridges-castles-bazaars.bazaar-sell':
      'Pārdot: {bidder} maksā tev {points, plural, zero {# punktu} one {# punktu} other {# punktus}}',
    'event.bridges-castles-bazaars.bazaar-opened':
      'Tirgus: {player} atklāj izsolei {count, plural, zero {# laučiņu} one {# laučiņu} other {# laučiņus}} (nr. 1–{count} atklāšanas secībā).',
    'event.bridges-castles-bazaars.bazaar-face-down':
      'Tirgus: {player} paņem {count, plural, zero {# laučiņu} one {# laučiņu} other {# laučiņus}} ar attēlu uz leju; izsole notiks pēc celtnieka papildu gājiena.',
    'event.bridges-castles-bazaars.bazaar-too-few': 'Tirgus: palicis par maz laučiņu ({tiles}), tāpēc izsoles nav.',
    'event.bridges-castles-bazaars.bazaar-picked': '{player} liek izsolē laučiņu nr. {number}.',
    'event.bridges-castles-bazaars.bazaar-bid':
      '{player} sola {points, plural, zero {# punktu} one {# punktu} other {# punktus}} par laučiņu nr. {number}.',
    'event.bridges-castles-bazaars.bazaar-passed': '{player} nesola.',
    'event.bridges-castles-bazaars.bazaar-sold': '{player} saņem laučiņu nr. {number}.',
    'event.bridges-castles-bazaars.bazaar-free': '{player} saņem pēdējo laučiņu, nr. {number}, par brīvu.',
    'event.bridges-castles-bazaars.bazaar-turn': '{player} spēlē tirgus laučiņu nr. {number}.',
    'points.bridges-castles-bazaars.bazaar-bought':
      '{player} maksā {paid, plural, zero {# punktu} one {# punktu} other {# punktus}} par laučiņu nr. {number}.',
    'points.bridges-castles-bazaars.bazaar-sold':
      '{player} saņem {paid, plural, zero {# punktu} one {# punktu} other {# punktus}} par laučiņu nr. {number}.',
    'points.bridges-castles-bazaars.bazaar-only-bid':
      '{player} maksā {paid, plural, zero {# punktu} one {# punktu} other {# punktus}} par laučiņu nr. {number} (vienīgais solījums, nevienam).',
    'refusal.bridges-castles-bazaars.not-on-offer': 'Šis laučiņš tirgū netiek piedāvāts.',
    'refusal.bridges-castles-bazaars.no-auction': 'Pašlaik izsoles nav.',
    'option.bazaarBidding.false': 'tirgi bez izsoles (katrs spēlētājs ņem laučiņu)',
    'panel.bridges-castles-bazaars.bid':
      'tirgus: sola {points, plural, zero {# punktu} one {# punktu} other {# punktus}} par laučiņu nr. {number}',
    'panel.bridges-castles-bazaars.to-bid': 'tirgus: vēl solīs par laučiņu nr. {number}',
    'panel.bridges-castles-bazaars.bought': 'tirgus: ir laučiņš nr. {number}',
    'panel.bridges-castles-bazaars.offer':
      'tirgus: piedāvā {count, plural, zero {laučiņus} one {laučiņu} other {laučiņus}} nr. {tiles}',
  },
  is: {
    'expansion.bridges-castles-bazaars': 'Brýr, kastalar og basarar',
    'decision.bridges-castles-bazaars.castle':
      'litla borgin þín úr tveimur hálfhringjum er fullgerð: breyttu henni í kastala (þegninn þinn flytur inn, engin stig núna) eða hafnaðu og fáðu stigin.',
    'choice.bridges-castles-bazaars.build-castle': 'Reisa kastala á {x},{y}',
    'decision.bridges-castles-bazaars.castle-scores':
      'nokkur svæði umhverfis kastalann þinn kláruðust í einu: veldu það sem kastalinn fær stig fyrir.',
    'choice.bridges-castles-bazaars.castle-score-from': `Fyrir ${KIND.is} á {x},{y} ({points, plural, one {# stig} other {# stig}})`,
    'event.bridges-castles-bazaars.castle-built': '{player} breytir litlu borginni á {x},{y} og {x2},{y2} í kastala.',
    'points.bridges-castles-bazaars.castle': `{player} fær {points, plural, one {# stig} other {# stig}} fyrir kastalann á {x},{y}.`,
    'refusal.bridges-castles-bazaars.no-castle': 'Þessi borg getur ekki orðið kastali núna.',
    'score.term.castle': '{count, plural, one {# kastali} other {# kastalar}} × {each}',
    'score.term.unscored-castle':
      '{count, plural, one {# kastali enn án stiga} other {# kastalar enn án stiga}} × {each}',
    'panel.bridges-castles-bazaars.castles': '{tokens, plural, one {# kastali} other {# kastalar}}',
    // bazaars
    'decision.bridges-castles-bazaars.bazaar-pick':
      'basar: veldu eftir númeri á myndinni flísina sem fer næst á uppboð; þú býður fyrst.',
    'decision.bridges-castles-bazaars.bazaar-take':
      'basar án uppboðs: veldu eftir númeri á myndinni flísina sem þú leggur í þessari umferð.',
    'decision.bridges-castles-bazaars.bazaar-open': 'basar: fyrsta boð þitt í flís nr. {number} (0 er leyfilegt).',
    'decision.bridges-castles-bazaars.bazaar-raise':
      '{bidder} býður {points, plural, one {# stig} other {# stig}} í flís nr. {number}: hækkaðu boðið eða hafnaðu til að standa utan við.',
    'decision.bridges-castles-bazaars.bazaar-settle':
      '{bidder} býður {points, plural, one {# stig} other {# stig}} í flís nr. {number}: keyptu hana (þú greiðir leikmanninum {bidder} {points, plural, one {# stig} other {# stig}}) eða seldu leikmanninum {bidder} hana (þú færð {points, plural, one {# stig} other {# stig}}).',
    'choice.bridges-castles-bazaars.bazaar-tile':
      'Flís nr. {number} (borgir {cities}, vegir {roads}{monastery, select, yes {, klaustur} other {}})',
    'choice.bridges-castles-bazaars.bazaar-bid': 'Bjóða {points, plural, one {# stig} other {# stig}}',
    'choice.bridges-castles-bazaars.bazaar-buy':
      'Kaupa: greiða leikmanninum {bidder} {points, plural, one {# stig} other {# stig}}',
    'choice.bridges-castles-bazaars.bazaar-sell':
      'Selja: {bidder} greiðir þér {points, plural, one {# stig} other {# stig}}',
    'event.bridges-castles-bazaars.bazaar-opened':
      'Basar: {player} snýr við {count, plural, one {# flís} other {# flísum}} fyrir uppboð (nr. 1–{count}, í þeirri röð sem þær komu upp).',
    'event.bridges-castles-bazaars.bazaar-face-down':
      'Basar: {player} tekur {count, plural, one {# flís} other {# flísar}} á hvolfi; uppboðið kemur á eftir aukaumferð smiðsins.',
    'event.bridges-castles-bazaars.bazaar-too-few':
      'Basar: of fáar flísar eru eftir ({tiles}), svo ekkert uppboð verður.',
    'event.bridges-castles-bazaars.bazaar-picked': '{player} setur flís nr. {number} á uppboð.',
    'event.bridges-castles-bazaars.bazaar-bid':
      '{player} býður {points, plural, one {# stig} other {# stig}} í flís nr. {number}.',
    'event.bridges-castles-bazaars.bazaar-passed': '{player} býður ekki.',
    'event.bridges-castles-bazaars.bazaar-sold': '{player} fær flís nr. {number}.',
    'event.bridges-castles-bazaars.bazaar-free': '{player} fær síðustu flísina, nr. {number}, ókeypis.',
    'event.bridges-castles-bazaars.bazaar-turn': '{player} leggur flís nr. {number} af basarnum.',
    'points.bridges-castles-bazaars.bazaar-bought':
      '{player} greiðir {paid, plural, one {# stig} other {# stig}} fyrir flís nr. {number}.',
    'points.bridges-castles-bazaars.bazaar-sold':
      '{player} fær {paid, plural, one {# stig} other {# stig}} fyrir flís nr. {number}.',
    'points.bridges-castles-bazaars.bazaar-only-bid':
      '{player} greiðir {paid, plural, one {# stig} other {# stig}} fyrir flís nr. {number} (eina boðið, engum).',
    'refusal.bridges-castles-bazaars.not-on-offer': 'Þessi flís er ekki í boði á basarnum.',
    'refusal.bridges-castles-bazaars.no-auction': 'Ekkert uppboð er í gangi.',
    'option.bazaarBidding.false': 'basarar án uppboðs (hver leikmaður tekur flís)',
    'panel.bridges-castles-bazaars.bid':
      'basar: býður {points, plural, one {# stig} other {# stig}} í flís nr. {number}',
    'panel.bridges-castles-bazaars.to-bid': 'basar: á eftir að bjóða í flís nr. {number}',
    'panel.bridges-castles-bazaars.bought': 'basar: á flís nr. {number}',
    'panel.bridges-castles-bazaars.offer': 'basar: í boði {count, plural, one {flís} other {flísar}} nr. {tiles}',
  },
};
