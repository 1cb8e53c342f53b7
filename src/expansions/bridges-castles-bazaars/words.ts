// Bridges, Castles & Bazaars' words in every language: the Latvian rule book's Tilti, Pilis un Tirgi (pils,
// pils žetons, blakus-laučiņi), the Romanian order of play's cetate (fief, pod, bazar, licitație);
// Bulgarian and Icelandic have no source: замък / мост / базар and kastali / brú / basar are chosen.
// {kind} is a feature kind's id, said in the form the sentence needs.
import type { ExpansionWords } from '../../engine/expansion';

const KIND = {
  en: '{kind, select, road {road} city {city} monastery {monastery} castle {castle} other {feature}}',
  ro: '{kind, select, road {drumul} city {orașul} monastery {mănăstirea} castle {cetatea} other {teritoriul}}',
  bg: '{kind, select, road {пътя} city {града} monastery {манастира} castle {замъка} other {обекта}}',
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
    'score.term.castle': 'castle',
    'score.term.unscored-castle': 'castle not scored',
    'panel.bridges-castles-bazaars.castles': '{tokens, plural, one {# castle} other {# castles}}',
  },
  ro: {
    'expansion.bridges-castles-bazaars': 'Poduri, cetăți și bazaruri',
    'decision.bridges-castles-bazaars.castle':
      'orașul tău mic din două semicercuri e terminat: transformă-l într-o cetate (supusul tău intră în ea, fără puncte acum) sau refuză și primește punctele.',
    'choice.bridges-castles-bazaars.build-castle': 'Construiește o cetate la {x},{y}',
    'decision.bridges-castles-bazaars.castle-scores':
      'mai multe teritorii s-au terminat deodată în fieful cetății tale: alege-l pe cel pe care îl punctează cetatea.',
    'choice.bridges-castles-bazaars.castle-score-from': `${KIND.ro} de la {x},{y} ({points, plural, one {# punct} few {# puncte} other {# de puncte}})`,
    'event.bridges-castles-bazaars.castle-built':
      '{player} transformă orașul mic de la {x},{y} și {x2},{y2} într-o cetate.',
    'points.bridges-castles-bazaars.castle': `{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} pentru cetatea de la {x},{y}.`,
    'refusal.bridges-castles-bazaars.no-castle': 'Acest oraș nu poate deveni cetate acum.',
    'score.term.castle': 'cetate',
    'score.term.unscored-castle': 'cetate nepunctată',
    'panel.bridges-castles-bazaars.castles': '{tokens, plural, one {# cetate} few {# cetăți} other {# de cetăți}}',
  },
  bg: {
    'expansion.bridges-castles-bazaars': 'Мостове, замъци и базари',
    'decision.bridges-castles-bazaars.castle':
      'малкият ти град от два полукръга е завършен: превърни го в замък (поданикът ти влиза в него, без точки сега) или откажи и вземи точките.',
    'choice.bridges-castles-bazaars.build-castle': 'Построй замък на {x},{y}',
    'decision.bridges-castles-bazaars.castle-scores':
      'няколко обекта около замъка ти се завършиха наведнъж: избери този, за който замъкът получава точки.',
    'choice.bridges-castles-bazaars.castle-score-from': `За ${KIND.bg} на {x},{y} ({points, plural, one {# точка} other {# точки}})`,
    'event.bridges-castles-bazaars.castle-built': '{player} превръща малкия град на {x},{y} и {x2},{y2} в замък.',
    'points.bridges-castles-bazaars.castle': `{player} получава {points, plural, one {# точка} other {# точки}} за замъка на {x},{y}.`,
    'refusal.bridges-castles-bazaars.no-castle': 'Този град не може да стане замък сега.',
    'score.term.castle': 'замък',
    'score.term.unscored-castle': 'замък без точки',
    'panel.bridges-castles-bazaars.castles': '{tokens, plural, one {# замък} other {# замъка}}',
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
    'score.term.castle': 'pils',
    'score.term.unscored-castle': 'pils bez punktiem',
    'panel.bridges-castles-bazaars.castles': '{tokens, plural, zero {# piļu} one {# pils} other {# pilis}}',
  },
  is: {
    'expansion.bridges-castles-bazaars': 'Brýr, kastalar og basarar',
    'decision.bridges-castles-bazaars.castle':
      'litla borgin þín úr tveimur hálfhringjum er fullgerð: breyttu henni í kastala (fylgjandinn þinn flytur inn, engin stig núna) eða hafnaðu og fáðu stigin.',
    'choice.bridges-castles-bazaars.build-castle': 'Reisa kastala á {x},{y}',
    'decision.bridges-castles-bazaars.castle-scores':
      'nokkur svæði umhverfis kastalann þinn kláruðust í einu: veldu það sem kastalinn fær stig fyrir.',
    'choice.bridges-castles-bazaars.castle-score-from': `Fyrir ${KIND.is} á {x},{y} ({points, plural, one {# stig} other {# stig}})`,
    'event.bridges-castles-bazaars.castle-built': '{player} breytir litlu borginni á {x},{y} og {x2},{y2} í kastala.',
    'points.bridges-castles-bazaars.castle': `{player} fær {points, plural, one {# stig} other {# stig}} fyrir kastalann á {x},{y}.`,
    'refusal.bridges-castles-bazaars.no-castle': 'Þessi borg getur ekki orðið kastali núna.',
    'score.term.castle': 'kastali',
    'score.term.unscored-castle': 'kastali án stiga',
    'panel.bridges-castles-bazaars.castles': '{tokens, plural, one {# kastali} other {# kastalar}}',
  },
};
