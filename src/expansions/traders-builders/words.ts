// Traders & Builders' words in every language (the game words' sources: docs/glossary-*.md).
import type { ExpansionWords } from '../../engine/expansion';

export const tradersBuildersWords: ExpansionWords = {
  en: {
    'expansion.traders-builders': 'Traders & Builders',
    'word.figure.builder': 'builder',
    'word.figure.count.builder': '{count, plural, one {# builder} other {# builders}}',
    'word.figure.pig': 'pig',
    'word.figure.count.pig': '{count, plural, one {# pig} other {# pigs}}',
    'word.token.count.wine': '{count, plural, one {# wine} other {# wine}}',
    'word.token.count.grain': '{count, plural, one {# grain} other {# grain}}',
    'word.token.count.cloth': '{count, plural, one {# cloth} other {# cloth}}',
    'word.feature.goods': 'goods',
    'score.what.rule.goods-majority':
      '{mark, select, wine {wine majority} grain {grain majority} other {cloth majority}}',
    'score.term.pig-city': '{count, plural, one {# city} other {# cities}} × {each} for the pig',
    'score.term.token': '{count, plural, one {# token} other {# tokens}}',
    'event.traders-builders.goods': "{player} takes the city's goods: {goods}.",
  },
  ro: {
    'expansion.traders-builders': 'Negustori și constructori',
    'word.figure.builder': 'constructor',
    'word.figure.count.builder': '{count, plural, one {# constructor} few {# constructori} other {# de constructori}}',
    'word.figure.pig': 'porc',
    'word.figure.count.pig': '{count, plural, one {# porc} few {# porci} other {# de porci}}',
    'word.token.count.wine': '{count, plural, one {# jeton cu vin} few {# jetoane cu vin} other {# de jetoane cu vin}}',
    'word.token.count.grain':
      '{count, plural, one {# jeton cu grâu} few {# jetoane cu grâu} other {# de jetoane cu grâu}}',
    'word.token.count.cloth':
      '{count, plural, one {# jeton cu pânză} few {# jetoane cu pânză} other {# de jetoane cu pânză}}',
    'word.feature.goods': 'produse',
    'score.what.rule.goods-majority':
      '{mark, select, wine {majoritate la vin} grain {majoritate la grâu} other {majoritate la pânză}}',
    'score.term.pig-city': '{count, plural, one {# oraș} few {# orașe} other {# de orașe}} × {each} datorită porcului',
    'score.term.token': '{count, plural, one {# jeton} few {# jetoane} other {# de jetoane}}',
    'event.traders-builders.goods': '{player} ia produsele orașului: {goods}.',
  },
  bg: {
    'expansion.traders-builders': 'Търговци и строители',
    'word.figure.builder': 'майстор строител',
    'word.figure.count.builder': '{count, plural, one {# майстор строител} other {# майстора строители}}',
    'word.figure.pig': 'прасенце',
    'word.figure.count.pig': '{count, plural, one {# прасенце} other {# прасенца}}',
    'word.token.count.wine': '{count, plural, one {# чип вино} other {# чипа вино}}',
    'word.token.count.grain': '{count, plural, one {# чип пшеница} other {# чипа пшеница}}',
    'word.token.count.cloth': '{count, plural, one {# чип плат} other {# чипа плат}}',
    'word.feature.goods': 'стоки',
    'score.what.rule.goods-majority':
      '{mark, select, wine {най-много вино} grain {най-много пшеница} other {най-много плат}}',
    'score.term.pig-city': '{count, plural, one {# крепост} other {# крепости}} × {each} за прасенцето',
    'score.term.token': '{count, plural, one {# чип} other {# чипа}}',
    'event.traders-builders.goods': '{player} взима стоките от крепостта: {goods}.',
  },
  lv: {
    'expansion.traders-builders': 'Tirgotāji un Celtnieki',
    'word.figure.builder': 'celtnieks',
    'word.figure.count.builder': '{count, plural, zero {# celtnieku} one {# celtnieks} other {# celtnieki}}',
    'word.figure.pig': 'cūka',
    'word.figure.count.pig': '{count, plural, zero {# cūku} one {# cūka} other {# cūkas}}',
    'word.token.count.wine': '{count, plural, zero {# vīna žetonu} one {# vīna žetons} other {# vīna žetoni}}',
    'word.token.count.grain': '{count, plural, zero {# graudu žetonu} one {# graudu žetons} other {# graudu žetoni}}',
    'word.token.count.cloth': '{count, plural, zero {# auduma žetonu} one {# auduma žetons} other {# auduma žetoni}}',
    'word.feature.goods': 'preces',
    'score.what.rule.goods-majority':
      '{mark, select, wine {vīna vairākumu} grain {graudu vairākumu} other {auduma vairākumu}}',
    'score.term.pig-city': '{count, plural, zero {# pilsētu} one {# pilsēta} other {# pilsētas}} × {each} par cūku',
    'score.term.token': '{count, plural, zero {# žetonu} one {# žetons} other {# žetoni}}',
    'event.traders-builders.goods': '{player} paņem pilsētas preces: {goods}.',
  },
  is: {
    'expansion.traders-builders': 'Kaupmenn og smiðir',
    'word.figure.builder': 'smiður',
    'word.figure.count.builder': '{count, plural, one {# smiður} other {# smiðir}}',
    'word.figure.pig': 'svín',
    'word.figure.count.pig': '{count, plural, one {# svín} other {# svín}}',
    'word.token.count.wine': '{count, plural, one {# vín} other {# vín}}',
    'word.token.count.grain': '{count, plural, one {# korn} other {# korn}}',
    'word.token.count.cloth': '{count, plural, one {# klæði} other {# klæði}}',
    'word.feature.goods': 'vörur',
    'score.what.rule.goods-majority':
      '{mark, select, wine {meirihluta í víni} grain {meirihluta í korni} other {meirihluta í klæði}}',
    'score.term.pig-city': '{count, plural, one {# borg} other {# borgir}} × {each} fyrir svínið',
    'score.term.token': '{count, plural, one {# vöruspjald} other {# vöruspjöld}}',
    'event.traders-builders.goods': '{player} tekur vörur borgarinnar: {goods}.',
  },
};
