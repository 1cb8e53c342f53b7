// The Watchtowers' words in every language (the Latvian compendium's sargtornis, the Romanian order of
// play's turn de veghe; Bulgarian and Icelandic have no source: стражева кула and varðturn are chosen).
import type { ExpansionWords } from '../../engine/expansion';

export const watchtowersWords: ExpansionWords = {
  en: {
    'expansion.watchtowers': 'The Watchtowers',
    'points.watchtowers.follower':
      '{player} scores {points, plural, one {# point} other {# points}} with the watchtower at {x},{y}: {count, plural, one {# follower} other {# followers}} around it × {each}.',
    'points.watchtowers.road':
      '{player} scores {points, plural, one {# point} other {# points}} with the watchtower at {x},{y}: {count, plural, one {# tile} other {# tiles}} with a road around it × {each}.',
    'points.watchtowers.city':
      '{player} scores {points, plural, one {# point} other {# points}} with the watchtower at {x},{y}: {count, plural, one {# tile} other {# tiles}} with a city around it × {each}.',
    'points.watchtowers.monastery':
      '{player} scores {points, plural, one {# point} other {# points}} with the watchtower at {x},{y}: {count, plural, one {# monastery} other {# monasteries}} around it × {each}.',
    'points.watchtowers.pennant':
      '{player} scores {points, plural, one {# point} other {# points}} with the watchtower at {x},{y}: {count, plural, one {# coat of arms} other {# coats of arms}} around it × {each}.',
  },
  ro: {
    'expansion.watchtowers': 'Turnurile de veghe',
    'points.watchtowers.follower':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} cu turnul de veghe de la {x},{y}: {count, plural, one {# supus} few {# supuși} other {# de supuși}} în jur × {each}.',
    'points.watchtowers.road':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} cu turnul de veghe de la {x},{y}: {count, plural, one {# cartonaș} few {# cartonașe} other {# de cartonașe}} cu drum în jur × {each}.',
    'points.watchtowers.city':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} cu turnul de veghe de la {x},{y}: {count, plural, one {# cartonaș} few {# cartonașe} other {# de cartonașe}} cu oraș în jur × {each}.',
    'points.watchtowers.monastery':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} cu turnul de veghe de la {x},{y}: {count, plural, one {# mănăstire} few {# mănăstiri} other {# de mănăstiri}} în jur × {each}.',
    'points.watchtowers.pennant':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} cu turnul de veghe de la {x},{y}: {count, plural, one {# stemă} few {# steme} other {# de steme}} în jur × {each}.',
  },
  bg: {
    'expansion.watchtowers': 'Стражевите кули',
    'points.watchtowers.follower':
      '{player} получава {points, plural, one {# точка} other {# точки}} от стражевата кула на {x},{y}: {count, plural, one {# мийпъл} other {# мийпъла}} наоколо × {each}.',
    'points.watchtowers.road':
      '{player} получава {points, plural, one {# точка} other {# точки}} от стражевата кула на {x},{y}: {count, plural, one {# плочка} other {# плочки}} с път наоколо × {each}.',
    'points.watchtowers.city':
      '{player} получава {points, plural, one {# точка} other {# точки}} от стражевата кула на {x},{y}: {count, plural, one {# плочка} other {# плочки}} с крепост наоколо × {each}.',
    'points.watchtowers.monastery':
      '{player} получава {points, plural, one {# точка} other {# точки}} от стражевата кула на {x},{y}: {count, plural, one {# манастир} other {# манастира}} наоколо × {each}.',
    'points.watchtowers.pennant':
      '{player} получава {points, plural, one {# точка} other {# точки}} от стражевата кула на {x},{y}: {count, plural, one {# герб} other {# герба}} наоколо × {each}.',
  },
  lv: {
    'expansion.watchtowers': 'Sargtorņi',
    'points.watchtowers.follower':
      '{player} saņem {points, plural, zero {# punktu} one {# punktu} other {# punktus}} par sargtorni {x},{y}: {count, plural, zero {# pavalstnieku} one {# pavalstnieks} other {# pavalstnieki}} apkārt × {each}.',
    'points.watchtowers.road':
      '{player} saņem {points, plural, zero {# punktu} one {# punktu} other {# punktus}} par sargtorni {x},{y}: {count, plural, zero {# laučiņu} one {# laučiņš} other {# laučiņi}} ar ceļu apkārt × {each}.',
    'points.watchtowers.city':
      '{player} saņem {points, plural, zero {# punktu} one {# punktu} other {# punktus}} par sargtorni {x},{y}: {count, plural, zero {# laučiņu} one {# laučiņš} other {# laučiņi}} ar pilsētu apkārt × {each}.',
    'points.watchtowers.monastery':
      '{player} saņem {points, plural, zero {# punktu} one {# punktu} other {# punktus}} par sargtorni {x},{y}: {count, plural, zero {# klosteru} one {# klosteris} other {# klosteri}} apkārt × {each}.',
    'points.watchtowers.pennant':
      '{player} saņem {points, plural, zero {# punktu} one {# punktu} other {# punktus}} par sargtorni {x},{y}: {count, plural, zero {# ģerboņu} one {# ģerbonis} other {# ģerboņi}} apkārt × {each}.',
  },
  is: {
    'expansion.watchtowers': 'Varðturnarnir',
    'points.watchtowers.follower':
      '{player} fær {points, plural, one {# stig} other {# stig}} fyrir varðturninn á {x},{y}: {count, plural, one {# þegn} other {# þegnar}} í kring × {each}.',
    'points.watchtowers.road':
      '{player} fær {points, plural, one {# stig} other {# stig}} fyrir varðturninn á {x},{y}: {count, plural, one {# flís} other {# flísar}} með veg í kring × {each}.',
    'points.watchtowers.city':
      '{player} fær {points, plural, one {# stig} other {# stig}} fyrir varðturninn á {x},{y}: {count, plural, one {# flís} other {# flísar}} með borg í kring × {each}.',
    'points.watchtowers.monastery':
      '{player} fær {points, plural, one {# stig} other {# stig}} fyrir varðturninn á {x},{y}: {count, plural, one {# klaustur} other {# klaustur}} í kring × {each}.',
    'points.watchtowers.pennant':
      '{player} fær {points, plural, one {# stig} other {# stig}} fyrir varðturninn á {x},{y}: {count, plural, one {# skjaldarmerki} other {# skjaldarmerki}} í kring × {each}.',
  },
};
