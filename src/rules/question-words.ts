// Words of a question that name no rule: "how many points is a city worth" asks about cities. Function
// words are dropped; general game words (points, score, game, place) do not decide which topic a question
// names, but still help rank the topics that a naming word found. Folded like the search (no diacritics).
import type { Locale } from '../i18n';

const FUNCTION_WORDS: Record<Locale, string> = {
  en: `a an the i me my mine you your we our us they their them he she his her it its this that these those
    there here what which who whom whose when where why how many much is are was were be been being am do does
    did done can could may might must should would will shall if then than and or but not no yes to of in on
    at for with by from about into onto out up down over under after before again already just still also
    only ever any some one ones other else someone somebody anyone anything something happen happens happened
    work works get gets got have has had having let lets need needs want wants way ok okay please really
    doesn don isn aren won didn cannot anywhere go goes`,
  ro: `un una o unui unei cel cea cei cele eu tu el ea noi voi ei ele meu mea mei mele tau ta tai tale lui
    ei lor ce care cine cand unde de cum cat cata cati cate este e sunt era fi fost pot poti poate putem
    pot se sa si sau dar nu da la in pe cu din prin pentru despre dupa inainte mai deja doar inca iar daca
    atunci decat ce cineva ceva orice ma mi te ti il ii le ne va am ai are au avea aveam acest aceasta acel
    aceea asta ala`,
  bg: `и или но не да ли на в във с със от за по при до към как какво какъв каква какви колко кой коя кое
    кои кога къде защо е са съм си сме сте бил била било бъде мога може можем могат аз ти той тя то ние
    вие те мой моя мое мои твой твоя ми ти му й им се го я ги ако тогава вече още само също има няма дава носи`,
  lv: `un vai bet ne jā nē uz pie par no ar bez līdz pēc pirms kā ko kas kurš kura kuri kuras kad kur kāpēc
    cik ir bija būs esmu esi esam var varu vari varam es tu viņš viņa mēs jūs viņi viņas mans mana mani
    tavs tava savs sava man tev viņam viņai mums jums to tā tas šis šī ja tad jau vēl tikai arī kaut kāds
    kāda kādi notiek`,
  is: `og eða en ekki já nei á í við með frá til um af fyrir eftir hvernig hvað hver hvaða hvenær hvar hvers
    vegna hversu margir mörg mikið er eru var voru vera verður get getur getum má ég þú hann hún það við
    þið þeir þær mitt minn mín þinn þín sinn sín mér þér honum henni okkur ykkur ef þá þegar nú bara líka
    enn þegar`,
};

const GAME_WORDS: Record<Locale, string> = {
  en: `point points score scores scored scoring worth count counts counted game games rule rules play playing
    place placed put tile tiles player players`,
  ro: `punct puncte punctaj scor joc jocul regula reguli juca pune pun pui aseza asez asezi`,
  bg: `точка точки точките игра играта правило правила играя слагам сложа поставям`,
  lv: `punkts punkti punktus punktu spēle spēlē spēles noteikums noteikumi likt lieku uzlikt`,
  is: `stig stigin leikur leiknum regla reglur spila setja legg leggja`,
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en');

const setOf = (lists: Record<Locale, string>) =>
  Object.fromEntries(
    Object.entries(lists).map(([locale, list]) => [locale, new Set(fold(list).split(/\s+/))]),
  ) as Record<Locale, Set<string>>;

const FUNCTION_SETS = setOf(FUNCTION_WORDS);
const GAME_SETS = setOf(GAME_WORDS);

/** Words that say nothing about the rule asked for, in the reader's language or in English. */
export const isFunctionWord = (word: string, locale: Locale) =>
  FUNCTION_SETS[locale].has(word) || FUNCTION_SETS.en.has(word);

/** General game words: they rank topics but do not name one. */
export const isGameWord = (word: string, locale: Locale) => GAME_SETS[locale].has(word) || GAME_SETS.en.has(word);
