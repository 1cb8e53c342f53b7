// Questions as players type them: each finds its topic first, in English and in every language, and a
// question about something else gets "no match" rather than an unrelated topic.
import { describe, expect, it } from 'vitest';
import { EXPANSION_IDS } from '../../src/engine';
import type { Locale } from '../../src/i18n';
import { searchRules } from '../../src/rules/search';

const EVERY_MODULE = ['base', ...EXPANSION_IDS];
const first = (question: string, locale: Locale = 'en') => searchRules(question, EVERY_MODULE, locale, 1)[0]?.id;

const ENGLISH: [string, string][] = [
  ['how many points is a city worth?', 'cities'],
  ['how much is an unfinished city worth at the end', 'cities'],
  ['what does the pennant do', 'cities'],
  ['can I place a meeple on a road that already has one?', 'followers'],
  ['where can my followers go', 'followers'],
  ['two knights in the same city, who gets the points?', 'sharing'],
  ['can two players share a city', 'sharing'],
  ['how do farmers score', 'fields'],
  ['can I put a farmer in a field', 'fields'],
  ['when does the game end?', 'end'],
  ['what happens when the game ends', 'end'],
  ['when has the game ended', 'end'],
  ['who wins the game', 'end'],
  ['how does scoring work at the end', 'end'],
  ['how much does a monastery score', 'monasteries'],
  ['when is a cloister finished', 'monasteries'],
  ["what if my tile doesn't fit anywhere", 'placing-tiles'],
  ['how do I rotate the tile', 'placing-tiles'],
  ['what happens on my turn', 'turn'],
  ['when is a road finished', 'roads'],
  ['how many points for a road', 'roads'],
  ['how does the river work', 'river'],
  ['can the river make a u-turn', 'river-bends'],
  ['how does the abbot score', 'abbot'],
  ['can I take my abbot back', 'abbot-recall'],
  ['what is a garden', 'gardens'],
  ['how much is a road with an inn worth', 'inns'],
  ['what does the cathedral do', 'cathedrals'],
  ['what does the big meeple count as', 'big-follower'],
  ['who gets the wine and grain', 'goods'],
  ['what does the builder do', 'builder'],
  ['what does the pig do', 'pig'],
  ['what do pigs do', 'pig'],
  ['can my follower flee', 'plague'],
];

const OTHER_LANGUAGES: [Locale, string, string][] = [
  ['ro', 'câte puncte valorează un oraș?', 'cities'],
  ['ro', 'cum punctează țăranii', 'fields'],
  ['ro', 'când se termină jocul', 'end'],
  ['bg', 'колко точки дава град', 'cities'],
  ['bg', 'как се точкуват селяните', 'fields'],
  ['bg', 'кога свършва играта', 'end'],
  ['lv', 'cik punktus dod pilsēta', 'cities'],
  ['lv', 'kā skaita zemniekus', 'fields'],
  ['lv', 'kad beidzas spēle', 'end'],
  ['is', 'hvað fæ ég mörg stig fyrir borg', 'cities'],
  ['is', 'hvernig skora bændur', 'fields'],
  ['is', 'hvenær endar leikurinn', 'end'],
  // a question about the Plague in the words a player types: the verb and the inflected noun name the topic
  ['ro', 'cum fuge supusul de ciumă', 'plague'],
  ['bg', 'как бяга мийпълът от чумата', 'plague'],
  ['lv', 'vai mans pavalstnieks var bēgt no mēra', 'plague'],
  ['is', 'hvernig flýr þegn plágunni', 'plague'],
  ['ro', 'ce face lupul', 'hills-sheep'],
];

describe('rules questions a player would type', () => {
  it.each(ENGLISH)('“%s” finds %s', (question, topic) => {
    expect(first(question)).toBe(topic);
  });

  it.each(OTHER_LANGUAGES)('%s: “%s” finds %s', (locale, question, topic) => {
    expect(first(question, locale)).toBe(topic);
  });

  it.each([
    'what is the weather today',
    'how do I invite my friend to the server',
    'tell me a joke',
    'how do I',
    'xylophone piano tile',
  ])('“%s” matches no rule', (question) => {
    expect(searchRules(question, EVERY_MODULE, 'en')).toEqual([]);
  });
});
