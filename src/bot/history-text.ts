// "/carcassonne history" and "stats": the server's finished games and each player's record, as text.
import { displayName } from '../app/describe';
import { HISTORY_SHOWN } from '../app/game-service';
import type { FinishedGame, PlayerStats } from '../app/history';
import type { Translate } from '../i18n';
import { discordTime } from './clock-text';

const PLAYERS_SHOWN = 20;

/** Newest first: the date, the winners, everyone's score; `total` counts every finished game. */
export function historyText(games: FinishedGame[], total: number, t: Translate): string {
  if (!games.length) return t('history.nothing');
  const lines = games.slice(0, HISTORY_SHOWN).map((game) => {
    const winners = game.scores.filter((s) => game.winners.includes(s.userId)).map((s) => displayName(s.name));
    const scores = game.scores
      .map((s) => t('history.score', { player: displayName(s.name), score: s.score }))
      .join(' · ');
    return t('history.line', { date: discordTime(game.endedAt, 'd'), winners, scores });
  });
  const title = total > HISTORY_SHOWN ? t('history.title-latest', { shown: HISTORY_SHOWN, total }) : t('history.title');
  // announce() keeps the message within Discord's length limit
  return [title, ...lines].join('\n');
}

/** Most wins first: games, wins and mean score per player. */
export function statsText(stats: PlayerStats[], t: Translate): string {
  if (!stats.length) return t('history.nothing');
  const lines = stats
    .slice(0, PLAYERS_SHOWN)
    .map((p) => t('stats.line', { player: displayName(p.name), games: p.games, wins: p.wins, mean: p.meanScore }));
  return [t('stats.title'), ...lines].join('\n');
}
