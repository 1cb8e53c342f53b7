// "/carcassonne history" and "stats": the server's finished games and each player's record, as text.
import { displayName } from '../app/describe';
import type { FinishedGame, PlayerStats } from '../app/history';
import type { Translate } from '../i18n';
import { discordTime } from './clock-text';

const GAMES_SHOWN = 10;
const PLAYERS_SHOWN = 20;
const MESSAGE_LIMIT = 2000;

const clip = (text: string) => (text.length <= MESSAGE_LIMIT ? text : `${text.slice(0, MESSAGE_LIMIT - 1)}…`);

/** Newest first: the date, the winners, everyone's score; `total` counts every finished game. */
export function historyText(games: FinishedGame[], total: number, t: Translate): string {
  if (!games.length) return t('history.nothing');
  const lines = games.slice(0, GAMES_SHOWN).map((game) => {
    const winners = game.scores.filter((s) => game.winners.includes(s.userId)).map((s) => displayName(s.name));
    const scores = game.scores
      .map((s) => t('history.score', { player: displayName(s.name), score: s.score }))
      .join(' · ');
    return t('history.line', { date: discordTime(game.endedAt, 'd'), winners, scores });
  });
  const title = total > GAMES_SHOWN ? t('history.title-latest', { shown: GAMES_SHOWN, total }) : t('history.title');
  return clip([title, ...lines].join('\n'));
}

/** Most wins first: games, wins and mean score per player. */
export function statsText(stats: PlayerStats[], t: Translate): string {
  if (!stats.length) return t('history.nothing');
  const lines = stats
    .slice(0, PLAYERS_SHOWN)
    .map((p) => t('stats.line', { player: displayName(p.name), games: p.games, wins: p.wins, mean: p.meanScore }));
  return clip([t('stats.title'), ...lines].join('\n'));
}
