// "/carcassonne history" and "stats": the server's finished games and each player's record, as text.
import { displayName } from '../app/describe';
import type { FinishedGame, PlayerStats } from '../app/history';
import { discordTime } from './clock-text';

const GAMES_SHOWN = 10;
const PLAYERS_SHOWN = 20;
const MESSAGE_LIMIT = 2000;

const clip = (text: string) => (text.length <= MESSAGE_LIMIT ? text : `${text.slice(0, MESSAGE_LIMIT - 1)}…`);
const NOTHING_YET = 'No finished games on this server yet. Start one with `/carcassonne new`!';

/** Newest first: the date, the winners, everyone's score; `total` counts every finished game. */
export function historyText(games: FinishedGame[], total = games.length): string {
  if (!games.length) return NOTHING_YET;
  const lines = games.slice(0, GAMES_SHOWN).map((game) => {
    const winners = game.scores.filter((s) => game.winners.includes(s.userId)).map((s) => displayName(s.name));
    const scores = game.scores.map((s) => `${displayName(s.name)} ${s.score}`).join(' · ');
    return `${discordTime(game.endedAt, 'd')} 🏆 **${winners.join(' and ')}** — ${scores}`;
  });
  const shown = total > GAMES_SHOWN ? `the latest ${GAMES_SHOWN} of ${total}` : 'newest first';
  return clip([`**Finished games** (${shown})`, ...lines].join('\n'));
}

/** Most wins first: games, wins and mean score per player. */
export function statsText(stats: PlayerStats[]): string {
  if (!stats.length) return NOTHING_YET;
  const lines = stats
    .slice(0, PLAYERS_SHOWN)
    .map(
      (p) =>
        `**${displayName(p.name)}**: ${p.games} game${p.games === 1 ? '' : 's'}, ${p.wins} win${p.wins === 1 ? '' : 's'}, mean score ${p.meanScore}`,
    );
  return clip(['**Player statistics** (finished games on this server)', ...lines].join('\n'));
}
