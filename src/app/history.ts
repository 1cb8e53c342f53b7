// Finished games of a server and each player's record, from the archive's summary rows.
import type { PlayerTally } from '../storage/repository';

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

/** Games, wins and mean score per player (summed by the repository), most wins first. */
export function playerStats(tallies: PlayerTally[]): PlayerStats[] {
  return tallies
    .filter((t) => t.games > 0)
    .map((t) => ({
      userId: t.userId,
      name: t.name,
      games: t.games,
      wins: t.wins,
      meanScore: Math.round((t.totalScore / t.games) * 10) / 10,
    }))
    .sort((a, b) => b.wins - a.wins || b.meanScore - a.meanScore);
}
