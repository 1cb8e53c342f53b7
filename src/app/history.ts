// Finished games of a server and each player's record, from the archive.
import type { GameRecord } from './record';

export interface FinishedGame {
  gameId: string;
  endedAt: number;
  /** Final scores by player name, highest first. */
  scores: { name: string; userId: string; score: number }[];
  /** User ids of the winners. */
  winners: string[];
}

export interface PlayerStats {
  userId: string;
  name: string;
  games: number;
  wins: number;
  meanScore: number;
}

/** Finished games (abandoned ones left out), newest first. */
export function finishedGames(records: { data: GameRecord; updatedAt: number }[]): FinishedGame[] {
  return records
    .filter((r) => r.data.status === 'finished' && r.data.state)
    .map(({ data, updatedAt }) => {
      const players = data.state?.players ?? [];
      const best = Math.max(...players.map((p) => p.score));
      return {
        gameId: data.gameId,
        endedAt: updatedAt,
        scores: [...players]
          .sort((a, b) => b.score - a.score)
          .map((p) => ({ name: p.name, userId: p.id, score: p.score })),
        winners: players.filter((p) => p.score === best).map((p) => p.id),
      };
    })
    .sort((a, b) => b.endedAt - a.endedAt);
}

/** Games, wins and mean score per player over finished games, most wins first. */
export function playerStats(games: FinishedGame[]): PlayerStats[] {
  const table = new Map<string, { name: string; games: number; wins: number; total: number }>();
  for (const game of games) {
    for (const { userId, name, score } of game.scores) {
      const row = table.get(userId) ?? { name, games: 0, wins: 0, total: 0 };
      row.games += 1;
      row.total += score;
      if (game.winners.includes(userId)) row.wins += 1;
      table.set(userId, row);
    }
  }
  return [...table]
    .map(([userId, r]) => ({
      userId,
      name: r.name,
      games: r.games,
      wins: r.wins,
      meanScore: Math.round((r.total / r.games) * 10) / 10,
    }))
    .sort((a, b) => b.wins - a.wins || b.meanScore - a.meanScore);
}
