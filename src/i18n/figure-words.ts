// Every figure's word in every language, in the forms sentences need (cases, articles, gender), so a
// message names the figure it was given by choosing with a select over figure ids: the app hands a
// figure's id (`meeple`, `wagon`, `witch` ...) to the message, never a finished word, and the message
// picks the form its grammar needs. `figureSelect('lv', (f) => f.dat)` writes that select once, for
// every figure, when the catalogs are built. Words from the rule books (docs/glossary-*.md).
import type { Locale } from './locale';

/** Every figure a message may name: players' figures, neutral ones and those on the score track. */
export const FIGURE_KINDS = [
  'meeple',
  'big',
  'abbot',
  'builder',
  'pig',
  'mayor',
  'wagon',
  'barn',
  'messenger',
  'robber',
  'mage',
  'witch',
  'dragon',
  'fairy',
  'count',
  'phantom',
  'shepherd',
] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

/** English: the word; "a"/"an" and capitals are derived. */
export interface EnglishFigure {
  word: string;
}
/** Romanian: bare and definite forms and the gender (un/o, al/a, tău/ta agree with it). */
export interface RomanianFigure {
  word: string;
  def: string;
  /** Definite genitive-dative ("supusului", "căruței"). */
  defGen: string;
  gender: 'm' | 'f';
}
/** Bulgarian: bare and definite (short article) forms and the gender (твоя/твоята/твоето). */
export interface BulgarianFigure {
  word: string;
  def: string;
  gender: 'm' | 'f' | 'n';
}
/** Latvian: four cases; the gender (masculine plural for "rati") chooses tavs/tava/tavi. */
export interface LatvianFigure {
  nom: string;
  acc: string;
  gen: string;
  dat: string;
  gender: 'm' | 'f' | 'mp';
}
/** Icelandic: four cases, indefinite and definite; the gender chooses þinn/þín/þitt. */
export interface IcelandicFigure {
  nom: string;
  acc: string;
  dat: string;
  gen: string;
  nomDef: string;
  accDef: string;
  datDef: string;
  genDef: string;
  gender: 'kk' | 'kvk' | 'hk';
}

interface FigureTables {
  en: Record<FigureKind, EnglishFigure>;
  ro: Record<FigureKind, RomanianFigure>;
  bg: Record<FigureKind, BulgarianFigure>;
  lv: Record<FigureKind, LatvianFigure>;
  is: Record<FigureKind, IcelandicFigure>;
}

const en = (word: string): EnglishFigure => ({ word });
const ro = (word: string, def: string, defGen: string, gender: RomanianFigure['gender']): RomanianFigure => ({
  word,
  def,
  defGen,
  gender,
});
const bg = (word: string, def: string, gender: BulgarianFigure['gender']): BulgarianFigure => ({ word, def, gender });
const lv = (nom: string, acc: string, gen: string, dat: string, gender: LatvianFigure['gender']): LatvianFigure => ({
  nom,
  acc,
  gen,
  dat,
  gender,
});
/** Icelandic forms: "nom acc dat gen | nomDef accDef datDef genDef". */
const is = (forms: string, gender: IcelandicFigure['gender']): IcelandicFigure => {
  const [indefinite = '', definite = ''] = forms.split(' | ');
  const [nom = '', acc = '', dat = '', gen = ''] = indefinite.split(', ');
  const [nomDef = '', accDef = '', datDef = '', genDef = ''] = definite.split(', ');
  return { nom, acc, dat, gen, nomDef, accDef, datDef, genDef, gender };
};

export const FIGURES: FigureTables = {
  en: {
    meeple: en('follower'),
    big: en('big follower'),
    abbot: en('abbot'),
    builder: en('builder'),
    pig: en('pig'),
    mayor: en('mayor'),
    wagon: en('wagon'),
    barn: en('barn'),
    messenger: en('messenger'),
    robber: en('robber'),
    mage: en('mage'),
    witch: en('witch'),
    dragon: en('dragon'),
    fairy: en('fairy'),
    count: en('count'),
    phantom: en('phantom'),
    shepherd: en('shepherd'),
  },
  ro: {
    meeple: ro('supus', 'supusul', 'supusului', 'm'),
    big: ro('supus mare', 'supusul mare', 'supusului mare', 'm'),
    abbot: ro('abate', 'abatele', 'abatelui', 'm'),
    builder: ro('constructor', 'constructorul', 'constructorului', 'm'),
    pig: ro('porc', 'porcul', 'porcului', 'm'),
    mayor: ro('primar', 'primarul', 'primarului', 'm'),
    wagon: ro('căruță', 'căruța', 'căruței', 'f'),
    barn: ro('moșie', 'moșia', 'moșiei', 'f'),
    messenger: ro('mesageră', 'mesagera', 'mesagerei', 'f'),
    robber: ro('haiduc', 'haiducul', 'haiducului', 'm'),
    mage: ro('magician', 'magicianul', 'magicianului', 'm'),
    witch: ro('vrăjitoare', 'vrăjitoarea', 'vrăjitoarei', 'f'),
    dragon: ro('balaur', 'balaurul', 'balaurului', 'm'),
    fairy: ro('zână', 'zâna', 'zânei', 'f'),
    count: ro('conte', 'contele', 'contelui', 'm'),
    phantom: ro('fantomă', 'fantoma', 'fantomei', 'f'),
    shepherd: ro('oier', 'oierul', 'oierului', 'm'),
  },
  bg: {
    meeple: bg('мийпъл', 'мийпъла', 'm'),
    big: bg('голям мийпъл', 'големия мийпъл', 'm'),
    abbot: bg('абат', 'абата', 'm'),
    builder: bg('майстор строител', 'майстора строител', 'm'),
    pig: bg('прасенце', 'прасенцето', 'n'),
    mayor: bg('кмет', 'кмета', 'm'),
    wagon: bg('каруца', 'каруцата', 'f'),
    barn: bg('хамбар', 'хамбара', 'm'),
    messenger: bg('вестоносец', 'вестоносеца', 'm'),
    robber: bg('крадец', 'крадеца', 'm'),
    mage: bg('магьосник', 'магьосника', 'm'),
    witch: bg('вещица', 'вещицата', 'f'),
    dragon: bg('дракон', 'дракона', 'm'),
    fairy: bg('фея', 'феята', 'f'),
    count: bg('граф', 'графа', 'm'),
    phantom: bg('фантом', 'фантома', 'm'),
    shepherd: bg('овчар', 'овчаря', 'm'),
  },
  lv: {
    meeple: lv('pavalstnieks', 'pavalstnieku', 'pavalstnieka', 'pavalstniekam', 'm'),
    big: lv('lielais pavalstnieks', 'lielo pavalstnieku', 'lielā pavalstnieka', 'lielajam pavalstniekam', 'm'),
    abbot: lv('abats', 'abatu', 'abata', 'abatam', 'm'),
    builder: lv('celtnieks', 'celtnieku', 'celtnieka', 'celtniekam', 'm'),
    pig: lv('cūka', 'cūku', 'cūkas', 'cūkai', 'f'),
    mayor: lv('birģermeistars', 'birģermeistaru', 'birģermeistara', 'birģermeistaram', 'm'),
    wagon: lv('rati', 'ratus', 'ratu', 'ratiem', 'mp'),
    barn: lv('klēts', 'klēti', 'klēts', 'klētij', 'f'),
    messenger: lv(
      'sieviešu pavalstnieks',
      'sieviešu pavalstnieku',
      'sieviešu pavalstnieka',
      'sieviešu pavalstniekam',
      'm',
    ),
    robber: lv('laupītājs', 'laupītāju', 'laupītāja', 'laupītājam', 'm'),
    mage: lv('burvis', 'burvi', 'burvja', 'burvim', 'm'),
    witch: lv('ragana', 'raganu', 'raganas', 'raganai', 'f'),
    dragon: lv('pūķis', 'pūķi', 'pūķa', 'pūķim', 'm'),
    fairy: lv('feja', 'feju', 'fejas', 'fejai', 'f'),
    count: lv('grāfs', 'grāfu', 'grāfa', 'grāfam', 'm'),
    phantom: lv('pavadonis', 'pavadoni', 'pavadoņa', 'pavadonim', 'm'),
    shepherd: lv('gans', 'ganu', 'gana', 'ganam', 'm'),
  },
  is: {
    meeple: is('þegn, þegn, þegni, þegns | þegninn, þegninn, þegninum, þegnsins', 'kk'),
    big: is(
      'stór þegn, stóran þegn, stórum þegni, stórs þegns | stóri þegninn, stóra þegninn, stóra þegninum, stóra þegnsins',
      'kk',
    ),
    abbot: is('ábóti, ábóta, ábóta, ábóta | ábótinn, ábótann, ábótanum, ábótans', 'kk'),
    builder: is('smiður, smið, smiði, smiðs | smiðurinn, smiðinn, smiðnum, smiðsins', 'kk'),
    pig: is('svín, svín, svíni, svíns | svínið, svínið, svíninu, svínsins', 'hk'),
    mayor: is(
      'borgarstjóri, borgarstjóra, borgarstjóra, borgarstjóra | borgarstjórinn, borgarstjórann, borgarstjóranum, borgarstjórans',
      'kk',
    ),
    wagon: is('vagn, vagn, vagni, vagns | vagninn, vagninn, vagninum, vagnsins', 'kk'),
    barn: is('hlaða, hlöðu, hlöðu, hlöðu | hlaðan, hlöðuna, hlöðunni, hlöðunnar', 'kvk'),
    messenger: is(
      'sendiboði, sendiboða, sendiboða, sendiboða | sendiboðinn, sendiboðann, sendiboðanum, sendiboðans',
      'kk',
    ),
    robber: is('ræningi, ræningja, ræningja, ræningja | ræninginn, ræningjann, ræningjanum, ræningjans', 'kk'),
    mage: is(
      'galdramaður, galdramann, galdramanni, galdramanns | galdramaðurinn, galdramanninn, galdramanninum, galdramannsins',
      'kk',
    ),
    witch: is('norn, norn, norn, nornar | nornin, nornina, norninni, nornarinnar', 'kvk'),
    dragon: is('dreki, dreka, dreka, dreka | drekinn, drekann, drekanum, drekans', 'kk'),
    fairy: is('álfkona, álfkonu, álfkonu, álfkonu | álfkonan, álfkonuna, álfkonunni, álfkonunnar', 'kvk'),
    count: is('greifi, greifa, greifa, greifa | greifinn, greifann, greifanum, greifans', 'kk'),
    phantom: is('draugur, draug, draugi, draugs | draugurinn, drauginn, draugnum, draugsins', 'kk'),
    shepherd: is('hirðir, hirði, hirði, hirðis | hirðirinn, hirðinn, hirðinum, hirðisins', 'kk'),
  },
};

type FigureForms<L extends Locale> = FigureTables[L][FigureKind];

/** The first letter upper-cased, in the language's own way (for a form that starts a sentence). */
export const capital = (locale: Locale, text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** A select's words each with its first letter capitalised, to start an answer ("{kind, select, road {Drumul} ...}"). */
export const capitalBranches = (locale: Locale, select: string) =>
  select.replace(/(\s\{)(\p{Ll})/gu, (_, open: string, first: string) => open + first.toLocaleUpperCase(locale));

/**
 * A select over every figure's id that says the form `form` picks ("{figure, select, meeple {…} wagon
 * {…} … other {…}}"); a figure with no word of its own (none today) reads as a follower.
 */
export function figureSelect<L extends Locale>(
  locale: L,
  form: (figure: FigureForms<L>, kind: FigureKind) => string,
  param = 'figure',
): string {
  const table = FIGURES[locale] as Record<FigureKind, FigureForms<L>>;
  const branches = FIGURE_KINDS.map((kind) => `${kind} {${form(table[kind], kind)}}`);
  return `{${param}, select, ${branches.join(' ')} other {${form(table.meeple, 'meeple')}}}`;
}

/** Every form a figure's word takes in a language (what a test looks for in a sentence naming it). */

// Forms sentences of several modules share.
/** English: "a follower", "an abbot". */
export const enA = (f: EnglishFigure) => `${/^[aeiou]/.test(f.word) ? 'an' : 'a'} ${f.word}`;
/** Romanian: "un supus", "o căruță". */
export const roA = (f: RomanianFigure) => `${f.gender === 'f' ? 'o' : 'un'} ${f.word}`;
/** Romanian: "supusul tău", "căruța ta". */
export const roYour = (f: RomanianFigure) => `${f.def} ${f.gender === 'f' ? 'ta' : 'tău'}`;
/** Romanian: "supusul lui" / "căruța lui" is the definite form; after an indefinite, "al"/"a" agrees. */
export const roOf = (f: RomanianFigure) => (f.gender === 'f' ? 'a' : 'al');
/** Bulgarian: "твоя мийпъл", "твоята каруца", "твоето прасенце". */
export const bgYour = (f: BulgarianFigure) =>
  `${f.gender === 'f' ? 'твоята' : f.gender === 'n' ? 'твоето' : 'твоя'} ${f.word}`;
/** Bulgarian subject: the full article on a masculine word ("мийпълът", "големият мийпъл"). */
export const bgSubject = (f: BulgarianFigure) =>
  f.gender === 'm'
    ? f.def.replace(/^(\S+?)(я|а)(\s|$)/u, (_, stem, a, rest) => `${stem}${a === 'я' ? 'ят' : 'ът'}${rest}`)
    : f.def;
/** Latvian possessive "your" in a case: tavs pavalstnieks, tavu raganu, taviem ratiem ... */
export const lvYour = (f: LatvianFigure, form: 'nom' | 'acc' | 'gen' | 'dat') => {
  const your = {
    m: { nom: 'tavs', acc: 'tavu', gen: 'tava', dat: 'tavam' },
    f: { nom: 'tava', acc: 'tavu', gen: 'tavas', dat: 'tavai' },
    mp: { nom: 'tavi', acc: 'tavus', gen: 'tavu', dat: 'taviem' },
  }[f.gender][form];
  return `${your} ${f[form]}`;
};
/** Icelandic possessive after the definite noun: "þegninn þinn", "nornina þína", "svínið þitt". */
export const isYour = (f: IcelandicFigure, form: 'nom' | 'acc' | 'dat' | 'gen') => {
  const your = {
    kk: { nom: 'þinn', acc: 'þinn', dat: 'þínum', gen: 'þíns' },
    kvk: { nom: 'þín', acc: 'þína', dat: 'þinni', gen: 'þinnar' },
    hk: { nom: 'þitt', acc: 'þitt', dat: 'þínu', gen: 'þíns' },
  }[f.gender][form];
  return `${f[`${form}Def`]} ${your}`;
};

/** Every form a figure's word takes in a language (what a test looks for in a sentence naming it). */
export function figureForms(locale: Locale, kind: FigureKind): string[] {
  const entry = FIGURES[locale][kind] as unknown as Record<string, string>;
  const forms = Object.entries(entry)
    .filter(([name]) => name !== 'gender')
    .map(([, word]) => word);
  return locale === 'bg' ? [...forms, bgSubject(FIGURES.bg[kind])] : forms;
}

/** A figure's name in each language, as a select on `figure`: the object of a verb (lv nom., is acc.). */
export const FIGURE_NAME = {
  en: figureSelect('en', (f) => f.word),
  ro: figureSelect('ro', (f) => f.word),
  bg: figureSelect('bg', (f) => f.word),
  lv: figureSelect('lv', (f) => f.nom),
  is: figureSelect('is', (f) => f.acc),
};

/** A figure's name at the start of a choice's words, capitalised (lv and is nominative). */
export const FIGURE_NAME_FIRST = {
  en: figureSelect('en', (f) => capital('en', f.word)),
  ro: figureSelect('ro', (f) => capital('ro', f.word)),
  bg: figureSelect('bg', (f) => capital('bg', f.word)),
  lv: figureSelect('lv', (f) => capital('lv', f.nom)),
  is: figureSelect('is', (f) => capital('is', f.nom)),
};
