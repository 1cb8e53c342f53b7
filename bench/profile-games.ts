// Plays seeded random every-expansion games for a profiler (node --cpu-prof --import tsx bench/profile-games.ts);
// EXPANSIONS=farmers,river,... plays those instead (the bench's Big Box: farmers,river,abbot,inns-cathedrals,
// traders-builders,flier,messengers,ferries,gold-mines,mage-witch,robbers,crop-circles).

import { EXPANSION_IDS } from '../src/engine';
import { installEveryExpansion } from '../src/expansions';
import { wholeGame } from './engine';

installEveryExpansion();
const games = Number(process.env.GAMES ?? 200);
const expansions = process.env.EXPANSIONS ? process.env.EXPANSIONS.split(',') : [...EXPANSION_IDS];
const started = performance.now();
const cpu = process.cpuUsage();
const played = { count: 0 };
for (let seed = 1; seed <= games; seed++) wholeGame(seed, expansions, played);
const moves = played.count;
const ms = performance.now() - started;
const cpuMs = process.cpuUsage(cpu).user / 1000;
console.log(
  `${games} games, ${moves} moves, ${ms.toFixed(0)} ms, ${(ms / games).toFixed(2)} ms a game, CPU ${(cpuMs / games).toFixed(2)} ms a game`,
);
