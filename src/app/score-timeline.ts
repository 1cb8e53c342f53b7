// Each player's score after every turn, from the move log: what the end-of-game chart draws.
import type { GameRecord } from './record';

export interface ScoreTimeline {
  players: { id: string; name: string; color: string }[];
  /** Scores after each turn, in `players` order; the first entry is turn 0 (all zero). */
  turns: { turn: number; scores: number[] }[];
}

export function scoreTimeline(record: GameRecord): ScoreTimeline {
  const players = (record.state?.players ?? []).map((p) => ({ id: p.id, name: p.name, color: p.color }));
  const scores = players.map(() => 0);
  const turns = [{ turn: 0, scores: [...scores] }];
  for (const entry of record.log) {
    for (const event of entry.events) {
      if (event.type !== 'scored') continue;
      for (const id of event.players) {
        const seat = players.findIndex((p) => p.id === id);
        if (seat >= 0) scores[seat] = (scores[seat] ?? 0) + event.points;
      }
    }
    const last = turns[turns.length - 1];
    if (last && last.turn === entry.turn) last.scores = [...scores];
    else turns.push({ turn: entry.turn, scores: [...scores] });
  }
  return { players, turns };
}
