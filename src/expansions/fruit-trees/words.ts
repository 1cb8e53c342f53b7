// Fruit Trees' words in every language. Latvian from the rule book ("Augļu koki": cidonija, ābele,
// aprikoze, ķirsis, plūmju koks, plūškoks; ražas novākšana / ražas pārdošana, žetoni); English from the
// English rules (harvest, sell, fruit tokens). Romanian, Bulgarian and Icelandic have no source: the
// fruits' common names (gutui, măr, cais, cireș, prun, soc; дюля, ябълка, кайсия, череша, слива, бъз;
// kveði, epli, apríkósa, kirsuber, plóma, yllir) with each catalog's words for tokens and points.
import type { ExpansionWords } from '../../engine/expansion';
import { FRUITS, type Fruit, tokenOf } from './rules';

type Forms = Record<Fruit, string>;
/** An ICU select over {fruit}: the last fruit (elder) is the select's other. */
const select = (variable: string, forms: Forms) =>
  `{${variable}, select, ${FRUITS.slice(0, -1)
    .map((f) => `${f} {${forms[f]}}`)
    .join(' ')} other {${forms.elder}}}`;

/** Each language's count of one fruit's tokens, word.token.count.fruit-<fruit>. */
const tokenCounts = (count: (fruit: Fruit) => string) =>
  Object.fromEntries(FRUITS.map((f) => [`word.token.count.${tokenOf(f)}`, count(f)]));

const EN: Forms = {
  quince: 'quince',
  apple: 'apple',
  apricot: 'apricot',
  cherry: 'cherry',
  plum: 'plum',
  elder: 'elder',
};
const RO: Forms = { quince: 'gutui', apple: 'măr', apricot: 'cais', cherry: 'cireș', plum: 'prun', elder: 'soc' };
const BG: Forms = { quince: 'дюля', apple: 'ябълка', apricot: 'кайсия', cherry: 'череша', plum: 'слива', elder: 'бъз' };
// Latvian: the tree (nominative) and the fruit in the genitive plural a token is named by
const LV_TREE: Forms = {
  quince: 'cidonija',
  apple: 'ābele',
  apricot: 'aprikoze',
  cherry: 'ķirsis',
  plum: 'plūmju koks',
  elder: 'plūškoks',
};
const LV_OF: Forms = {
  quince: 'cidoniju',
  apple: 'ābolu',
  apricot: 'aprikožu',
  cherry: 'ķiršu',
  plum: 'plūmju',
  elder: 'plūškoka',
};
const IS: Forms = {
  quince: 'kveðu',
  apple: 'epla',
  apricot: 'apríkósu',
  cherry: 'kirsuberja',
  plum: 'plómu',
  elder: 'yllis',
};
const IS_TREE: Forms = {
  quince: 'kveðitré',
  apple: 'eplatré',
  apricot: 'apríkósutré',
  cherry: 'kirsuberjatré',
  plum: 'plómutré',
  elder: 'yllir',
};

export const fruitTreesWords: ExpansionWords = {
  en: {
    'expansion.fruit-trees': 'Fruit Trees',
    'decision.fruit-trees.fruit': 'which fruit does your new tree bear? Its four tokens go on it face down.',
    'decision.fruit-trees.action':
      'your follower is by a fruit tree: harvest a fruit, or sell a set of different fruits (or decline).',
    'choice.fruit-trees.plant': `${select('fruit', { quince: 'Quince', apple: 'Apple', apricot: 'Apricot', cherry: 'Cherry', plum: 'Plum', elder: 'Elder' })}`,
    'choice.fruit-trees.harvest': `Harvest the ${select('fruit', EN)} tree`,
    'choice.fruit-trees.sell':
      'Sell {count, plural, one {# fruit} other {# different fruits}} for {points, plural, one {# point} other {# points}}',
    'event.fruit-trees.planted': `{player}'s tree at {x},{y} bears ${select('fruit', { ...EN, cherry: 'cherries', plum: 'plums', apple: 'apples', apricot: 'apricots', quince: 'quinces', elder: 'elderberries' })}.`,
    'event.fruit-trees.harvested': `{player} harvests the ${select('fruit', EN)} tree at {x},{y}: a token worth {value}.`,
    'event.fruit-trees.sold':
      '{player} sells a set of {count, plural, one {# fruit token} other {# different fruit tokens}}.',
    'event.fruit-trees.declined': '{player} takes no fruit action.',
    'points.fruit-trees.harvest': `{player} scores {points, plural, one {# point} other {# points}} for the ${select('fruit', EN)} harvested.`,
    'points.fruit-trees.sale':
      '{player} scores {points, plural, one {# point} other {# points}} for a set of {count, plural, one {# fruit} other {# different fruits}}.',
    'points.fruit-trees.tokens':
      '{player} scores {points, plural, one {# point} other {# points}} for {tokens, plural, one {# fruit token} other {# fruit tokens}} kept.',
    'refusal.fruit-trees.tree-bare': 'That tree has no fruit left.',
    'refusal.fruit-trees.no-such-set': 'You do not hold that many different fruits.',
    'refusal.fruit-trees.fruit-taken': 'That fruit already grows on another tree.',
    ...tokenCounts((f) => `{count, plural, one {# ${EN[f]}} other {# ${f === 'cherry' ? 'cherries' : `${EN[f]}s`}}}`),
  },
  ro: {
    'expansion.fruit-trees': 'Pomii fructiferi',
    'decision.fruit-trees.fruit':
      'ce fructe face pomul tău nou? Cele patru jetoane ale lor se pun pe el cu fața în jos.',
    'decision.fruit-trees.action':
      'supusul tău e lângă un pom fructifer: culegi un fruct sau vinzi un set de fructe diferite (sau renunți).',
    'choice.fruit-trees.plant': `${select('fruit', { quince: 'Gutui', apple: 'Măr', apricot: 'Cais', cherry: 'Cireș', plum: 'Prun', elder: 'Soc' })}`,
    'choice.fruit-trees.harvest': `Culege din ${select('fruit', RO)}`,
    'choice.fruit-trees.sell':
      'Vinde {count, plural, one {# fruct} few {# fructe diferite} other {# de fructe diferite}} pentru {points, plural, one {# punct} few {# puncte} other {# de puncte}}',
    'event.fruit-trees.planted': `Pomul lui {player} de la {x},{y} este un ${select('fruit', RO)}.`,
    'event.fruit-trees.harvested': `{player} culege din ${select('fruit', RO)}ul de la {x},{y}: un jeton de {value}.`,
    'event.fruit-trees.sold':
      '{player} vinde un set de {count, plural, one {# jeton} few {# jetoane diferite} other {# de jetoane diferite}}.',
    'event.fruit-trees.declined': '{player} nu face nicio acțiune cu fructe.',
    'points.fruit-trees.harvest': `{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} pentru fructul cules din ${select('fruit', RO)}.`,
    'points.fruit-trees.sale':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} pentru un set de {count, plural, one {# fruct} few {# fructe diferite} other {# de fructe diferite}}.',
    'points.fruit-trees.tokens':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} pentru {tokens, plural, one {# jeton cu fructe păstrat} few {# jetoane cu fructe păstrate} other {# de jetoane cu fructe păstrate}}.',
    'refusal.fruit-trees.tree-bare': 'Pomul acela nu mai are fructe.',
    'refusal.fruit-trees.no-such-set': 'Nu ai atâtea fructe diferite.',
    'refusal.fruit-trees.fruit-taken': 'Fructul acela crește deja în alt pom.',
    ...tokenCounts(
      (f) => `{count, plural, one {# jeton de ${RO[f]}} few {# jetoane de ${RO[f]}} other {# de jetoane de ${RO[f]}}}`,
    ),
  },
  bg: {
    'expansion.fruit-trees': 'Овощните дървета',
    'decision.fruit-trees.fruit':
      'какви плодове дава новото ти дърво? Четирите им жетона се слагат върху него с лицето надолу.',
    'decision.fruit-trees.action':
      'твоята фигурка е до овощно дърво: обери плод или продай комплект различни плодове (или се откажи).',
    'choice.fruit-trees.plant': `${select('fruit', { quince: 'Дюля', apple: 'Ябълка', apricot: 'Кайсия', cherry: 'Череша', plum: 'Слива', elder: 'Бъз' })}`,
    'choice.fruit-trees.harvest': `Обери дървото (${select('fruit', BG)})`,
    'choice.fruit-trees.sell':
      'Продай {count, plural, one {# плод} other {# различни плода}} за {points, plural, one {# точка} other {# точки}}',
    'event.fruit-trees.planted': `Дървото на {player} на {x},{y} е ${select('fruit', BG)}.`,
    'event.fruit-trees.harvested': `{player} обира дървото (${select('fruit', BG)}) на {x},{y}: жетон за {value}.`,
    'event.fruit-trees.sold': '{player} продава комплект от {count, plural, one {# жетон} other {# различни жетона}}.',
    'event.fruit-trees.declined': '{player} не прави действие с плодове.',
    'points.fruit-trees.harvest': `{player} получава {points, plural, one {# точка} other {# точки}} за обрания плод (${select('fruit', BG)}).`,
    'points.fruit-trees.sale':
      '{player} получава {points, plural, one {# точка} other {# точки}} за комплект от {count, plural, one {# плод} other {# различни плода}}.',
    'points.fruit-trees.tokens':
      '{player} получава {points, plural, one {# точка} other {# точки}} за {tokens, plural, one {# запазен жетон с плод} other {# запазени жетона с плодове}}.',
    'refusal.fruit-trees.tree-bare': 'По това дърво няма останали плодове.',
    'refusal.fruit-trees.no-such-set': 'Нямаш толкова различни плодове.',
    'refusal.fruit-trees.fruit-taken': 'Този плод вече расте на друго дърво.',
    ...tokenCounts((f) => `{count, plural, one {# жетон ${BG[f]}} other {# жетона ${BG[f]}}}`),
  },
  lv: {
    'expansion.fruit-trees': 'Augļu koki',
    'decision.fruit-trees.fruit':
      'kādus augļus nes tavs jaunais koks? Tā četri žetoni tiek uzlikti uz tā ar attēlu uz leju.',
    'decision.fruit-trees.action':
      'tavs pavalstnieks ir blakus augļu kokam: novāc ražu vai pārdod dažādu augļu komplektu (vari arī atteikties).',
    'choice.fruit-trees.plant': `${select('fruit', { quince: 'Cidonija', apple: 'Ābele', apricot: 'Aprikoze', cherry: 'Ķirsis', plum: 'Plūmju koks', elder: 'Plūškoks' })}`,
    'choice.fruit-trees.harvest': `Novākt ražu: ${select('fruit', LV_TREE)}`,
    'choice.fruit-trees.sell':
      'Pārdot {count, plural, zero {# dažādu augļu} one {# augli} other {# dažādus augļus}} par {points, plural, zero {# punktiem} one {# punktu} other {# punktiem}}',
    'event.fruit-trees.planted': `Spēlētāja {player} koks {x},{y} ir ${select('fruit', LV_TREE)}.`,
    'event.fruit-trees.harvested': `{player} novāc ražu (${select('fruit', LV_TREE)}, {x},{y}): žetons ar vērtību {value}.`,
    'event.fruit-trees.sold':
      '{player} pārdod komplektu no {count, plural, zero {# dažādiem žetoniem} one {# žetona} other {# dažādiem žetoniem}}.',
    'event.fruit-trees.declined': '{player} neveic nevienu darbību ar augļiem.',
    'points.fruit-trees.harvest': `{player} saņem {points, plural, zero {# punktu} one {# punktu} other {# punktus}} par ${select('fruit', LV_OF)} žetonu.`,
    'points.fruit-trees.sale':
      '{player} saņem {points, plural, zero {# punktu} one {# punktu} other {# punktus}} par komplektu no {count, plural, zero {# dažādiem augļiem} one {# augļa} other {# dažādiem augļiem}}.',
    'points.fruit-trees.tokens':
      '{player} saņem {points, plural, zero {# punktu} one {# punktu} other {# punktus}} par {tokens, plural, zero {# paturētiem augļu žetoniem} one {# paturētu augļu žetonu} other {# paturētiem augļu žetoniem}}.',
    'refusal.fruit-trees.tree-bare': 'Uz šī koka vairs nav augļu.',
    'refusal.fruit-trees.no-such-set': 'Tev nav tik daudz dažādu augļu.',
    'refusal.fruit-trees.fruit-taken': 'Šie augļi jau aug uz cita koka.',
    ...tokenCounts(
      (f) => `{count, plural, zero {# ${LV_OF[f]} žetonu} one {# ${LV_OF[f]} žetons} other {# ${LV_OF[f]} žetoni}}`,
    ),
  },
  is: {
    'expansion.fruit-trees': 'Ávaxtatrén',
    'decision.fruit-trees.fruit': 'hvaða ávöxt ber nýja tréð þitt? Fjórir tíglar þess eru lagðir á það á hvolf.',
    'decision.fruit-trees.action':
      'þegninn þinn er við ávaxtatré: tíndu ávöxt eða seldu sett ólíkra ávaxta (eða slepptu því).',
    'choice.fruit-trees.plant': `${select('fruit', { quince: 'Kveðitré', apple: 'Eplatré', apricot: 'Apríkósutré', cherry: 'Kirsuberjatré', plum: 'Plómutré', elder: 'Yllir' })}`,
    'choice.fruit-trees.harvest': `Tíndu af trénu: ${select('fruit', IS_TREE)}`,
    'choice.fruit-trees.sell':
      'Seldu {count, plural, one {# ávöxt} other {# ólíka ávexti}} fyrir {points, plural, one {# stig} other {# stig}}',
    'event.fruit-trees.planted': `Tré leikmannsins {player} á {x},{y} er ${select('fruit', IS_TREE)}.`,
    'event.fruit-trees.harvested': `{player} tínir af trénu (${select('fruit', IS_TREE)}) á {x},{y}: tígull að verðmæti {value}.`,
    'event.fruit-trees.sold': '{player} selur sett {count, plural, one {# tíguls} other {# ólíkra tígla}}.',
    'event.fruit-trees.declined': '{player} gerir ekkert með ávexti.',
    'points.fruit-trees.harvest': `{player} fær {points, plural, one {# stig} other {# stig}} fyrir ${select('fruit', IS)}tígulinn.`,
    'points.fruit-trees.sale':
      '{player} fær {points, plural, one {# stig} other {# stig}} fyrir sett {count, plural, one {# ávaxtar} other {# ólíkra ávaxta}}.',
    'points.fruit-trees.tokens':
      '{player} fær {points, plural, one {# stig} other {# stig}} fyrir {tokens, plural, one {# ávaxtatígul sem er eftir} other {# ávaxtatígla sem eru eftir}}.',
    'refusal.fruit-trees.tree-bare': 'Það eru engir ávextir eftir á þessu tré.',
    'refusal.fruit-trees.no-such-set': 'Þú átt ekki svo marga ólíka ávexti.',
    'refusal.fruit-trees.fruit-taken': 'Sá ávöxtur vex þegar á öðru tré.',
    ...tokenCounts((f) => `{count, plural, one {# ${IS[f]}tígull} other {# ${IS[f]}tíglar}}`),
  },
};
