// The Big Box's twelve parts, in the order the engine tests have always listed them (the golden digest's
// big-box games are seeded over this list, so its order stays).
export const BIG_BOX = [
  'farmers',
  'inns-cathedrals',
  'traders-builders',
  'flier',
  'messengers',
  'ferries',
  'gold-mines',
  'mage-witch',
  'robbers',
  'crop-circles',
  'abbot',
  'river',
];
